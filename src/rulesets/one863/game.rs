//! One one863 match: its rules world (a card entity per card, the rule observers) and beside it the
//! match state (table, log, generator, content) it lends the world while observers run, and the
//! engine's `Rules` face: legal actions,
//! `apply` (validate, then trigger the action's rules event and let the observers resolve it at
//! once), whose decision it is, and `fork`. Rules worlds are pooled per thread: a fork or a new
//! game takes a world whose observers are already installed and overwrites its cards.

use std::cell::RefCell;
use std::sync::Arc;

use bevy::ecs::event::{Event, GlobalTrigger};
use bevy::ecs::world::World;
use smallvec::SmallVec;

use super::actions::{Action, check};
use super::components::{Footballer, Phase, Pile, Side, Slot, Stance, Table, Zone};
use super::db::{CardId, TeamDb};
use super::events::{
    AttackDeclared, BlockDeclared, CardPlayed, DuelFought, GoalScored, LogEvent, MatchEnds, Passed,
    TurnBegins,
};
use super::rules;
use super::setup::Setup;
use crate::engine::{CardWorld, FixedEventKey, GameLog, GameRng, Rejected, Rules};

/// The keys of the rules events, so triggering one costs no type lookup.
#[derive(Debug, Clone, Copy)]
pub struct EventKeys {
    pub(super) turn_begins: FixedEventKey<TurnBegins>,
    pub(super) card_played: FixedEventKey<CardPlayed>,
    pub(super) attack_declared: FixedEventKey<AttackDeclared>,
    pub(super) block_declared: FixedEventKey<BlockDeclared>,
    pub(super) duel_fought: FixedEventKey<DuelFought>,
    pub(super) goal_scored: FixedEventKey<GoalScored>,
    pub(super) passed: FixedEventKey<Passed>,
    pub(super) match_ends: FixedEventKey<MatchEnds>,
}

impl EventKeys {
    /// The keys of `world`, whose rule observers are all installed.
    fn register(world: &mut World) -> Self {
        Self {
            turn_begins: FixedEventKey::register(world),
            card_played: FixedEventKey::register(world),
            attack_declared: FixedEventKey::register(world),
            block_declared: FixedEventKey::register(world),
            duel_fought: FixedEventKey::register(world),
            goal_scored: FixedEventKey::register(world),
            passed: FixedEventKey::register(world),
            match_ends: FixedEventKey::register(world),
        }
    }
}

/// Everything of a match that is not a card's component: the table, the log, the generator and
/// the content (the card entities are the card world's). It moves as one box: the game holds it between actions (reads
/// cost no lookup) and lends it to the rules while the observers run (`CardWorld::trigger`).
#[derive(Clone)]
pub struct Match {
    /// Both sides' piles, the score, whose turn.
    pub table: Table,
    /// What happened.
    pub log: GameLog<LogEvent>,
    /// The match's generator (shuffles).
    pub rng: GameRng,
    /// The content.
    pub db: Arc<TeamDb>,
    /// The rules events' keys, for observers that trigger the next event.
    pub keys: EventKeys,
}

/// A rules world with its observers installed and its cards spawned: the engine's card world
/// (facts, zone and stance of every card, by slot) and the keys of its rules events.
struct RulesWorld {
    cards: CardWorld<Footballer, Zone, Stance>,
    keys: EventKeys,
}

thread_local! {
    /// Rules worlds of finished games and forks, ready to reuse on this thread.
    static POOL: RefCell<Vec<RulesWorld>> = const { RefCell::new(Vec::new()) };
}

/// Worlds a thread keeps for reuse (a search holds a few hundred forks at most at once).
const POOL_LIMIT: usize = 512;

impl RulesWorld {
    /// A new world holding `count` card entities.
    fn fresh(count: usize) -> Self {
        let mut cards = CardWorld::new(rules::install);
        let keys = cards.restructure(|world, _| EventKeys::register(world));
        let blank = Footballer {
            card: 0,
            side: 0,
            position: 0,
            vaep: 0,
            aggressive: false,
            boost: 0,
        };
        cards.spawn_cards((0..count).map(|_| (blank, Zone::Deck, Stance::default())));
        RulesWorld { cards, keys }
    }

    /// A world from this thread's pool holding exactly `count` card entities, or a new one.
    fn take(count: usize) -> Self {
        let pooled = POOL.with(|pool| pool.borrow_mut().pop());
        match pooled {
            Some(world) if world.cards.len() == count => world,
            _ => Self::fresh(count),
        }
    }

