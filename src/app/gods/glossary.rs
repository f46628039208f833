//! Every word of the gods board in one table, with what it means (from gods.md): the hover help
//! of tokens and hand cards and the "How to play" page read it, so a term is explained the same
//! way everywhere and is written once.

use super::replay::ShownUnit;
use crate::rulesets::gods::schema::{CardDef, CardKind, Keyword, Range, Subtype};

/// One term and its meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Term {
    /// The word as the board shows it.
    pub name: &'static str,
    /// Lower-case stem found in card texts ("stun" finds "Stun" and "stunned"); empty for a
    /// term the texts do not use, shown from a unit's state instead.
    pub stem: &'static str,
    /// In a few words, for the "How to play" page ("Move n: tiles it walks a turn").
    pub short: &'static str,
    /// What it means, in a sentence or two.
    pub meaning: &'static str,
}

impl Term {
    /// The term in a line: its meaning, led by its name unless the meaning already starts
    /// with it ("Guard: …", "Counter-attack: An attacked unit …").
    pub fn line(&self) -> String {
        if self.meaning.starts_with(self.name) {
            self.meaning.to_owned()
        } else {
            format!("{}: {}", self.name, self.meaning)
        }
    }
}

/// Shorthand for the table below.
const fn term(
    name: &'static str,
    short: &'static str,
    stem: &'static str,
    meaning: &'static str,
) -> Term {
    Term {
        name,
        stem,
        short,
        meaning,
    }
}

/// Movement, from the glossary (a unit's first line).
pub const MOVE: &str = "Move";
/// Ranged attack, from the glossary.
pub const RANGE: &str = "Range";
/// Melee attack, from the glossary.
pub const MELEE: &str = "Melee";
/// A unit that arrived, moved or attacked this turn.
pub const ACTED: &str = "Acted";
/// Protection, as a unit's mark ("Protection 1").
pub const PROTECTION: &str = "Protection";

