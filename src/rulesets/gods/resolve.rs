//! `Resolver`: the exclusive side of the rules. It drives an action's sequence (G5–G8), runs the
//! resolution queue (G9: the smallest (priority, time order) first, auras re-evaluated after each
//! item), interprets the cards' effect lists, chooses at random with the game's generator, creates
//! card entities (tokens, discovered cards), and triggers the rules events whose observers do the
//! atomic steps. It holds the game state and lends it to the rules (`CardWorld::trigger`) while an
//! event's observer runs, where the observer finds it.

use bevy::ecs::event::{Event, GlobalTrigger};
use smallvec::SmallVec;

use super::actions::Action;
use super::components::{
    Card, END_OF_TURN, NEUTRAL, NO_SLOT, NO_TILE, NOBODY, Place, Slot, Tile, Unit, Zone, flag,
    tiles_of,
};
use super::db::{CardId, CardInfo, keyword_bit};
use super::events::{
    Arrival, AttackDeclared, AurasRefreshed, CardGiven, CardPlayed, Change, Chosen, Ctx,
    DealDamage, Deployed, Dies, Discovered, Drew, GameEnds, Heal, Hit, LeaderUsed, List, LogEvent,
    ManaGained, Modify, Moved, Mulliganed, Recalled, Resurrects, SpawnPlace, SpellDone,
    TURN_CLEANED_UP, TURN_ENDED, Transformed, TurnBegins, TurnCleanup, TurnEnding, WarcryUsed,
    Work, priority,
};
use super::game::{EventKeys, GodsCards, GodsState};
use super::legality::Snap;
use super::options::SecondPlayer;
use super::rules::auras;
use super::schema::{Amount, Anchor, Condition, Effect, Keyword, Selector, SummonAt, Until};
use super::view::{Cards, SourceKind, Target, View};
use crate::engine::FixedEventKey;

/// Exclusive access to one gods rules world and the game state, which it lends to the rules for
/// each event it triggers.
pub struct Resolver<'a> {
    world: &'a mut GodsCards,
    state: &'a mut GodsState,
    keys: &'a EventKeys,
    /// The number of the action or work item being resolved: the time order of what it
    /// generates (G9.3).
    current: u32,
}

impl View for Resolver<'_> {
    #[inline]
    fn st(&self) -> &GodsState {
        self.state
    }
    #[inline(always)]
    fn refs(&self, slot: Slot) -> (&Card, &Place, &Unit) {
        let i = slot as usize;
        let cards = self.world.cards();
        (&cards.a[i], &cards.b[i], &cards.c[i])
    }
    #[inline]
    fn cards(&self) -> Option<Cards<'_>> {
        Some(self.world.cards().into())
    }
}

/// The effects of list `list` of a card.
fn list_of(info: &CardInfo, list: List) -> &[Effect] {
    let def = &info.def;
    match list {
        List::Play => &def.play,
        List::Warcry => def.warcry.as_ref().map_or(&[], |w| &w.effects),
        List::Afterlife => &def.afterlife,
        List::BeforeAttack => &def.before_attack,
        List::AttackEffects => &def.attack_effects,
        List::ReturnEffects => &def.return_effects,
        List::Trigger(i) => def
            .triggers
            .get(i as usize)
            .map_or(&[], |t| t.effects.as_slice()),
    }
}

/// A reader of a card's identity and unit state by slot, over the world's columns (the aura
/// passes are generic over their reader, so each read is one index).
#[inline]
fn card_and_unit<'w>(world: &'w GodsCards) -> impl Fn(Slot) -> (&'w Card, &'w Unit) {
    let cards = world.cards();
    move |s| (&cards.a[s as usize], &cards.c[s as usize])
}

impl<'a> Resolver<'a> {
    /// A resolver over `world` and `state`.
    pub(super) fn new(
        world: &'a mut GodsCards,
        state: &'a mut GodsState,
        keys: &'a EventKeys,
    ) -> Self {
        Self {
            world,
            state,
            keys,
            current: 0,
        }
    }