    /// Every card's facts, by slot.
    #[inline]
    fn facts(&self) -> &[Footballer] {
        self.cards.cards().a
    }

    /// Every card's zone, by slot.
    #[inline]
    fn zones(&self) -> &[Zone] {
        self.cards.cards().b
    }

    /// Every card's stance, by slot.
    #[inline]
    fn stances(&self) -> &[Stance] {
        self.cards.cards().c
    }

    /// Every card's zone, by slot, to change.
    #[inline]
    fn zones_mut(&mut self) -> &mut [Zone] {
        self.cards.cards_mut().b
    }

    /// Overwrites every card's components from `facts`, `zones` and `stances` (slot order).
    fn write_all(&mut self, facts: &[Footballer], zones: &[Zone], stances: &[Stance]) {
        let cards = self.cards.cards_mut();
        cards.a.copy_from_slice(facts);
        cards.b.copy_from_slice(zones);
        cards.c.copy_from_slice(stances);
    }
}

/// A one863 match in progress.
pub struct Game {
    rules: Option<RulesWorld>,
    /// The match state (None only while lent to the world).
    state: Option<Box<Match>>,
    db: Arc<TeamDb>,
    /// Team ids, home and away.
    teams: [String; 2],
    /// The side that gave up, if one did.
    forfeited: Option<u8>,
    /// The scores the game started from (a scenario may start mid-match).
    start_scores: [u8; 2],
}

impl Drop for Game {
    fn drop(&mut self) {
        if let Some(rules) = self.rules.take() {
            POOL.with(|pool| {
                let mut pool = pool.borrow_mut();
                if pool.len() < POOL_LIMIT {
                    pool.push(rules);
                }
            });
        }
    }
}

impl Game {
    /// A match from `setup`, seeded.
    pub fn new(db: Arc<TeamDb>, setup: &Setup, seed: u64) -> Game {
        let count = setup.card_count();
        let mut game = Game {
            rules: Some(RulesWorld::take(count)),
            state: None,
            db,
            teams: [setup.sides[0].team.clone(), setup.sides[1].team.clone()],
            forfeited: None,
            start_scores: [0; 2],
        };
        game.build(setup, seed);
        game
    }

    fn build(&mut self, setup: &Setup, seed: u64) {
        let mut rng = GameRng::seeded(seed);
        let mut table = Table {
            turn_of: setup.active,
            ..Table::default()
        };
        // Two teams of sixteen fit on the stack: a new game allocates nothing here.
        let mut facts: SmallVec<[Footballer; 32]> = SmallVec::new();
        let mut zones: SmallVec<[Zone; 32]> = SmallVec::new();
        let mut stances: SmallVec<[Stance; 32]> = SmallVec::new();
        for (side_index, lineup) in setup.sides.iter().enumerate() {
            let side = &mut table.sides[side_index];
            side.score = lineup.score;
            let mut place = |card: CardId, zone: Zone, stance: Stance, pile: &mut Pile| {
                let info = self.db.card(card);
                pile.push(facts.len() as Slot);
                facts.push(Footballer {
                    card,
                    side: side_index as u8,
                    position: info.position,
                    vaep: info.vaep,
                    aggressive: info.aggressive,
                    boost: info.boost,
                });
                zones.push(zone);
                stances.push(stance);
            };
            for card in &lineup.deck {
                place(*card, Zone::Deck, Stance::default(), &mut side.deck);
            }
            for card in lineup.hand.iter().flatten() {
                place(*card, Zone::Hand, Stance::default(), &mut side.hand);
            }
            for (card, stance) in &lineup.field {
                place(*card, Zone::Field, *stance, &mut side.field);
            }
            for card in &lineup.discard {
                place(*card, Zone::Discard, Stance::default(), &mut side.discard);
            }
            if setup.shuffle {
                rng.shuffle(&mut side.deck);
            }
        }
        // The last game's state box and log are reused: restarting allocates nothing.
        let mut recycled = self.state.take();
        let mut log = match recycled.as_deref_mut() {
            Some(old) => {
                let mut log = std::mem::take(&mut old.log);
                log.clear();
                log
            }
            None => GameLog::with_capacity(256),
        };
        for (side_index, lineup) in setup.sides.iter().enumerate() {
            if lineup.hand.is_none() {
                let side = &mut table.sides[side_index];
                let draw = side.deck.len().min(self.db.rules.hand_size as usize);
                let drawn: Pile = side.deck.drain(..draw).collect();
                for card in drawn {
                    zones[card as usize] = Zone::Hand;
                    side.hand.push(card);
                    log.push(LogEvent::Drew {
                        side: side_index as u8,
                        card,
                    });
                }
            }
        }
        let rules = self.rules.as_mut().expect("a live game has its world");
        rules.write_all(&facts, &zones, &stances);
        let state = Match {
            table,
            log,
            rng,
            db: self.db.clone(),
            keys: rules.keys,
        };
        self.state = Some(match recycled {
            Some(mut old) => {
                *old = state;
                old
            }
            None => Box::new(state),
        });
        self.forfeited = None;
        self.start_scores = [setup.sides[0].score, setup.sides[1].score];
        if setup.start_turn {
            self.trigger(|keys| keys.turn_begins, TurnBegins { side: setup.active });
        }
    }

