//! The dopynion ruleset as a whole: randomized games keep every invariant and replay exactly, the
//! engine's legality check agrees with its legal list, the bots behave as their names say, content
//! errors name their place, and external bots (the documented examples) play tournaments, a broken
//! one being eliminated with its reason while the game finishes.

use emberdeck::rulesets::dopynion::Reads;
use std::path::Path;
use std::process::{Child, Command};
use std::sync::Arc;
use std::time::Duration;

use emberdeck::ai::dopynion::{BotSpec, DopynionBot};
use emberdeck::cards::SourceFile;
use emberdeck::cli::simulate::{SimulateReport, simulate};
use emberdeck::cli::{RunOptions, tournament};
use emberdeck::engine::{Agent, GameRng, Rules, RunRequest};
use emberdeck::rulesets::dopynion::{Action, Card, CardDb, Dopynion, Game, Setup, invariants};
use emberdeck::sim::{PlayOptions, play};

fn db() -> Arc<CardDb> {
    CardDb::embedded()
}

/// A simulation of `games` games between `agents` (one per seat, or one for all).
fn run(agents: &[&str], players: u8, games: usize, seed: u64, check: bool) -> SimulateReport {
    let request = RunRequest {
        agents: agents.iter().map(|a| a.to_string()).collect(),
        players: Some(players),
        timeout_ms: 1000,
        ..RunRequest::default()
    };
    let options = RunOptions {
        games,
        seed,
        check,
        jobs: 1,
        ..Default::default()
    };
    simulate::<Dopynion>(&request, &options).unwrap()
}

/// A two-player game between two agents; returns its record.
fn duel(
    first: &mut DopynionBot,
    second: &mut DopynionBot,
    seed: u64,
) -> emberdeck::sim::GameRecord<Dopynion> {
    let setup = Setup {
        players: 2,
        seed,
        kingdom: Vec::new(),
    };
    let mut seats = vec![first, second];
    let options = PlayOptions {
        check: true,
        ..PlayOptions::default()
    };
    play::<Dopynion>(&db(), &setup, seed, 0, &mut seats, options, &mut None).unwrap()
}

#[test]
fn random_games_of_one_to_four_players_keep_every_invariant_and_replay_exactly() {
    let mut rng = GameRng::seeded(11);
    let pool = [
        "random",
        "big-money",
        "witch",
        "village-smithy",
        "lab-market",
        "big-money-ultimate",
    ];
    for index in 0..300 {
        let players = 1 + rng.below(4) as u8;
        let names: Vec<&str> = (0..players).map(|_| pool[rng.below(pool.len())]).collect();
        // `check`: invariants after every action, then a replay that must give the same log.
        let report = run(&names, players, 1, index, true);
        assert!(
            report.problems.is_empty(),
            "{names:?}: {:?}",
            report.problems
        );
    }
}

#[test]
fn the_legality_check_agrees_with_the_legal_list_in_random_positions() {
    let db = db();
    let every_action: Vec<Action> = (0..db.len() as u8)
        .map(Card)
        .flat_map(|c| {
            [
                Action::Play(c),
                Action::PlayTreasure(c),
                Action::Buy(c),
                Action::Discard(c),
                Action::Trash(c),
                Action::Gain(c),
                Action::Topdeck(c),
            ]
        })
        .chain([
            Action::PlayAllTreasures,
            Action::EndTurn,
            Action::DiscardDeck,
            Action::Done,
        ])
        .collect();
    let mut rng = GameRng::seeded(5);
    let mut checked = 0;
    for seed in 0..40 {
        let setup = Setup {
            players: 3,
            seed,
            kingdom: Vec::new(),
        };
        let mut game = Game::new(db.clone(), &setup).unwrap();
        while !game.is_over() && game.table().turn < 120 {
            let legal = game.legal_actions();
            for action in &every_action {
                assert_eq!(game.is_legal(action), legal.contains(action), "{action:?}");
                checked += 1;
            }
            let pick = legal[rng.below(legal.len())];
            game.apply(&pick).unwrap();
        }
    }
    assert!(checked > 100_000, "{checked}");
}