    /// The game state, to change.
    #[inline]
    fn s(&mut self) -> &mut GodsState {
        self.state
    }

    /// Triggers a rules event: its one observer resolves it now; the event comes back with the
    /// observer's answer.
    #[inline]
    fn fire<E: for<'e> Event<Trigger<'e> = GlobalTrigger>>(
        &mut self,
        key: impl FnOnce(&EventKeys) -> FixedEventKey<E>,
        mut event: E,
    ) -> E {
        let key = key(self.keys);
        self.world.trigger(self.state, key, &mut event);
        event
    }

    /// A new card entity of `def` for `owner` (not yet in any zone): the next spare, or a new
    /// entity once the spares are used.
    fn create(&mut self, def: CardId, owner: u8, token: bool) -> Slot {
        let slot = self.st().table.used;
        let i = slot as usize;
        let card = Card { def, owner, token };
        let gone = Place {
            zone: Zone::Gone,
            tile: NO_TILE,
        };
        if i == self.world.len() {
            self.world.spawn_cards([(card, gone, Unit::EMPTY)]);
        }
        self.s().table.used += 1;
        let cards = self.world.cards_mut();
        cards.a[i] = card;
        cards.b[i] = gone;
        cards.c[i] = Unit::EMPTY;
        slot
    }

    /// Brings every aura up to date, when an aura may be in play (the check is inlined where
    /// it is asked, after every queue item): all of them when something they depend on changed,
    /// else only the units that arrived or moved since (`Table::aura_owed`).
    #[inline]
    pub fn refresh_auras(&mut self) {
        let table = &self.st().table;
        if !table.aura_dirty && table.aura_owed == 0 {
            return;
        }
        if table.aura_bearers == 0 && !table.aura_touched {
            // Nobody gives or holds anything.
            self.s().table.aura_owed = 0;
            return;
        }
        if table.aura_dirty {
            self.evaluate_auras();
        } else {
            self.recheck_auras();
        }
    }

    /// Works out the units that arrived or moved since the last evaluation and applies their
    /// changes.
    #[inline(never)]
    fn recheck_auras(&mut self) {
        let mut changes = SmallVec::new();
        let touched = auras::recheck(self.state, card_and_unit(self.world), &mut changes);
        let table = &mut self.s().table;
        table.aura_owed = 0;
        table.aura_touched |= touched;
        if !changes.is_empty() {
            self.fire(|k| k.auras, AurasRefreshed { changes });
        }
    }

    /// Evaluates the auras and applies the changes.
    #[inline(never)]
    fn evaluate_auras(&mut self) {
        let mut changes = SmallVec::new();
        let found = auras::compute(self.state, card_and_unit(self.world), &mut changes);
        let table = &mut self.s().table;
        table.aura_dirty = false;
        table.aura_touched = found.touched;
        table.aura_reach = found.reach;
        table.aura_local = found.local;
        table.aura_sources = found.sources;
        table.aura_owed = 0;
        if !changes.is_empty() {
            self.fire(|k| k.auras, AurasRefreshed { changes });
        }
    }

