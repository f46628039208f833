//! Every ruleset's fixed-size tensors (`engine::Tensors`, docs/PYTHON.md) over whole random games:
//! observations are the promised length, finite, deterministic and change as the game goes;
//! every legal action has its own slot below the slot count; determinization (which re-deals
//! exactly what the seat to act cannot see) leaves that seat's observation and mask unchanged,
//! while it does change what the other seat sees of its own hand; an observer that reads the
//! opponent's hand is caught by that check; slot names are words, one per slot; and the limits
//! the layouts are sized by hold for the shipped content.

use std::collections::HashSet;

use emberdeck::engine::{GameRng, Rules, Ruleset, RunRequest, Tensors, legal_mask};
use emberdeck::rulesets::dopynion::{Dopynion, Reads as _};
use emberdeck::rulesets::gods::{Gods, View as _};
use emberdeck::rulesets::hearth::{Hearth, Reads as _};
use emberdeck::rulesets::one863::One863;

/// Whole games per ruleset (and per variant).
const GAMES: usize = 30;
/// Determinization seeds per position.
const SEEDS: u64 = 3;
/// Decisions after which a random game must be over.
const MOVE_CAP: usize = 200_000;

/// How an observation is written (the ruleset's own, or a leaky one for the control tests).
type Observer<'a, G> = &'a dyn Fn(&G, u8, &mut [f32]);

/// A run request for `seats` random agents with ruleset options.
fn request(seats: usize, options: &[(&str, &str)]) -> RunRequest {
    RunRequest {
        agents: vec!["random".into(); seats],
        players: Some(seats as u8),
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        ..RunRequest::default()
    }
}

/// `count` new games of `R` for `request`, from `seed`.
fn new_games<R: Ruleset>(request: &RunRequest, count: usize, seed: u64) -> Vec<R::Game> {
    let db = R::content().expect("content");
    let plan = R::plan(&db, request).expect("a plan");
    let seats: Vec<usize> = (0..R::seats(&plan) as usize).collect();
    let mut rng = GameRng::seeded(seed);
    (0..count)
        .map(|i| {
            let setup = R::setup(&db, &plan, &seats, &mut rng).expect("a set-up");
            R::new_game(&db, &setup, seed.wrapping_mul(1000) + i as u64).expect("a game")
        })
        .collect()
}

/// What the whole-game checks saw.
#[derive(Debug, Default)]
struct Seen {
    /// Positions checked.
    positions: usize,
    /// Positions whose determinized copies changed what another seat sees (its own hand).
    hidden_moved: usize,
    /// Positions where the seat to act's observation of a determinized copy differed.
    leaks: usize,
}

/// The observation of `seat`, checked to be `R::OBSERVATION_LEN` finite numbers.
fn observed<R: Tensors>(game: &R::Game, seat: u8, observe: Observer<R::Game>) -> Vec<f32> {
    let mut out = vec![f32::NAN; R::OBSERVATION_LEN];
    observe(game, seat, &mut out);
    assert!(
        out.iter().all(|v| v.is_finite()),
        "{}: every value written and finite (seat {seat}): {:?}",
        R::NAME,
        out.iter().position(|v| !v.is_finite())
    );
    out
}

/// The mask and slot map of `game`'s legal actions, checked: every slot below the slot count,
/// no two legal actions on one slot, and the map leading back to each action.
fn checked_mask<R: Tensors>(game: &R::Game) -> Vec<u8> {
    let legal = game.legal_actions();
    let mut slots = HashSet::new();
    for action in &legal {
        let slot = R::action_slot(game, action);
        assert!(slot < R::ACTION_SLOTS, "{}: {action:?} → {slot}", R::NAME);
        assert!(
            slots.insert(slot),
            "{}: two legal actions share slot {slot} ({})",
            R::NAME,
            R::slot_name(slot)
        );
    }
    let mut mask = vec![0u8; R::ACTION_SLOTS];
    let mut back = vec![0i32; R::ACTION_SLOTS];
    legal_mask::<R>(game, &legal, &mut mask, &mut back);
    assert_eq!(mask.iter().filter(|m| **m == 1).count(), legal.len());
    for (slot, &index) in back.iter().enumerate() {
        if index >= 0 {
            assert_eq!(R::action_slot(game, &legal[index as usize]), slot);
        }
    }
    mask
}

