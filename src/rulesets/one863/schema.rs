//! The one863 content files as a modder writes them: `rules.ron` (limits, position bonuses,
//! abilities) and one `teams/<id>.ron` per national team. These are the raw serde shapes; `db`
//! checks them and turns names into indices.

use ron::value::RawValue;
use serde::Deserialize;

/// `rules.ron`.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename = "Rules", deny_unknown_fields)]
pub struct RulesFile {
    /// Cards a side holds after drawing.
    pub hand_size: u8,
    /// Cards a field holds, flipped ones included.
    pub field_size: u8,
    /// Flipped cards that make a momentum goal.
    pub momentum_goal_at: u8,
    /// The score that ends the match.
    pub winning_score: u8,
    /// Face-up cards a side may have at most when stoppage time starts.
    pub stoppage_at_most: u8,
    /// Every position a card may have.
    pub positions: Vec<PositionDef>,
    /// Every ability a card may have.
    pub abilities: Vec<AbilityDef>,
}

/// One position and what it adds to duels.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionDef {
    /// As cards name it ("ST").
    pub id: String,
    /// In words.
    pub name: String,
    /// Added to ATT when a card of this position attacks.
    #[serde(default)]
    pub attack: i8,
    /// Added to DEF when it blocks.
    #[serde(default)]
    pub defence: i8,
    /// Added to a team-mate's block while this card stands face up (the best one counts).
    #[serde(default)]
    pub support: i8,
    /// Played beside another face-up card, it opens the Meneur window.
    #[serde(default)]
    pub playmaker: bool,
}

/// One ability.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AbilityDef {
    /// As cards name it ("BOOST1").
    pub id: String,
    /// In words.
    pub name: String,
    /// Losing a duel, the card takes its opponent with it.
    #[serde(default)]
    pub aggressive: bool,
    /// Discarded from the hand by the defender, it adds this much to a block.
    #[serde(default)]
    pub boost: i8,
}

/// A team file, its cards still raw so that one broken card is reported on its own.
#[derive(Debug, Deserialize)]
#[serde(rename = "Team", deny_unknown_fields)]
pub struct TeamFile<'a> {
    /// The team id decks and scenarios use ("france").
    pub id: String,
    /// Its name as shown.
    pub name: String,
    /// Its shirt colour (red, green, blue), for the screen.
    #[serde(default = "grey_kit")]
    pub kit: (u8, u8, u8),
    /// Its cards.
    #[serde(borrow)]
    pub cards: Vec<&'a RawValue>,
}

/// One card of a team.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// Unique over all teams ("fra_st").
    pub id: String,
    /// The player's name.
    pub name: String,
    /// A position id of `rules.ron`.
    pub position: String,
    /// The player's value (VAEP).
    pub vaep: i8,
    /// Ability ids of `rules.ron`.
    #[serde(default)]
    pub abilities: Vec<String>,
}

/// The shirt colour of a team file that gives none.
fn grey_kit() -> (u8, u8, u8) {
    (120, 120, 120)
}