    /// Triggers a rules event: the match state is lent to the world, the event's observer runs
    /// (with the chain of events it triggers), and the state comes back.
    fn trigger<E: for<'a> Event<Trigger<'a> = GlobalTrigger>>(
        &mut self,
        key: impl FnOnce(&EventKeys) -> FixedEventKey<E>,
        mut event: E,
    ) {
        let rules = self.rules.as_mut().expect("a live game has its world");
        let key = key(&rules.keys);
        let state = self
            .state
            .as_deref_mut()
            .expect("a game holds its match state");
        // No flush after the chain: the rule observers work on their `DeferredWorld` alone and
        // queue no commands, and a flush per action cost about 40 instructions.
        rules.cards.trigger(state, key, &mut event);
    }

    #[inline]
    fn state(&self) -> &Match {
        self.state.as_deref().expect("a game holds its match state")
    }

    #[inline]
    fn state_mut(&mut self) -> &mut Match {
        self.state
            .as_deref_mut()
            .expect("a game holds its match state")
    }

    /// Sets the game up anew in the same world (what `simulate` does between games).
    pub fn restart(&mut self, setup: &Setup, seed: u64) {
        let count = setup.card_count();
        if self.card_count() != count {
            self.rules = Some(RulesWorld::take(count));
        }
        for (team, side) in self.teams.iter_mut().zip(&setup.sides) {
            team.clone_from(&side.team);
        }
        self.build(setup, seed);
    }

    #[inline]
    fn rules_world(&self) -> &RulesWorld {
        self.rules.as_ref().expect("a live game has its world")
    }

    /// The content this game plays with.
    pub fn db(&self) -> &TeamDb {
        &self.db
    }
    /// The content, shared.
    pub fn db_arc(&self) -> &Arc<TeamDb> {
        &self.db
    }
    /// Team ids, home and away.
    pub fn teams(&self) -> &[String; 2] {
        &self.teams
    }
    /// Both sides, the phase, whose turn.
    #[inline]
    pub fn table(&self) -> &Table {
        &self.state().table
    }
    /// One side.
    #[inline]
    pub fn side(&self, side: u8) -> &Side {
        &self.table().sides[side as usize]
    }
    /// What happened so far.
    pub fn log(&self) -> &GameLog<LogEvent> {
        &self.state().log
    }
    /// The scores the game started from.
    pub fn start_scores(&self) -> [u8; 2] {
        self.start_scores
    }
    /// The side that gave up, if any.
    pub fn forfeited(&self) -> Option<u8> {
        self.forfeited
    }
    /// How many cards the game holds.
    pub fn card_count(&self) -> usize {
        self.rules_world().cards.len()
    }

    /// A card's facts.
    #[inline]
    pub fn footballer(&self, slot: Slot) -> Footballer {
        self.rules_world().facts()[slot as usize]
    }
    /// A card's zone.
    #[inline]
    pub fn zone(&self, slot: Slot) -> Zone {
        self.rules_world().zones()[slot as usize]
    }
    /// A card's stance.
    #[inline]
    pub fn stance(&self, slot: Slot) -> Stance {
        self.rules_world().stances()[slot as usize]
    }
    /// The database card in `slot`.
    #[inline]
    pub fn card_of(&self, slot: Slot) -> CardId {
        self.footballer(slot).card
    }

