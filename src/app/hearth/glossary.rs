//! The hearth terms a player meets on cards and on the table, with what each means: shown beside
//! the enlarged card under the pointer, for every keyword in its text and every status it has.

/// Each term and its meaning, in the order a player scans a card.
pub const TERMS: [(&str, &str); 30] = [
    (
        "Battlecry",
        "Does something when you play it from your hand.",
    ),
    ("Deathrattle", "Does something when it dies."),
    ("Taunt", "Enemies must attack this minion first."),
    (
        "Divine Shield",
        "The first time it would take damage, it takes none.",
    ),
    ("Charge", "Can attack the turn it is played."),
    ("Rush", "Can attack minions the turn it is played."),
    ("Windfury", "Can attack twice each turn."),
    (
        "Stealth",
        "Cannot be attacked or targeted until it attacks.",
    ),
    ("Poisonous", "Destroys any minion it damages."),
    ("Lifesteal", "Damage it deals also heals your hero."),
    ("Elusive", "Cannot be targeted by spells or Hero Powers."),
    ("Immune", "Takes no damage and cannot be harmed."),
    ("Freeze", "A Frozen character loses its next attack."),
    ("Frozen", "Loses its next attack."),
    (
        "Reborn",
        "The first time it dies, it returns with 1 Health.",
    ),
    ("Silence", "Removes all card text and enchantments."),
    ("Overload", "Locks that many Mana Crystals next turn."),
    ("Discover", "Choose one of three cards to add to your hand."),
    (
        "Combo",
        "A bonus if you played another card first this turn.",
    ),
    ("Spell Damage", "Your spells deal that much more damage."),
    ("Secret", "Hidden until your opponent's action sets it off."),
    ("Choose One", "Pick one of two effects when you play it."),
    (
        "Inspire",
        "Does something each time you use your Hero Power.",
    ),
    (
        "Corpses",
        "Death Knight resource: one each time a friendly minion dies.",
    ),
    (
        "Tradeable",
        "Drag it onto your deck to swap it for a new card (1 Mana).",
    ),
    (
        "Outcast",
        "A bonus if it is the leftmost or rightmost card in your hand.",
    ),
    (
        "Frenzy",
        "Does something the first time it survives damage.",
    ),
    (
        "Spellburst",
        "Does something after you cast your next spell.",
    ),
    ("Dormant", "Cannot attack or be attacked until it awakens."),
    ("Enrage", "Gains a bonus while it is damaged."),
];

/// The terms `text` uses and those in `statuses` (names from `TERMS`), each once, in the
/// order of `TERMS`.
pub fn terms_for(text: &str, statuses: &[&str]) -> Vec<(&'static str, &'static str)> {
    TERMS
        .iter()
        .copied()
        .filter(|(term, _)| text.contains(term) || statuses.contains(term))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cards_keywords_and_statuses_are_explained_once_each() {
        let terms = terms_for(
            "Taunt. Deathrattle: give a minion Taunt.",
            &["Frozen", "Taunt"],
        );
        let names: Vec<&str> = terms.iter().map(|(t, _)| *t).collect();
        assert_eq!(names, vec!["Deathrattle", "Taunt", "Frozen"]);
        assert!(terms_for("Deal 3 damage.", &[]).is_empty());
    }
}
