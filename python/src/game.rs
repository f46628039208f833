//! One game of any ruleset behind an object-safe face, `DynGame`, written once as `GameOf<R>`:
//! Python's `Game` holds a `Box<dyn DynGame>` and never names a ruleset. The legal list of the
//! position is kept beside the game, so an index Python got from `legal_actions()` names the
//! same action when it comes back to `apply`.

use std::any::Any;

use emberdeck::engine::{Describe, Rules, Ruleset, Tensors, legal_mask};
use emberdeck::sim::ActionOf;

/// One event of a game's log in words, as one seat reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogEntry {
    /// The event's position in the engine's log (bookkeeping nobody reads has no words, so the
    /// positions of the entries may skip).
    pub index: usize,
    /// The event in words.
    pub text: String,
    /// The seat the words are written for (hidden cards stay hidden from it).
    pub seat: u8,
}

/// A finished game's result: the winners and every seat's share of the win.
#[derive(Debug, Clone, PartialEq)]
pub struct Ending {
    /// The winning seats: one, several on a shared win, none on a draw.
    pub winners: Vec<u8>,
    /// Per seat, its share (`engine::Outcome::share`): 1 for a sole winner, 1/n of a shared win,
    /// an even share of a draw, 0 for a loss.
    pub shares: Vec<f64>,
}

/// A game of some ruleset, as Python sees it.
pub trait DynGame: Send + Sync {
    /// The ruleset's name.
    fn ruleset(&self) -> &'static str;
    /// Seats in this game.
    fn seats(&self) -> u8;
    /// The seed it was made from (as Python gave it).
    fn seed(&self) -> u64;
    /// How many legal actions the seat to act has (none once the game is over).
    fn legal_len(&self) -> usize;
    /// The legal actions in words, in the engine's order.
    fn legal_words(&self) -> Vec<String>;
    /// Applies legal action `index` (below `legal_len`), or returns the engine's reason and
    /// changes nothing.
    fn apply(&mut self, index: usize) -> Result<(), String>;
    /// The seat whose decision it is.
    fn to_act(&self) -> u8;
    /// Whether the game has ended.
    fn is_over(&self) -> bool;
    /// How it ended, once the game is over.
    fn ending(&self) -> Option<Ending>;
    /// The ruleset's turn count.
    fn turns(&self) -> u32;
    /// A full, independent copy (the engine's `fork`).
    fn fork(&self) -> Box<dyn DynGame>;
    /// A copy in which what `viewer` cannot see is re-drawn from what it may know, seeded.
    fn determinize(&self, viewer: u8, seed: u64) -> Box<dyn DynGame>;
    /// The log in words as `viewer` reads it.
    fn log(&self, viewer: u8) -> Vec<LogEntry>;
    /// The log's fingerprint (same seed and same actions give the same digest).
    fn log_digest(&self) -> u64;
    /// Events in the log.
    fn log_len(&self) -> usize;
    /// The table in words as `seat` sees it.
    fn view(&self, seat: u8) -> String;
    /// The first broken invariant of the rules state, if any.
    fn invariants(&self) -> Result<(), String>;
    /// Writes what `seat` may see into `out` (`Tensors::OBSERVATION_LEN` long).
    fn observe(&self, seat: u8, out: &mut [f32]);
    /// Writes the legal-action mask of the seat to act into `mask` (`Tensors::ACTION_SLOTS`
    /// long); all zeros once the game is over.
    fn action_mask(&mut self, mask: &mut [u8]);
    /// The action slot of every legal action, in the legal list's order.
    fn legal_slots(&self) -> Vec<usize>;
    /// Applies the legal action in action slot `slot`, or says why not and changes nothing.
    fn apply_slot(&mut self, slot: usize) -> Result<(), String>;
    /// The concrete game, for an agent of the same ruleset.
    fn as_any(&self) -> &dyn Any;
}

/// A game of ruleset `R` with the legal list of its position.
pub struct GameOf<R: Ruleset> {
    /// The engine's game.
    pub game: R::Game,
    /// The legal actions of the seat to act (empty once the game is over).
    pub legal: Vec<ActionOf<R>>,
    /// Seats in the game.
    pub seats: u8,
    /// The seed Python gave.
    pub seed: u64,
    /// The legal index at each action slot (-1: no legal action there), kept for `apply_slot`.
    slot_to_legal: Vec<i32>,
    /// Whether `slot_to_legal` is the current position's.
    slots_fresh: bool,
}

