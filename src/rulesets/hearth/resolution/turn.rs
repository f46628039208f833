//! The turn cycle: start of turn (mana, overload, waking, triggers, draw), end of turn (triggers,
//! one-turn enchantments, thawing), the turn-90 draw, and the mulligan.

use super::actions::Action;
use super::resolver::Resolver;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::Keyword;
use crate::rulesets::hearth::state::components::{Step, Tags};
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::game::Game;
use crate::rulesets::hearth::state::limits::{MANA_LIMIT, ROPE_MS, TURN_LIMIT, TURN_TIME_MS};
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Happened;
use crate::rulesets::hearth::state::writes::Writes;

impl Game {
    /// Advances the turn's logical clock; when the turn time runs out the turn ends as if the
    /// player had ended it. Returns true when it did. The rules never read wall-clock time: the
    /// app calls this with frame time, tests and simulations never do.
    pub fn advance_clock(&mut self, milliseconds: u32) -> bool {
        if self.state().step != Step::Main || self.is_over() {
            return false;
        }
        let limit = self.turn_time_ms();
        let mut rules = self.resolver();
        let used = {
            let state = rules.state_mut();
            state.turn_clock_ms = state.turn_clock_ms.saturating_add(milliseconds);
            state.turn_clock_ms
        };
        if used < limit {
            return false;
        }
        let player = rules.active();
        rules.emit(LogEvent::TimedOut { player });
        rules.run_action(Action::EndTurn);
        true
    }

    /// Logical milliseconds left in this turn.
    pub fn turn_time_left_ms(&self) -> u32 {
        self.turn_time_ms()
            .saturating_sub(self.state().turn_clock_ms)
    }

    /// How long this turn may last: what it started with, unless a `TurnTimer` card in play now
    /// allows longer (one played this turn shortens the next turns, not this one; one gone
    /// ends its effect at once).
    pub fn turn_time_ms(&self) -> u32 {
        self.state().turn_limit_ms.max(turn_time_now(self))
    }

    /// True while the rope burns (the last `ROPE_MS` of the turn).
    pub fn rope_burning(&self) -> bool {
        self.state().step == Step::Main && self.turn_time_left_ms() <= ROPE_MS
    }
}

/// The time a turn starting now would have: the shortest `TurnTimer` of the cards in play, or
/// the usual turn time.
fn turn_time_now(game: &impl Reads) -> u32 {
    let mut limit = TURN_TIME_MS;
    // A game that never held such a card does not look.
    if !game.state().seen.contains(Tags::TURN_TIMER) {
        return limit;
    }
    for seat in 0..2 {
        for &minion in &game.player(seat).board {
            if !game.tags(minion).contains(Tags::TURN_TIMER) {
                continue;
            }
            for keyword in &game.info(minion).def.keywords {
                if let Keyword::TurnTimer(seconds) = keyword {
                    limit = limit.min(*seconds as u32 * 1000);
                }
            }
        }
    }
    limit
}