#[test]
fn the_same_seed_and_bots_give_the_same_games() {
    let agents = ["random", "witch", "big-money"];
    let a = run(&agents, 3, 200, 9, false);
    let b = run(&agents, 3, 200, 9, false);
    assert_eq!(a.digest, b.digest);
    let other = run(&agents, 3, 200, 10, false);
    assert_ne!(a.digest, other.digest);
}

/// Two or fewer players get Victory piles of 8, three or four of 12 (seed 002).
const VICTORY_PILE: [(u8, u8); 4] = [(1, 8), (2, 8), (3, 12), (4, 12)];
/// Every other kingdom pile (an Action's) holds 10.
const ACTION_PILE: u8 = 10;

#[test]
fn a_new_game_sizes_each_kingdom_pile_by_its_cards_type() {
    let db = db();
    let card = |name: &str| db.card(name).unwrap();
    for (players, victory) in VICTORY_PILE {
        let setup = Setup {
            players,
            seed: 3,
            kingdom: vec![card("Gardens"), card("Smithy")],
        };
        let game = Game::new(db.clone(), &setup).unwrap();
        let count = |name: &str| game.table().pile(card(name)).unwrap().count;
        assert_eq!(count("Gardens"), victory, "{players} players");
        assert_eq!(count("Province"), victory, "{players} players");
        assert_eq!(count("Smithy"), ACTION_PILE, "{players} players");
    }
}

fn fourth_province_mean(bot: &str) -> f64 {
    let report = run(&[bot], 1, 1000, 1, false);
    let (_, turns) = report.agents[0]
        .figures
        .iter()
        .find(|(name, _)| *name == "4th Province turn")
        .expect("dopynion reports the 4th Province");
    assert_eq!(
        turns.len(),
        1000,
        "every solitaire game reaches 4 Provinces"
    );
    turns.iter().sum::<f64>() / turns.len() as f64
}

#[test]
fn smithy_big_money_reaches_four_provinces_sooner_than_big_money() {
    let big_money = fourth_province_mean("big-money");
    let smithy = fourth_province_mean("smithy-big-money");
    // Known figures for these two strategies: about 17 and 15 turns.
    assert!((15.5..18.5).contains(&big_money), "{big_money}");
    assert!(smithy < big_money - 1.0, "{smithy} vs {big_money}");
}

#[test]
fn every_strategy_beats_random_and_witch_beats_big_money() {
    for (strong, weak, at_least) in [
        ("big-money", "random", 0.95),
        ("village-smithy", "random", 0.95),
        ("lab-market", "random", 0.95),
        ("witch", "big-money", 0.6),
    ] {
        let report = run(&[strong, weak], 2, 200, 4, false);
        let rate = report.agents[0].wins / 200.0;
        assert!(rate >= at_least, "{strong} vs {weak}: {rate}");
    }
}

#[test]
fn a_card_with_an_unknown_name_in_its_effects_is_reported_and_the_others_load() {
    let file = |path: &str, text: &str| SourceFile {
        path: path.into(),
        text: text.into(),
    };
    let files = vec![
        file(
            "mod/cards/a.ron",
            "[\n (id: \"Copper\", cost: 0, types: [Treasure], effects: [Coins(1)]),\n (id: \"Hex\", cost: 3, types: [Action], effects: [Gain(card: \"Nothing\")]),\n (id: \"Bad\", cost: 2, types: [Action], effects: [Cards(one)]),\n (id: \"Loop\", cost: 2, types: [Action], effects: [EachOther([EachOther([Cards(1)])])]),\n]",
        ),
        file(
            "mod/rules.ron",
            "(starting_deck: [(\"Copper\", 10)], hand_size: 5, base_supply: [(\"Copper\", Fixed(60))], kingdom_piles: 1, kingdom_pile_size: 10, ending_pile: \"Copper\", empty_piles_to_end: 3, turn_limit: 150, players: (1, 4))",
        ),
    ];
    let (db, errors) = CardDb::load_content(&files);
    let text: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert_eq!(errors.len(), 3, "{text:?}");
    assert!(
        text.iter()
            .any(|e| e.contains("mod/cards/a.ron:3") && e.contains("Hex") && e.contains("Nothing")),
        "{text:?}"
    );
    assert!(
        text.iter()
            .any(|e| e.contains("mod/cards/a.ron:4") && e.contains("Bad")),
        "{text:?}"
    );
    assert!(
        text.iter()
            .any(|e| e.contains("mod/cards/a.ron:5") && e.contains("Loop") && e.contains("nested")),
        "{text:?}"
    );
    assert!(db.card("Copper").is_some());
    assert_eq!(
        db.rules().kingdom_candidates.len(),
        0,
        "the broken card is never in a supply"
    );
}