/// Plays `games` to their ends with random legal actions, checking every position: the
/// observations of every seat, the mask of the seat to act, determinism, and invariance under
/// determinization for the seat to act (counted in `Seen::leaks` rather than failed, so that
/// the control tests can count a leaky observer's).
fn play<R: Tensors>(games: Vec<R::Game>, seats: u8, observe: Observer<R::Game>, seed: u64) -> Seen {
    let mut seen = Seen::default();
    let mut rng = GameRng::seeded(seed);
    let mut legal = Vec::new();
    for (index, mut game) in games.into_iter().enumerate() {
        let first = observed::<R>(&game, game.to_act(), observe);
        let mut changed = false;
        let mut moves = 0;
        while !game.is_over() {
            let seat = game.to_act();
            let obs = observed::<R>(&game, seat, observe);
            assert_eq!(obs, observed::<R>(&game, seat, observe), "deterministic");
            changed |= obs != first;
            let mask = checked_mask::<R>(&game);
            let others: Vec<(u8, Vec<f32>)> = (0..seats)
                .filter(|s| *s != seat)
                .map(|s| (s, observed::<R>(&game, s, observe)))
                .collect();
            let mut moved = false;
            for s in 0..SEEDS {
                let copy = R::determinize(&game, seat, seed ^ ((s + 1) * 7919));
                if observed::<R>(&copy, seat, observe) != obs {
                    seen.leaks += 1;
                }
                assert_eq!(
                    checked_mask::<R>(&copy),
                    mask,
                    "{}: the mask reads no hidden information",
                    R::NAME
                );
                moved |= others
                    .iter()
                    .any(|(other, theirs)| observed::<R>(&copy, *other, observe) != *theirs);
            }
            seen.hidden_moved += usize::from(moved);
            seen.positions += 1;
            game.legal_actions_into(&mut legal);
            let pick = legal[rng.below(legal.len())].clone();
            game.apply(&pick).expect("a legal action applies");
            moves += 1;
            assert!(moves < MOVE_CAP, "{} game {index} ends", R::NAME);
        }
        let last = observed::<R>(&game, 0, observe);
        assert!(
            changed && last.iter().any(|v| *v != 0.0),
            "{} game {index}: the observation changes over a game",
            R::NAME
        );
    }
    seen
}

/// The whole-game checks of `R` with its own observer: no leak, and determinization moved some
/// hidden cards (so the invariance is not vacuous).
fn whole_games<R: Tensors>(request: &RunRequest, seed: u64) {
    let seats = request.players.expect("seats");
    let seen = play::<R>(
        new_games::<R>(request, GAMES, seed),
        seats,
        &R::observe,
        seed,
    );
    assert_eq!(
        seen.leaks,
        0,
        "{}: the seat to act sees the same in every determinized copy",
        R::NAME
    );
    assert!(
        seen.hidden_moved * 4 > seen.positions,
        "{}: determinization re-deals hidden cards in many positions ({} of {})",
        R::NAME,
        seen.hidden_moved,
        seen.positions
    );
}

/// Every slot has a name of words, and no two slots the same one.
fn names_are_words<R: Tensors>() {
    let mut names = HashSet::new();
    for slot in 0..R::ACTION_SLOTS {
        let name = R::slot_name(slot);
        assert!(
            name.chars().any(|c| c.is_alphabetic()),
            "{}: slot {slot}",
            R::NAME
        );
        assert!(
            names.insert(name.clone()),
            "{}: two slots named {name}",
            R::NAME
        );
    }
}

#[test]
fn tensors_hearth_whole_games() {
    whole_games::<Hearth>(&request(2, &[]), 1);
    whole_games::<Hearth>(&request(2, &[("pool", "random")]), 2);
}

#[test]
fn tensors_dopynion_whole_games() {
    whole_games::<Dopynion>(&request(2, &[]), 3);
    whole_games::<Dopynion>(&request(4, &[]), 4);
}

#[test]
fn tensors_one863_whole_games() {
    whole_games::<One863>(&request(2, &[]), 5);
}

#[test]
fn tensors_gods_whole_games() {
    whole_games::<Gods>(&request(2, &[]), 6);
    let variant = [
        ("board", "nine_by_five"),
        ("stone_tiles", "inner"),
        ("moves_per_turn", "split"),
        ("second_player", "extra_mana"),
    ];
    whole_games::<Gods>(&request(2, &variant), 7);
}

/// dopynion's seat blocks start here (docs/PYTHON.md), 11 numbers each, the score at +3 ÷ 30.
const DOPYNION_SEATS: usize = 27;

#[test]
fn tensors_dopynion_scores_are_the_games() {
    for seats in [2u8, 4] {
        for mut game in new_games::<Dopynion>(&request(seats as usize, &[]), 5, 8) {
            let mut rng = GameRng::seeded(9);
            while !game.is_over() {
                let seat = game.to_act();
                let obs = observed::<Dopynion>(&game, seat, &Dopynion::observe);
                for n in 0..seats {
                    let at = DOPYNION_SEATS + 11 * n as usize + 3;
                    let score = game.score((seat + n) % seats) as f32;
                    assert!(
                        (obs[at] * 30.0 - score).abs() < 1e-3,
                        "{} vs {score}",
                        obs[at]
                    );
                }
                let legal = game.legal_actions();
                game.apply(&legal[rng.below(legal.len())]).unwrap();
            }
        }
    }
}

