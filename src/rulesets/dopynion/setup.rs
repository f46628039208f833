//! Setting a game up as the rules file says: the supply (base piles sized by the player count, the
//! kingdom fixed by the caller and completed at random by the arbiter, each kingdom pile sized by
//! its card's type), starting decks shuffled, five cards drawn, the first turn started.

use std::sync::Arc;

use super::components::Pile;
use super::db::CardDb;
use super::game::Game;
use super::reads::Reads;
use super::resolver::Resolver;
use super::schema::{Card, PileSize};
use super::writes::Writes;

/// What a new game needs.
#[derive(Debug, Clone, Default)]
pub struct Setup {
    /// Seats (1 to 4).
    pub players: u8,
    /// Seeds the kingdom draw, the shuffles and every random choice.
    pub seed: u64,
    /// Kingdom cards fixed in advance; the arbiter draws the rest at random.
    pub kingdom: Vec<Card>,
}

/// The size of a base pile for this many players.
pub fn pile_size(size: PileSize, players: u8) -> u8 {
    match size {
        PileSize::Fixed(n) => n,
        PileSize::ByPlayers { two, more } => {
            if players <= 2 {
                two
            } else {
                more
            }
        }
        PileSize::PerOpponent(n) => n.saturating_mul(players.saturating_sub(1)),
    }
}

/// The size of `card`'s kingdom pile for this many players: the size of the first type of the
/// rules' `kingdom_pile_size_by_type` that the card has (a Victory card: 8 or 12, like the base
/// Victory piles), else the rules' `kingdom_pile_size`. Read from the card data, so a modded
/// Victory card is sized as Gardens is.
pub fn kingdom_pile_size(db: &CardDb, card: Card, players: u8) -> u8 {
    let rules = db.rules();
    let info = db.get(card);
    rules
        .kingdom_pile_size_by_type
        .iter()
        .find(|(kind, _)| info.is(*kind))
        .map_or(rules.kingdom_pile_size, |(_, size)| {
            pile_size(*size, players)
        })
}

impl Game {
    /// A new game, or why the set-up is impossible.
    pub fn new(db: Arc<CardDb>, setup: &Setup) -> Result<Game, String> {
        let kingdom = check_setup(&db, setup)?;
        let mut game = Game::empty(db, setup.players, setup.seed);
        game.resolver().set_up(setup, kingdom);
        game.initial = super::invariants::census(&game);
        Ok(game)
    }

    /// Sets up a new game in this game's world, reusing its allocations (simulations play
    /// thousands of games; a fresh Bevy world per game would cost more than the game). The result
    /// is exactly `Game::new`'s.
    pub fn restart(&mut self, setup: &Setup) -> Result<(), String> {
        let kingdom = check_setup(&self.db, setup)?;
        self.reset(setup.players, setup.seed);
        self.resolver().set_up(setup, kingdom);
        self.initial = super::invariants::census(self);
        Ok(())
    }
}

impl Resolver<'_> {
    fn set_up(&mut self, setup: &Setup, kingdom: Vec<Card>) {
        let db = self.db().clone();
        let rules = db.rules();
        let game = self;
        let kingdom = game.complete_kingdom(kingdom);
        {
            let table = game.table_mut();
            for (card, size) in &rules.base_supply {
                let count = pile_size(*size, setup.players);
                table.supply.push(Pile { card: *card, count });
            }
            for card in kingdom {
                let count = kingdom_pile_size(&db, card, setup.players);
                table.supply.push(Pile { card, count });
            }
        }
        for player in 0..setup.players {
            let mut deck = Vec::new();
            for (card, count) in &rules.starting_deck {
                deck.extend(std::iter::repeat_n(*card, *count as usize));
            }
            game.rng().shuffle(&mut deck);
            game.piles_mut(player).deck = deck;
            game.draw(player, rules.hand_size as usize);
        }
        game.start_turn(0);
        game.settle();
    }

    /// The fixed kingdom plus random candidates up to the rules' pile count.
    fn complete_kingdom(&mut self, mut kingdom: Vec<Card>) -> Vec<Card> {
        let db = self.db().clone();
        let rules = db.rules();
        let mut candidates: Vec<Card> = rules
            .kingdom_candidates
            .iter()
            .copied()
            .filter(|c| !kingdom.contains(c))
            .collect();
        while kingdom.len() < rules.kingdom_piles as usize && !candidates.is_empty() {
            let at = self.rng().below(candidates.len());
            kingdom.push(candidates.swap_remove(at));
        }
        kingdom.sort();
        kingdom
    }
}

/// Checks the player count and the fixed kingdom; returns the kingdom's fixed cards.
fn check_setup(db: &CardDb, setup: &Setup) -> Result<Vec<Card>, String> {
    let rules = db.rules();
    let (fewest, most) = rules.players;
    if !(fewest..=most).contains(&setup.players) {
        return Err(format!(
            "{} players: dopynion takes {fewest} to {most}",
            setup.players
        ));
    }
    let mut kingdom = Vec::new();
    for card in &setup.kingdom {
        if !rules.kingdom_candidates.contains(card) {
            return Err(format!("{} cannot be a kingdom pile", db.name(*card)));
        }
        if !kingdom.contains(card) {
            kingdom.push(*card);
        }
    }
    if kingdom.len() > rules.kingdom_piles as usize {
        return Err(format!(
            "{} kingdom cards named; a game has {}",
            kingdom.len(),
            rules.kingdom_piles
        ));
    }
    Ok(kingdom)
}
