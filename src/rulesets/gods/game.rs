//! One gods game: its rules world (one entity per card, the rule observers) and beside it the game
//! state (table, queue, log, generator, content, options) it lends the world while rules run; and
//! the engine's `Rules` face: legal actions, `apply` (validate, then let the exclusive resolver run
//! the action's sequence), whose decision it is, and `fork`. Rules worlds are pooled per thread:
//! a fork or a new game takes a world whose observers are installed and overwrites its cards.

use std::cell::RefCell;
use std::sync::{Arc, Mutex};

use bevy::ecs::world::World;

use super::actions::{Action, check, legal_actions};
use super::components::{
    Card, GameResult, NO_TILE, NOBODY, Phase, Place, Slot, Table, Unit, Zone, flag,
};
use super::db::GodsDb;
use super::events::{
    AttackDeclared, AurasRefreshed, CardGiven, CardPlayed, Chosen, DealDamage, Deployed, Dies,
    Discovered, Drew, GameEnds, Heal, LeaderUsed, LogEvent, ManaGained, Modify, Moved, Mulliganed,
    Pending, Recalled, Resurrects, SpellDone, Transformed, TurnBegins, TurnCleanup, TurnEnding,
    WarcryUsed, Work,
};
use super::options::Options;
use super::resolve::Resolver;
use super::rules;
use super::setup::{Setup, Start};
use super::view::{Cards, View};
use crate::engine::{CardWorld, FixedEventKey, GameLog, GameRng, Rejected, Rules};

/// Card entities a world keeps ready beyond those in use (tokens and discovered cards).
const SPARE: usize = 8;

/// The keys of the rules events with their observers found once, so triggering one costs no
/// type look-up and no look-up of its observers.
#[derive(Debug, Clone, Copy)]
pub struct EventKeys {
    pub(super) card_played: FixedEventKey<CardPlayed>,
    pub(super) deployed: FixedEventKey<Deployed>,
    pub(super) moved: FixedEventKey<Moved>,
    pub(super) attack_declared: FixedEventKey<AttackDeclared>,
    pub(super) deal_damage: FixedEventKey<DealDamage>,
    pub(super) heal: FixedEventKey<Heal>,
    pub(super) modify: FixedEventKey<Modify>,
    pub(super) dies: FixedEventKey<Dies>,
    pub(super) transformed: FixedEventKey<Transformed>,
    pub(super) resurrects: FixedEventKey<Resurrects>,
    pub(super) recalled: FixedEventKey<Recalled>,
    pub(super) drew: FixedEventKey<Drew>,
    pub(super) card_given: FixedEventKey<CardGiven>,
    pub(super) mana_gained: FixedEventKey<ManaGained>,
    pub(super) spell_done: FixedEventKey<SpellDone>,
    pub(super) leader_used: FixedEventKey<LeaderUsed>,
    pub(super) warcry_used: FixedEventKey<WarcryUsed>,
    pub(super) mulliganed: FixedEventKey<Mulliganed>,
    pub(super) discovered: FixedEventKey<Discovered>,
    pub(super) chosen: FixedEventKey<Chosen>,
    pub(super) turn_ending: FixedEventKey<TurnEnding>,
    pub(super) turn_cleanup: FixedEventKey<TurnCleanup>,
    pub(super) turn_begins: FixedEventKey<TurnBegins>,
    pub(super) auras: FixedEventKey<AurasRefreshed>,
    pub(super) game_ends: FixedEventKey<GameEnds>,
}

