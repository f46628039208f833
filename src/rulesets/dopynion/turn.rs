//! The turn's flow: start (durations act), the action and buy phases, clean-up, the end checks and
//! the next player; plus the arbiter's elimination, after which the game goes on without the player.

use super::components::{Decision, Phase, Work};
use super::events::LogEvent;
use super::game::Game;
use super::reads::Reads;
use super::resolver::Resolver;
use super::schema::CardType;
use super::writes::Writes;

impl Resolver<'_> {
    /// Runs the resolution stack until a decision is owed or nothing is left, then moves the turn on
    /// by itself where no choice remains: to the buy phase when no action can be played, to the
    /// next turn when no buy is left.
    pub(super) fn settle(&mut self) {
        loop {
            let table = self.table();
            if table.over {
                return;
            }
            match table.stack.last().copied() {
                Some(Work::Effect { player, at }) => {
                    self.table_mut().stack.pop();
                    self.resolve_effect(player, at);
                }
                Some(Work::Decide { player, decision }) => {
                    if self.in_game(player) && self.has_options(player, decision) {
                        return;
                    }
                    self.table_mut().stack.pop();
                    if let Decision::Topdeck(_) = decision {
                        self.reveal_hand(player);
                    }
                }
                None => {
                    if table.phase == Phase::Action
                        && (table.actions == 0 || !self.hand_has(table.active, CardType::Action))
                    {
                        self.enter_buy_phase();
                    } else if table.phase == Phase::Buy && table.buys == 0 {
                        self.end_turn();
                    } else {
                        return;
                    }
                }
            }
        }
    }

    fn reveal_hand(&mut self, player: u8) {
        for i in 0..self.piles(player).hand.len() {
            let card = self.piles(player).hand[i];
            self.emit(LogEvent::Revealed { player, card });
        }
    }

    /// Moves the active player to the buy phase (no more actions may be played).
    pub(super) fn enter_buy_phase(&mut self) {
        let table = self.table_mut();
        if table.phase == Phase::Buy {
            return;
        }
        table.phase = Phase::Buy;
        let player = table.active;
        self.emit(LogEvent::PhaseChanged {
            player,
            phase: Phase::Buy,
        });
    }

    /// Clean-up, the end checks, then the next player's turn.
    pub(super) fn end_turn(&mut self) {
        let player = self.table().active;
        self.table_mut().stack.clear();
        self.clean_up(player);
        if self.game_should_end(player) {
            self.finish();
            return;
        }
        match self.next_player(player) {
            Some(next) => self.start_turn(next),
            None => self.finish(),
        }
    }

    fn game_should_end(&self, player: u8) -> bool {
        let rules = self.db().rules();
        let table = self.table();
        table.pile(rules.ending_pile).is_some_and(|p| p.count == 0)
            || table.empty_piles() >= rules.empty_piles_to_end as usize
            || self.seat(player).turns >= rules.turn_limit
    }

    /// The next player still in the game after `player`, clockwise (possibly `player` itself).
    fn next_player(&self, player: u8) -> Option<u8> {
        let count = self.player_count();
        (1..=count)
            .map(|step| (player + step) % count)
            .find(|p| self.in_game(*p))
    }

    fn finish(&mut self) {
        let table = self.table_mut();
        table.over = true;
        table.stack.clear();
        self.emit(LogEvent::GameOver);
    }

    /// The arbiter removes `player` from the game for `reason`; the game goes on without them.
    pub(super) fn eliminate(&mut self, player: u8, reason: String) {
        if !self.in_game(player) || self.table().over {
            return;
        }
        self.seat_mut(player).eliminated = Some(reason);
        self.emit(LogEvent::Eliminated { player });
        self.table_mut().stack.retain(|work| match work {
            Work::Effect { player: p, .. } | Work::Decide { player: p, .. } => *p != player,
        });
        if (0..self.player_count()).all(|p| !self.in_game(p)) {
            self.finish();
        } else if self.table().active == player {
            self.end_turn();
        }
        self.settle();
    }
}

impl Game {
    /// The arbiter removes `player` from the game for `reason`; the game goes on without them.
    pub fn eliminate(&mut self, player: u8, reason: impl Into<String>) {
        self.resolver().eliminate(player, reason.into());
    }
}