    /// Resolves one validated action completely.
    pub fn run_action(&mut self, action: Action) {
        self.current = {
            let table = &mut self.s().table;
            table.clock += 1;
            table.clock
        };
        let player = self.table().to_act();
        match action {
            Action::Mulligan(replace) => {
                self.fire(|k| k.mulliganed, Mulliganed { player, replace });
                if !matches!(self.table().phase, super::components::Phase::Mulligan(_)) {
                    let first = self.table().first;
                    self.start_game(first);
                }
            }
            Action::Play { card, tile, target } => {
                let def = self.card(card).def;
                let unit = self.kind(card) == super::schema::CardKind::Unit;
                if unit {
                    // Paying and arriving in one run (`Deployed::pays`).
                    self.fire(
                        |k| k.deployed,
                        Deployed {
                            pays: Some(player),
                            card,
                            tile,
                            owner: player,
                            from: Arrival::Hand,
                            target,
                            placed: false,
                        },
                    );
                } else {
                    self.fire(|k| k.card_played, CardPlayed { player, card });
                    let ctx = Ctx {
                        source: card,
                        owner: player,
                        kind: SourceKind::Spell,
                        target,
                        tile: NO_TILE,
                        attack_target: NO_SLOT,
                    };
                    let now = self.current;
                    let st = self.s();
                    st.enqueue(
                        priority::OTHER,
                        now,
                        Work::Effects {
                            list: List::Play,
                            def,
                            ctx,
                        },
                    );
                    st.enqueue(priority::SPELL_DONE, now, Work::SpellDone { card });
                }
                self.refresh_auras();
                self.drain();
            }
            Action::Move { unit, to } => {
                let steps = self.steps_to(unit, to);
                self.fire(
                    |k| k.moved,
                    Moved {
                        unit,
                        to,
                        steps,
                        forced: false,
                    },
                );
                self.refresh_auras();
                self.drain();
            }
            Action::Attack { unit, target } => self.attack(unit, target),
            Action::Warcry { unit, target } => {
                self.fire(|k| k.warcry_used, WarcryUsed { unit });
                let ctx = Ctx {
                    source: unit,
                    owner: player,
                    kind: SourceKind::Unit,
                    target,
                    tile: self.place(unit).tile,
                    attack_target: NO_SLOT,
                };
                let (def, arrival) = (self.card(unit).def, self.unit(unit).arrival);
                self.s().enqueue(
                    priority::WARCRY,
                    arrival,
                    Work::Effects {
                        list: List::Warcry,
                        def,
                        ctx,
                    },
                );
                self.drain();
            }
            Action::Leader(target) => {
                self.fire(|k| k.leader_used, LeaderUsed { player });
                let stone = self.stone(player);
                let ctx = Ctx {
                    source: stone,
                    owner: player,
                    kind: SourceKind::Leader,
                    target,
                    tile: self.place(stone).tile,
                    attack_target: NO_SLOT,
                };
                let def = self.table().players[player as usize].leader;
                let now = self.current;
                self.s().enqueue(
                    priority::OTHER,
                    now,
                    Work::Effects {
                        list: List::Play,
                        def,
                        ctx,
                    },
                );
                self.drain();
            }
            Action::Choose(index) => {
                self.fire(|k| k.chosen, Chosen { index });
                self.drain();
            }
            Action::EndTurn => self.end_turn(),
        }
        self.finish();
    }

    /// The steps a move to `to` takes.
    fn steps_to(&self, unit: Slot, to: Tile) -> u8 {
        if self.opts().moves_per_turn == super::options::Moves::OneMove {
            // One move per turn: the steps it takes are never counted.
            return 1;
        }
        let snap = Snap::of(self);
        let Some(seen) = snap.find(unit) else {
            return 1;
        };
        let (_, layers) = snap.paths(&seen, 8);
        layers
            .iter()
            .position(|l| l & (1 << to) != 0)
            .map_or(1, |d| d as u8 + 1)
    }

    /// After both mulligans: the second player's compensation, then the first turn (G3).
    pub fn start_game(&mut self, first: u8) {
        if self.opts().second_player == SecondPlayer::DivineSpark {
            let second = 1 - first;
            let spark = self.db().spark;
            let card = self.create(spark, second, true);
            self.fire(
                |k| k.card_given,
                CardGiven {
                    player: second,
                    card,
                    cost_change: 0,
                },
            );
        }
        self.fire(|k| k.turn_begins, TurnBegins { player: first });
        self.refresh_auras();
        self.drain();
        self.finish();
    }

