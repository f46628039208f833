//! The generic search's reply policy: where a ruleset offers one (`Ruleset::reply_choice`), the
//! opponent's turn after the searcher's is played by it, so a move that only a careless reply
//! lets through is seen for what it is. Shown on a two-move game built for it (Ambush), where the
//! cheap playout policy alone is fooled.

use std::sync::Arc;

use emberdeck::ai::{MctsAgent, MctsSettings};
use emberdeck::cards::{LoadError, SourceFile};
use emberdeck::engine::{
    Agent, BoxAgent, GameLog, GameRng, Outcome, Rejected, Rules, Ruleset, RunRequest, ScenarioRun,
};

/// Ambush's moves: the first player plays it safe or bold; the second answers with one of
/// `REPLIES` replies, of which only the first punishes boldness.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Move {
    Safe,
    Bold,
    Reply(u8),
}

const REPLIES: u8 = 40;

/// A game of Ambush: the moves made so far.
#[derive(Debug, Clone, Default)]
struct Game {
    moves: Vec<Move>,
    log: GameLog<u8>,
}

impl Rules for Game {
    type Action = Move;

    fn legal_actions_into(&self, out: &mut Vec<Move>) {
        out.clear();
        match self.moves.len() {
            0 => out.extend([Move::Safe, Move::Bold]),
            1 => out.extend((0..REPLIES).map(Move::Reply)),
            _ => {}
        }
    }

    fn apply(&mut self, action: &Move) -> Result<(), Rejected> {
        if !self.legal_actions().contains(action) {
            return Err(Rejected("not legal now".into()));
        }
        self.moves.push(*action);
        Ok(())
    }

    fn to_act(&self) -> u8 {
        (self.moves.len() % 2) as u8
    }

    fn is_over(&self) -> bool {
        self.moves.len() == 2
    }

    fn fork(&self) -> Self {
        self.clone()
    }
}

/// The first player's result: safe play earns a little; boldness earns more unless it meets the
/// punishing reply.
fn first_players_value(game: &Game) -> f32 {
    match game.moves.as_slice() {
        [Move::Safe, ..] => 0.2,
        [Move::Bold, Move::Reply(0)] => -1.0,
        [Move::Bold, ..] => 0.6,
        _ => 0.0,
    }
}

/// Ambush as a ruleset; `PUNISHES` says whether it offers a reply policy (the move best for the
/// mover, one step ahead) or only the uniform playout.
struct Ambush<const PUNISHES: bool>;

impl<const PUNISHES: bool> Ruleset for Ambush<PUNISHES> {
    const NAME: &'static str = "ambush";
    const ABOUT: &'static str = "a test game where one reply punishes boldness";
    type Game = Game;
    type Db = ();
    type Plan = ();
    type Setup = ();
    type Event = u8;

    fn content() -> Result<Arc<()>, String> {
        Ok(Arc::new(()))
    }
    fn plan(_db: &Arc<()>, _request: &RunRequest) -> Result<(), String> {
        Ok(())
    }
    fn setup(
        _db: &Arc<()>,
        _plan: &(),
        _seats: &[usize],
        _rng: &mut GameRng,
    ) -> Result<(), String> {
        Ok(())
    }
    fn seats(_plan: &()) -> u8 {
        2
    }
    fn new_game(_db: &Arc<()>, _setup: &(), _seed: u64) -> Result<Game, String> {
        Ok(Game::default())
    }
    fn outcome(_game: &Game) -> Outcome {
        Outcome::default()
    }
    fn turns(game: &Game) -> u32 {
        game.moves.len() as u32
    }
    fn forfeit(_game: &mut Game, _seat: u8, _reason: String) {}
    fn invariants(_game: &Game) -> Result<(), String> {
        Ok(())
    }
    fn log(game: &Game) -> &GameLog<u8> {
        &game.log
    }
    fn describe_event(_game: &Game, _event: &u8, _viewer: u8) -> Option<String> {
        None
    }
    fn describe_action(_game: &Game, action: &Move) -> String {
        format!("{action:?}")
    }
    fn describe_view(game: &Game, _viewer: u8) -> String {
        format!("{:?}", game.moves)
    }
    fn determinize(game: &Game, _viewer: u8, _seed: u64) -> Game {
        game.clone()
    }
    fn evaluate(game: &Game, seat: u8) -> f32 {
        let value = first_players_value(game);
        if seat == 0 { value } else { -value }
    }
    fn reply_choice(game: &Game, legal: &[Move]) -> Option<usize> {
        if !PUNISHES {
            return None;
        }
        let mover = game.to_act();
        let after = |action: &Move| {
            let mut next = game.fork();
            next.apply(action).ok();
            Self::evaluate(&next, mover)
        };
        (0..legal.len()).max_by(|a, b| after(&legal[*a]).total_cmp(&after(&legal[*b])))
    }
    fn agent(
        _db: &Arc<()>,
        _name: &str,
        _seed: u64,
        _request: &RunRequest,
    ) -> Option<Result<BoxAgent<Self>, String>> {
        None
    }
    fn agent_names() -> Vec<String> {
        Vec::new()
    }
    fn wire_view(_game: &Game, _seat: u8) -> serde_json::Value {
        serde_json::Value::Null
    }
    fn wire_action(_game: &Game, _action: &Move) -> serde_json::Value {
        serde_json::Value::Null
    }
    fn wire_parse(_game: &Game, _reply: &serde_json::Value) -> Result<Move, String> {
        Err("Ambush has no wire format".into())
    }
    fn bench_request() -> RunRequest {
        RunRequest::default()
    }
    fn run_scenario(_db: &Arc<()>, file: &SourceFile) -> Result<ScenarioRun, LoadError> {
        Ok(ScenarioRun {
            name: file.path.clone(),
            result: Err("Ambush has no scenarios".into()),
            log: Vec::new(),
        })
    }
}

/// The first player's opening by `mcts` with `settings` over `R`'s defaults.
fn opening<R: Ruleset<Game = Game>>(settings: &str, seed: u64) -> Move {
    let settings = MctsSettings::for_ruleset::<R>(settings).unwrap();
    let mut agent = MctsAgent::<R>::new(seed, settings);
    let game = Game::default();
    let legal = game.legal_actions();
    legal[agent.choose(&game, &legal)]
}

#[test]
fn the_reply_policy_sees_the_punishing_answer() {
    for seed in 0..6 {
        assert_eq!(
            opening::<Ambush<true>>("iters=60", seed),
            Move::Safe,
            "seed {seed}: the reply policy punishes boldness, so mcts must play safe"
        );
    }
}

#[test]
fn without_a_reply_policy_the_playouts_are_fooled() {
    // The same search where the ruleset offers no reply policy, and where it does but the
    // setting turns it off: uniform replies rarely punish, so boldness looks better.
    for seed in 0..6 {
        assert_eq!(
            opening::<Ambush<false>>("iters=60", seed),
            Move::Bold,
            "seed {seed}"
        );
        assert_eq!(
            opening::<Ambush<true>>("iters=60,reply=0", seed),
            Move::Bold,
            "seed {seed}"
        );
    }
}
