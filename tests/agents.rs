//! The agents: they cannot see hidden information, the same seed gives the same decisions, and
//! they are ordered in strength (greedy beats random).

use emberdeck::ai::hearth::agent_by_name;
use emberdeck::ai::{MctsAgent, MctsSettings};
use emberdeck::cards::{SourceFile, parse_file};
use emberdeck::cli::RunOptions;
use emberdeck::cli::arena::arena;
use emberdeck::engine::RunRequest;
use emberdeck::engine::{Agent, Rules};
use emberdeck::rulesets::hearth::Hearth;
use emberdeck::rulesets::hearth::Reads;
use emberdeck::rulesets::hearth::scenario::{Scenario, build_game};
use emberdeck::rulesets::hearth::{Action, CardDb, Game};

/// A mid-game position where the opponent (player 1) holds `hand` and draws from `deck`.
fn position(hand: &str, deck: &str) -> Game {
    let text = format!(
        r#"Scenario(name: "hidden", ruleset: "hearth", seed: 4,
        players: [
            (mana: 6, max_mana: 6, hand: ["CS2_029", "CS2_120", "CS2_024", "CS2_182"],
             deck: ["CS2_172", "CS2_025", "CS2_023"],
             board: [(card: "CS2_172"), (card: "CS2_120", damage: 1)]),
            (health: 18, hand: {hand}, deck: {deck},
             board: [(card: "CS2_182"), (card: "CS1_042")]),
        ])"#
    );
    let file = SourceFile {
        path: "hidden.ron".into(),
        text,
    };
    let scenario: Scenario = parse_file(&file).unwrap();
    build_game(&scenario, CardDb::embedded()).unwrap()
}

fn decisions(agent_name: &str, seed: u64, game: &Game, steps: usize) -> Vec<Action> {
    let mut agent = agent_by_name(agent_name, seed).unwrap();
    let mut game = game.fork();
    let mut taken = Vec::new();
    while taken.len() < steps && !game.is_over() && game.to_act() == 0 {
        let legal = game.legal_actions();
        let action = legal[agent.choose(&game, &legal)];
        game.apply(&action).unwrap();
        taken.push(action);
    }
    taken
}

#[test]
fn agents_cannot_see_the_opponents_hidden_cards() {
    let a = position(
        r#"["CS2_108", "EX1_400", "CS2_106"]"#,
        r#"["CS2_112", "CS2_105"]"#,
    );
    let b = position(
        r#"["CS2_200", "CS2_162", "NEW1_011"]"#,
        r#"["CS2_114", "EX1_606"]"#,
    );
    assert_ne!(a.fingerprint(), b.fingerprint(), "the hidden cards differ");
    for agent in ["greedy", "search:iters=24"] {
        let seen_a = decisions(agent, 9, &a, 4);
        let seen_b = decisions(agent, 9, &b, 4);
        assert!(!seen_a.is_empty());
        assert_eq!(
            seen_a, seen_b,
            "{agent} decided differently on hidden information"
        );
    }
}

#[test]
fn the_same_seed_gives_the_same_decisions() {
    let game = position(r#"["CS2_108"]"#, r#"["CS2_112"]"#);
    for agent in ["greedy", "search:iters=24", "search:iters=24,threads=2"] {
        assert_eq!(
            decisions(agent, 3, &game, 4),
            decisions(agent, 3, &game, 4),
            "{agent}"
        );
    }
}

#[test]
fn greedy_beats_random() {
    let request = RunRequest {
        agents: vec!["greedy".into(), "random".into()],
        ..RunRequest::default()
    };
    let options = RunOptions {
        games: 40,
        seed: 2,
        check: false,
        jobs: 2,
        ..RunOptions::default()
    };
    let report = arena::<Hearth>(&request, &options).unwrap();
    assert!(report.wins[0] >= 36, "greedy won {} of 40", report.wins[0]);
}

#[test]
fn greedy_takes_lethal_on_the_board() {
    let file = SourceFile {
        path: "lethal.ron".into(),
        text: r#"Scenario(name: "lethal", ruleset: "hearth", players: [
            (mana: 4, hand: ["CS2_029"], board: [(card: "CS2_182")]),
            (health: 10, board: [(card: "CS2_120")]),
        ])"#
        .into(),
    };
    let scenario: Scenario = parse_file(&file).unwrap();
    let mut game = build_game(&scenario, CardDb::embedded()).unwrap();
    let mut agent = agent_by_name("greedy", 1).unwrap();
    while !game.is_over() && game.to_act() == 0 {
        let legal = game.legal_actions();
        let action = legal[agent.choose(&game, &legal)];
        game.apply(&action).unwrap();
    }
    assert_eq!(
        game.winner(),
        Some(0),
        "Fireball and the Yeti make 10 damage"
    );
}

