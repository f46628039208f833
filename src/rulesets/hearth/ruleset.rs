//! hearth behind the engine's ruleset contract: shipped decks as set-ups (named per agent, or drawn
//! at random), conceding as the forfeit, determinization from the shipped deck of the opponent's
//! class, and the board evaluation the agents use.

use crate::rulesets::hearth::Reads;
use std::sync::Arc;

use super::LogEvent;
use super::decks::{Deck, find_deck, shipped_decks};
use super::scenario::{Scenario, run_scenario};
use super::schema::CardType;
use super::{Action, CardDb, Game, Loadout, StartOptions, describe, invariants, wire};
use crate::ai::{Knowledge, evaluate, greedy_choice};
use crate::cards::{LoadError, SourceFile, parse_file};
use crate::engine::GameLog;
use crate::engine::{BoxAgent, GameRng, Outcome, Rules, Ruleset, RunRequest, ScenarioRun};

/// The hearth ruleset.
pub struct Hearth;

/// A run's decks: every shipped deck, and the one each agent asked for (if any).
pub struct HearthPlan {
    decks: Vec<Deck>,
    chosen: Vec<Option<usize>>,
    mirror: bool,
    /// `--opt pool=random`: every game gets two random legal decks from the whole card pool.
    random_pool: bool,
}

impl Ruleset for Hearth {
    const NAME: &'static str = "hearth";
    const ABOUT: &'static str =
        "Hearthstone's rules engine: heroes, minions, spells, secrets, weapons, locations";
    /// The generic search with the greedy reply and the greedy finish of its own turn,
    /// progressive widening from the finish policy's move and the chosen subtree kept between
    /// decisions: 52.2% against `search` over 400 games at 12% less decision time
    /// (docs/SEARCH.md has the arenas behind it).
    const SEARCH_DEFAULTS: &'static str = "iters=190,c=0.3,finish=1,widen=0.5,reuse=1";
    type Game = Game;
    type Db = CardDb;
    type Plan = HearthPlan;
    type Event = LogEvent;
    type Setup = [Loadout; 2];

    fn content() -> Result<Arc<CardDb>, String> {
        Ok(CardDb::with_mods())
    }

    fn plan(db: &Arc<CardDb>, request: &RunRequest) -> Result<HearthPlan, String> {
        request.only_options(Self::NAME, &["pool"])?;
        let random_pool = match request.option("pool") {
            None | Some("shipped") => false,
            Some("random") => true,
            Some(other) => return Err(format!("pool={other}: use pool=random or pool=shipped")),
        };
        if request.players.is_some_and(|p| p != 2) {
            return Err("hearth is a game for two players".into());
        }
        let decks = shipped_decks(db);
        let chosen = request
            .decks
            .iter()
            .map(|name| {
                find_deck(&decks, name)
                    .map(|deck| decks.iter().position(|d| d.name == deck.name))
                    .ok_or_else(|| format!("no shipped deck named \"{name}\""))
            })
            .collect::<Result<_, _>>()?;
        Ok(HearthPlan {
            decks,
            chosen,
            mirror: request.mirror,
            random_pool,
        })
    }

    fn setup(
        db: &Arc<CardDb>,
        plan: &HearthPlan,
        agent_at_seat: &[usize],
        rng: &mut GameRng,
    ) -> Result<[Loadout; 2], String> {
        if plan.random_pool {
            let heroes: Vec<u16> = plan.decks.iter().map(|d| d.loadout.hero).collect();
            return Ok([0, 1].map(|_| {
                let hero = heroes[rng.below(heroes.len())];
                random_pool_deck(db, hero, rng)
            }));
        }
        let count = plan.decks.len();
        let mirrored = plan.mirror.then(|| rng.below(count));
        let mut by_agent = [0usize; 2];
        for (agent, deck) in by_agent.iter_mut().enumerate() {
            *deck = match (plan.chosen.get(agent).copied().flatten(), mirrored) {
                (Some(chosen), _) => chosen,
                (None, Some(same)) => same,
                (None, None) => rng.below(count),
            };
        }
        let loadout = |seat: usize| plan.decks[by_agent[agent_at_seat[seat]]].loadout.clone();
        Ok([loadout(0), loadout(1)])
    }

