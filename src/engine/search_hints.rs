//! What a ruleset tells the generic search (`ai::MctsAgent`) about its games: how good a position
//! is, and the cheap policies and shortcuts that make a short look ahead worth its time. Kept
//! apart from the core `Ruleset` because only search agents ask, and because a ruleset's best
//! hints may be its agents' own code (hearth's board evaluation and greedy reply live in `ai/`,
//! which implements them there; the core must not depend on its agents).

use super::rng::GameRng;
use super::rules::Rules;
use super::ruleset::Ruleset;

/// Hints for searching a ruleset's games; only `evaluate` has no default.
pub trait SearchHints: Ruleset {
    /// The generic search's settings for this ruleset before the agent name's own
    /// (`mcts:iters=N,...` overrides them key by key): what was measured best here.
    const SEARCH_DEFAULTS: &'static str = "";

    /// How good the position is for `seat`, in [-1, 1] (1: won).
    fn evaluate(game: &Self::Game, seat: u8) -> f32;
    /// A decision the ruleset settles without searching (an opening-hand rule, a single legal
    /// move): search agents take it as it is, since a short look ahead cannot judge it.
    fn settled_choice(
        _game: &Self::Game,
        legal: &[<Self::Game as Rules>::Action],
    ) -> Option<usize> {
        (legal.len() == 1).then_some(0)
    }
    /// The move a search playout makes: an index into `legal` (never empty). Uniformly random
    /// unless the ruleset knows a cheap better policy.
    fn playout_choice(
        _game: &Self::Game,
        legal: &[<Self::Game as Rules>::Action],
        rng: &mut GameRng,
    ) -> usize {
        rng.below(legal.len())
    }
    /// Whether a search may leave `action` untried because another legal action does nearly the
    /// same (hearth: a minion played at any slot but the right end), so its budget goes to the
    /// distinct choices. Never true of every legal action.
    fn search_skips(_game: &Self::Game, _action: &<Self::Game as Rules>::Action) -> bool {
        false
    }
    /// The move of a stronger, costlier playout policy, if the ruleset has one (hearth: each action
    /// tried on a copy and the best position taken, ending the turn when nothing improves it).
    /// The generic search spends it where a cheap playout misleads most: the opponents' reply to
    /// the searcher's turn. `None`: the playout policy plays on, as without one.
    fn reply_choice(_game: &Self::Game, _legal: &[<Self::Game as Rules>::Action]) -> Option<usize> {
        None
    }
}
