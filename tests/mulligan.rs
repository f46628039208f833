//! The mulligan's probabilities, as the specification gives them for a hard mulligan (replace every
//! card that is not a copy of the wanted card): with two copies in 30 cards, about 41.4% of openings
//! on the play and 51.0% on the coin hold a copy after the first draw. 20,000 seeded games each; the
//! tolerance is about four standard errors, so the test is exact for these seeds and would catch a
//! mulligan that can redraw rejected cards or forgets to shuffle them back.

use emberdeck::engine::Rules;
use emberdeck::rulesets::hearth::Reads;
use emberdeck::rulesets::hearth::decks::{find_deck, shipped_decks};
use emberdeck::rulesets::hearth::{Action, CardDb, Game, StartOptions};

const GAMES: u64 = 20_000;

fn holds_copy(game: &Game, seat: u8, wanted: &str) -> bool {
    game.player(seat)
        .hand
        .iter()
        .any(|c| game.card_id(*c) == wanted)
}

fn hard_mulligan(game: &mut Game, wanted: &str) {
    let seat = game.to_act();
    let mut mask = 0u8;
    for (i, card) in game.player(seat).hand.iter().enumerate() {
        if game.card_id(*card) != wanted {
            mask |= 1 << i;
        }
    }
    game.apply(&Action::Mulligan {
        player: seat,
        replace: mask,
    })
    .unwrap();
}

#[test]
fn hard_mulligan_odds_match_the_specification() {
    let db = CardDb::embedded();
    let decks = shipped_decks(&db);
    let mage = find_deck(&decks, "mage").unwrap();
    let wanted = "CS2_029"; // two Fireballs in the Basic Mage deck
    assert_eq!(
        mage.loadout
            .deck
            .iter()
            .filter(|d| db.id_of(**d) == wanted)
            .count(),
        2
    );
    let (mut on_play, mut on_coin) = (0u32, 0u32);
    for seed in 0..GAMES {
        let options = StartOptions {
            seed,
            first: Some(0),
            shuffle: true,
        };
        let mut game = Game::new(
            db.clone(),
            [mage.loadout.clone(), mage.loadout.clone()],
            options,
        );
        hard_mulligan(&mut game, wanted);
        hard_mulligan(&mut game, wanted);
        on_play += u32::from(holds_copy(&game, 0, wanted));
        game.apply(&Action::EndTurn).unwrap();
        on_coin += u32::from(holds_copy(&game, 1, wanted));
    }
    let play = on_play as f64 / GAMES as f64;
    let coin = on_coin as f64 / GAMES as f64;
    eprintln!("hard mulligan, {GAMES} games: {play:.4} on the play, {coin:.4} on the coin");
    assert!((play - 0.414).abs() < 0.015, "on the play: {play:.4}");
    assert!((coin - 0.510).abs() < 0.015, "on the coin: {coin:.4}");
}