/// An observer that also writes the opponent's hand is caught: determinization changes what it
/// writes for the seat to act.
fn leaky_is_caught<R: Tensors>(
    request: &RunRequest,
    leak: impl Fn(&R::Game, u8) -> f32,
    seed: u64,
) {
    let observe = |game: &R::Game, seat: u8, out: &mut [f32]| {
        R::observe(game, seat, out);
        out[0] += leak(game, seat);
    };
    let seats = request.players.expect("seats");
    let seen = play::<R>(new_games::<R>(request, 3, seed), seats, &observe, seed);
    assert!(
        seen.leaks > 0,
        "{}: an observer reading the opponent's hand is caught",
        R::NAME
    );
}

/// A number that depends on the order of the cards of a hand: what no observation may read of
/// an opponent's.
fn fingerprint(cards: impl Iterator<Item = u32>) -> f32 {
    cards
        .enumerate()
        .map(|(i, c)| ((i as u32 + 1) * 31 + c) % 97)
        .sum::<u32>() as f32
}

#[test]
fn tensors_catch_an_observer_that_reads_the_opponents_hand() {
    leaky_is_caught::<Hearth>(
        &request(2, &[]),
        |game, seat| {
            let hand = &game.player(1 - seat).hand;
            fingerprint(hand.iter().map(|c| game.card(*c).def as u32))
        },
        11,
    );
    leaky_is_caught::<Dopynion>(
        &request(2, &[]),
        |game, seat| fingerprint(game.piles(1 - seat).hand.iter().map(|c| c.0 as u32)),
        12,
    );
    leaky_is_caught::<One863>(
        &request(2, &[]),
        |game, seat| fingerprint(game.side(1 - seat).hand.iter().map(|c| *c as u32)),
        13,
    );
    leaky_is_caught::<Gods>(
        &request(2, &[]),
        |game, seat| {
            let hand = &game.table().players[1 - seat as usize].hand;
            fingerprint(hand.iter().map(|c| game.card(*c).def as u32))
        },
        14,
    );
}

#[test]
fn tensors_name_every_slot_once() {
    names_are_words::<Hearth>();
    names_are_words::<Dopynion>();
    names_are_words::<One863>();
    names_are_words::<Gods>();
}

#[test]
fn tensors_sizes_are_the_documented_ones() {
    assert_eq!(
        (Hearth::OBSERVATION_LEN, Hearth::ACTION_SLOTS),
        (2591, 5579)
    );
    assert_eq!(
        (Dopynion::OBSERVATION_LEN, Dopynion::ACTION_SLOTS),
        (903, 452)
    );
    assert_eq!((One863::OBSERVATION_LEN, One863::ACTION_SLOTS), (370, 35));
    assert_eq!((Gods::OBSERVATION_LEN, Gods::ACTION_SLOTS), (1858, 8011));
}

#[test]
fn tensors_limits_hold_for_the_shipped_content() {
    use emberdeck::rulesets::gods::schema::{CardKind, TargetSpec};
    use emberdeck::rulesets::{dopynion, gods, hearth, one863};
    let cards = hearth::CardDb::with_mods();
    for i in 0..cards.len() as u16 {
        let def = &cards.get(i).def;
        assert!(
            def.choose_one.len() <= hearth::tensors::CHOOSE_ONE_LIMIT,
            "{}",
            def.id
        );
    }
    let teams = one863::TeamDb::with_mods();
    assert_eq!(teams.rules.hand_size as usize, one863::tensors::HAND_LIMIT);
    assert_eq!(
        teams.rules.field_size as usize,
        one863::tensors::FIELD_LIMIT
    );
    assert_eq!(teams.rules.positions.len(), one863::tensors::POSITIONS);
    let kingdom = dopynion::CardDb::embedded();
    assert!(kingdom.rules().players.1 as usize <= dopynion::tensors::MAX_SEATS);
    assert!(kingdom.len() <= dopynion::tensors::KINDS);
    let gods_db = gods::GodsDb::with_mods();
    assert_eq!(gods_db.rules.hand_limit as usize, gods::tensors::HAND_LIMIT);
    // The opening hand and the second player's Divine Spark.
    assert!((gods_db.options.opening_hand as usize) < gods::tensors::MULLIGAN_CARDS);
    assert_eq!(
        gods_db.options.deploy_zone,
        gods::options::DeployZone::Stone
    );
    for info in gods_db.cards() {
        let def = &info.def;
        assert!(
            info.movement as i32 <= gods::tensors::MOVE_REACH,
            "{}",
            def.id
        );
        assert!(
            info.range as i32 <= gods::tensors::ATTACK_REACH,
            "{}",
            def.id
        );
        // Warcries aim at a tile (a unit or an empty one) or at nothing; only a leader ability
        // moves a unit, and no farther than its slots reach.
        let warcry = def.warcry.as_ref().and_then(|w| w.target.as_ref());
        assert!(
            matches!(
                warcry,
                None | Some(TargetSpec::Unit { .. } | TargetSpec::EmptyTile { .. })
            ),
            "{}",
            def.id
        );
        if let Some(TargetSpec::MoveAlly { distance }) = &def.target {
            assert_eq!(def.kind, CardKind::Leader, "{}", def.id);
            assert!(
                *distance as i32 <= gods::tensors::LEADER_MOVE_REACH,
                "{}",
                def.id
            );
        }
    }
}
