//! The open choices of the rules (gods.md §5), each an option with its default in
//! `assets/gods/rules.ron`. A game may pin others (`--opt name=value`, a scenario's `options`),
//! and a card may branch on one (`If(condition: Option(name, value), ...)`).

use serde::{Deserialize, Serialize};

/// Where the two stones stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StoneTiles {
    /// (0,2) and (7,2): on the back edges.
    Edge,
    /// (1,2) and (6,2): one column in.
    Inner,
}

/// The board's size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Board {
    /// 8 columns × 5 rows (the 2018 game).
    EightByFive,
    /// 9 columns × 5 rows (the 2017 beta).
    NineByFive,
}

/// Where a unit played from the hand may be deployed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DeployZone {
    /// An empty tile adjacent to the player's stone.
    Stone,
    /// An empty tile adjacent to the player's stone or to any allied unit.
    StoneOrAllies,
}

/// The text Gaia Stone is read with (gods.md §1.6.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GaiaStone {
    /// "Restore 1 health, then +3 health" (fits all the guide's numbers).
    RestoreThenThree,
    /// "+4 health" (max 11 in the guide's example).
    PlusFour,
}

/// The text Disorder is read with (gods.md §1.6.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Disorder {
    /// 2 damage to one random enemy.
    OneRandom,
    /// 1 damage to a random enemy per allied unit.
    PerAlly,
}

/// The mulligan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Mulligan {
    /// Once, any subset of the opening hand.
    Any,
    /// Once, at most two cards.
    UpToTwo,
    /// No mulligan.
    None,
}

/// What the second player gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SecondPlayer {
    /// The `second_player_card` of `rules.ron` in its opening hand.
    DivineSpark,
    /// One more mana on its first turn (and every turn after).
    ExtraMana,
}

/// How movement is spent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Moves {
    /// One move action per unit per turn.
    OneMove,
    /// Several moves, up to the unit's movement in all.
    Split,
}

/// Drawing from an empty deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EmptyDeck {
    /// 1, then 2, 3… damage to one's own stone.
    Fatigue,
    /// Nothing happens.
    Nothing,
}

macro_rules! options {
    ($( $(#[$doc:meta])* $name:ident : $ty:ty = $default:expr ),* $(,)?) => {
        /// Every open choice of the rules, with the default the spec gives.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize)]
        #[serde(default, deny_unknown_fields)]
        pub struct Options {
            $( $(#[$doc])* pub $name: $ty, )*
        }

        impl Default for Options {
            fn default() -> Self {
                Self { $( $name: $default, )* }
            }
        }

        impl Options {
            /// The options' names, as `rules.ron` and `--opt` write them.
            pub const NAMES: &'static [&'static str] = &[$(stringify!($name)),*];

            /// Sets option `name` from its written value (`gaia_stone`, `"plus_four"`).
            pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
                match name {
                    $( stringify!($name) => {
                        self.$name = ron::from_str(value).map_err(|e| {
                            format!("option {name}: \"{value}\" is not a value it takes ({e})")
                        })?;
                        Ok(())
                    } )*
                    _ => Err(format!(
                        "gods has no option \"{name}\" (it has: {})",
                        Self::NAMES.join(", ")
                    )),
                }
            }

            /// The value of option `name`, written as `rules.ron` writes it.
            pub fn get(&self, name: &str) -> Option<String> {
                match name {
                    $( stringify!($name) => ron::to_string(&self.$name).ok(), )*
                    _ => None,
                }
            }
        }
    };
}

options! {
    /// Where the stones stand.
    stone_tiles: StoneTiles = StoneTiles::Edge,
    /// The board's size.
    board: Board = Board::EightByFive,
    /// Where units from the hand are deployed.
    deploy_zone: DeployZone = DeployZone::Stone,
    /// A unit answers an attack only from inside its own range.
    counter_requires_range: bool = true,
    /// Protection reduces Return Damage too (not only Attack Damage).
    protection_reduces_return_damage: bool = true,
    /// Stealth also keeps a unit's own side from targeting it.
    stealth_blocks_allies: bool = true,
    /// Immunity also holds against its own side's effects.
    immune_blocks_allies: bool = true,
    /// A Guard unit guards its stone only while adjacent to it.
    guard_needs_adjacency: bool = true,
    /// Gaia Stone's text.
    gaia_stone: GaiaStone = GaiaStone::RestoreThenThree,
    /// Disorder's text.
    disorder: Disorder = Disorder::OneRandom,
    /// Cards in each opening hand.
    opening_hand: u8 = 4,
    /// The mulligan.
    mulligan: Mulligan = Mulligan::Any,
    /// The second player's compensation.
    second_player: SecondPlayer = SecondPlayer::DivineSpark,
    /// How movement is spent.
    moves_per_turn: Moves = Moves::OneMove,
    /// Drawing from an empty deck.
    empty_deck: EmptyDeck = EmptyDeck::Fatigue,
    /// Turns (both players' counted) after which the game is a draw.
    turn_cap: u16 = 60,
}

impl Options {
    /// Columns and rows of the board.
    pub fn size(&self) -> (u8, u8) {
        match self.board {
            Board::EightByFive => (8, 5),
            Board::NineByFive => (9, 5),
        }
    }
}
