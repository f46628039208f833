//! The generic search's reply policy: where a ruleset offers one (`SearchHints::reply_choice`), the
//! opponent's turn after the searcher's is played by it, so a move that only a careless reply
//! lets through is seen for what it is. Shown on a two-move game built for it (Ambush), where the
//! cheap playout policy alone is fooled. Its progressive widening and tree reuse are shown on a
//! one-player turn of two moves (Detour), where a move is only as good as the move that follows.

use std::sync::Arc;

use emberdeck::ai::{MctsAgent, MctsSettings};
use emberdeck::engine::{
    Agent, GameLog, GameRng, Outcome, Rejected, Rules, Ruleset, RunRequest, SearchHints,
};

/// Ambush's moves: the first player plays it safe or bold; the second answers with one of
/// `REPLIES` replies, of which only the first punishes boldness. Detour's: the player plays it safe
/// or makes a plan, then takes one of `REPLIES` steps, of which only the first carries the plan out.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Move {
    Safe,
    Bold,
    Reply(u8),
    Plan,
    Step(u8),
}

const REPLIES: u8 = 40;

/// A game of Ambush (or Detour): the moves made so far, also logged (one event per move: the
/// search's tree reuse recognises a game by its log).
#[derive(Debug, Clone, Default)]
struct Game {
    detour: bool,
    moves: Vec<Move>,
    log: GameLog<u8>,
}

impl Rules for Game {
    type Action = Move;

    fn legal_actions_into(&self, out: &mut Vec<Move>) {
        out.clear();
        match (self.moves.len(), self.detour) {
            (0, false) => out.extend([Move::Safe, Move::Bold]),
            (1, false) => out.extend((0..REPLIES).map(Move::Reply)),
            (0, true) => out.extend([Move::Safe, Move::Plan]),
            (1, true) => out.extend((0..REPLIES).map(Move::Step)),
            _ => {}
        }
    }

    fn apply(&mut self, action: &Move) -> Result<(), Rejected> {
        if !self.legal_actions().contains(action) {
            return Err(Rejected("not legal now".into()));
        }
        self.moves.push(*action);
        self.log.push(match action {
            Move::Reply(n) | Move::Step(n) => *n,
            other => 100 + matches!(other, Move::Safe) as u8,
        });
        Ok(())
    }

    fn to_act(&self) -> u8 {
        if self.detour {
            0
        } else {
            (self.moves.len() % 2) as u8
        }
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
        [Move::Safe, Move::Step(_)] => 0.3,
        [Move::Safe, ..] => 0.2,
        [Move::Bold, Move::Reply(0)] => -1.0,
        [Move::Bold, ..] => 0.6,
        [Move::Plan, Move::Step(0)] => 0.8,
        [Move::Plan, Move::Step(_)] => -0.5,
        _ => 0.0,
    }
}

/// Ambush or Detour as a ruleset; `PUNISHES` says whether it offers a reply policy (the move best
/// for the mover, one step ahead) or only the uniform playout.
struct Toy<const PUNISHES: bool, const DETOUR: bool>;

/// Ambush, with or without a reply policy.
type Ambush<const PUNISHES: bool> = Toy<PUNISHES, false>;

/// Detour, with the reply policy (which also finishes the searcher's own turn).
type Detour = Toy<true, true>;

impl<const PUNISHES: bool, const DETOUR: bool> Ruleset for Toy<PUNISHES, DETOUR> {
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
        Ok(Game {
            detour: DETOUR,
            ..Game::default()
        })
    }
    fn outcome(_game: &Game) -> Outcome {
        Outcome::default()
    }
    fn turns(game: &Game) -> u32 {
        // Detour's two moves make one turn.
        if game.detour {
            game.moves.len() as u32 / 2
        } else {
            game.moves.len() as u32
        }
    }
    fn forfeit(_game: &mut Game, _seat: u8, _reason: String) {}
    fn invariants(_game: &Game) -> Result<(), String> {
        Ok(())
    }
    fn log(game: &Game) -> &GameLog<u8> {
        &game.log
    }
    fn determinize(game: &Game, _viewer: u8, _seed: u64) -> Game {
        game.clone()
    }
}

/// Only what the search asks of a ruleset beyond the core: no words, agents, wire or scenarios.
impl<const PUNISHES: bool, const DETOUR: bool> SearchHints for Toy<PUNISHES, DETOUR> {
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
}

/// A search agent for `R` with `settings` over `R`'s defaults.
fn agent<R: SearchHints<Game = Game>>(settings: &str, seed: u64) -> MctsAgent<R> {
    MctsAgent::<R>::new(seed, MctsSettings::for_ruleset::<R>(settings).unwrap())
}

/// A new game of `R`.
fn new_game<R: Ruleset<Game = Game, Db = (), Setup = ()>>() -> Game {
    R::new_game(&Arc::new(()), &(), 0).unwrap()
}

/// The first player's opening by `mcts` with `settings` over `R`'s defaults.
fn opening<R: SearchHints<Game = Game, Db = (), Setup = ()>>(settings: &str, seed: u64) -> Move {
    let game = new_game::<R>();
    let legal = game.legal_actions();
    legal[agent::<R>(settings, seed).choose(&game, &legal)]
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

#[test]
fn widening_judges_a_move_by_the_best_move_after_it() {
    // The plan pays only if the one good step follows. Trying every step below the plan averages
    // it with the 39 bad ones; widening tries the finishing policy's step first and the others
    // as the visits grow, so the plan is valued by the step that carries it out.
    for seed in 0..6 {
        assert_eq!(
            opening::<Detour>("iters=60,finish=1,widen=0.5", seed),
            Move::Plan,
            "seed {seed}: with widening the plan is seen to pay"
        );
        assert_eq!(
            opening::<Detour>("iters=60,finish=1", seed),
            Move::Safe,
            "seed {seed}: without widening the plan is averaged with the bad steps"
        );
    }
}

#[test]
fn the_chosen_moves_subtree_serves_the_next_decision_of_the_game_it_led_to() {
    for seed in 0..3 {
        let mut reusing = agent::<Detour>("iters=60,finish=1,widen=0.5,reuse=1", seed);
        let mut game = new_game::<Detour>();
        let legal = game.legal_actions();
        let first = legal[reusing.choose(&game, &legal)];
        assert_eq!(first, Move::Plan, "seed {seed}");
        assert_eq!(
            reusing.last_visits, 60,
            "seed {seed}: a first decision starts afresh"
        );
        let mut other = game.fork();
        game.apply(&first).unwrap();
        let legal = game.legal_actions();
        let step = legal[reusing.choose(&game, &legal)];
        assert_eq!(step, Move::Step(0), "seed {seed}");
        assert_eq!(reusing.last_iterations, 60, "seed {seed}");
        assert!(
            reusing.last_visits > 60,
            "seed {seed}: the plan's visits carry over ({} at the root)",
            reusing.last_visits
        );
        // A game that went on by another move is not the one the subtree was grown for.
        let mut reusing = agent::<Detour>("iters=60,finish=1,widen=0.5,reuse=1", seed);
        reusing.choose(&other, &other.legal_actions());
        other.apply(&Move::Safe).unwrap();
        reusing.choose(&other, &other.legal_actions());
        assert_eq!(
            reusing.last_visits, 60,
            "seed {seed}: another game starts afresh"
        );
    }
}