impl<R: Describe + Tensors> GameOf<R> {
    /// Wraps `game` and lists its legal actions.
    pub fn new(game: R::Game, seats: u8, seed: u64) -> Self {
        let mut out = Self {
            game,
            legal: Vec::new(),
            seats,
            seed,
            slot_to_legal: Vec::new(),
            slots_fresh: false,
        };
        out.refresh();
        out
    }

    /// Lists the legal actions of the position again (after it changed).
    pub fn refresh(&mut self) {
        if self.game.is_over() {
            self.legal.clear();
        } else {
            self.game.legal_actions_into(&mut self.legal);
        }
        self.slots_fresh = false;
    }

    /// Maps the position's legal actions to their slots (once per position).
    fn map_slots(&mut self, mask: &mut [u8]) {
        self.slot_to_legal.resize(R::ACTION_SLOTS, -1);
        legal_mask::<R>(&self.game, &self.legal, mask, &mut self.slot_to_legal);
        self.slots_fresh = true;
    }

    /// A copy of another game of the same ruleset with its legal list.
    fn copy_of(&self, game: R::Game) -> Box<dyn DynGame> {
        Box::new(Self::new(game, self.seats, self.seed))
    }
}

impl<R: Describe + Tensors> DynGame for GameOf<R> {
    fn ruleset(&self) -> &'static str {
        R::NAME
    }
    fn seats(&self) -> u8 {
        self.seats
    }
    fn seed(&self) -> u64 {
        self.seed
    }
    fn legal_len(&self) -> usize {
        self.legal.len()
    }
    fn legal_words(&self) -> Vec<String> {
        self.legal
            .iter()
            .map(|action| R::describe_action(&self.game, action))
            .collect()
    }
    fn apply(&mut self, index: usize) -> Result<(), String> {
        let action = self.legal.get(index).cloned().ok_or_else(|| {
            format!(
                "action {index} is out of range: there are {} legal actions",
                self.legal.len()
            )
        })?;
        self.game.apply(&action).map_err(|rejected| {
            format!(
                "the engine refused \"{}\": {rejected}",
                R::describe_action(&self.game, &action)
            )
        })?;
        self.refresh();
        Ok(())
    }
    fn to_act(&self) -> u8 {
        self.game.to_act()
    }
    fn is_over(&self) -> bool {
        self.game.is_over()
    }
    fn ending(&self) -> Option<Ending> {
        if !self.game.is_over() {
            return None;
        }
        let outcome = R::outcome(&self.game);
        Some(Ending {
            shares: (0..self.seats)
                .map(|seat| outcome.share(seat, self.seats))
                .collect(),
            winners: outcome.winners,
        })
    }
    fn turns(&self) -> u32 {
        R::turns(&self.game)
    }
    fn fork(&self) -> Box<dyn DynGame> {
        self.copy_of(self.game.fork())
    }
    fn determinize(&self, viewer: u8, seed: u64) -> Box<dyn DynGame> {
        self.copy_of(R::determinize(&self.game, viewer, seed))
    }
    fn log(&self, viewer: u8) -> Vec<LogEntry> {
        R::log(&self.game)
            .events()
            .iter()
            .enumerate()
            .filter_map(|(index, event)| {
                R::describe_event(&self.game, event, viewer).map(|text| LogEntry {
                    index,
                    text,
                    seat: viewer,
                })
            })
            .collect()
    }
    fn log_digest(&self) -> u64 {
        R::log_digest(&self.game)
    }
    fn log_len(&self) -> usize {
        R::log_len(&self.game)
    }
    fn view(&self, seat: u8) -> String {
        R::describe_view(&self.game, seat)
    }
    fn invariants(&self) -> Result<(), String> {
        R::invariants(&self.game)
    }
    fn observe(&self, seat: u8, out: &mut [f32]) {
        R::observe(&self.game, seat, out);
    }
    fn action_mask(&mut self, mask: &mut [u8]) {
        self.map_slots(mask);
    }
    fn legal_slots(&self) -> Vec<usize> {
        self.legal
            .iter()
            .map(|action| R::action_slot(&self.game, action))
            .collect()
    }
    fn apply_slot(&mut self, slot: usize) -> Result<(), String> {
        if slot >= R::ACTION_SLOTS {
            return Err(format!(
                "slot {slot} is out of range: {} has {} action slots",
                R::NAME,
                R::ACTION_SLOTS
            ));
        }
        if !self.slots_fresh {
            let mut mask = vec![0; R::ACTION_SLOTS];
            self.map_slots(&mut mask);
        }
        match usize::try_from(self.slot_to_legal[slot]) {
            Ok(index) => self.apply(index),
            Err(_) => Err(format!(
                "slot {slot} ({}) is not legal here (its mask is 0)",
                R::slot_name(slot)
            )),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
