//! What one written step asks, whatever its ruleset: each format keeps its own step type (a file's
//! spelling must not change) and maps every one of its variants onto a `Step` the harness plays.

use std::borrow::Cow;

/// One entry of a scenario's `actions`, as the harness plays it. `M` is a move as the ruleset
/// writes it and `E` one of its expectations; a move is borrowed where the written step holds one
/// and owned where the ruleset builds it from a step's fields.
#[derive(Debug, Clone)]
pub enum Step<'a, M: Clone, E> {
    /// A move the rules must accept.
    Act(Cow<'a, M>),
    /// A move the rules must refuse, leaving the game exactly as it was.
    Illegal(Cow<'a, M>),
    /// A move the rules must accept, tried on a copy: the game goes on unchanged.
    Legal(Cow<'a, M>),
    /// Expectations checked at this point, before the steps after it.
    Expect(&'a [E]),
    /// The player to act thinks this many seconds: the turn clock runs as the app runs it
    /// (`Rules::advance_clock`), and a turn whose time is up ends where the rules have a clock.
    Wait(u32),
    /// The player to act answers with this raw text, as a bot program would; the arbiter applies
    /// it or rules the player out.
    Reply(&'a str),
    /// The player to act gives no answer in time; the arbiter rules on it.
    NoReply,
}

/// Why a written move names no action in the position at hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unresolved {
    /// It names what is not there now (no such hand card, an empty tile). No rule could take
    /// such a move, so an `Illegal` step counts it as refused; any other step fails with the
    /// reason.
    Absent(String),
    /// The move is wrong whatever the position (a card no content has, a step that is no move):
    /// every step fails with the reason, `Illegal` ones too, since the file has a mistake.
    Broken(String),
}

impl Unresolved {
    /// The reason, for a step that fails on it.
    pub fn reason(self) -> String {
        match self {
            Unresolved::Absent(why) | Unresolved::Broken(why) => why,
        }
    }
}