    /// Ends the game now.
    pub fn end_game(&mut self, winner: Option<u8>) {
        self.fire(|k| k.game_ends, GameEnds { winner });
    }

    /// A stone whose Death resolved during the action ends the game (both: a draw, G16).
    fn finish(&mut self) {
        let table = self.table();
        if table.result.is_some() {
            return;
        }
        let winner = match table.stone_dead {
            [false, false] => return,
            [true, true] => None,
            [true, false] => Some(1),
            [false, true] => Some(0),
        };
        self.end_game(winner);
    }

    /// The end of the active player's turn and the start of the other's (G4.3, G4.1).
    fn end_turn(&mut self) {
        let player = self.table().active;
        // Each observer goes on to the next step when nothing would happen in between
        // (`TurnEnding::stage`), so a quiet turn's end is one run instead of three.
        let mut stage = self
            .fire(
                |k| k.turn_ending,
                TurnEnding {
                    player,
                    stage: TURN_ENDED,
                },
            )
            .stage;
        if stage == TURN_ENDED {
            self.drain();
            if self.is_stopped() {
                return;
            }
            stage = self
                .fire(
                    |k| k.turn_cleanup,
                    TurnCleanup {
                        player,
                        stage: TURN_CLEANED_UP,
                    },
                )
                .stage;
        }
        if stage == TURN_CLEANED_UP {
            self.refresh_auras();
            self.drain();
            if self.is_stopped() {
                return;
            }
            self.fire(|k| k.turn_begins, TurnBegins { player: 1 - player });
        }
        self.refresh_auras();
        self.drain();
    }

    /// The game is over, or a stone is dead and it will be once the action ends.
    fn is_stopped(&self) -> bool {
        let table = self.table();
        table.result.is_some() || table.stone_dead.iter().any(|d| *d)
    }

    /// The nine steps of an attack (G8.3).
    fn attack(&mut self, attacker: Slot, target: Slot) {
        self.fire(|k| k.attack_declared, AttackDeclared { attacker, target });
        let info = self.info(attacker);
        let def = self.card(attacker).def;
        if !info.def.before_attack.is_empty() && !self.unit(attacker).is(flag::SILENCED) {
            let ctx = Ctx {
                source: attacker,
                owner: self.card(attacker).owner,
                kind: SourceKind::Unit,
                target: Target::None,
                tile: self.place(attacker).tile,
                attack_target: target,
            };
            let arrival = self.unit(attacker).arrival;
            self.s().enqueue(
                priority::OTHER,
                arrival,
                Work::Effects {
                    list: List::BeforeAttack,
                    def,
                    ctx,
                },
            );
            self.drain();
        }
        if !self.in_play(target) {
            self.s().record(LogEvent::AttackStopped { attacker });
            self.refresh_auras();
            self.drain();
            return;
        }
        let now = self.current;
        let st = self.s();
        st.enqueue(
            priority::ATTACK_DAMAGE,
            now,
            Work::AttackDamage { attacker, target },
        );
        st.enqueue(
            priority::RETURN_DAMAGE,
            now,
            Work::ReturnDamage { attacker, target },
        );
        self.drain();
    }

    /// Resolves the queue until it is empty, the game is over or a choice waits (G9.1).
    fn drain(&mut self) {
        loop {
            if self.choosing() || self.table().result.is_some() {
                return;
            }
            let Some(pending) = self.s().pop() else {
                return;
            };
            self.current = pending.id;
            self.resolve(pending.work);
            self.refresh_auras();
        }
    }

