//! What a ruleset tells learning agents and the Python package about its games: a fixed-size
//! observation of what one seat may see, and a fixed action space with a legal-action mask. Kept
//! apart from the core `Ruleset` because only learners ask; the same encoding feeds the Python
//! package's numpy arrays and the Rust side's learned evaluation, so it is written once, here.

use super::rules::Rules;
use super::ruleset::Ruleset;

/// A ruleset's fixed-size tensors. docs/PYTHON.md describes every index of both.
pub trait Tensors: Ruleset {
    /// The observation's length: the same for every game of the ruleset.
    const OBSERVATION_LEN: usize;
    /// The number of action slots: every legal action of every game maps to one of them.
    const ACTION_SLOTS: usize;

    /// Writes what `seat` may see of `game` into `out` (`OBSERVATION_LEN` long, overwritten
    /// whole). It reads no hidden information: two games that differ only in cards `seat`
    /// cannot see give the same observation.
    fn observe(game: &Self::Game, seat: u8, out: &mut [f32]);

    /// The slot of `action`, legal in `game`, below `ACTION_SLOTS`. Two different legal actions
    /// of one position never share a slot, so a slot names one action.
    fn action_slot(game: &Self::Game, action: &<Self::Game as Rules>::Action) -> usize;

    /// A short name per action slot (`play hand 3 at 2`, `end turn`), for docs and debugging.
    fn slot_name(slot: usize) -> String;
}

/// Fills `mask` (`ACTION_SLOTS` long) with 1 at every legal action's slot and 0 elsewhere, and
/// `slot_to_legal` with the index into `legal` of the action at each marked slot (-1 elsewhere).
pub fn legal_mask<R: Tensors>(
    game: &R::Game,
    legal: &[<R::Game as Rules>::Action],
    mask: &mut [u8],
    slot_to_legal: &mut [i32],
) {
    mask.fill(0);
    slot_to_legal.fill(-1);
    for (index, action) in legal.iter().enumerate() {
        let slot = R::action_slot(game, action);
        mask[slot] = 1;
        slot_to_legal[slot] = index as i32;
    }
}

/// 1.0 for true, 0.0 for false: a flag among an observation's numbers.
#[inline]
pub fn bit(b: bool) -> f32 {
    f32::from(u8::from(b))
}

/// The `N` numbers of `out` from `at`, as an array: an observation is written block by block,
/// each block's layout fixed by its type.
#[inline]
pub fn block<const N: usize>(out: &mut [f32], at: usize) -> &mut [f32; N] {
    (&mut out[at..at + N])
        .try_into()
        .expect("a block of the observation")
}
