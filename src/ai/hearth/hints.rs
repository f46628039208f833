//! hearth's hints to the generic search (`engine::SearchHints` for `Hearth`): the board
//! evaluation, the opening-hand rule, a playout that acts while it can, slots that need not all be
//! tried, and the greedy agent's move as the opponents' reply. They are the hearth agents' own
//! code (`evaluate`, `greedy_choice`, `Knowledge`), so they are implemented here rather than
//! beside the rules, which never depend on their agents.

use super::evaluate::evaluate;
use super::greedy::greedy_choice;
use super::knowledge::Knowledge;
use crate::engine::{GameRng, SearchHints};
use crate::rulesets::hearth::schema::CardType;
use crate::rulesets::hearth::{Action, Game, Hearth, Reads};

impl SearchHints for Hearth {
    /// The generic search with the greedy reply and the greedy finish of its own turn,
    /// progressive widening from the finish policy's move and the chosen subtree kept between
    /// decisions: 52.2% against `search` over 400 games at 12% less decision time
    /// (docs/SEARCH.md has the arenas behind it).
    const SEARCH_DEFAULTS: &'static str = "iters=190,c=0.3,finish=1,widen=0.5,reuse=1";

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