    fn resolve(&mut self, work: Work) {
        match work {
            Work::AttackDamage { attacker, target } => {
                if !self.in_play(target) || !self.on_field(attacker) {
                    return;
                }
                let amount = self.unit(attacker).attack.clamp(0, 255) as u8;
                self.fire(
                    |k| k.deal_damage,
                    DealDamage {
                        target,
                        amount,
                        hit: Hit::Attack,
                        dealt: 0,
                    },
                );
                self.queue_combat_effects(attacker, target, List::AttackEffects);
            }
            Work::ReturnDamage { attacker, target } => {
                if !self.in_play(target) || !self.in_play(attacker) {
                    return;
                }
                let t = self.unit(target);
                if t.stunned() || t.stone() || t.attack <= 0 {
                    return;
                }
                if self.opts().counter_requires_range
                    && !self.table().in_range(
                        t.range,
                        self.place(target).tile,
                        self.place(attacker).tile,
                    )
                {
                    return;
                }
                self.fire(
                    |k| k.deal_damage,
                    DealDamage {
                        target: attacker,
                        amount: t.attack.clamp(0, 255) as u8,
                        hit: Hit::Return,
                        dealt: 0,
                    },
                );
                self.queue_combat_effects(target, attacker, List::ReturnEffects);
            }
            Work::Effects { list, def, ctx } => {
                if let List::Trigger(_) = list
                    && (!self.in_play(ctx.source) || self.unit(ctx.source).is(flag::SILENCED))
                {
                    return;
                }
                let db = self.st().db.clone();
                self.run_list(list_of(db.card(def), list), &ctx);
            }
            Work::Reincarnate { unit } => {
                // Execute denies every return (G12.4): an executed unit dies even when damage
                // had already queued its Reincarnate.
                let dying = self.on_field(unit) && {
                    let u = self.unit(unit);
                    u.health <= 0 && !u.is(flag::EXECUTED)
                };
                let into = self.info(unit).def.reincarnate.as_ref().map(|r| r.index);
                match (dying, into) {
                    (true, Some(into)) => {
                        let owner = self.card(unit).owner;
                        let new = self.create(into, owner, true);
                        self.fire(|k| k.transformed, Transformed { unit, into: new });
                    }
                    _ => {
                        self.fire(|k| k.dies, Dies { unit });
                    }
                }
            }
            Work::Death { unit } => {
                self.fire(|k| k.dies, Dies { unit });
            }
            Work::Resurrect { card, tile } => {
                self.fire(|k| k.resurrects, Resurrects { card, tile });
            }
            Work::Spawn { def, owner, at } => {
                let table = self.table();
                let tile = match at {
                    SpawnPlace::Exact(t) => (table.board[t as usize] == NO_SLOT).then_some(t),
                    SpawnPlace::Near(t) => {
                        let free = table.around(t) & table.empty_tiles();
                        let count = free.count_ones() as usize;
                        if count == 0 {
                            None
                        } else {
                            let pick = self.s().rng.below(count);
                            tiles_of(free).nth(pick)
                        }
                    }
                };
                match tile {
                    None => self.s().record(LogEvent::NotCreated { def }),
                    Some(tile) => {
                        let card = self.create(def, owner, true);
                        self.fire(
                            |k| k.deployed,
                            Deployed {
                                pays: None,
                                card,
                                tile,
                                owner,
                                from: Arrival::Effect,
                                target: Target::None,
                                placed: false,
                            },
                        );
                    }
                }
            }
            Work::SpellDone { card } => {
                self.fire(|k| k.spell_done, SpellDone { card });
            }
        }
    }

    /// Queues a unit's Attack Damage (priority 4) or Return Damage (priority 6) effects.
    fn queue_combat_effects(&mut self, source: Slot, other: Slot, list: List) {
        let info = self.info(source);
        let effects = match list {
            List::AttackEffects => &info.def.attack_effects,
            _ => &info.def.return_effects,
        };
        if effects.is_empty() || self.unit(source).is(flag::SILENCED) {
            return;
        }
        let ctx = Ctx {
            source,
            owner: self.card(source).owner,
            kind: SourceKind::Unit,
            target: Target::None,
            tile: self.place(source).tile,
            attack_target: other,
        };
        let p = if list == List::AttackEffects {
            priority::ATTACK_EFFECT
        } else {
            priority::RETURN_EFFECT
        };
        let (def, arrival) = (self.card(source).def, self.unit(source).arrival);
        self.s()
            .enqueue(p, arrival, Work::Effects { list, def, ctx });
    }

