//! One one863 match: its rules world (a card entity per card, the table, log, generator and
//! content as resources, the rule observers), and the engine's `Rules` face: legal actions,
//! `apply` (validate, then trigger the action's rules event and let the observers resolve it at
//! once), whose decision it is, and `fork`. Rules worlds are pooled per thread: a fork or a new
//! game takes a world whose observers are already installed and overwrites its cards.

use std::cell::RefCell;
use std::sync::Arc;

use bevy::ecs::entity::Entity;
use bevy::ecs::query::QueryState;
use bevy::ecs::world::World;

use super::actions::{Action, check};
use super::components::{
    Footballer, MatchLog, MatchRng, Phase, Pile, Roster, Side, Slot, Stance, Table, Zone,
};
use super::db::{CardId, TeamDb};
use super::events::{AttackDeclared, BlockDeclared, CardPlayed, LogEvent, Passed, TurnBegins};
use super::rules;
use super::setup::Setup;
use crate::engine::{GameLog, GameRng, Rejected, ResourceKey, Rules};

type View = (&'static Footballer, &'static Zone, &'static Stance);
type Write = (
    &'static mut Footballer,
    &'static mut Zone,
    &'static mut Stance,
);

/// A rules world with its observers installed and its card queries prepared.
struct RulesWorld {
    world: World,
    view: QueryState<View>,
    write: QueryState<Write>,
    /// The `Roster` resource's cards, kept beside the world for reads without a lookup.
    cards: Vec<Entity>,
    table: ResourceKey<Table>,
    log: ResourceKey<MatchLog>,
}

thread_local! {
    /// Rules worlds of finished games and forks, ready to reuse on this thread.
    static POOL: RefCell<Vec<RulesWorld>> = const { RefCell::new(Vec::new()) };
}

/// Worlds a thread keeps for reuse (a search holds a few hundred forks at most at once).
const POOL_LIMIT: usize = 512;

impl RulesWorld {
    fn fresh(db: &Arc<TeamDb>) -> Self {
        let mut world = World::new();
        rules::install(&mut world);
        world.insert_resource(Table::default());
        world.insert_resource(MatchLog::default());
        world.insert_resource(MatchRng(GameRng::seeded(0)));
        world.insert_resource(Roster {
            db: db.clone(),
            cards: Vec::new(),
        });
        let view = world.query::<View>();
        let write = world.query::<Write>();
        let table = ResourceKey::of(&world);
        let log = ResourceKey::of(&world);
        RulesWorld {
            world,
            view,
            write,
            cards: Vec::new(),
            table,
            log,
        }
    }

    /// A world from this thread's pool, or a new one, holding exactly `cards` card entities.
    fn take(db: &Arc<TeamDb>, cards: usize) -> Self {
        let mut taken = POOL
            .with(|pool| pool.borrow_mut().pop())
            .unwrap_or_else(|| Self::fresh(db));
        taken.world.resource_mut::<Roster>().db = db.clone();
        let have = taken.cards.len();
        if have != cards {
            let old = std::mem::take(&mut taken.world.resource_mut::<Roster>().cards);
            for entity in old {
                taken.world.despawn(entity);
            }
            let spawned: Vec<Entity> = taken
                .world
                .spawn_batch((0..cards).map(|_| {
                    (
                        Footballer {
                            card: 0,
                            side: 0,
                            position: 0,
                            vaep: 0,
                            aggressive: false,
                            boost: 0,
                        },
                        Zone::Deck,
                        Stance::default(),
                    )
                }))
                .collect();
            taken.world.resource_mut::<Roster>().cards = spawned.clone();
            taken.cards = spawned;
            taken.view.update_archetypes(&taken.world);
            taken.write.update_archetypes(&taken.world);
        }
        taken
    }
}

/// A one863 match in progress.
pub struct Game {
    rules: Option<RulesWorld>,
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
            rules: Some(RulesWorld::take(&db, count)),
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
        let mut facts: Vec<(Footballer, Zone, Stance)> = Vec::new();
        for (side_index, lineup) in setup.sides.iter().enumerate() {
            let side = &mut table.sides[side_index];
            side.score = lineup.score;
            let mut place = |card: CardId, zone: Zone, stance: Stance, pile: &mut Pile| {
                let info = self.db.card(card);
                pile.push(facts.len() as Slot);
                facts.push((
                    Footballer {
                        card,
                        side: side_index as u8,
                        position: info.position,
                        vaep: info.vaep,
                        aggressive: info.aggressive,
                        boost: info.boost,
                    },
                    zone,
                    stance,
                ));
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
        let mut log = GameLog::with_capacity(256);
        for (side_index, lineup) in setup.sides.iter().enumerate() {
            if lineup.hand.is_none() {
                let side = &mut table.sides[side_index];
                let draw = side.deck.len().min(self.db.rules.hand_size as usize);
                for card in side.deck.drain(..draw).collect::<Vec<_>>() {
                    facts[card as usize].1 = Zone::Hand;
                    side.hand.push(card);
                    log.push(LogEvent::Drew {
                        side: side_index as u8,
                        card,
                    });
                }
            }
        }
        let rules = self.rules.as_mut().expect("a live game has its world");
        for (entity, fact) in rules.cards.iter().zip(facts) {
            let (mut footballer, mut zone, mut stance) = rules
                .write
                .get_mut(&mut rules.world, *entity)
                .expect("a card entity");
            *footballer = fact.0;
            *zone = fact.1;
            *stance = fact.2;
        }
        *rules.world.resource_mut::<Table>() = table;
        rules.world.resource_mut::<MatchLog>().0 = log;
        rules.world.resource_mut::<MatchRng>().0 = rng;
        self.forfeited = None;
        self.start_scores = [setup.sides[0].score, setup.sides[1].score];
        if setup.start_turn {
            rules.world.trigger(TurnBegins { side: setup.active });
            rules.world.flush();
        }
    }

    /// Sets the game up anew in the same world (what `simulate` does between games).
    pub fn restart(&mut self, setup: &Setup, seed: u64) {
        let count = setup.card_count();
        if self.card_count() != count {
            let old = self.rules.take().expect("a live game has its world");
            POOL.with(|pool| pool.borrow_mut().push(old));
            self.rules = Some(RulesWorld::take(&self.db, count));
        }
        self.teams = [setup.sides[0].team.clone(), setup.sides[1].team.clone()];
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
        let rules = self.rules_world();
        rules.table.read(&rules.world)
    }
    /// One side.
    #[inline]
    pub fn side(&self, side: u8) -> &Side {
        &self.table().sides[side as usize]
    }
    /// What happened so far.
    pub fn log(&self) -> &GameLog<LogEvent> {
        let rules = self.rules_world();
        &rules.log.read(&rules.world).0
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

    #[inline]
    fn card_state(&self, slot: Slot) -> (&Footballer, &Zone, &Stance) {
        let rules = self.rules_world();
        rules
            .view
            .get_manual(&rules.world, rules.cards[slot as usize])
            .expect("a card entity")
    }
    /// A card's facts.
    #[inline]
    pub fn footballer(&self, slot: Slot) -> Footballer {
        *self.card_state(slot).0
    }
    /// A card's zone.
    #[inline]
    pub fn zone(&self, slot: Slot) -> Zone {
        *self.card_state(slot).1
    }
    /// A card's stance.
    #[inline]
    pub fn stance(&self, slot: Slot) -> Stance {
        *self.card_state(slot).2
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
        let rules = self.rules.as_mut().expect("a live game has its world");
        rules.world.resource_mut::<Table>().phase = Phase::Over;
        rules
            .world
            .resource_mut::<MatchLog>()
            .0
            .push(LogEvent::Forfeited { side });
    }

    /// Re-deals what `viewer` cannot see (the other side's hand and every deck's order) from
    /// `rng`, and re-seeds the game's own generator.
    pub fn redeal_hidden(&mut self, viewer: u8, rng: &mut GameRng) {
        let rules = self.rules.as_mut().expect("a live game has its world");
        let cards = rules.cards.clone();
        let mut table = rules.world.resource_mut::<Table>();
        let other = &mut table.sides[1 - viewer as usize];
        let hand_size = other.hand.len();
        let mut hidden: Vec<Slot> = other.hand.drain(..).chain(other.deck.drain(..)).collect();
        rng.shuffle(&mut hidden);
        other.hand.extend(hidden.drain(..hand_size));
        other.deck.extend(hidden);
        let (hand, deck) = (other.hand.clone(), other.deck.clone());
        rng.shuffle(&mut table.sides[viewer as usize].deck);
        for (pile, zone) in [(hand, Zone::Hand), (deck, Zone::Deck)] {
            for slot in pile {
                *rules
                    .write
                    .get_mut(&mut rules.world, cards[slot as usize])
                    .expect("a card")
                    .1 = zone;
            }
        }
        rules.world.resource_mut::<MatchRng>().0 = GameRng::seeded(rng.next_u64());
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
                for card in &side.field {
                    let stance = self.stance(*card);
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
                for card in &side.field {
                    if self.stance(*card).flipped {
                        continue;
                    }
                    out.push(Action::Block {
                        card: *card,
                        boost: None,
                    });
                    for boost in &side.hand {
                        if self.footballer(*boost).boost > 0 {
                            out.push(Action::Block {
                                card: *card,
                                boost: Some(*boost),
                            });
                        }
                    }
                }
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), Rejected> {
        check(self, action).map_err(Rejected)?;
        let world = &mut self
            .rules
            .as_mut()
            .expect("a live game has its world")
            .world;
        match *action {
            Action::Play(card) => world.trigger(CardPlayed { card }),
            Action::Attack(card) => world.trigger(AttackDeclared { card }),
            Action::Block { card, boost } => world.trigger(BlockDeclared { card, boost }),
            Action::Pass => world.trigger(Passed),
        }
        world.flush();
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
        let source = self.rules.as_ref().expect("a live game has its world");
        let count = self.card_count();
        let mut copy = RulesWorld::take(&self.db, count);
        for (from, to) in source.cards.iter().zip(copy.cards.clone()) {
            let (f, z, s) = source
                .view
                .get_manual(&source.world, *from)
                .expect("a card");
            let (mut f2, mut z2, mut s2) = copy.write.get_mut(&mut copy.world, to).expect("a card");
            *f2 = *f;
            *z2 = *z;
            *s2 = *s;
        }
        copy.world
            .resource_mut::<Table>()
            .clone_from(source.table.read(&source.world));
        copy.world
            .resource_mut::<MatchLog>()
            .0
            .clone_from(&source.log.read(&source.world).0);
        copy.world.resource_mut::<MatchRng>().0 = source.world.resource::<MatchRng>().0.clone();
        Game {
            rules: Some(copy),
            db: self.db.clone(),
            teams: self.teams.clone(),
            forfeited: self.forfeited,
            start_scores: self.start_scores,
        }
    }
}