impl Resolver<'_> {
    /// The hero and board entities of `seat`, hero first.
    fn hero_and_board(&self, seat: u8) -> Vec<EntityId> {
        let player = self.player(seat);
        std::iter::once(player.hero)
            .chain(player.board.iter().copied())
            .collect()
    }

    /// Starts `seat`'s turn.
    pub(in crate::rulesets::hearth) fn start_turn(&mut self, seat: u8) {
        let turn = {
            let state = self.state_mut();
            state.turn += 1;
            state.turn_clock_ms = 0;
            state.active = seat;
            state.step = Step::Main;
            state.turn
        };
        if turn >= TURN_LIMIT {
            self.finish(None);
            return;
        }
        let limit = turn_time_now(self);
        self.state_mut().turn_limit_ms = limit;
        self.emit(LogEvent::TurnStarted { player: seat, turn });
        let (mana, max, locked) = {
            let player = self.player_mut(seat);
            player.max_mana = (player.max_mana + 1).min(MANA_LIMIT);
            player.overload_locked = player.overload_owed;
            player.overload_owed = 0;
            let burned = std::mem::take(&mut player.locked_next);
            player.mana = player
                .max_mana
                .saturating_sub(player.overload_locked)
                .saturating_sub(burned);
            player.cards_played = 0;
            player.minions_played = 0;
            // Kindred looks at the tribes played during this player's previous turn.
            player.races_played_before = std::mem::take(&mut player.races_played);
            player.hero_power_uses = 0;
            (player.mana, player.max_mana, player.overload_locked)
        };
        for player in 0..2 {
            self.player_mut(player).died_this_turn.clear();
            self.player_mut(player).hero_healed = 0;
        }
        self.emit(LogEvent::ManaRefilled {
            player: seat,
            mana,
            max,
            locked,
        });
        // The attacks a character made count for the turn, not for its history: one that
        // attacked for its owner and is stolen on the next turn (Shadow Madness) may attack
        // again for its new controller. So both sides' counts start again.
        for player in 0..2 {
            let hero = self.player(player).hero;
            self.wake(hero, player == seat);
            for i in 0..self.player(player).board.len() {
                let id = self.player(player).board[i];
                self.wake(id, player == seat);
            }
        }
        // "Until your next turn" ends now.
        if !self.state().until_turn_of.is_empty() {
            let mut ending = Vec::new();
            self.state_mut().until_turn_of.retain(|(e, owner)| {
                let ends = *owner == seat;
                if ends {
                    ending.push(*e);
                }
                !ends
            });
            for enchantment in ending {
                self.remove_enchantment(enchantment);
            }
        }
        self.refresh_locations(seat);
        self.phase(|game| game.fire(Happened::TurnStart, seat, None));
        if self.is_over() {
            return;
        }
        // An endless portal's cards grow before the turn's draw.
        if let Some(portal) = &mut self.player_mut(seat).portal {
            portal.bonus = portal.bonus.saturating_add(portal.growth);
        }
        self.phase(|game| {
            game.draw(seat);
        });
    }

    /// A new turn for a character: its attack count starts again, and on its controller's turn
    /// (`own`) it is no longer exhausted. Only what changes is written (a read is cheaper than a
    /// write that marks the component changed).
    fn wake(&mut self, id: EntityId, own: bool) {
        if self.stats(id).attacks != 0 {
            self.stats_mut(id).attacks = 0;
        }
        if own && self.tags(id).contains(Tags::EXHAUSTED) {
            self.tags_mut(id).remove(Tags::EXHAUSTED);
        }
    }

    /// Ends the active player's turn and starts the other's.
    pub(in crate::rulesets::hearth) fn end_turn(&mut self) {
        let seat = self.active();
        self.phase(|game| game.fire(Happened::TurnEnd, seat, None));
        if self.is_over() {
            return;
        }
        // Temporary cards leave the hand at the end of their owner's turn.
        let hand = self.player(seat).hand.clone();
        for card in hand {
            if self.tags(card).contains(Tags::TEMPORARY) {
                self.discard(seat, card);
            }
        }
        let turn = self.turn();
        for player in 0..2 {
            let rules = &mut self.player_mut(player).cost_rules;
            if !rules.is_empty() {
                rules.retain(|r| r.expires > turn);
            }
        }
        self.state_mut().replaced.clear();
        let temporary = std::mem::take(&mut self.state_mut().temporary_enchantments);
        for enchantment in temporary {
            self.remove_enchantment(enchantment);
        }
        // Text that lasts some turns counts this one down ("Lasts 3 turns").
        if !self.state().lasting.is_empty() {
            let mut ending = Vec::new();
            self.state_mut().lasting.retain_mut(|(e, owner, left)| {
                if *owner != seat {
                    return true;
                }
                *left = left.saturating_sub(1);
                if *left == 0 {
                    ending.push(*e);
                }
                *left > 0
            });
            for enchantment in ending {
                self.remove_enchantment(enchantment);
            }
        }
        // "After your last turn" begins again now.
        self.player_mut(seat).died_since_turn.clear();
        for id in self.hero_and_board(seat) {
            // A frozen character thaws at the end of its controller's turn if it could have
            // attacked and did not: one that arrived this turn (summoning sickness) stays frozen.
            let tags = self.tags(id);
            let sick =
                tags.contains(Tags::EXHAUSTED) && !tags.intersects(Tags::CHARGE | Tags::RUSH);
            if tags.contains(Tags::FROZEN) && !sick && self.stats(id).attacks == 0 {
                self.tags_mut(id).remove(Tags::FROZEN);
                self.emit(LogEvent::Thawed { target: id });
            }
        }
        self.emit(LogEvent::TurnEnded { player: seat });
        self.start_turn(1 - seat);
    }

    /// "Start of Game" effects of the cards in both players' decks and hands, the first player's
    /// first, each in its own phase.
    fn start_of_game(&mut self, first: u8) {
        let db = self.db().clone();
        for seat in [first, 1 - first] {
            let player = self.player(seat);
            let cards: Vec<EntityId> = player.deck.iter().chain(&player.hand).copied().collect();
            for card in cards {
                let effects = &db.get(self.card(card).def).def.start_of_game;
                if effects.is_empty() {
                    continue;
                }
                let ctx = crate::rulesets::hearth::state::amounts::Ctx::of(card, seat);
                self.phase(|game| game.run_effects(effects, &ctx));
            }
        }
    }

    /// Replaces the marked opening cards of the player to act. A rejected card cannot come back as
    /// the same instance: replacements are drawn before the rejects return to the deck, which is then
    /// shuffled.
    pub(in crate::rulesets::hearth) fn mulligan(&mut self, seat: u8, replace: u8) {
        let mut rejected = Vec::new();
        let hand_len = self.player(seat).hand.len();
        for i in 0..hand_len {
            if replace & (1 << i) == 0 {
                continue;
            }
            let Some(new) = ({
                let player = self.player_mut(seat);
                (!player.deck.is_empty()).then(|| player.deck.remove(0))
            }) else {
                break;
            };
            let old = self.player(seat).hand[i];
            self.card_mut(old).zone = Zone::SetAside;
            self.card_mut(new).zone = Zone::Hand;
            self.player_mut(seat).hand[i] = new;
            rejected.push(old);
            self.emit(LogEvent::Drew {
                player: seat,
                card: new,
            });
        }
        for old in &rejected {
            self.card_mut(*old).zone = Zone::Deck;
        }
        let mut deck = std::mem::take(&mut self.player_mut(seat).deck);
        if !rejected.is_empty() {
            deck.extend(rejected);
            self.rng().shuffle(&mut deck);
        }
        {
            let player = self.player_mut(seat);
            player.deck = deck;
            player.mulligan_pending = false;
        }
        self.emit(LogEvent::Mulligan {
            player: seat,
            replaced: replace,
        });
        if !self.player(0).mulligan_pending && !self.player(1).mulligan_pending {
            let first = self.state().first;
            let coin = self.db().rules().coin;
            self.give_card(1 - first, coin);
            self.start_of_game(first);
            self.start_turn(first);
        }
    }
}
