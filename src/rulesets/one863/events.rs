//! one863's events. Rules events (`Event`s of the rules world) are what observers react to: an
//! action starts a chain of them (attack → block → duel → goal → turn) and each observer does one
//! rule. Log events (`LogEvent`) are what happened, appended to the game log for the presentation
//! and for replays.

use bevy::ecs::event::Event;

use super::components::Slot;

/// A side's turn starts: refresh, draw, stoppage check.
#[derive(Event, Debug, Clone, Copy)]
pub struct TurnBegins {
    /// Whose turn.
    pub side: u8,
}

/// A hand card goes onto its side's field.
#[derive(Event, Debug, Clone, Copy)]
pub struct CardPlayed {
    /// The card.
    pub card: Slot,
}

/// A field card attacks.
#[derive(Event, Debug, Clone, Copy)]
pub struct AttackDeclared {
    /// The attacker.
    pub card: Slot,
}

/// The defender answers the pending attack.
#[derive(Event, Debug, Clone, Copy)]
pub struct BlockDeclared {
    /// The blocker.
    pub card: Slot,
    /// A hand card discarded to strengthen the block.
    pub boost: Option<Slot>,
}

/// Attacker and blocker measured: the duel's outcome is settled from these numbers.
#[derive(Event, Debug, Clone, Copy)]
pub struct DuelFought {
    /// The attacking card.
    pub attacker: Slot,
    /// The blocking card.
    pub blocker: Slot,
    /// ATT.
    pub attack: i8,
    /// DEF.
    pub defence: i8,
}

/// A goal for `side`, by `scorer` (an open goal or momentum).
#[derive(Event, Debug, Clone, Copy)]
pub struct GoalScored {
    /// The scoring side.
    pub side: u8,
    /// The attacking card.
    pub scorer: Slot,
    /// How it came.
    pub kind: GoalKind,
}

/// The side to act passes.
#[derive(Event, Debug, Clone, Copy)]
pub struct Passed;

/// The match ends now.
#[derive(Event, Debug, Clone, Copy)]
pub struct MatchEnds;

/// How a goal came.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GoalKind {
    /// The defender had no face-up card.
    OpenGoal,
    /// The defender reached the momentum count of flipped cards.
    Momentum,
}

/// What happened, in order. Cards are slots of the game they happened in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LogEvent {
    /// A side's turn began.
    TurnStarted {
        /// Whose.
        side: u8,
    },
    /// A card was drawn.
    Drew {
        /// By whom.
        side: u8,
        /// Which.
        card: Slot,
    },
    /// A card went onto the field.
    Played {
        /// Whose.
        side: u8,
        /// Which.
        card: Slot,
    },
    /// A playmaker opened the Meneur window.
    MeneurWindow {
        /// Whose.
        side: u8,
        /// The playmaker.
        card: Slot,
    },
    /// A card attacked.
    Attacked {
        /// Whose.
        side: u8,
        /// Which.
        card: Slot,
    },
    /// A card blocked.
    Blocked {
        /// Whose.
        side: u8,
        /// Which.
        card: Slot,
    },
    /// A boost card was discarded to strengthen the block.
    Boosted {
        /// Whose.
        side: u8,
        /// Which.
        card: Slot,
        /// By how much.
        amount: i8,
    },
    /// A duel was measured.
    Duel {
        /// The attacking card.
        attacker: Slot,
        /// The blocking card.
        blocker: Slot,
        /// ATT.
        attack: i8,
        /// DEF.
        defence: i8,
    },
    /// A field card was turned face down.
    Flipped {
        /// Which.
        card: Slot,
    },
    /// A card went to its side's discard pile from the field.
    Discarded {
        /// Which.
        card: Slot,
    },
    /// Recovery: the defender discarded its leftmost flipped card.
    Recovered {
        /// Whose.
        side: u8,
        /// Which.
        card: Slot,
    },
    /// A goal.
    Goal {
        /// The scoring side.
        side: u8,
        /// The attacking card.
        scorer: Slot,
        /// How.
        kind: GoalKind,
        /// Home's score after it.
        home: u8,
        /// Away's score after it.
        away: u8,
    },
    /// A side passed.
    Passed {
        /// Who.
        side: u8,
    },
    /// Stoppage time: `side` could not go on; the other side has one last action.
    StoppageTime {
        /// The side whose turn was skipped.
        side: u8,
    },
    /// A side gave up (its program failed).
    Forfeited {
        /// Who.
        side: u8,
    },
    /// Full time.
    FullTime {
        /// Home's goals.
        home: u8,
        /// Away's goals.
        away: u8,
    },
}