impl EventKeys {
    /// Registers the events and finds their (rule) observers, all installed in `world`.
    fn register(world: &mut World) -> Self {
        Self {
            card_played: FixedEventKey::register(world),
            deployed: FixedEventKey::register(world),
            moved: FixedEventKey::register(world),
            attack_declared: FixedEventKey::register(world),
            deal_damage: FixedEventKey::register(world),
            heal: FixedEventKey::register(world),
            modify: FixedEventKey::register(world),
            dies: FixedEventKey::register(world),
            transformed: FixedEventKey::register(world),
            resurrects: FixedEventKey::register(world),
            recalled: FixedEventKey::register(world),
            drew: FixedEventKey::register(world),
            card_given: FixedEventKey::register(world),
            mana_gained: FixedEventKey::register(world),
            spell_done: FixedEventKey::register(world),
            leader_used: FixedEventKey::register(world),
            warcry_used: FixedEventKey::register(world),
            mulliganed: FixedEventKey::register(world),
            discovered: FixedEventKey::register(world),
            chosen: FixedEventKey::register(world),
            turn_ending: FixedEventKey::register(world),
            turn_cleanup: FixedEventKey::register(world),
            turn_begins: FixedEventKey::register(world),
            auras: FixedEventKey::register(world),
            game_ends: FixedEventKey::register(world),
        }
    }
}

/// Everything of a game that is not a card's component. It moves as one box: the game holds it
/// between actions (reads cost no lookup) and lends it to the rules while observers run
/// (`CardWorld::trigger`).
#[derive(Clone)]
pub struct GodsState {
    /// Turn, phase, players, board.
    pub table: Table,
    /// The resolution queue (G9): empty between actions unless a Discover waits.
    pub queue: Vec<Pending>,
    /// What happened.
    pub log: GameLog<LogEvent>,
    /// The game's generator.
    pub rng: GameRng,
    /// The content.
    pub db: Arc<GodsDb>,
    /// This game's options.
    pub options: Options,
    /// The player who gave up, if one did.
    pub forfeited: Option<u8>,
}

impl GodsState {
    /// Queues `work` at `priority` with time order `time`; returns its number.
    #[inline]
    pub fn enqueue(&mut self, priority: u8, time: u32, work: Work) -> u32 {
        self.table.clock += 1;
        let id = self.table.clock;
        self.queue.push(Pending {
            priority,
            time,
            id,
            work,
        });
        id
    }

    /// The next work item: smallest (priority, time, id).
    #[inline]
    pub fn pop(&mut self) -> Option<Pending> {
        let at = self
            .queue
            .iter()
            .enumerate()
            .min_by_key(|(_, p)| (p.priority, p.time, p.id))?
            .0;
        Some(self.queue.swap_remove(at))
    }

    /// Appends to the log.
    #[inline]
    pub fn record(&mut self, event: LogEvent) {
        self.log.push(event);
    }
}

/// A gods rules world: the engine's card world (identity, place and unit state of every card,
/// by slot, spares included beyond `table.used`) with the rule observers installed, and the
/// keys of its rules events.
pub(super) struct RulesWorld {
    pub(super) cards: GodsCards,
    pub(super) keys: EventKeys,
}

/// The card world gods' rules run on.
pub(super) type GodsCards = CardWorld<Card, Place, Unit>;

thread_local! {
    /// Rules worlds of finished games and forks, ready to reuse on this thread.
    static POOL: RefCell<Vec<RulesWorld>> = const { RefCell::new(Vec::new()) };
}

/// Worlds a thread keeps for reuse (a search holds a few hundred forks at most at once).
const POOL_LIMIT: usize = 512;

/// Card entities a new world starts with.
const FRESH_CARDS: usize = 64;

impl RulesWorld {
    fn fresh() -> Self {
        let mut cards = GodsCards::new(rules::install);
        let keys = cards.restructure(|world, _| EventKeys::register(world));
        let mut world = RulesWorld { cards, keys };
        world.reserve(FRESH_CARDS);
        world
    }

    /// Spawns blank cards until the world holds at least `count`.
    fn reserve(&mut self, count: usize) {
        let missing = count.saturating_sub(self.cards.len());
        if missing > 0 {
            self.cards.spawn_cards(std::iter::repeat_n(
                (blank_card(), Place::default(), Unit::EMPTY),
                missing,
            ));
        }
    }

