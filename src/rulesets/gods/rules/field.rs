//! `Field`: what every gods rule observer works through. It holds the observer's world, whose
//! card components it reads and writes as columns indexed by slot, and the lent game state, and
//! offers the atomic steps of the rules, each keeping the components, the piles, the board and
//! the log in step. Steps queue what they cause (deaths, Resurrections, Afterlives, triggers) in
//! the resolution queue; they never resolve it themselves.

use smallvec::SmallVec;

use super::auras::Given;
use super::{fresh_unit, settle, silence_unit};
use crate::engine::LentCards;
use crate::rulesets::gods::components::{
    Card, END_OF_TURN, GameResult, NEUTRAL, NO_SLOT, NO_TILE, NOBODY, Phase, Place, Slot, Temps,
    Tile, Unit, Zone, flag, kw, tiles_of,
};
use crate::rulesets::gods::db::CardId;
use crate::rulesets::gods::events::{Arrival, Change, Ctx, Hit, List, LogEvent, Work, priority};
use crate::rulesets::gods::game::GodsState;
use crate::rulesets::gods::options::{EmptyDeck, Moves, SecondPlayer};
use crate::rulesets::gods::schema::{Area, TriggerOn};
use crate::rulesets::gods::view::{Cards, SourceKind, Target, View};

/// The rules world as a rule sees it: the game state the resolver lent and every card's
/// components as columns by slot (a query looked each card up, about 60 instructions a read,
/// and a turn's start reads every unit).
pub struct Field<'w> {
    lent: LentCards<'w, GodsState, Card, Place, Unit>,
}

impl<'w> Field<'w> {
    /// The rules world of the observer that runs now, with its lent game state.
    #[inline]
    pub fn of(world: bevy::ecs::world::DeferredWorld<'w>) -> Self {
        Field {
            lent: LentCards::of(world),
        }
    }
}

impl View for Field<'_> {
    #[inline]
    fn st(&self) -> &GodsState {
        self.lent.state()
    }
    #[inline(always)]
    fn refs(&self, slot: Slot) -> (&Card, &Place, &Unit) {
        let i = slot as usize;
        let cards = self.lent.cards();
        (&cards.a[i], &cards.b[i], &cards.c[i])
    }
    #[inline]
    fn cards(&self) -> Option<Cards<'_>> {
        Some(self.lent.cards().into())
    }
}

