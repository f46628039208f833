//! Setting up a game from two decks: entities in protocol order (game, players, deck cards, heroes,
//! hero powers), shuffled decks, the opening deal of 3 and 4 cards, and the mulligan step.

use std::sync::Arc;

use super::components::{Step, Tags};
use super::events::LogEvent;
use super::game::Game;
use super::reads::Reads;
use super::writes::Writes;
use crate::engine::Zone;
use crate::rulesets::hearth::content::db::CardDb;
use crate::rulesets::hearth::resolution::resolver::Resolver;

/// What one seat brings to a game: a hero and a deck (card indices, top first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loadout {
    /// The hero card.
    pub hero: u16,
    /// The hero power, when not the hero's own.
    pub hero_power: Option<u16>,
    /// The deck, top first.
    pub deck: Vec<u16>,
}

/// How a game begins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StartOptions {
    /// The seed of the game's RNG.
    pub seed: u64,
    /// Who goes first; None flips the coin with the game's RNG.
    pub first: Option<u8>,
    /// Shuffle the decks (scenarios may keep them in written order).
    pub shuffle: bool,
}

impl Game {
    /// A new game at the mulligan: decks shuffled, 3 cards dealt to the first player and 4 to the
    /// second.
    pub fn new(db: Arc<CardDb>, loadouts: [Loadout; 2], options: StartOptions) -> Game {
        let mut game = Game::empty(db, options.seed);
        let mut rules = game.resolver();
        let first = options.first.unwrap_or_else(|| rules.rng().below(2) as u8);
        for (seat, loadout) in loadouts.iter().enumerate() {
            let seat = seat as u8;
            let mut deck: Vec<_> = loadout
                .deck
                .iter()
                .map(|def| rules.create_card(*def, seat, Zone::Deck))
                .collect();
            if options.shuffle {
                rules.rng().shuffle(&mut deck);
            }
            rules.player_mut(seat).deck = deck;
        }
        for (seat, loadout) in loadouts.iter().enumerate() {
            rules.place_hero(seat as u8, loadout.hero, loadout.hero_power);
        }
        {
            let state = rules.state_mut();
            state.first = first;
            state.active = first;
            state.step = Step::Mulligan;
        }
        rules.emit(LogEvent::GameStarted { first });
        for (seat, count) in [(first, 3), (1 - first, 4)] {
            rules.player_mut(seat).mulligan_pending = true;
            for _ in 0..count {
                rules.draw(seat);
            }
        }
        game
    }
}

impl Resolver<'_> {
    /// Puts `seat`'s hero and hero power into play.
    pub(in crate::rulesets::hearth) fn place_hero(
        &mut self,
        seat: u8,
        hero: u16,
        hero_power: Option<u16>,
    ) {
        let hero_id = self.create_card(hero, seat, Zone::Play);
        let power_def = hero_power.unwrap_or_else(|| {
            self.db()
                .get(hero)
                .def
                .hero_power
                .as_ref()
                .map(|r| r.index)
                .expect("validated: heroes have a hero power")
        });
        let power_id = self.create_card(power_def, seat, Zone::Play);
        self.stamp_play_order(hero_id);
        self.stamp_play_order(power_id);
        self.tags_mut(hero_id).remove(Tags::EXHAUSTED);
        let player = self.player_mut(seat);
        player.hero = hero_id;
        player.hero_power = power_id;
    }
}