    /// A world from this thread's pool, or a new one, holding at least `cards` + spares card
    /// entities.
    fn take(cards: usize) -> Self {
        let mut taken = POOL
            .with(|pool| pool.borrow_mut().pop())
            .unwrap_or_else(Self::fresh);
        taken.reserve(cards + SPARE);
        taken
    }
}

fn blank_card() -> Card {
    Card {
        def: 0,
        owner: 0,
        token: false,
    }
}

/// The legal actions last listed, and the moment they were listed for (the time-order counter
/// and the log's length: every accepted action moves both). `apply` accepts an action found
/// there without checking it again.
#[derive(Debug, Default)]
struct Listed {
    at: Option<(u32, usize)>,
    actions: Vec<Action>,
}

/// A gods game in progress.
pub struct Game {
    rules: Option<RulesWorld>,
    /// The game state (None only while a new game is built).
    state: Option<Box<GodsState>>,
    db: Arc<GodsDb>,
    /// Deck names, for screens.
    decks: [String; 2],
    /// The last legal list.
    listed: Mutex<Listed>,
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

impl View for Game {
    #[inline]
    fn st(&self) -> &GodsState {
        self.state.as_deref().expect("a game holds its state")
    }
    #[inline]
    fn refs(&self, slot: Slot) -> (&Card, &Place, &Unit) {
        self.parts(slot)
    }
    #[inline]
    fn cards(&self) -> Option<Cards<'_>> {
        Some(self.all_cards())
    }
}

impl Game {
    /// A game from `setup`, seeded.
    pub fn new(db: Arc<GodsDb>, setup: &Setup, seed: u64) -> Game {
        let rules = RulesWorld::take(setup.card_count());
        let mut game = Game {
            rules: Some(rules),
            state: None,
            db,
            decks: setup.names.clone(),
            listed: Mutex::new(Listed::default()),
        };
        game.build(setup, seed);
        game
    }

    /// Sets the game up anew in the same world (what `simulate` does between games).
    pub fn restart(&mut self, setup: &Setup, seed: u64) {
        let rules = self.rules.as_mut().expect("a live game has its world");
        rules.reserve(setup.card_count() + SPARE);
        self.decks = setup.names.clone();
        self.build(setup, seed);
    }

