//! Card-pool queries: which cards of the card set an effect may create when the card text names a
//! kind of card rather than one card ("a random Mage spell", "a random Legendary minion",
//! "Discover a Blood Rune card", "a random minion of that Cost"). A query reads the collectible
//! cards of the loaded set, so a mod's new cards join the pools by themselves. Reading one against
//! a game is `effects::pools`.

use serde::Deserialize;

use super::schema::{Amount, CardType, Class, Race, Rarity, School};

/// A query over the collectible cards: every field left out matches anything. Hero cards are
/// left out unless `kind: Some(Hero)` asks for them.
#[derive(Debug, Clone, PartialEq, Default, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CardQuery {
    /// Only cards of this type.
    #[serde(default)]
    pub kind: Option<CardType>,
    /// Whose class (default: any, neutral included).
    #[serde(default)]
    pub class: ClassRule,
    /// Only minions of this tribe.
    #[serde(default)]
    pub race: Option<Race>,
    /// Only spells of this school.
    #[serde(default)]
    pub school: Option<School>,
    /// Only cards of this rarity.
    #[serde(default)]
    pub rarity: Option<Rarity>,
    /// Only Death Knight cards that need this rune ("a Blood Rune card").
    #[serde(default)]
    pub rune: Option<Rune>,
    /// Only cards of this cost, read when the effect resolves (Corpse Farm: the Corpses spent).
    #[serde(default)]
    pub cost: Option<Amount>,
}

/// Which classes a query accepts, relative to the controller of the effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, schemars::JsonSchema)]
pub enum ClassRule {
    /// Any class, and neutral cards.
    #[default]
    Any,
    /// The controller's class only ("Discover a spell" offers the class's own).
    Own,
    /// The controller's class or neutral: what a Discover offers when the text names no class
    /// (Raptor Herald's "Discover a Beast", Bob the Bartender's "Discover a 3-Cost minion").
    OwnOrNeutral,
    /// A class that is neither the controller's nor neutral ("a card from another class").
    Other,
    /// This class only ("a random Warrior minion").
    Is(Class),
}

/// A Death Knight rune, as a query asks for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, schemars::JsonSchema)]
pub enum Rune {
    /// Blood.
    Blood,
    /// Frost.
    Frost,
    /// Unholy.
    Unholy,
}