    /// The tile an effect's own unit stands on (or stood on when it left).
    fn own_tile(&self, ctx: &Ctx) -> Tile {
        if ctx.source != NO_SLOT && self.on_field(ctx.source) {
            self.place(ctx.source).tile
        } else {
            ctx.tile
        }
    }

    /// The units a selector finds, in time order.
    fn select(&mut self, selector: &Selector, ctx: &Ctx) -> SmallVec<[Slot; 8]> {
        let mut out: SmallVec<[Slot; 8]> = SmallVec::new();
        let owner = ctx.owner;
        let kind = ctx.kind;
        match selector {
            Selector::Target => {
                if let Target::Unit(s) = ctx.target
                    && self.affected(s, owner, kind)
                {
                    out.push(s);
                }
            }
            Selector::Itself => {
                if ctx.source != NO_SLOT && self.in_play(ctx.source) {
                    out.push(ctx.source);
                }
            }
            Selector::AttackTarget => {
                if ctx.attack_target != NO_SLOT && self.in_play(ctx.attack_target) {
                    out.push(ctx.attack_target);
                }
            }
            Selector::OwnStone | Selector::EnemyStone => {
                let player = if matches!(selector, Selector::OwnStone) {
                    owner
                } else {
                    1 - owner.min(1)
                };
                if owner != NEUTRAL {
                    let stone = self.stone(player);
                    if self.affected(stone, owner, kind) {
                        out.push(stone);
                    }
                }
            }
            Selector::Adjacent { to, side, filters } => {
                let anchor = match to {
                    Anchor::Itself => self.own_tile(ctx),
                    Anchor::Target => match ctx.target {
                        Target::Unit(s) if self.on_field(s) => self.place(s).tile,
                        Target::Tile(t) => t,
                        _ => NO_TILE,
                    },
                    Anchor::AttackTarget => {
                        if ctx.attack_target != NO_SLOT && self.on_field(ctx.attack_target) {
                            self.place(ctx.attack_target).tile
                        } else {
                            NO_TILE
                        }
                    }
                };
                if anchor != NO_TILE {
                    let around = self.table().around(anchor);
                    for t in tiles_of(around) {
                        if let Some(s) = self.table().at(t)
                            && self.matches(*side, filters, owner, s, ctx.source)
                            && self.affected(s, owner, kind)
                        {
                            out.push(s);
                        }
                    }
                }
            }
            Selector::All { side, filters } | Selector::Random { side, filters } => {
                for s in self.units() {
                    if self.matches(*side, filters, owner, s, ctx.source)
                        && self.affected(s, owner, kind)
                    {
                        out.push(s);
                    }
                }
            }
            Selector::Column { side, filters } => {
                if let Target::Column(x) = ctx.target {
                    for s in self.units() {
                        if self.table().xy(self.place(s).tile).0 == x
                            && self.matches(*side, filters, owner, s, ctx.source)
                            && self.affected(s, owner, kind)
                        {
                            out.push(s);
                        }
                    }
                }
            }
        }
        // In time order (stable: equal arrivals keep their order), each arrival read once.
        let mut keyed: SmallVec<[(u32, Slot); 8]> =
            out.iter().map(|&s| (self.refs(s).2.arrival, s)).collect();
        keyed.sort_by_key(|&(arrival, _)| arrival);
        out.clear();
        out.extend(keyed.into_iter().map(|(_, s)| s));
        if matches!(selector, Selector::Random { .. }) && out.len() > 1 {
            let pick = self.s().rng.below(out.len());
            let chosen = out[pick];
            out.clear();
            out.push(chosen);
        }
        out
    }