    fn seats(_plan: &HearthPlan) -> u8 {
        2
    }

    fn new_game(db: &Arc<CardDb>, setup: &[Loadout; 2], seed: u64) -> Result<Game, String> {
        let options = StartOptions {
            seed,
            first: None,
            shuffle: true,
        };
        Ok(Game::new(db.clone(), setup.clone(), options))
    }

    fn outcome(game: &Game) -> Outcome {
        Outcome {
            winners: game.winner().into_iter().collect(),
        }
    }

    fn turns(game: &Game) -> u32 {
        game.turn() as u32
    }

    fn forfeit(game: &mut Game, seat: u8, _reason: String) {
        if game.to_act() == seat {
            // Conceding is always allowed to the player to act.
            let _ = game.apply(&Action::Concede);
        }
    }

    fn invariants(game: &Game) -> Result<(), String> {
        invariants::check(game)
    }

    fn log(game: &Game) -> &GameLog<LogEvent> {
        game.log()
    }

    fn describe_event(game: &Game, event: &LogEvent, viewer: u8) -> Option<String> {
        describe::event(game, event, viewer)
    }

    fn describe_action(game: &Game, action: &Action) -> String {
        describe::action(game, action)
    }

    fn describe_view(game: &Game, viewer: u8) -> String {
        describe::table(game, viewer)
    }

    fn determinize(game: &Game, viewer: u8, seed: u64) -> Game {
        let prior = Knowledge::shared().opponent_prior(game, viewer);
        game.determinized(viewer, prior, seed)
    }

    fn evaluate(game: &Game, seat: u8) -> f32 {
        (evaluate(game, seat) / 40.0).tanh()
    }

    /// The opening hand is kept or replaced by the cost rule every hearth agent uses: a look two
    /// turns ahead cannot tell which cards the coming turns will want.
    fn settled_choice(game: &Game, legal: &[Action]) -> Option<usize> {
        Knowledge::obvious_choice(game, legal)
    }

    /// A playout acts while anything but ending the turn is legal (a random playout that ends
    /// its turns at random mostly measures wasted mana), choosing uniformly among the distinct
    /// things it could do (`distinct`).
    fn playout_choice(game: &Game, legal: &[Action], rng: &mut GameRng) -> usize {
        let worth = |a: &Action| *a != Action::EndTurn && distinct(game, a);
        let acting = legal.iter().filter(|a| worth(a)).count();
        if acting == 0 {
            return rng.below(legal.len());
        }
        let pick = rng.below(acting);
        legal
            .iter()
            .enumerate()
            .filter(|(_, a)| worth(a))
            .nth(pick)
            .map_or(0, |(i, _)| i)
    }

    /// A minion or location at a slot other than the right end: where it stands rarely matters
    /// to a look two turns ahead, and trying every slot splits the search's budget.
    fn search_skips(game: &Game, action: &Action) -> bool {
        !distinct(game, action)
    }

    /// The greedy agent's move among the distinct actions (each tried on the copy, the best
    /// position taken, the turn ended when nothing beats standing still): an opponent who trades
    /// and goes face as a player would, which is what `search`'s playouts get right and random
    /// replies miss. Trying one slot per minion card keeps it affordable inside a search.
    fn reply_choice(game: &Game, legal: &[Action]) -> Option<usize> {
        let candidates: Vec<usize> = (0..legal.len())
            .filter(|i| distinct(game, &legal[*i]))
            .collect();
        if candidates.len() == legal.len() {
            return Some(greedy_choice(game, game.to_act(), legal));
        }
        let actions: Vec<Action> = candidates.iter().map(|i| legal[*i]).collect();
        Some(candidates[greedy_choice(game, game.to_act(), &actions)])
    }

    fn agent(
        _db: &Arc<CardDb>,
        name: &str,
        seed: u64,
        _request: &RunRequest,
    ) -> Option<Result<BoxAgent<Self>, String>> {
        let base = name.split_once(':').map_or(name, |(base, _)| base);
        if !["greedy", "search", "easy", "normal", "hard"].contains(&base) {
            return None;
        }
        Some(crate::ai::agent_by_name(name, seed).map(|agent| agent as BoxAgent<Self>))
    }