#[test]
fn a_strategy_naming_an_unknown_card_is_an_error_naming_the_file() {
    let file = SourceFile {
        path: "mybots/bad.ron".into(),
        text: "(name: \"bad\", buy: [(card: \"Platinum\")])".into(),
    };
    let error = emberdeck::ai::dopynion::Strategy::load(&file, &db()).unwrap_err();
    assert!(
        error.to_string().contains("mybots/bad.ron") && error.to_string().contains("Platinum"),
        "{error}"
    );
}

/// A bot that answers garbage: the arbiter eliminates it and the game still ends.
struct Garbage;

impl Agent<Game> for Garbage {
    fn name(&self) -> &str {
        "garbage"
    }
    fn choose(&mut self, _game: &Game, _legal: &[Action]) -> usize {
        0
    }
    fn answer(&mut self, _game: &Game, _legal: &[Action]) -> Result<Action, String> {
        Ok(Action::Buy(Card(0)))
    }
}

#[test]
fn an_illegal_answer_eliminates_and_the_game_finishes_without_the_player() {
    let db = db();
    let setup = Setup {
        players: 2,
        seed: 3,
        kingdom: Vec::new(),
    };
    let mut game = Game::new(db, &setup).unwrap();
    let mut good: DopynionBot = Box::new(emberdeck::ai::dopynion::StrategyBot::new(Arc::new(
        emberdeck::ai::dopynion::Strategy::shipped()[0].clone(),
    )));
    let mut bad: DopynionBot = Box::new(Garbage);
    let record = duel(&mut bad, &mut good, 3);
    assert_eq!(record.forfeits.len(), 1);
    assert!(
        record.forfeits[0].1.contains("illegal action"),
        "{:?}",
        record.forfeits
    );
    assert_eq!(record.outcome.winners, vec![1]);
    // The same game by hand: the eliminated seat keeps its reason, the invariants hold.
    let answer = Garbage.answer(&game, &game.legal_actions());
    emberdeck::engine::submit::<Dopynion>(&mut game, answer);
    let reason = game.seat(0).eliminated.clone().expect("eliminated");
    assert!(reason.contains("illegal action"), "{reason}");
    assert!(invariants::check(&game).is_ok());
}