    fn holds(&mut self, condition: &Condition, ctx: &Ctx) -> bool {
        match condition {
            Condition::Option { name, value } => self.opts().get(name).as_deref() == Some(value),
            Condition::AttackTargetIs(filters) => {
                ctx.attack_target != NO_SLOT
                    && self.on_field(ctx.attack_target)
                    && filters
                        .iter()
                        .all(|f| self.filter_ok(*f, ctx.attack_target, ctx.source))
            }
            Condition::TargetIs(filters) => match ctx.target {
                Target::Unit(s) if self.on_field(s) => {
                    filters.iter().all(|f| self.filter_ok(*f, s, ctx.source))
                }
                _ => false,
            },
        }
    }

    /// When a modification of an effect owned by `owner` ends (`NOBODY`: never). A neutral
    /// owner's "until your next turn" gives `NEUTRAL`, whose turn never comes: the
    /// modification is kept as a permanent one (`Temps::ends_ever`).
    fn ends(until: Until, owner: u8) -> u8 {
        match until {
            Until::Permanent => NOBODY,
            Until::EndOfTurn => END_OF_TURN,
            Until::YourNextTurn => owner,
        }
    }

    fn modify_all(&mut self, to: &Selector, ctx: &Ctx, change: Change) {
        for target in self.select(to, ctx) {
            self.fire(|k| k.modify, Modify { target, change });
        }
    }