/// The glossary, in the order the "How to play" page lists it.
pub const TERMS: &[Term] = &[
    term(
        "Summoning Stone",
        "each side's crystal: destroy the enemy's to win",
        "stone",
        "Each side's crystal, 25 Health. Destroy the enemy stone to win; yours is where your units arrive.",
    ),
    term(
        "Attack",
        "the gold disc: the damage it deals",
        "",
        "The number in the gold disc: the damage the unit deals when it attacks or strikes back.",
    ),
    term(
        "Health",
        "the green disc: at 0 it is destroyed",
        "",
        "The number in the green disc (red when damaged): at 0 the unit is destroyed.",
    ),
    term(
        MOVE,
        "Move n: tiles it walks a turn",
        "",
        "Move n: the unit walks up to n tiles a turn in straight steps (not diagonally), through its allies, once a turn and before it attacks.",
    ),
    term(
        MELEE,
        "Melee: it attacks a neighbour",
        "",
        "Melee: the unit attacks a unit on one of the 8 tiles around it.",
    ),
    term(
        RANGE,
        "Range n: how far it attacks",
        "",
        "Range n: the unit attacks a unit up to n straight steps away.",
    ),
    term(
        "Counter-attack",
        "the attacked unit strikes back",
        "counter",
        "An attacked unit strikes back at once, even if the blow destroys it, when the attacker stands within its own reach; not when it is stunned, has 0 Attack or is a stone.",
    ),
    term(
        ACTED,
        "Acted: it arrived, moved or attacked this turn",
        "",
        "Acted: it arrived, moved or attacked this turn. A unit that only moved may still attack; one that arrived waits for your next turn (unless it has Charge).",
    ),
    term(
        "Guard",
        "its stone cannot be attacked",
        "guard",
        "Guard: while it stands beside its own stone (not stealthed or banished), enemies cannot attack or target that stone; area, random and splash damage still hit it.",
    ),
    term(
        "Stealth",
        "it cannot be attacked or targeted",
        "stealth",
        "Stealth: cannot be attacked or targeted by spells and abilities; random and area effects still hit it. Lost when it attacks; its Guard sleeps meanwhile.",
    ),
    term(
        PROTECTION,
        "Protection n: n less combat damage",
        "protection",
        "Protection n: takes n less damage from attacks and counter-attacks (never below 0); spells and Warcries hit in full. Only the highest Protection counts.",
    ),
    term(
        "Stunned",
        "it cannot move, attack or strike back",
        "stun",
        "Stunned: cannot move, attack or strike back, until the start of the next turn of the player who stunned it.",
    ),
    term(
        "Banished",
        "out of play for a turn",
        "banish",
        "Banished: out of play on its tile until the start of its banisher's next turn: it cannot act, be targeted or be affected, and its auras stop.",
    ),
    term(
        "Charge",
        "it acts the turn it arrives",
        "charge",
        "Charge: may move and attack on the turn it arrives.",
    ),
    term(
        "Warcry",
        "when played from the hand",
        "warcry",
        "Warcry: happens when the unit is played from your hand. An Activatable Warcry is used later by you instead, before the unit's first move.",
    ),
    term(
        "Afterlife",
        "when it dies",
        "afterlife",
        "Afterlife: happens when the unit dies (not when it is transformed, banished or returned to a hand).",
    ),
    term(
        "Aura",
        "a lasting effect on units around it",
        "aura",
        "Aura: a lasting effect on the units around it (or on all, when global); it ends when the unit dies, is banished or silenced.",
    ),
    term(
        "Resurrection",
        "it comes back once",
        "resurrect",
        "Resurrection: the first time it dies, it comes back on its tile, as new, before its Afterlife.",
    ),
    term(
        "Reincarnate",
        "it turns into another unit instead of dying",
        "reincarnate",
        "Reincarnate: when it would die, it turns into the named unit instead (no death, no Afterlife).",
    ),
    term(
        "Immune",
        "untouchable by what it names",
        "immune",
        "Immune: cannot be targeted or affected by what it names (spells, attacks, unit effects or leader abilities).",
    ),
    term(
        "Silence",
        "its card text is removed",
        "silence",
        "Silence: removes the unit's card text (keywords, auras, Warcry, Afterlife) and every change but damage.",
    ),
    term(
        "Execute",
        "destroyed outright",
        "execute",
        "Execute: destroys the unit outright; it cannot come back by Resurrection, but its Afterlife happens.",
    ),
    term(
        "Transform",
        "replaced by another unit",
        "transform",
        "Transform: the unit is replaced by another on its tile; it does not die (no Afterlife).",
    ),
    term(
        "Discover",
        "choose one of three cards",
        "discover",
        "Discover: choose one of three cards offered; it goes to your hand.",
    ),
    term(
        "Recall",
        "back to its owner's hand",
        "return a unit",
        "Recall: the unit goes back to its owner's hand as printed.",
    ),
    term(
        "Attack Damage effect",
        "right after its attack hits",
        "attack damage effect",
        "Attack Damage effect: happens right after this unit's attack deals its damage.",
    ),
    term(
        "Return Damage effect",
        "right after it strikes back",
        "return damage effect",
        "Return Damage effect: happens right after this unit strikes back.",
    ),
    term(
        "Structure",
        "never moves",
        "structure",
        "Structure: a unit that never moves.",
    ),
    term(
        "God",
        "a kind of unit",
        "god",
        "God: a kind of unit some cards name (Zeus's ability, Sharpshooter).",
    ),
    term(
        "Beast",
        "a kind of unit",
        "beast",
        "Beast: a kind of unit some cards name.",
    ),
    term(
        "Neutral",
        "nobody's unit",
        "nobody",
        "Neutral: belongs to nobody; either side may attack it.",
    ),
    term(
        "Leader ability",
        "your leader's power, once a turn",
        "",
        "Your leader's power (the button under the board): costs mana, once a turn.",
    ),
];

/// The term named `name`.
pub fn find(name: &str) -> Option<&'static Term> {
    TERMS.iter().find(|t| t.name == name)
}

/// The glossary's name for a keyword.
pub fn keyword_term(k: Keyword) -> &'static str {
    match k {
        Keyword::Guard => "Guard",
        Keyword::Stealth => "Stealth",
        Keyword::Charge => "Charge",
        Keyword::Resurrection => "Resurrection",
        Keyword::Immune(_) => "Immune",
        Keyword::Protection(_) => PROTECTION,
    }
}