impl Field<'_> {
    /// The game state, to change.
    #[inline]
    fn s(&mut self) -> &mut GodsState {
        self.lent.state_mut()
    }

    /// A card's components, to change.
    #[inline(always)]
    fn parts_mut(&mut self, slot: Slot) -> (&mut Card, &mut Place, &mut Unit) {
        let i = slot as usize;
        let cards = self.lent.cards_mut();
        (&mut cards.a[i], &mut cards.b[i], &mut cards.c[i])
    }

    /// Changes a unit's state.
    #[inline]
    fn with_unit<T>(&mut self, slot: Slot, f: impl FnOnce(&mut Unit) -> T) -> T {
        f(self.parts_mut(slot).2)
    }

    #[inline]
    fn set_owner(&mut self, slot: Slot, owner: u8) {
        self.parts_mut(slot).0.owner = owner;
    }

    #[inline]
    fn record(&mut self, event: LogEvent) {
        self.s().record(event);
    }

    /// Moves a card to `zone` (and `tile` on the battlefield), keeping the piles and the board
    /// in step: it leaves its old pile or tile, and joins the end of the new pile.
    fn relocate(&mut self, slot: Slot, zone: Zone, tile: Tile) {
        let card = self.card(slot);
        let place = self.place(slot);
        let owner = card.owner as usize;
        // What an aura gives a unit depends on that unit and the bearer alone: a unit leaving
        // takes its own numbers with it, a unit moving may get others (`aura_owe`), and
        // neither changes another unit's numbers unless it bears an aura. An arrival is noted
        // by `deploy`.
        let on_field = (place.zone == Zone::Battlefield, zone == Zone::Battlefield);
        let bearer = on_field.0 && {
            let u = self.unit(slot);
            u.is(flag::AURA) && !u.is(flag::SILENCED)
        };
        if bearer {
            let to = (zone == Zone::Battlefield).then_some(tile);
            self.aura_shift(card.def, Some(place.tile), to);
        }
        let state = self.s();
        let table = &mut state.table;
        let mut marks = 0u8;
        match place.zone {
            Zone::Battlefield if table.board[place.tile as usize] == slot => {
                marks = table.vacate(place.tile);
            }
            Zone::Deck | Zone::Hand | Zone::Graveyard | Zone::Removed if owner < 2 => {
                let player = &mut table.players[owner];
                let pile = match place.zone {
                    Zone::Deck => &mut player.deck,
                    Zone::Hand => &mut player.hand,
                    Zone::Graveyard => &mut player.graveyard,
                    _ => &mut player.removed,
                };
                if let Some(at) = pile.iter().position(|s| *s == slot) {
                    pile.remove(at);
                }
            }
            _ => {}
        }
        match zone {
            Zone::Battlefield => {
                table.put(tile, slot, card.owner);
                table.marks.put(tile, marks);
            }
            Zone::Deck | Zone::Hand | Zone::Graveyard | Zone::Removed if owner < 2 => {
                let player = &mut table.players[owner];
                match zone {
                    Zone::Deck => player.deck.push(slot),
                    Zone::Hand => player.hand.push(slot),
                    Zone::Graveyard => player.graveyard.push(slot),
                    _ => player.removed.push(slot),
                }
            }
            _ => {}
        }
        *self.parts_mut(slot).1 = Place {
            zone,
            tile: if zone == Zone::Battlefield {
                tile
            } else {
                NO_TILE
            },
        };
        // A move matters only where an aura that reaches its neighbours can care.
        if on_field == (true, true)
            && !bearer
            && self.table().aura_local & (1 << place.tile | 1 << tile) != 0
        {
            self.aura_owe(tile, false);
        }
    }

    /// A state of `slot` that legality looks at closely may have changed (`Table::marks`).
    #[inline]
    fn sync(&mut self, slot: Slot) {
        let (_, place, unit) = self.get(slot);
        if place.zone == Zone::Battlefield {
            self.s().table.sync(place.tile, &unit);
        }
    }

    /// Something an aura may read changed for `slot` on `tiles`: the auras must be evaluated
    /// again if the change is within their reach or `slot` bears an aura.
    #[inline]
    fn aura_touch(&mut self, tiles: u64, slot: Slot) {
        let table = &self.st().table;
        if table.aura_dirty {
            return;
        }
        let dirty = table.aura_reach & tiles != 0 || {
            let u = self.unit(slot);
            u.is(flag::AURA) && !u.is(flag::SILENCED)
        };
        if dirty {
            self.s().table.aura_dirty = true;
        }
    }

    /// A unit bearing no live aura now stands on `tile` (it arrived or moved): what the
    /// auras give it there may differ from what it holds, and the next refresh works it out
    /// (`Table::aura_owed`). No other unit's numbers change. With no bearer at all it gets
    /// nothing, which a unit arriving already holds.
    #[inline]
    fn aura_owe(&mut self, tile: Tile, arriving: bool) {
        let table = &mut self.s().table;
        // Dirty auras are evaluated whole anyway.
        let moot = table.aura_dirty || (arriving && table.aura_sources == 0);
        if !moot {
            table.aura_owed |= 1 << tile;
        }
    }

    /// A live aura of card `def` left `from` and/or came to `to` (a bearer arrived, moved or
    /// left): only the units it reached there, and the bearer, can owe a change, so they are
    /// noted for the next refresh (`Table::aura_owed`) and the bearers' tiles follow it
    /// (`Table::aura_sources`, whose units the refresh reads again).
    fn aura_shift(&mut self, def: CardId, from: Option<Tile>, to: Option<Tile>) {
        if self.table().aura_dirty {
            return;
        }
        let db = self.st().db.clone();
        let Some(aura) = db.card(def).def.aura.as_ref() else {
            return;
        };
        let table = &mut self.s().table;
        let area = |t: Tile| match aura.area {
            Area::Adjacent => table.around(t) | 1 << t,
            Area::Global => u64::MAX,
        };
        let mut owed = 0u64;
        let mut sources = table.aura_sources;
        if let Some(t) = from {
            // A Global aura moving reaches the same units; only the bearer itself moved.
            if !(aura.area == Area::Global && to.is_some()) {
                owed |= area(t);
            }
            sources &= !(1 << t);
        }
        if let Some(t) = to {
            let reached = area(t);
            owed |= if aura.area == Area::Global && from.is_some() {
                1 << t
            } else {
                reached
            };
            sources |= 1 << t;
            table.aura_reach |= reached;
            if aura.area == Area::Adjacent {
                table.aura_local |= reached;
            }
        }
        table.aura_sources = sources;
        table.aura_owed |= owed & (table.free_tiles() | table.occupied());
    }

    /// The health of `slot` changed: auras that read health must be re-evaluated.
    #[inline]
    fn health_changed(&mut self, slot: Slot) {
        if self.st().db.aura_reads_health {
            let place = self.place(slot);
            if place.zone == Zone::Battlefield {
                self.aura_touch(1 << place.tile, slot);
            }
        }
    }

    /// Logs a unit's numbers.
    fn record_stats(&mut self, slot: Slot) {
        let u = self.unit(slot);
        self.record(LogEvent::Stats {
            unit: slot,
            attack: u.attack,
            health: u.health,
            max: u.max_health,
            protection: u.protection,
        });
    }

    /// Queues a unit's Death (or Reincarnate) if it is at 0 health or less and none waits yet
    /// (G9.4).
    fn doom(&mut self, slot: Slot) {
        let u = self.unit(slot);
        if u.health > 0 || u.is(flag::DYING) {
            return;
        }
        self.with_unit(slot, |u| u.flags |= flag::DYING);
        let reincarnates =
            !u.is(flag::SILENCED) && !u.stone() && self.info(slot).def.reincarnate.is_some();
        let work = if reincarnates {
            (priority::REINCARNATE, Work::Reincarnate { unit: slot })
        } else {
            (priority::DEATH, Work::Death { unit: slot })
        };
        self.s().enqueue(work.0, u.arrival, work.1);
    }

    /// Damage to a unit (G8.3, G12.14): Protection reduces combat damage only; a unit brought
    /// to 0 or less has its Death queued. Returns the damage dealt.
    pub fn damage(&mut self, target: Slot, amount: u8, hit: Hit) -> i16 {
        if !self.in_play(target) {
            return 0;
        }
        let u = self.unit(target);
        let reduced = match hit {
            Hit::Attack => true,
            Hit::Return => self.opts().protection_reduces_return_damage,
            Hit::Effect => false,
        };
        let dealt = if reduced {
            (amount as i16 - u.protection as i16).max(0)
        } else {
            amount as i16
        };
        let health = self.with_unit(target, |u| {
            u.health -= dealt;
            u.health
        });
        self.health_changed(target);
        self.record(LogEvent::Damaged {
            unit: target,
            amount: dealt,
            health,
            hit,
        });
        self.doom(target);
        dealt
    }

    /// Healing, never above maximum (G10.1).
    pub fn heal(&mut self, target: Slot, amount: u8) {
        if !self.in_play(target) {
            return;
        }
        let health = self.with_unit(target, |u| {
            u.health = (u.health + amount as i16).min(u.max_health).max(u.health);
            u.health
        });
        self.health_changed(target);
        self.record(LogEvent::Healed {
            unit: target,
            health,
        });
    }

    /// A modification (G10, G12).
    pub fn modify(&mut self, target: Slot, change: Change) {
        if !self.in_play(target) {
            return;
        }
        let stone = self.unit(target).stone();
        match change {
            Change::Buff {
                attack,
                health,
                ends,
            } => {
                self.health_changed(target);
                self.with_unit(target, |u| {
                    let attack = if u.stone() { 0 } else { attack };
                    if Temps::ends_ever(ends) {
                        u.temps.add(ends, attack as i16, health as i16, 0);
                    }
                    u.base_attack += attack as i16;
                    u.base_max += health as i16;
                    settle(u);
                    if health > 0 {
                        u.health += health as i16;
                    }
                    u.health = u.health.min(u.max_health);
                });
                self.record_stats(target);
                self.doom(target);
            }
            Change::SetAttackToHealth => {
                if stone {
                    return;
                }
                self.with_unit(target, |u| {
                    u.base_attack = u.health.max(0);
                    u.temps.zero_attack();
                    settle(u);
                });
                self.record_stats(target);
            }
            Change::Keywords(bits) => {
                self.with_unit(target, |u| u.keywords |= bits);
                self.sync(target);
                self.record(LogEvent::Keywords { unit: target, bits });
            }
            Change::Protection { amount, ends } => {
                self.with_unit(target, |u| {
                    if !Temps::ends_ever(ends) {
                        u.perm_protection = u.perm_protection.max(amount);
                    } else {
                        u.temps.add(ends, 0, 0, amount);
                    }
                    settle(u);
                });
                self.record_stats(target);
            }
            Change::Stun => {
                if stone {
                    return;
                }
                let active = self.table().active;
                self.with_unit(target, |u| u.stun_ends = active);
                self.record(LogEvent::Stunned { unit: target });
            }
            Change::Banish(by) => {
                if stone {
                    return;
                }
                self.s().table.aura_dirty = true;
                self.with_unit(target, |u| u.banish_ends = by);
                self.sync(target);
                self.record(LogEvent::Banished { unit: target });
            }
            Change::Silence => {
                if stone {
                    return;
                }
                self.s().table.aura_dirty = true;
                let was_bearer = {
                    let u = self.unit(target);
                    u.is(flag::AURA) && !u.is(flag::SILENCED)
                };
                if was_bearer {
                    self.s().table.aura_bearers -= 1;
                }
                let def = self.card(target).def;
                let db = self.st().db.clone();
                self.with_unit(target, |u| silence_unit(u, db.card(def)));
                self.sync(target);
                self.record(LogEvent::Silenced { unit: target });
                self.record_stats(target);
            }
            Change::Destroy { execute } => {
                if stone {
                    return;
                }
                let u = self.unit(target);
                self.with_unit(target, |u| {
                    u.flags |= flag::DESTROYED;
                    if execute {
                        u.flags |= flag::EXECUTED;
                    }
                });
                self.record(LogEvent::Destroyed {
                    unit: target,
                    execute,
                });
                if !u.is(flag::DYING) {
                    self.with_unit(target, |u| u.flags |= flag::DYING);
                    self.s()
                        .enqueue(priority::DEATH, u.arrival, Work::Death { unit: target });
                }
            }
        }
    }

    /// A unit arrives on `tile` (G6.3, G6.5, G9.7): in its default state, with a new arrival
    /// index, summoning-exhausted unless it has Charge (or takes a transformed unit's place).
    /// From the hand its automatic Warcry is queued (priority 2) or its activatable one made
    /// ready; allied units that watch arrivals queue their triggers. If the tile is taken, a
    /// token is not created and a card goes to the graveyard without dying. Returns whether it
    /// was placed.
    pub fn deploy(
        &mut self,
        card: Slot,
        tile: Tile,
        owner: u8,
        from: Arrival,
        target: Target,
    ) -> bool {
        if self.table().board[tile as usize] != NO_SLOT {
            self.record(LogEvent::NotPlaced { card, tile });
            let token = self.card(card).token;
            self.relocate(
                card,
                if token { Zone::Gone } else { Zone::Graveyard },
                NO_TILE,
            );
            self.with_unit(card, |u| *u = Unit::EMPTY);
            return false;
        }
        let def = self.card(card).def;
        let db = self.st().db.clone();
        let info = db.card(def);
        self.set_owner(card, owner);
        self.relocate(card, Zone::Battlefield, tile);
        let arrival = {
            let table = &mut self.s().table;
            table.clock += 1;
            table.clock
        };
        let mut unit = fresh_unit(&db, def);
        unit.arrival = arrival;
        if from != Arrival::Transform && !unit.has(kw::CHARGE) && !unit.stone() {
            unit.flags |= flag::EXHAUSTED;
        }
        let warcry = info.def.warcry.as_ref();
        if from == Arrival::Hand && warcry.is_some_and(|w| w.activatable) {
            unit.flags |= flag::WARCRY_READY;
        }
        if unit.is(flag::AURA) {
            self.s().table.aura_bearers += 1;
        }
        self.with_unit(card, |u| *u = unit);
        if unit.is(flag::AURA) {
            self.aura_shift(def, None, Some(tile));
        } else {
            self.aura_owe(tile, true);
        }
        self.s().table.sync(tile, &unit);
        self.record(LogEvent::Deployed {
            unit: card,
            tile,
            arrival,
        });
        if from == Arrival::Hand && warcry.is_some_and(|w| !w.activatable) {
            let ctx = Ctx {
                source: card,
                owner,
                kind: SourceKind::Unit,
                target,
                tile,
                attack_target: NO_SLOT,
            };
            self.s().enqueue(
                priority::WARCRY,
                arrival,
                Work::Effects {
                    list: List::Warcry,
                    def,
                    ctx,
                },
            );
        }
        // "Whenever an allied … enters the battlefield" (in time order by the watchers' arrival).
        // Only the owner's units are visited, in tile order; queuing moves no unit.
        if owner != NEUTRAL && db.watches_arrivals {
            let table = self.table();
            let (mine, board) = (table.owned[owner as usize], table.board);
            for t in tiles_of(mine) {
                let w = board[t as usize];
                let (_, _, u) = self.refs(w);
                if w == card
                    || !u.is(flag::WATCHES_ARRIVALS)
                    || u.banished()
                    || u.is(flag::SILENCED)
                {
                    continue;
                }
                let (wcard, wplace, wu) = self.get(w);
                let wdef = wcard.def;
                for (i, trigger) in db.card(wdef).def.triggers.iter().enumerate() {
                    if let TriggerOn::AllyEnters(filters) = &trigger.on
                        && filters.iter().all(|f| self.filter_ok(*f, card, w))
                    {
                        let ctx = Ctx {
                            source: w,
                            owner,
                            kind: SourceKind::Unit,
                            target: Target::None,
                            tile: wplace.tile,
                            attack_target: card,
                        };
                        self.s().enqueue(
                            priority::OTHER,
                            wu.arrival,
                            Work::Effects {
                                list: List::Trigger(i as u8),
                                def: wdef,
                                ctx,
                            },
                        );
                    }
                }
            }
        }
        true
    }

    /// A unit leaves the battlefield for `zone` (G2.3, G2.5, G13): a token ceases to exist, a
    /// neutral unit is removed from the game instead of a graveyard or hand, a card bound for a
    /// full hand goes to the graveyard. Its auras end at once. Returns where it went.
    pub fn leave(&mut self, slot: Slot, zone: Zone) -> Zone {
        let card = self.card(slot);
        let u = self.unit(slot);
        if u.is(flag::AURA) && !u.is(flag::SILENCED) {
            self.s().table.aura_bearers -= 1;
        }
        let mut zone = zone;
        if card.token {
            zone = Zone::Gone;
        } else if card.owner == NEUTRAL && matches!(zone, Zone::Graveyard | Zone::Hand) {
            zone = Zone::Removed;
        } else if zone == Zone::Hand
            && self.table().players[card.owner as usize].hand.len()
                >= self.db().rules.hand_limit as usize
        {
            zone = Zone::Graveyard;
        }
        self.relocate(slot, zone, NO_TILE);
        self.with_unit(slot, |u| *u = Unit::EMPTY);
        zone
    }

    /// A unit's Death resolves (G9.5): it leaves the battlefield for the graveyard (unless it
    /// was saved above 0 meanwhile); a stone's Death ends the game after this action; its
    /// Resurrection (priority 9) and Afterlife (priority 11) are queued in its time order.
    pub fn die(&mut self, slot: Slot) {
        if !self.on_field(slot) {
            return;
        }
        let u = self.unit(slot);
        if u.health > 0 && !u.is(flag::DESTROYED) {
            self.with_unit(slot, |u| u.flags &= !flag::DYING);
            return;
        }
        let card = self.card(slot);
        let tile = self.place(slot).tile;
        let execute = u.is(flag::EXECUTED);
        let db = self.st().db.clone();
        let info = db.card(card.def);
        let afterlife = !u.is(flag::SILENCED) && !info.def.afterlife.is_empty();
        self.record(LogEvent::Died { unit: slot, tile });
        if u.stone() {
            self.s().table.stone_dead[card.owner as usize] = true;
            self.record(LogEvent::StoneDestroyed { player: card.owner });
        }
        let went = self.leave(slot, Zone::Graveyard);
        if u.has(kw::RESURRECTION) && !execute && went == Zone::Graveyard {
            self.s().enqueue(
                priority::RESURRECTION,
                u.arrival,
                Work::Resurrect { card: slot, tile },
            );
        }
        if afterlife {
            let ctx = Ctx {
                source: slot,
                owner: card.owner,
                kind: SourceKind::Unit,
                target: Target::None,
                tile,
                attack_target: NO_SLOT,
            };
            self.s().enqueue(
                priority::AFTERLIFE,
                u.arrival,
                Work::Effects {
                    list: List::Afterlife,
                    def: card.def,
                    ctx,
                },
            );
        }
    }

    /// A unit becomes another (G12.6): the original is removed from the game at once, not
    /// killed; the new unit (card `into`) takes its tile with a new arrival index.
    pub fn transform(&mut self, slot: Slot, into: Slot) {
        if !self.on_field(slot) {
            self.relocate(into, Zone::Gone, NO_TILE);
            return;
        }
        let owner = self.card(slot).owner;
        let tile = self.place(slot).tile;
        self.record(LogEvent::Transformed { from: slot, into });
        self.leave(slot, Zone::Removed);
        let neutral = self.info(into).def.neutral;
        self.deploy(
            into,
            tile,
            if neutral { NEUTRAL } else { owner },
            Arrival::Transform,
            Target::None,
        );
    }

    /// A Resurrection (G12.3): the card comes back from the graveyard on its tile, in its
    /// default state, without its Warcry; on a taken tile it stays in the graveyard.
    pub fn resurrect(&mut self, card: Slot, tile: Tile) {
        if self.place(card).zone != Zone::Graveyard {
            return;
        }
        if self.table().board[tile as usize] != NO_SLOT {
            self.record(LogEvent::NotPlaced { card, tile });
            return;
        }
        self.record(LogEvent::Resurrected { unit: card, tile });
        let owner = self.card(card).owner;
        self.deploy(card, tile, owner, Arrival::Graveyard, Target::None);
    }

    /// A unit returns to its owner's hand in its default state (G12.8).
    pub fn recall(&mut self, slot: Slot) {
        if !self.in_play(slot) || self.unit(slot).stone() {
            return;
        }
        let went = self.leave(slot, Zone::Hand);
        self.record(LogEvent::Recalled {
            unit: slot,
            to_hand: went == Zone::Hand,
        });
    }

    /// The top card of the deck goes to the hand, or to the graveyard when the hand is full
    /// (G15); an empty deck means fatigue (G0).
    pub fn draw(&mut self, player: u8) {
        let p = player as usize;
        let Some(&top) = self.table().players[p].deck.first() else {
            if self.opts().empty_deck == EmptyDeck::Fatigue {
                let amount = {
                    let pl = &mut self.s().table.players[p];
                    pl.fatigue = pl.fatigue.saturating_add(1);
                    pl.fatigue
                };
                self.record(LogEvent::Fatigue { player, amount });
                let stone = self.stone(player);
                self.damage(stone, amount, Hit::Effect);
            }
            return;
        };
        if self.table().players[p].hand.len() >= self.db().rules.hand_limit as usize {
            self.relocate(top, Zone::Graveyard, NO_TILE);
            self.record(LogEvent::Burned { player, card: top });
        } else {
            self.relocate(top, Zone::Hand, NO_TILE);
            self.record(LogEvent::Drew { player, card: top });
        }
    }

    /// A card (created for it) goes to a hand, not drawn; to the graveyard when the hand is full.
    pub fn give(&mut self, player: u8, card: Slot, cost_change: i8) {
        self.set_owner(card, player);
        let full =
            self.table().players[player as usize].hand.len() >= self.db().rules.hand_limit as usize;
        if full {
            self.relocate(card, Zone::Graveyard, NO_TILE);
        } else {
            self.relocate(card, Zone::Hand, NO_TILE);
            self.with_unit(card, |u| u.cost_change = cost_change);
        }
        self.record(LogEvent::CardGiven {
            player,
            card,
            to_hand: !full,
        });
    }

    /// Mana this turn, never above the cap (G14).
    pub fn gain_mana(&mut self, player: u8, amount: u8) {
        let cap = self.db().rules.max_mana;
        let mana = {
            let pl = &mut self.s().table.players[player as usize];
            pl.mana = pl.mana.saturating_add(amount).min(cap.max(pl.mana));
            pl.mana
        };
        self.record(LogEvent::ManaGained { player, mana });
    }

    /// Paying for a card; it leaves the hand (a spell waits in the Waiting zone, G6.2).
    pub fn play_card(&mut self, player: u8, card: Slot) {
        let cost = self.cost(card);
        self.s().table.players[player as usize].mana -= cost;
        self.relocate(card, Zone::Waiting, NO_TILE);
        self.with_unit(card, |u| u.cost_change = 0);
        self.record(LogEvent::Played { player, card, cost });
    }

    /// A spell's card enters the graveyard (G6.2 step 5).
    pub fn spell_done(&mut self, card: Slot) {
        if self.place(card).zone == Zone::Waiting {
            self.relocate(card, Zone::Graveyard, NO_TILE);
            self.record(LogEvent::SpellResolved { card });
        }
    }

    /// The leader ability is paid for and exhausted until the next turn (G17).
    pub fn use_leader(&mut self, player: u8) {
        let leader = self.table().players[player as usize].leader;
        let cost = self.db().card(leader).def.cost;
        let pl = &mut self.s().table.players[player as usize];
        pl.mana -= cost;
        pl.ability_used = true;
        self.record(LogEvent::LeaderAbility { player });
    }

    /// An activatable Warcry is spent.
    pub fn warcry_used(&mut self, unit: Slot) {
        self.with_unit(unit, |u| u.flags &= !flag::WARCRY_READY);
        self.record(LogEvent::Warcry { unit });
    }

    /// A unit moves (G7): its own move is spent unless an effect moves it; either way its
    /// activatable Warcry is lost (G12.1).
    pub fn move_unit(&mut self, unit: Slot, to: Tile, steps: u8, forced: bool) {
        let from = self.place(unit).tile;
        self.relocate(unit, Zone::Battlefield, to);
        let split = self.opts().moves_per_turn == Moves::Split;
        self.with_unit(unit, |u| {
            u.flags &= !flag::WARCRY_READY;
            if !forced {
                u.steps = u.steps.saturating_add(steps);
                if !split || u.steps >= u.movement {
                    u.flags |= flag::MOVED;
                }
            }
        });
        self.record(LogEvent::Moved { unit, from, to });
    }

    /// Combat step 1: the attacker has attacked and loses Stealth (G8.2, G8.3).
    pub fn declare_attack(&mut self, attacker: Slot, target: Slot) {
        let stealthed = self.unit(attacker).has(kw::STEALTH);
        self.with_unit(attacker, |u| {
            u.flags |= flag::ATTACKED;
            u.keywords &= !kw::STEALTH;
        });
        self.sync(attacker);
        self.record(LogEvent::Attacked { attacker, target });
        if stealthed {
            self.record(LogEvent::Revealed { unit: attacker });
        }
    }

    /// A mulligan (G3): the marked cards are replaced from the deck's top, then shuffled into
    /// the deck.
    pub fn mulligan(&mut self, player: u8, replace: u16) {
        let p = player as usize;
        let hand = self.table().players[p].hand.clone();
        let mut back: SmallVec<[Slot; 8]> = SmallVec::new();
        let mut replaced = 0u8;
        for (i, old) in hand.iter().enumerate() {
            if replace & (1 << i) == 0 {
                continue;
            }
            let Some(&new) = self.table().players[p].deck.first() else {
                break;
            };
            self.s().table.players[p].deck.remove(0);
            self.s().table.players[p].hand[i] = new;
            self.parts_mut(new).1.zone = Zone::Hand;
            back.push(*old);
            replaced += 1;
        }
        for old in back {
            self.s().table.players[p].deck.push(old);
            self.parts_mut(old).1.zone = Zone::Deck;
        }
        if replaced > 0 {
            let state = self.s();
            state.rng.shuffle(&mut state.table.players[p].deck);
        }
        let table = &mut self.s().table;
        table.players[p].mulliganed = true;
        table.phase = if table.players[1 - p].mulliganed {
            Phase::Main
        } else {
            Phase::Mulligan(1 - player)
        };
        self.record(LogEvent::Mulligan { player, replaced });
    }

    /// A Discover's options wait in the Discover zone for the pick (G12.7).
    pub fn discover(&mut self, player: u8, options: [Slot; 3], count: u8) {
        for card in &options[..count as usize] {
            self.set_owner(*card, player);
            self.relocate(*card, Zone::Discover, NO_TILE);
        }
        self.s().table.phase = Phase::Choice {
            player,
            options,
            count,
        };
        self.record(LogEvent::Discover {
            player,
            options,
            count,
        });
    }

    /// The pick goes to the hand (not drawn); the other options cease to exist.
    pub fn choose(&mut self, index: u8) {
        let Phase::Choice {
            player,
            options,
            count,
        } = self.table().phase
        else {
            return;
        };
        self.s().table.phase = Phase::Main;
        let chosen = options[index as usize];
        self.record(LogEvent::Chosen {
            player,
            card: chosen,
        });
        for (i, card) in options[..count as usize].iter().enumerate() {
            if i != index as usize {
                self.relocate(*card, Zone::Gone, NO_TILE);
            }
        }
        self.give(player, chosen, 0);
    }

    /// The units of `player` whose card has a trigger of kind `on`, in time order.
    fn triggered(&self, player: u8, start: bool) -> SmallVec<[(Slot, u8, u32); 8]> {
        let mut out: SmallVec<[(Slot, u8, u32); 8]> = SmallVec::new();
        let table = self.table();
        let mine = table.owned.get(player as usize).copied().unwrap_or(0);
        for t in tiles_of(mine) {
            let s = table.board[t as usize];
            let (card, _, u) = self.refs(s);
            if !u.is(flag::TURN_TRIGGERS) || u.banished() || u.is(flag::SILENCED) {
                continue;
            }
            let triggers = &self.db().card(card.def).def.triggers;
            for (i, t) in triggers.iter().enumerate() {
                let fires = match t.on {
                    TriggerOn::TurnStart => start,
                    TriggerOn::TurnEnd => !start,
                    TriggerOn::AllyEnters(_) => false,
                };
                if fires {
                    out.push((s, i as u8, u.arrival));
                }
            }
        }
        out
    }

    fn queue_triggers(&mut self, player: u8, start: bool) {
        for (s, i, arrival) in self.triggered(player, start) {
            let ctx = Ctx {
                source: s,
                owner: player,
                kind: SourceKind::Unit,
                target: Target::None,
                tile: self.place(s).tile,
                attack_target: NO_SLOT,
            };
            let def = self.card(s).def;
            self.s().enqueue(
                priority::OTHER,
                arrival,
                Work::Effects {
                    list: List::Trigger(i),
                    def,
                    ctx,
                },
            );
        }
    }

    /// True when the resolver, about to go on with a turn's end, would find nothing to do first:
    /// the queue empty, the game going on (no result, no stone died), and, with `auras`, no aura
    /// evaluation due (what `Resolver::refresh_auras` checks).
    pub fn quiet(&self, auras: bool) -> bool {
        let st = self.st();
        let t = &st.table;
        st.queue.is_empty()
            && t.result.is_none()
            && !t.stone_dead.iter().any(|d| *d)
            && (!auras
                || (!t.aura_dirty && t.aura_owed == 0)
                || (t.aura_bearers == 0 && !t.aura_touched))
    }

    /// End of turn, first part (G4.3.1): the end-of-turn effects are queued.
    pub fn end_of_turn(&mut self, player: u8) {
        self.record(LogEvent::TurnEnded { player });
        self.queue_triggers(player, false);
    }

    /// End of turn, after its effects (G4.3.2–3): "until end of turn" modifications and this
    /// turn's cost changes end, the player's units are rested; the turn cap may end the game.
    pub fn clean_up(&mut self, player: u8) {
        // The units as they stand now (expiring moves none), in tile order.
        let (occupied, board) = (self.table().occupied(), self.table().board);
        for t in tiles_of(occupied) {
            let s = board[t as usize];
            let (card, _, u) = self.refs(s);
            let (card, u) = (*card, *u);
            if u.temps.any() {
                self.expire(s, END_OF_TURN);
            }
            if card.owner == player && (u.is(flag::MOVED | flag::ATTACKED) || u.steps > 0) {
                self.with_unit(s, |u| {
                    u.flags &= !(flag::MOVED | flag::ATTACKED);
                    u.steps = 0;
                });
            }
        }
        for p in 0..2 {
            for i in 0..self.table().players[p].hand.len() {
                let card = self.table().players[p].hand[i];
                if self.unit(card).cost_change != 0 {
                    self.with_unit(card, |u| u.cost_change = 0);
                }
            }
        }
        if self.table().turn >= self.opts().turn_cap as u32 {
            self.end_game(None);
        }
    }

    /// Ends the temporary modifications of `slot` that end at `when` (G10.3).
    fn expire(&mut self, slot: Slot, when: u8) {
        if !self.unit(slot).temps.end_at(when) {
            return;
        }
        self.health_changed(slot);
        self.with_unit(slot, |u| {
            if let Some(ended) = u.temps.take(when) {
                u.base_attack -= ended.attack;
                u.base_max -= ended.health;
            }
            settle(u);
            u.health = u.health.min(u.max_health);
        });
        self.record_stats(slot);
        self.doom(slot);
    }

    /// Start of turn (G4.1): exhaustion removed, mana, the draw, the leader ability ready,
    /// stuns, banishments and modifications ending now, then the start-of-turn effects queued.
    pub fn begin_turn(&mut self, player: u8) {
        let cap = self.db().rules.max_mana;
        let extra = self.opts().second_player == SecondPlayer::ExtraMana;
        let mana = {
            let table = &mut self.s().table;
            table.active = player;
            table.turn += 1;
            table.phase = Phase::Main;
            let first = table.first;
            let pl = &mut table.players[player as usize];
            let bonus = u8::from(extra && player != first && pl.max_mana == 0);
            pl.max_mana = pl.max_mana.saturating_add(1 + bonus).min(cap);
            pl.mana = pl.max_mana;
            pl.mana
        };
        let turn = self.table().turn;
        self.record(LogEvent::TurnStarted { player, turn, mana });
        // The units as they stand at the turn's start, in tile order: the draw and the steps
        // below move none (a Death waits in the queue).
        let (occupied, board) = (self.table().occupied(), self.table().board);
        let mine = self
            .table()
            .owned
            .get(player as usize)
            .copied()
            .unwrap_or(0);
        for t in tiles_of(mine) {
            let s = board[t as usize];
            if self.unit(s).is(flag::EXHAUSTED) {
                self.with_unit(s, |u| u.flags &= !flag::EXHAUSTED);
            }
        }
        self.draw(player);
        self.s().table.players[player as usize].ability_used = false;
        for t in tiles_of(occupied) {
            let s = board[t as usize];
            let (_, place, u) = self.refs(s);
            if place.zone != Zone::Battlefield {
                continue;
            }
            let u = *u;
            if u.stun_ends == player {
                self.with_unit(s, |u| u.stun_ends = NOBODY);
                self.record(LogEvent::StunEnded { unit: s });
            }
            if u.banish_ends == player {
                self.s().table.aura_dirty = true;
                self.with_unit(s, |u| u.banish_ends = NOBODY);
                self.sync(s);
                self.record(LogEvent::BanishEnded { unit: s });
            }
            if u.temps.any() {
                self.expire(s, player);
            }
        }
        self.queue_triggers(player, true);
    }

    /// Gives units their new aura numbers (G11), in the order given: current health follows
    /// only a change of an aura's own health (G10.5).
    pub fn apply_auras(&mut self, changes: &[Given]) {
        for g in changes {
            self.with_unit(g.slot, |u| {
                let dh = g.health - u.aura_health;
                u.aura_attack = g.attack;
                u.aura_health = g.health;
                u.aura_protection = g.protection;
                settle(u);
                if dh > 0 {
                    u.health += dh;
                }
                u.health = u.health.min(u.max_health);
            });
            self.record_stats(g.slot);
            self.doom(g.slot);
        }
    }

    /// The game is over (G16).
    pub fn end_game(&mut self, winner: Option<u8>) {
        let table = &mut self.s().table;
        if table.phase == Phase::Over {
            return;
        }
        table.phase = Phase::Over;
        table.result = Some(match winner {
            Some(p) => GameResult::Winner(p),
            None => GameResult::Draw,
        });
        self.s().queue.clear();
        self.record(LogEvent::GameOver { winner });
    }
}