#[test]
fn hearths_mcts_carries_its_tree_through_its_own_turn() {
    // With `reuse=1`, hearth's `mcts` keeps the chosen move's subtree for the next decision of the
    // same turn (a hearth game is recognised by its log), and starts afresh when the game went on
    // otherwise (the opponent's turn came between).
    let game = position(r#"["CS2_108"]"#, r#"["CS2_112"]"#);
    let settings = MctsSettings::for_ruleset::<Hearth>("iters=60,widen=0.5,reuse=1").unwrap();
    let mut mcts = MctsAgent::<Hearth>::new(5, settings);
    let mut greedy = agent_by_name("greedy", 5).unwrap();
    let mut game = game.fork();
    let (mut fresh_starts, mut carried) = (0, 0);
    let mut previous_mover = None;
    let last_turn = game.turn() + 6;
    while !game.is_over() && game.turn() < last_turn {
        let legal = game.legal_actions();
        let mover = game.to_act();
        let pick = if mover == 0 {
            let pick = mcts.choose(&game, &legal);
            if mcts.last_iterations > 0 {
                assert_eq!(mcts.last_iterations, 60);
                if previous_mover != Some(0) {
                    assert_eq!(
                        mcts.last_visits, 60,
                        "the first decision of a turn starts afresh"
                    );
                    fresh_starts += 1;
                } else if mcts.last_visits > 60 {
                    carried += 1;
                }
            }
            pick
        } else {
            greedy.choose(&game, &legal)
        };
        previous_mover = Some(mover);
        game.apply(&legal[pick]).unwrap();
    }
    assert!(fresh_starts >= 2, "{fresh_starts} turns searched");
    assert!(carried >= 2, "only {carried} decisions carried a subtree");
}

/// The agents' guess at the opponent's deck follows what it has shown: with nothing shown it is
/// the class's first deck; once the opponent has played cards only one of its class's decks
/// holds, it is that deck.
#[test]
fn the_assumed_opponent_deck_is_the_class_deck_that_explains_the_cards_shown() {
    use emberdeck::ai::hearth::Knowledge;
    use emberdeck::rulesets::hearth::schema::Class;
    let db = CardDb::embedded();
    let knowledge = Knowledge::shared();
    let decks = knowledge.decks_of(Class::Mage);
    assert!(decks.len() >= 3, "the Mage has several shipped decks");
    let game_showing = |board: &[u16]| {
        let minions: Vec<String> = board
            .iter()
            .map(|def| format!("(card: \"{}\")", db.id_of(*def)))
            .collect();
        let text = format!(
            "Scenario(name: \"prior\", ruleset: \"hearth\", players: [(hero: \"HERO_01\"), \
             (hero: \"HERO_08\", board: [{}])])",
            minions.join(", ")
        );
        let scenario: Scenario = ron::from_str(&text).expect("the scenario parses");
        build_game(&scenario, db.clone()).expect("the scenario builds")
    };
    assert_eq!(
        knowledge.opponent_prior(&game_showing(&[]), 0),
        decks[0].as_slice(),
        "nothing shown: the class's first deck"
    );
    // For each other deck, two of its minions that no other Mage deck holds, when it has them.
    let mut told_apart = 0;
    for (k, deck) in decks.iter().enumerate().skip(1) {
        let own: Vec<u16> = deck
            .iter()
            .copied()
            .filter(|def| {
                db.get(*def).def.kind == emberdeck::rulesets::hearth::schema::CardType::Minion
            })
            .filter(|def| {
                decks
                    .iter()
                    .enumerate()
                    .all(|(j, d)| j == k || !d.contains(def))
            })
            .take(2)
            .collect();
        if own.is_empty() {
            continue;
        }
        told_apart += 1;
        assert_eq!(
            knowledge.opponent_prior(&game_showing(&own), 0),
            deck.as_slice(),
            "the deck holding the shown minions"
        );
    }
    assert!(told_apart >= 2, "the Mage decks have minions of their own");
}

/// Trading is an action like any other: listed among the legal actions while a Tradeable card is
/// in hand and 1 Mana is left, chosen by the random agent (which picks among them), never skipped
/// by the search's candidate filter, and gone once the Mana is spent.
#[test]
fn agents_can_trade_a_tradeable_card() {
    let text = r#"Scenario(name: "trade", ruleset: "hearth", seed: 2,
        players: [(mana: 1, hand: ["EX1_005", "CS2_182"], deck: ["CS2_120", "CS2_120"]), ()])"#;
    let file = SourceFile {
        path: "trade.ron".into(),
        text: text.into(),
    };
    let scenario: Scenario = parse_file(&file).unwrap();
    let game = build_game(&scenario, CardDb::embedded()).unwrap();
    let hunter = game.player(0).hand[0];
    let trade = Action::Trade { card: hunter };
    assert_eq!(game.legal_actions(), vec![trade, Action::EndTurn]);
    assert!(!<Hearth as emberdeck::engine::SearchHints>::search_skips(
        &game, &trade
    ));
    let traded = (0..16).any(|seed| decisions("random", seed, &game, 1) == [trade]);
    assert!(traded, "the random agent never traded");
    let mut after = game.fork();
    after.apply(&trade).unwrap();
    assert_eq!(after.player(0).mana, 0);
    assert_eq!(after.player(0).hand.len(), 2);
    assert_eq!(after.player(0).deck.len(), 2);
    assert_eq!(after.legal_actions(), vec![Action::EndTurn]);
}