    fn agent_names() -> Vec<String> {
        ["greedy", "search", "easy", "normal", "hard"]
            .map(String::from)
            .to_vec()
    }

    fn wire_view(game: &Game, seat: u8) -> serde_json::Value {
        wire::view(game, seat)
    }

    fn wire_action(_game: &Game, action: &Action) -> serde_json::Value {
        wire::action(action)
    }

    fn wire_parse(_game: &Game, reply: &serde_json::Value) -> Result<Action, String> {
        wire::parse(reply)
    }

    fn bench_request() -> RunRequest {
        RunRequest {
            agents: vec!["random".into(), "random".into()],
            decks: vec!["mage".into(), "warrior".into()],
            ..RunRequest::default()
        }
    }

    fn bench_figures(db: &Arc<CardDb>) -> Vec<String> {
        let mut lines = vec![random_pool_rate()];
        lines.extend(crate::ai::figures::search_figures(db));
        lines
    }

    fn run_scenario(db: &Arc<CardDb>, file: &SourceFile) -> Result<ScenarioRun, LoadError> {
        let scenario: Scenario = parse_file(file)?;
        let (outcome, game) = run_scenario(&scenario, db.clone());
        let log = game
            .map(|g| g.log().events().iter().map(|e| format!("{e:?}")).collect())
            .unwrap_or_default();
        Ok(ScenarioRun {
            name: outcome.name,
            result: outcome.result,
            log,
        })
    }
}

/// Whether `action` is one of the distinct things the player could do: a minion or location is
/// counted at the right end of the board only, so a card is not chosen more often, nor tried more
/// often, for having more slots to go to.
fn distinct(game: &Game, action: &Action) -> bool {
    match action {
        Action::Play { card, position, .. } => {
            *position == game.player(game.active()).board.len() as u8
                || !matches!(game.card(*card).kind, CardType::Minion | CardType::Location)
        }
        _ => true,
    }
}

/// A random legal deck for `hero` from the whole collectible pool: 30 cards of its class or
/// neutral, at most two copies (for this stress test legendaries may come twice),
/// within the Death Knight's three rune slots.
fn random_pool_deck(db: &CardDb, hero: u16, rng: &mut GameRng) -> Loadout {
    use super::schema::{CardType, Class, Runes};
    let class = db.get(hero).def.class;
    let candidates: Vec<u16> = (0..db.len() as u16)
        .filter(|i| {
            let def = &db.get(*i).def;
            def.collectible
                && !def.is_starting_hero()
                && def.kind != CardType::HeroPower
                && (def.class == Class::Neutral || def.class == class)
        })
        .collect();
    let mut deck: Vec<u16> = Vec::with_capacity(super::decks::DECK_SIZE);
    let mut runes = Runes::default();
    while deck.len() < super::decks::DECK_SIZE {
        let card = candidates[rng.below(candidates.len())];
        let with = runes.max(db.get(card).def.runes);
        if deck.iter().filter(|c| **c == card).count() >= 2 || with.total() > Runes::SLOTS {
            continue;
        }
        runes = with;
        deck.push(card);
    }
    Loadout {
        hero,
        hero_power: None,
        deck,
    }
}

/// Random games per second with random decks from the whole pool (`--opt pool=random`), one thread.
fn random_pool_rate() -> String {
    let request = RunRequest {
        agents: vec!["random".into(), "random".into()],
        options: vec![("pool".into(), "random".into())],
        ..RunRequest::default()
    };
    let options = crate::cli::RunOptions {
        games: 2000,
        seed: 0,
        check: false,
        jobs: 1,
        ..Default::default()
    };
    let started = std::time::Instant::now();
    match crate::cli::simulate::simulate::<Hearth>(&request, &options) {
        Ok(_) => format!(
            "games per second with random decks from the whole pool: {:.0}",
            options.games as f64 / started.elapsed().as_secs_f64()
        ),
        Err(e) => format!("random-pool games: {e}"),
    }
}