    /// Runs a list of effects in order (G9: what they cause waits in the queue).
    fn run_list(&mut self, effects: &[Effect], ctx: &Ctx) {
        for effect in effects {
            if self.table().result.is_some() {
                return;
            }
            match effect {
                Effect::Damage { amount, to } => {
                    for target in self.select(to, ctx) {
                        self.fire(
                            |k| k.deal_damage,
                            DealDamage {
                                target,
                                amount: *amount,
                                hit: Hit::Effect,
                                dealt: 0,
                            },
                        );
                    }
                }
                Effect::Heal { amount, to } => {
                    for target in self.select(to, ctx) {
                        self.fire(
                            |k| k.heal,
                            Heal {
                                target,
                                amount: *amount,
                            },
                        );
                    }
                }
                Effect::Buff {
                    attack,
                    health,
                    until,
                    to,
                } => {
                    let change = Change::Buff {
                        attack: *attack,
                        health: *health,
                        ends: Self::ends(*until, ctx.owner),
                    };
                    self.modify_all(to, ctx, change);
                }
                Effect::SetAttackToHealth { to } => {
                    self.modify_all(to, ctx, Change::SetAttackToHealth);
                }
                Effect::Grant { keyword, until, to } => {
                    let change = match keyword {
                        Keyword::Protection(n) => Change::Protection {
                            amount: *n,
                            ends: Self::ends(*until, ctx.owner),
                        },
                        other => Change::Keywords(keyword_bit(*other)),
                    };
                    self.modify_all(to, ctx, change);
                }
                Effect::Stun { to } => self.modify_all(to, ctx, Change::Stun),
                Effect::Banish { to } => self.modify_all(to, ctx, Change::Banish(ctx.owner)),
                Effect::Silence { to } => self.modify_all(to, ctx, Change::Silence),
                Effect::Execute { to } => {
                    self.modify_all(to, ctx, Change::Destroy { execute: true });
                }
                Effect::Destroy { to } => {
                    self.modify_all(to, ctx, Change::Destroy { execute: false });
                }
                Effect::Recall { to } => {
                    for unit in self.select(to, ctx) {
                        self.fire(|k| k.recalled, Recalled { unit });
                    }
                }
                Effect::Transform { into, to } => {
                    for unit in self.select(to, ctx) {
                        let owner = self.card(unit).owner;
                        let new = self.create(into.index, owner, true);
                        self.fire(|k| k.transformed, Transformed { unit, into: new });
                    }
                }
                Effect::Summon { card, at, count } => {
                    let place = match at {
                        SummonAt::TargetTile => match ctx.target {
                            Target::Tile(t) => SpawnPlace::Exact(t),
                            _ => continue,
                        },
                        SummonAt::ThisTile => SpawnPlace::Exact(self.own_tile(ctx)),
                        SummonAt::NearThis => SpawnPlace::Near(self.own_tile(ctx)),
                        SummonAt::NearOwnStone => {
                            if ctx.owner == NEUTRAL {
                                continue;
                            }
                            let stone = self.stone(ctx.owner);
                            SpawnPlace::Near(self.place(stone).tile)
                        }
                    };
                    if matches!(
                        place,
                        SpawnPlace::Exact(NO_TILE) | SpawnPlace::Near(NO_TILE)
                    ) {
                        continue;
                    }
                    let owner = if self.db().card(card.index).def.neutral {
                        NEUTRAL
                    } else {
                        ctx.owner
                    };
                    let now = self.current;
                    for _ in 0..*count {
                        self.s().enqueue(
                            priority::SPAWN,
                            now,
                            Work::Spawn {
                                def: card.index,
                                owner,
                                at: place,
                            },
                        );
                    }
                }
                Effect::Draw { count } => {
                    if ctx.owner < 2 {
                        for _ in 0..*count {
                            self.fire(|k| k.drew, Drew { player: ctx.owner });
                        }
                    }
                }
                Effect::Discover { pantheon, kind } => {
                    if ctx.owner >= 2 || self.is_stopped() {
                        continue;
                    }
                    let mut pool = self.db().pool(*pantheon, *kind);
                    let mut options = [NO_SLOT; 3];
                    let mut count = 0u8;
                    while count < 3 && !pool.is_empty() {
                        let pick = self.s().rng.below(pool.len());
                        let def = pool.swap_remove(pick);
                        options[count as usize] = self.create(def, ctx.owner, false);
                        count += 1;
                    }
                    if count > 0 {
                        self.fire(
                            |k| k.discovered,
                            Discovered {
                                player: ctx.owner,
                                options,
                                count,
                            },
                        );
                    }
                }
                Effect::GainMana { amount } => {
                    if ctx.owner < 2 {
                        self.fire(
                            |k| k.mana_gained,
                            ManaGained {
                                player: ctx.owner,
                                amount: *amount,
                            },
                        );
                    }
                }
                Effect::AddToHand {
                    card,
                    cost_this_turn,
                } => {
                    if ctx.owner < 2 {
                        let new = self.create(card.index, ctx.owner, false);
                        self.fire(
                            |k| k.card_given,
                            CardGiven {
                                player: ctx.owner,
                                card: new,
                                cost_change: *cost_this_turn,
                            },
                        );
                    }
                }
                Effect::MoveTarget => {
                    if let Target::Move(unit, to) = ctx.target
                        && self.on_field(unit)
                        && self.table().board[to as usize] == NO_SLOT
                    {
                        let steps = self.steps_to(unit, to);
                        self.fire(
                            |k| k.moved,
                            Moved {
                                unit,
                                to,
                                steps,
                                forced: true,
                            },
                        );
                    }
                }
                Effect::If {
                    condition,
                    then,
                    otherwise,
                } => {
                    if self.holds(condition, ctx) {
                        self.run_list(then, ctx);
                    } else {
                        self.run_list(otherwise, ctx);
                    }
                }
                Effect::Repeat { times, effects } => {
                    let n = match times {
                        Amount::Fixed(n) => *n as usize,
                        Amount::Count(selector) => {
                            // Counting never draws at random.
                            let counted = match selector {
                                Selector::Random { side, filters } => Selector::All {
                                    side: *side,
                                    filters: filters.clone(),
                                },
                                other => other.clone(),
                            };
                            self.select(&counted, ctx).len()
                        }
                    };
                    for _ in 0..n {
                        self.run_list(effects, ctx);
                    }
                }
            }
        }
    }
}