/// A unit's movement and reach as a token's line shows them: "Move 2", "Range 3" or "Melee".
pub fn reach_words(movement: u8, range: u8) -> Vec<String> {
    let reach = if range == 0 {
        MELEE.to_owned()
    } else {
        format!("{RANGE} {range}")
    };
    vec![format!("{MOVE} {movement}"), reach]
}

/// A unit's marks as its token shows them, each a glossary term: its keywords and its state now.
pub fn marks(u: &ShownUnit) -> Vec<String> {
    let mut marks = Vec::new();
    let mut mark = |on: bool, word: String| {
        if on {
            marks.push(word);
        }
    };
    mark(u.guard, "Guard".into());
    mark(u.stealth, "Stealth".into());
    mark(u.protection > 0, format!("{PROTECTION} {}", u.protection));
    mark(u.stunned, "Stunned".into());
    mark(u.banished, "Banished".into());
    mark(u.spent && !u.stone, ACTED.into());
    marks
}

/// The terms a card text uses, in the glossary's order.
pub fn terms_in(text: &str) -> Vec<&'static Term> {
    let text = text.to_lowercase();
    TERMS
        .iter()
        .filter(|t| !t.stem.is_empty() && starts_a_word(&text, t.stem))
        .collect()
}

/// True when `stem` starts a word somewhere in `text` (both lower case).
fn starts_a_word(text: &str, stem: &str) -> bool {
    text.match_indices(stem).any(|(i, _)| {
        text[..i]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric())
    })
}

/// Every term that explains a card: its numbers and reach (for a unit), its keywords, and the
/// terms its text uses, once each, in the glossary's order.
pub fn card_terms(def: &CardDef) -> Vec<&'static Term> {
    let mut names: Vec<&str> = Vec::new();
    match def.kind {
        CardKind::Unit => {
            names.extend(["Attack", "Health", MOVE]);
            names.push(match def.range {
                Range::Melee => MELEE,
                Range::Ranged(_) => RANGE,
            });
        }
        CardKind::Stone => names.extend(["Summoning Stone", "Health"]),
        CardKind::Leader => names.push("Leader ability"),
        CardKind::Spell => {}
    }
    names.extend(def.keywords.iter().map(|k| keyword_term(*k)));
    names.extend(def.subtypes.iter().map(|s| match s {
        Subtype::Structure => "Structure",
        Subtype::Beast => "Beast",
        Subtype::God => "God",
    }));
    let mut found: Vec<&'static Term> = TERMS.iter().filter(|t| names.contains(&t.name)).collect();
    for t in terms_in(&def.text) {
        if !found.contains(&t) {
            found.push(t);
        }
    }
    found.sort_by_key(|t| TERMS.iter().position(|x| x == *t));
    found
}

/// Every term that explains a unit on the board: its card's, and its marks now.
pub fn unit_terms(def: &CardDef, u: &ShownUnit) -> Vec<&'static Term> {
    let mut found = card_terms(def);
    for mark in marks(u) {
        let name = mark.split(' ').next().unwrap_or_default();
        if let Some(t) = find(name).filter(|t| !found.contains(t)) {
            found.push(t);
        }
    }
    found.sort_by_key(|t| TERMS.iter().position(|x| x == *t));
    found
}

/// The terms a token shows, which the "How to play" page explains.
const TOKEN_TERMS: &[&str] = &[MOVE, RANGE, MELEE, ACTED, PROTECTION];
/// How many keywords the page names as examples.
const PAGE_EXAMPLES: usize = 6;

/// The "How to play" page's glossary, short enough for the Escape menu: what a token shows, in
/// a few words each, then where to find the rest (pointing at a unit or a card explains every
/// term on it).
pub fn page_lines() -> impl Iterator<Item = String> {
    let token: Vec<&str> = TOKEN_TERMS
        .iter()
        .filter_map(|name| find(name))
        .map(|t| t.short)
        .collect();
    let examples: Vec<&str> = TERMS
        .iter()
        .filter(|t| !t.stem.is_empty() && !TOKEN_TERMS.contains(&t.name))
        .filter(|t| t.name != "Summoning Stone")
        .take(PAGE_EXAMPLES)
        .map(|t| t.name)
        .collect();
    [
        format!("A token reads: {}.", token.join("; ")),
        format!(
            "Point at a unit or a card to read what each of its terms means ({}…).",
            examples.join(", ")
        ),
    ]
    .into_iter()
}