    /// Every card's components, by slot.
    #[inline]
    fn all_cards(&self) -> Cards<'_> {
        let rules = self.rules.as_ref().expect("a live game has its world");
        rules.cards.cards().into()
    }

    #[inline]
    fn parts(&self, slot: Slot) -> (&Card, &Place, &Unit) {
        let i = slot as usize;
        let cards = self.all_cards();
        (&cards.card[i], &cards.place[i], &cards.unit[i])
    }

    fn write(&mut self, slot: Slot, card: Card, place: Place, unit: Unit) {
        let i = slot as usize;
        let rules = self.rules.as_mut().expect("a live game has its world");
        let cards = rules.cards.cards_mut();
        cards.a[i] = card;
        cards.b[i] = place;
        cards.c[i] = unit;
    }

    /// Forgets the last legal list (the state changed without an action).
    fn forget_listed(&mut self) {
        self.listed
            .get_mut()
            .expect("the list is never poisoned")
            .at = None;
    }

    /// The moment the state is at: changes with every accepted action.
    fn moment(&self) -> (u32, usize) {
        (self.st().table.clock, self.st().log.len())
    }

    fn build(&mut self, setup: &Setup, seed: u64) {
        self.forget_listed();
        let mut rng = GameRng::seeded(seed);
        let options = setup.options;
        let (cols, rows) = options.size();
        let mut table = Table::empty(cols, rows);
        let mut facts: Vec<(Card, Place, Unit)> = Vec::with_capacity(setup.card_count());
        let card = |def, owner: u8| Card {
            def,
            owner,
            token: false,
        };
        let nowhere = |zone| Place {
            zone,
            tile: NO_TILE,
        };
        // Stones first (slots 0 and 1), at arrival 0.
        for p in 0..2u8 {
            let tile = stone_tile(&table, &options, p);
            let seat = &setup.players[p as usize];
            let mut unit = rules::fresh_unit(&self.db, self.db.stone);
            unit.base_max += seat.stone_bonus as i16;
            unit.max_health = unit.base_max;
            unit.health = unit.max_health - seat.stone_damage as i16;
            facts.push((
                card(self.db.stone, p),
                Place {
                    zone: Zone::Battlefield,
                    tile,
                },
                unit,
            ));
            table.put(tile, p as Slot, p);
            table.sync(tile, &unit);
            table.players[p as usize].stone = p as Slot;
            table.players[p as usize].leader = seat.leader;
        }
        for p in 0..2u8 {
            let seat = &setup.players[p as usize];
            let player = &mut table.players[p as usize];
            player.mana = seat.mana;
            player.max_mana = seat.max_mana;
            player.fatigue = seat.fatigue;
            player.ability_used = seat.ability_used;
            for def in &seat.deck {
                player.deck.push(facts.len() as Slot);
                facts.push((card(*def, p), nowhere(Zone::Deck), Unit::EMPTY));
            }
            for (def, change) in &seat.hand {
                player.hand.push(facts.len() as Slot);
                let mut unit = Unit::EMPTY;
                unit.cost_change = *change;
                facts.push((card(*def, p), nowhere(Zone::Hand), unit));
            }
            for def in &seat.graveyard {
                player.graveyard.push(facts.len() as Slot);
                facts.push((card(*def, p), nowhere(Zone::Graveyard), Unit::EMPTY));
            }
            for def in &seat.removed {
                player.removed.push(facts.len() as Slot);
                facts.push((card(*def, p), nowhere(Zone::Removed), Unit::EMPTY));
            }
        }
        let mut top_arrival = 0u32;
        for (index, u) in setup.units.iter().enumerate() {
            let slot = facts.len() as Slot;
            let info = self.db.card(u.def);
            let owner = if info.def.neutral {
                super::components::NEUTRAL
            } else {
                u.owner
            };
            let mut unit = rules::fresh_unit(&self.db, u.def);
            unit.arrival = u.arrival.unwrap_or(index as u32 + 1);
            top_arrival = top_arrival.max(unit.arrival);
            unit.base_attack += u.attack_bonus as i16;
            unit.base_max += u.health_bonus as i16;
            unit.keywords |= u.keywords;
            unit.perm_protection = unit.perm_protection.max(u.protection);
            if !u.ready {
                unit.flags |= flag::EXHAUSTED;
            } else {
                unit.flags &= !flag::EXHAUSTED;
            }
            if u.moved {
                unit.flags |= flag::MOVED;
                unit.steps = unit.movement;
            }
            if u.attacked {
                unit.flags |= flag::ATTACKED;
            }
            if u.warcry_ready {
                unit.flags |= flag::WARCRY_READY;
            }
            if u.silenced {
                rules::silence_unit(&mut unit, info);
            }
            unit.stun_ends = u.stunned_until.unwrap_or(NOBODY);
            unit.banish_ends = u.banished_until.unwrap_or(NOBODY);
            rules::settle(&mut unit);
            unit.health = unit.max_health - u.damage as i16;
            if unit.is(flag::AURA) && !unit.is(flag::SILENCED) {
                table.aura_bearers += 1;
            }
            table.put(u.tile, slot, owner);
            table.sync(u.tile, &unit);
            facts.push((
                Card {
                    def: u.def,
                    owner,
                    token: !info.def.collectible,
                },
                Place {
                    zone: Zone::Battlefield,
                    tile: u.tile,
                },
                unit,
            ));
        }
        table.clock = top_arrival;
        table.used = facts.len() as u16;
        let mut log = GameLog::with_capacity(512);
        // A new game: shuffle, draw, then the mulligan (or the first turn).
        let mut begin = None;
        match setup.start {
            Start::Position { turn, active } => {
                table.turn = turn;
                table.active = active;
                table.first = if turn % 2 == 1 { active } else { 1 - active };
            }
            Start::Game { first, shuffle } => {
                let first = first.unwrap_or_else(|| rng.below(2) as u8);
                table.first = first;
                table.active = first;
                log.push(LogEvent::GameStarted { first });
                for p in 0..2 {
                    if shuffle {
                        rng.shuffle(&mut table.players[p].deck);
                    }
                    for _ in 0..options.opening_hand {
                        if table.players[p].deck.is_empty() {
                            break;
                        }
                        let top = table.players[p].deck.remove(0);
                        facts[top as usize].1.zone = Zone::Hand;
                        table.players[p].hand.push(top);
                        log.push(LogEvent::Drew {
                            player: p as u8,
                            card: top,
                        });
                    }
                }
                if options.mulligan == super::options::Mulligan::None {
                    begin = Some(first);
                } else {
                    table.phase = Phase::Mulligan(first);
                }
            }
        }
        for (slot, (c, p, u)) in facts.iter().enumerate() {
            self.write(slot as Slot, *c, *p, *u);
        }
        self.state = Some(Box::new(GodsState {
            table,
            queue: Vec::with_capacity(16),
            log,
            rng,
            db: self.db.clone(),
            options,
            forfeited: None,
        }));
        self.refresh_auras();
        if let Some(first) = begin {
            self.resolve(|r| r.start_game(first));
        }
    }

    /// Runs `body` with the exclusive resolver, which lends the state to the rules for each
    /// event it triggers.
    pub(super) fn resolve<T>(&mut self, body: impl FnOnce(&mut Resolver) -> T) -> T {
        let rules = self.rules.as_mut().expect("a live game has its world");
        let state = self.state.as_deref_mut().expect("a game holds its state");
        body(&mut Resolver::new(&mut rules.cards, state, &rules.keys))
    }

    /// Brings every aura up to date (after a scenario's set-up).
    fn refresh_auras(&mut self) {
        self.resolve(|r| r.refresh_auras());
    }

    /// The content this game plays with.
    pub fn db_arc(&self) -> &Arc<GodsDb> {
        &self.db
    }
    /// The decks' names.
    pub fn deck_names(&self) -> &[String; 2] {
        &self.decks
    }
    /// What happened so far.
    pub fn log(&self) -> &GameLog<LogEvent> {
        &self.st().log
    }
    /// Work items waiting in the resolution queue (a Discover pauses it).
    pub fn queue_len(&self) -> usize {
        self.st().queue.len()
    }
    /// Card entities in use.
    pub fn card_count(&self) -> usize {
        self.st().table.used as usize
    }
    /// The player who gave up, if any.
    pub fn forfeited(&self) -> Option<u8> {
        self.st().forfeited
    }
    /// The winner of a finished game (`None`: a draw or still running).
    pub fn winner(&self) -> Option<u8> {
        match self.st().table.result {
            Some(GameResult::Winner(p)) => Some(p),
            _ => None,
        }
    }

    /// The first card with this id (or name) owned by `player` in `zone`.
    pub fn find(&self, player: u8, key: &str, zone: Zone) -> Option<Slot> {
        let def = self.db.find(key)?;
        (0..self.card_count() as Slot).find(|s| {
            let c = self.card(*s);
            c.owner == player && c.def == def && self.place(*s).zone == zone
        })
    }

    /// `player` gives up: the game ends and the other player wins.
    pub fn forfeit(&mut self, player: u8) {
        if self.is_over() {
            return;
        }
        let state = self.state.as_deref_mut().expect("a game holds its state");
        state.forfeited = Some(player);
        state.record(LogEvent::Forfeited { player });
        self.resolve(|r| r.end_game(Some(1 - player)));
    }

    /// A snapshot of everything the rules hold, for "changed nothing" checks.
    pub fn snapshot(&self) -> (Table, usize, Vec<(Card, Place, Unit)>) {
        (
            self.st().table.clone(),
            self.log().len(),
            (0..self.card_count() as Slot)
                .map(|s| (self.card(s), self.place(s), self.unit(s)))
                .collect(),
        )
    }

    /// Re-deals what `viewer` cannot see (the other hand, every deck's order) and re-seeds the
    /// game's generator.
    pub fn redeal_hidden(&mut self, viewer: u8, rng: &mut GameRng) {
        self.forget_listed();
        let other = 1 - viewer as usize;
        let state = self.state.as_deref_mut().expect("a game holds its state");
        let player = &mut state.table.players[other];
        let hand_size = player.hand.len();
        // Cost changes stay with the hand positions they were on (a discount is visible).
        let mut hidden: Vec<Slot> = player.hand.drain(..).chain(player.deck.drain(..)).collect();
        rng.shuffle(&mut hidden);
        player.hand.extend(hidden.drain(..hand_size));
        player.deck.extend(hidden);
        let (hand, deck) = (player.hand.clone(), player.deck.clone());
        rng.shuffle(&mut state.table.players[viewer as usize].deck);
        state.rng = GameRng::seeded(rng.next_u64());
        for (pile, zone) in [(hand, Zone::Hand), (deck, Zone::Deck)] {
            for slot in pile {
                let (c, _, u) = (self.card(slot), self.place(slot), self.unit(slot));
                let mut u = u;
                if zone == Zone::Deck {
                    u.cost_change = 0;
                }
                self.write(
                    slot,
                    c,
                    Place {
                        zone,
                        tile: NO_TILE,
                    },
                    u,
                );
            }
        }
    }
}

