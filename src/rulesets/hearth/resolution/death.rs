//! Death processing: mortally wounded entities leave the table together at the end of the outermost
//! phase, then their deathrattles resolve in play order (first in, first out), then the check repeats.

use super::resolver::Resolver;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::CardType;
use crate::rulesets::hearth::content::schema::GrantRef;
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Happened;
use crate::rulesets::hearth::state::writes::Writes;

/// What follows a death, in this order for each minion: its own deathrattle, the ones it was
/// granted, then Reborn.
#[derive(Debug, Clone, Copy)]
enum AfterDeath {
    Own,
    Granted(GrantRef),
    Reborn,
}

impl Resolver<'_> {
    /// Removes everything mortally wounded, resolves deathrattles in play order, repeats until the
    /// table is clean, then decides the game if a hero died.
    pub(in crate::rulesets::hearth) fn death_check(&mut self) {
        self.resolution().in_death_check = true;
        loop {
            self.resolution().deaths_possible = false;
            let mut dead: Vec<(u32, EntityId)> = Vec::new();
            for seat in 0..2 {
                let player = self.player(seat);
                let candidates = player
                    .board
                    .iter()
                    .chain(player.weapon.iter())
                    .chain(std::iter::once(&player.hero));
                for id in candidates {
                    let is_weapon = self.card(*id).kind == CardType::Weapon;
                    let dead_now = if is_weapon {
                        self.stats(*id).health() <= 0
                            || self.tags(*id).contains(Tags::TO_BE_DESTROYED)
                    } else {
                        self.is_mortally_wounded(*id)
                    };
                    if dead_now {
                        dead.push((self.card(*id).play_order, *id));
                    }
                }
            }
            if dead.is_empty() {
                break;
            }
            dead.sort_unstable();
            let mut deathrattles = Vec::new();
            for (_, id) in &dead {
                let card = *self.card(*id);
                if card.kind == CardType::Hero {
                    self.player_mut(card.controller).lost = true;
                    continue;
                }
                let slot = self
                    .player(card.controller)
                    .board
                    .iter()
                    .position(|c| c == id);
                let tags = self.tags(*id);
                // Granted deathrattles, read before the minion leaves (in the order given).
                let granted: Vec<GrantRef> = if tags.contains(Tags::GRANTED) {
                    self.enchantments_on(*id)
                        .into_iter()
                        .filter_map(|e| self.enchantment(e).and_then(|e| e.grant))
                        .filter(|g| {
                            !self.db().get(g.def).grants[g.index as usize]
                                .deathrattle
                                .is_empty()
                        })
                        .collect()
                } else {
                    Vec::new()
                };
                self.move_out_of_play(*id, Zone::Graveyard);
                self.emit(LogEvent::Died { card: *id });
                if card.kind == CardType::Minion {
                    {
                        let player = self.player_mut(card.controller);
                        player.died_this_turn.push(card.def);
                        player.died_since_turn.push(*id);
                    }
                    if !tags.contains(Tags::NO_CORPSE) {
                        let gained = self.corpse_gain(card.controller, 1) as u16;
                        let count = {
                            let player = self.player_mut(card.controller);
                            player.corpses += gained;
                            player.corpses
                        };
                        self.emit(LogEvent::Corpses {
                            player: card.controller,
                            count,
                        });
                    }
                }
                if tags.contains(Tags::HAS_DEATHRATTLE) && !tags.contains(Tags::SILENCED) {
                    deathrattles.push((*id, card.controller, slot, AfterDeath::Own));
                }
                for grant in granted {
                    deathrattles.push((*id, card.controller, slot, AfterDeath::Granted(grant)));
                }
                if tags.contains(Tags::REBORN) && card.kind == CardType::Minion {
                    deathrattles.push((*id, card.controller, slot, AfterDeath::Reborn));
                }
            }
            // Every death of the check left the table before any is announced, in play order: a
            // minion that reacts to deaths hears none that it dies with (Cult Master dying with
            // the board draws for none of it, whatever the order of play).
            for (_, id) in &dead {
                let card = *self.card(*id);
                if card.kind == CardType::Minion {
                    self.fire(Happened::MinionDied, card.controller, Some(*id));
                }
            }
            if self.player(0).lost || self.player(1).lost {
                break;
            }
            self.drain_triggers();
            for (id, controller, slot, what) in deathrattles {
                match (what, slot) {
                    (AfterDeath::Reborn, Some(slot)) => self.reborn(id, controller, slot),
                    (AfterDeath::Reborn, None) => {}
                    (AfterDeath::Own, _) => self.run_deathrattle(id, controller, slot, None),
                    (AfterDeath::Granted(grant), _) => {
                        self.run_deathrattle(id, controller, slot, Some(grant))
                    }
                }
            }
        }
        self.resolution().in_death_check = false;
        self.resolution().deaths_possible = false;
        self.refresh_auras();
        self.decide_if_over();
    }

    /// Runs the card's own deathrattle, or a granted one.
    fn run_deathrattle(
        &mut self,
        id: EntityId,
        controller: u8,
        slot: Option<usize>,
        grant: Option<GrantRef>,
    ) {
        let db = self.db().clone();
        let effects = match grant {
            Some(g) => &db.get(g.def).grants[g.index as usize].deathrattle,
            None => &db.get(self.card(id).def).def.deathrattle,
        };
        let ctx = crate::rulesets::hearth::state::amounts::Ctx {
            death_slot: slot.map(|s| s as u8),
            ..crate::rulesets::hearth::state::amounts::Ctx::of(id, controller)
        };
        self.phase(|game| game.run_effects(effects, &ctx));
    }

    /// Reborn: a new instance of the card returns with 1 health and without Reborn; with
    /// FullReborn it keeps the dead minion's enchantments and has full Health (Persisting
    /// Horror), still without Reborn.
    fn reborn(&mut self, id: EntityId, controller: u8, slot: usize) {
        let def = self.card(id).def;
        let whole = self.tags(id).contains(Tags::FULL_REBORN);
        self.phase(|game| {
            if let Some(new) = game.summon_new(controller, def, slot) {
                if whole {
                    game.copy_enchantments(id, new);
                    game.stats_mut(new).damage = 0;
                    game.tags_mut(new).remove(Tags::REBORN | Tags::FULL_REBORN);
                } else {
                    game.tags_mut(new).remove(Tags::REBORN);
                    let stats = game.stats_mut(new);
                    stats.damage = stats.max_health - 1;
                }
            }
        });
    }

    /// Ends the game when a hero died: both dead is a draw.
    pub(in crate::rulesets::hearth) fn decide_if_over(&mut self) {
        let lost = [self.player(0).lost, self.player(1).lost];
        let winner = match lost {
            [false, false] => return,
            [true, true] => None,
            [true, false] => Some(1),
            [false, true] => Some(0),
        };
        self.finish(winner);
    }

    /// Ends the game with `winner` (None: a draw).
    pub(in crate::rulesets::hearth) fn finish(&mut self, winner: Option<u8>) {
        if self.is_over() {
            return;
        }
        {
            let state = self.state_mut();
            state.step = crate::rulesets::hearth::state::components::Step::Over;
            state.winner = winner;
        }
        self.emit(LogEvent::GameOver { winner });
    }
}