    /// The slot of card `id` in `side`'s zones, if it is there.
    pub fn find(&self, side: u8, id: &str) -> Option<Slot> {
        let card = self.db.find(id)?;
        (0..self.card_count() as Slot).find(|s| {
            let f = self.footballer(*s);
            f.side == side && f.card == card
        })
    }

    /// `side` gives up: the match ends and the other side wins.
    pub fn forfeit(&mut self, side: u8) {
        if self.is_over() {
            return;
        }
        self.forfeited = Some(side);
        let state = self.state_mut();
        state.table.phase = Phase::Over;
        state.log.push(LogEvent::Forfeited { side });
    }

    /// Re-deals what `viewer` cannot see (the other side's hand and every deck's order) from
    /// `rng`, and re-seeds the game's own generator.
    pub fn redeal_hidden(&mut self, viewer: u8, rng: &mut GameRng) {
        let state = self
            .state
            .as_deref_mut()
            .expect("a game holds its match state");
        let rules = self.rules.as_mut().expect("a live game has its world");
        let table = &mut state.table;
        let other = &mut table.sides[1 - viewer as usize];
        let hand_size = other.hand.len();
        let mut hidden: Vec<Slot> = other.hand.drain(..).chain(other.deck.drain(..)).collect();
        rng.shuffle(&mut hidden);
        other.hand.extend(hidden.drain(..hand_size));
        other.deck.extend(hidden);
        let (hand, deck) = (other.hand.clone(), other.deck.clone());
        rng.shuffle(&mut table.sides[viewer as usize].deck);
        let zones = rules.zones_mut();
        for (pile, zone) in [(hand, Zone::Hand), (deck, Zone::Deck)] {
            for slot in pile {
                zones[slot as usize] = zone;
            }
        }
        state.rng = GameRng::seeded(rng.next_u64());
    }
}

impl Rules for Game {
    type Action = Action;

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let table = self.table();
        let rules = &self.db.rules;
        match table.phase {
            Phase::Over => {}
            Phase::Main | Phase::Meneur => {
                let side = &table.sides[table.turn_of as usize];
                if table.phase == Phase::Main && side.field.len() < rules.field_size as usize {
                    out.extend(side.hand.iter().map(|c| Action::Play(*c)));
                }
                let stances = self.rules_world().stances();
                for card in &side.field {
                    let stance = stances[*card as usize];
                    if !stance.flipped && !stance.acted {
                        out.push(Action::Attack(*card));
                    }
                }
                if table.phase == Phase::Meneur || out.is_empty() {
                    out.push(Action::Pass);
                }
            }
            Phase::Block { .. } => {
                let side = &table.sides[1 - table.turn_of as usize];
                let (facts, stances) = (self.rules_world().facts(), self.rules_world().stances());
                let boosts = || side.hand.iter().filter(|b| facts[**b as usize].boost > 0);
                for card in &side.field {
                    if stances[*card as usize].flipped {
                        continue;
                    }
                    out.push(Action::Block {
                        card: *card,
                        boost: None,
                    });
                    out.extend(boosts().map(|boost| Action::Block {
                        card: *card,
                        boost: Some(*boost),
                    }));
                }
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), Rejected> {
        check(self, action).map_err(Rejected)?;
        match *action {
            Action::Play(card) => self.trigger(|keys| keys.card_played, CardPlayed { card }),
            Action::Attack(card) => {
                self.trigger(|keys| keys.attack_declared, AttackDeclared { card })
            }
            Action::Block { card, boost } => {
                self.trigger(|keys| keys.block_declared, BlockDeclared { card, boost })
            }
            Action::Pass => self.trigger(|keys| keys.passed, Passed),
        }
        Ok(())
    }

    #[inline]
    fn to_act(&self) -> u8 {
        self.table().to_act()
    }

    #[inline]
    fn is_over(&self) -> bool {
        self.table().phase == Phase::Over
    }

    fn fork(&self) -> Game {
        let mut copy = RulesWorld::take(self.card_count());
        let source = self.rules_world();
        copy.write_all(source.facts(), source.zones(), source.stances());
        let mut state = Box::new(self.state().clone());
        state.keys = copy.keys;
        Game {
            rules: Some(copy),
            state: Some(state),
            db: self.db.clone(),
            teams: self.teams.clone(),
            forfeited: self.forfeited,
            start_scores: self.start_scores,
        }
    }
}