/// Where `player`'s stone stands.
pub fn stone_tile(table: &Table, options: &Options, player: u8) -> u8 {
    let y = table.rows / 2;
    let x = match (options.stone_tiles, player) {
        (super::options::StoneTiles::Edge, 0) => 0,
        (super::options::StoneTiles::Edge, _) => table.cols - 1,
        (super::options::StoneTiles::Inner, 0) => 1,
        (super::options::StoneTiles::Inner, _) => table.cols - 2,
    };
    table.tile(x, y)
}

impl Rules for Game {
    type Action = Action;

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        legal_actions(self, out);
        if let Ok(mut listed) = self.listed.try_lock() {
            listed.at = Some(self.moment());
            listed.actions.clone_from(out);
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), Rejected> {
        let moment = self.moment();
        let listed = self.listed.get_mut().expect("the list is never poisoned");
        let known = listed.at == Some(moment) && action.listed_in(&listed.actions);
        if !known {
            check(self, action).map_err(Rejected)?;
        }
        let action = *action;
        self.resolve(|r| r.run_action(action));
        Ok(())
    }

    #[inline]
    fn to_act(&self) -> u8 {
        self.st().table.to_act()
    }

    #[inline]
    fn is_over(&self) -> bool {
        self.st().table.phase == Phase::Over
    }

    fn fork(&self) -> Game {
        let used = self.card_count();
        let mut copy = RulesWorld::take(used);
        let from = self.all_cards();
        let to = copy.cards.cards_mut();
        to.a[..used].copy_from_slice(&from.card[..used]);
        to.b[..used].copy_from_slice(&from.place[..used]);
        to.c[..used].copy_from_slice(&from.unit[..used]);
        let state = Box::new(self.st().clone());
        Game {
            rules: Some(copy),
            state: Some(state),
            db: self.db.clone(),
            decks: self.decks.clone(),
            listed: Mutex::new(Listed::default()),
        }
    }
}