fn python() -> &'static str {
    "python3"
}

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_documented_stdio_and_http_bots_finish_a_tournament_and_a_broken_bot_is_eliminated() {
    let port = 20_000 + (std::process::id() % 20_000) as u16;
    let server = Server(
        Command::new(python())
            .arg(root().join("docs/bots/http_bot.py"))
            .arg(port.to_string())
            .spawn()
            .expect("python3 runs the HTTP example bot"),
    );
    // Wait for the server to listen.
    for _ in 0..100 {
        if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let docs = root().join("docs/bots");
    let stdio = format!("stdio:{} {}", python(), docs.join("stdio_bot.py").display());
    let broken = format!(
        "stdio:{} {}",
        python(),
        docs.join("broken_bot.py").display()
    );
    let http = format!("http://127.0.0.1:{port}/decide");
    let request = RunRequest {
        agents: [stdio.as_str(), http.as_str(), broken.as_str(), "big-money"]
            .map(String::from)
            .to_vec(),
        timeout_ms: 5000,
        ..RunRequest::default()
    };
    let options = RunOptions {
        games: 4,
        seed: 2,
        check: false,
        jobs: 1,
        ..Default::default()
    };
    let (standings, problems) =
        tournament::play_round_robin::<Dopynion>(&request, &options).unwrap();
    drop(server);
    assert!(problems.is_empty(), "{problems:?}");
    let by_name = |name: &str| standings.iter().find(|s| s.name == name).unwrap();
    for name in [stdio.as_str(), http.as_str()] {
        let s = by_name(name);
        assert_eq!(s.forfeits, 0, "{name}: {:?}", s.last_forfeit);
        assert_eq!(s.record.0 + s.record.1 + s.record.2, 12, "{name}");
        assert!(s.record.0 > 0, "{name} won some games");
    }
    let broken = by_name(&broken);
    assert_eq!(broken.forfeits, 12);
    let reason = broken.last_forfeit.clone().unwrap();
    assert!(
        reason.contains("malformed reply") && reason.contains("I refuse to play"),
        "{reason}"
    );
    assert_eq!(standings.last().unwrap().name, broken.name);
}

#[test]
fn a_silent_bot_is_eliminated_when_its_time_is_up() {
    let spec = BotSpec::parse("stdio:sleep 30", &db()).unwrap();
    let mut silent = spec.instantiate(0, Duration::from_millis(200)).unwrap();
    let mut good = BotSpec::parse("big-money", &db())
        .unwrap()
        .instantiate(0, Duration::from_millis(200))
        .unwrap();
    let record = duel(&mut silent, &mut good, 1);
    let reason = &record.forfeits[0].1;
    assert_eq!(record.forfeits[0].0, 0);
    assert!(reason.contains("no answer within 200 ms"), "{reason}");
    assert_eq!(record.outcome.winners, vec![1]);
}

#[test]
fn one_program_answering_by_index_plays_hearth_and_dopynion() {
    let bot = format!(
        "stdio:{} {}",
        python(),
        root().join("docs/bots/first_legal_bot.py").display()
    );
    let options = RunOptions {
        games: 4,
        seed: 5,
        check: true,
        jobs: 1,
        ..Default::default()
    };
    for ruleset in ["hearth", "dopynion"] {
        let request = RunRequest {
            agents: vec![bot.clone(), "random".into()],
            timeout_ms: 5000,
            ..RunRequest::default()
        };
        let report = match ruleset {
            "hearth" => simulate::<emberdeck::rulesets::hearth::Hearth>(&request, &options),
            _ => simulate::<Dopynion>(&request, &options),
        }
        .unwrap();
        assert!(
            report.problems.is_empty(),
            "{ruleset}: {:?}",
            report.problems
        );
        let program = &report.agents[0];
        assert_eq!(program.forfeits, 0, "{ruleset}: {:?}", program.last_forfeit);
        // In hearth attacking and playing first beats random play; dopynion needs a buy plan.
        if ruleset == "hearth" {
            assert!(program.wins >= 3.0, "the program won {} of 4", program.wins);
        }
    }
}

#[test]
fn play_all_treasures_warns_first_when_an_action_could_still_be_played() {
    use emberdeck::app::dopynion::session::treasures_warning;
    let db = db();
    let mut rng = GameRng::seeded(11);
    let (mut warned, mut quiet) = (0, 0);
    for seed in 0..20 {
        let setup = Setup {
            players: 2,
            seed,
            kingdom: Vec::new(),
        };
        let mut game = Game::new(db.clone(), &setup).unwrap();
        while !game.is_over() && game.table().turn < 60 {
            let legal = game.legal_actions();
            let skips_an_action = legal.contains(&Action::PlayAllTreasures)
                && legal.iter().any(|a| matches!(a, Action::Play(_)));
            match treasures_warning(&game) {
                Some(words) => {
                    assert!(skips_an_action, "{words}");
                    let named = legal.iter().any(
                        |a| matches!(a, Action::Play(c) if words.contains(game.db().name(*c))),
                    );
                    assert!(named, "the warning names a playable Action: {words}");
                    warned += 1;
                }
                None => {
                    assert!(!skips_an_action);
                    quiet += 1;
                }
            }
            let pick = legal[rng.below(legal.len())];
            game.apply(&pick).unwrap();
        }
    }
    assert!(warned > 10 && quiet > 100, "{warned} warned, {quiet} quiet");
}
