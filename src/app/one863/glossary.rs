//! Every term of the one863 pitch in one table, with what it means (from one863.md): the card
//! number, ATT and DEF, the position letters, the French ability words and the moments of a
//! match. The cards' hover help, the prompt's and the "How to play" page read it; the numbers a
//! position adds are read from the rules file, so a mod that changes them is explained right.

use crate::rulesets::one863::TeamDb;
use crate::rulesets::one863::db::CardInfo;
use crate::rulesets::one863::schema::{AbilityDef, PositionDef};

/// One term and its meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Term {
    /// The word as the pitch shows it.
    pub name: &'static str,
    /// It in a word or two of English ("Pace").
    pub short: &'static str,
    /// What it means.
    pub meaning: &'static str,
}

/// Shorthand for the table below.
const fn term(name: &'static str, short: &'static str, meaning: &'static str) -> Term {
    Term {
        name,
        short,
        meaning,
    }
}

/// The card's number.
pub const VAEP: &str = "VAEP";
/// The playmaker's window.
pub const MENEUR: &str = "MENEUR";

/// The glossary, in the order the "How to play" page lists it: the numbers, the positions, the
/// abilities, then the moments of a match.
pub const TERMS: &[Term] = &[
    term(
        VAEP,
        "the number in the gold disc, the player's strength",
        "the big number on a card, in the gold disc: the player's strength (a rating of how much the real player adds to a match, 6 to 9). A duel adds the position's bonus to it.",
    ),
    term(
        "ATT",
        "VAEP + the attacker's bonus",
        "the attacker's total in a duel: its number (VAEP) plus its position's attack bonus.",
    ),
    term(
        "DEF",
        "VAEP + the blocker's bonus, support and boost",
        "the blocker's total in a duel: its number (VAEP) plus its position's defence bonus, plus the support of a face-up CM beside it, plus a boost. The higher total wins; a tie sends both off.",
    ),
    term("GK", "Goalkeeper", "Goalkeeper."),
    term("CB", "Centre-back", "Centre-back, a defender."),
    term(
        "LB",
        "Left-back",
        "Left-back, a defender who also joins attacks.",
    ),
    term(
        "RB",
        "Right-back",
        "Right-back, a defender who also joins attacks.",
    ),
    term("CDM", "Defensive midfielder", "Defensive midfielder."),
    term("CM", "Central midfielder", "Central midfielder."),
    term(
        "CAM",
        "Playmaker",
        "Attacking midfielder, the playmaker (meneur).",
    ),
    term("LM", "Left midfielder", "Left midfielder."),
    term("RM", "Right midfielder", "Right midfielder."),
    term("LW", "Left winger", "Left winger."),
    term("RW", "Right winger", "Right winger."),
    term("ST", "Striker", "Striker."),
    term(
        MENEUR,
        "playmaker",
        "French for playmaker. A CAM played while another of your players stands face up opens the MENEUR window: attack at once with another face-up player that has not acted, or pass. The CAM itself has acted.",
    ),
    term(
        "AGRESSIF",
        "Aggressive",
        "Aggressive: when this player loses a duel, it takes its opponent with it (that card is discarded too).",
    ),
    term(
        "BOOST1",
        "Boost +1",
        "Boost +1: when you block, discard this card from your hand (click it first) to add 1 to your DEF.",
    ),
    term(
        "BOOST2",
        "Boost +2",
        "Boost +2: when you block, discard this card from your hand (click it first) to add 2 to your DEF.",
    ),
    term("VITESSE", "Pace", FLAVOUR),
    term("TECHNIQUE", "Technique", FLAVOUR),
    term("PHYSIQUE", "Physical strength", FLAVOUR),
    term("FINISSEUR", "Finisher", FLAVOUR),
    term("VISION", "Vision of the game", FLAVOUR),
    term("PASSEUR", "Passer", FLAVOUR),
    term("SOLIDAIRE", "Team player", FLAVOUR),
    term("AERIEN", "Good in the air", FLAVOUR),
    term("CPA", "Set pieces", FLAVOUR),
    term("TIRLOINTAIN", "Long shot", FLAVOUR),
    term("PROVOCATEUR", "Wind-up merchant", FLAVOUR),
    term(
        "Face down",
        "beaten",
        "a player beaten in a duel is turned face down: it can no longer attack or block. When a side has 3 face down, the other side scores (a momentum goal).",
    ),
    term(
        "Open goal",
        "no defender",
        "an attack on a side with no face-up player scores at once. Attacking with your last face-up player risks it: if that player goes, your goal is open.",
    ),
    term(
        "Acted",
        "used",
        "a CAM that opened the MENEUR window has acted: it cannot attack until your next turn.",
    ),
    term(
        "Recovery",
        "a face-down player back",
        "when a block wins, the defender discards its leftmost face-down player.",
    ),
    term(
        "Stoppage time",
        "the last action",
        "a side with no cards left in hand or deck and at most one face-up player cannot go on: the other side takes one last action, then the match ends.",
    ),
];

/// What a flavour word means: it describes the real player and does nothing in a duel.
pub const FLAVOUR: &str = "flavour from the real player, no effect in the rules.";

/// The term named `name`.
pub fn find(name: &str) -> Option<&'static Term> {
    TERMS.iter().find(|t| t.name == name)
}

/// A term in a line: "AGRESSIF — Aggressive: …", "VITESSE — Pace: flavour …".
pub fn line(t: &Term) -> String {
    if t.meaning == FLAVOUR {
        format!("{} — {}: {}", t.name, t.short, t.meaning)
    } else {
        format!("{} — {}", t.name, t.meaning)
    }
}

/// What a position adds to duels, read from the rules file: "+1 ATT when it attacks".
fn bonuses(p: &PositionDef) -> Vec<String> {
    let mut out = Vec::new();
    if p.attack != 0 {
        out.push(format!("{:+} ATT when it attacks", p.attack));
    }
    if p.defence != 0 {
        out.push(format!("{:+} DEF when it blocks", p.defence));
    }
    if p.support != 0 {
        out.push(format!(
            "{:+} DEF to a team-mate's block while it stands face up (once, however many)",
            p.support
        ));
    }
    if p.playmaker {
        out.push(format!(
            "played beside another face-up player, it opens the {MENEUR} window"
        ));
    }
    if out.is_empty() {
        out.push("no bonus in duels".into());
    }
    out
}

/// A position in a line: its glossary words (or its name in the rules file), then what it adds
/// to duels.
pub fn position_line(p: &PositionDef) -> String {
    let role = find(&p.id).map_or_else(|| format!("{}.", p.name), |t| t.meaning.to_owned());
    format!("{} — {role} {}.", p.id, capitalised(&bonuses(p).join("; ")))
}

/// An ability in a line: its glossary words, or for a word the glossary lacks (a mod's), its
/// name and effect from the rules file.
pub fn ability_line(a: &AbilityDef) -> String {
    if let Some(t) = find(&a.id) {
        return line(t);
    }
    let effect = if a.aggressive {
        "when this player loses a duel, it takes its opponent with it".to_owned()
    } else if a.boost > 0 {
        format!(
            "when you block, discard this card from your hand to add {} to your DEF",
            a.boost
        )
    } else {
        "flavour, no effect in the rules".to_owned()
    };
    format!("{} — {}: {effect}.", a.id, a.name)
}

/// The first letter in capitals.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().collect::<String>() + chars.as_str()
    })
}

/// Every line that explains `card`: its number, its position and each of its abilities.
pub fn card_lines(db: &TeamDb, card: &CardInfo) -> Vec<String> {
    let mut out = vec![format!(
        "{} — {VAEP}, {}",
        card.vaep,
        find(VAEP).map_or("", |t| t.meaning)
    )];
    out.push(position_line(&db.rules.positions[card.position as usize]));
    for id in &card.abilities {
        match db.rules.abilities.iter().find(|a| &a.id == id) {
            Some(a) => out.push(ability_line(a)),
            None => out.extend(find(id).map(line)),
        }
    }
    out
}

/// The terms a text (a prompt, a banner) uses, in the glossary's order.
pub fn terms_in(text: &str) -> Vec<&'static Term> {
    let upper = text.to_uppercase();
    TERMS
        .iter()
        .filter(|t| contains_word(&upper, &t.name.to_uppercase()))
        .collect()
}

/// True when `word` stands in `text` as a whole word (or words).
fn contains_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        before.is_none_or(|c| !c.is_alphanumeric()) && after.is_none_or(|c| !c.is_alphanumeric())
    })
}

/// The "How to play" page's glossary, short enough for the Escape menu: the numbers, the
/// positions with the bonuses the rules file gives them, the abilities by name (pointing at a
/// card gives every term on it in full).
pub fn page_lines(db: &TeamDb) -> Vec<String> {
    let short = |name: &str| find(name).map_or("", |t| t.short);
    let positions: Vec<String> = db
        .rules
        .positions
        .iter()
        .map(|p| format!("{} {}", p.id, short_bonuses(p)))
        .collect();
    let named = |flavour: bool| -> Vec<&str> {
        TERMS
            .iter()
            .filter(|t| db.rules.abilities.iter().any(|a| a.id == t.name))
            .filter(|t| (t.meaning == FLAVOUR) == flavour)
            .map(|t| t.name)
            .collect()
    };
    vec![
        format!(
            "{VAEP}: {}. ATT: {}. DEF: {}.",
            short(VAEP),
            short("ATT"),
            short("DEF")
        ),
        format!("Positions: {}.", positions.join(", ")),
        format!(
            "{} act in duels; the other words ({}…) are flavour. Point at a card for each.",
            named(false).join(", "),
            named(true)[..named(true).len().min(PAGE_EXAMPLES)].join(", ")
        ),
    ]
}

/// A position's bonuses in short: "+1 ATT +1 DEF", "+1 support", "no bonus".
fn short_bonuses(p: &PositionDef) -> String {
    let mut out = Vec::new();
    if p.attack != 0 {
        out.push(format!("{:+} ATT", p.attack));
    }
    if p.defence != 0 {
        out.push(format!("{:+} DEF", p.defence));
    }
    if p.support != 0 {
        out.push(format!("{:+} support", p.support));
    }
    if p.playmaker {
        out.push(MENEUR.to_owned());
    }
    if out.is_empty() {
        out.push("no bonus".into());
    }
    out.join(" ")
}

/// How many flavour words the page names as examples.
const PAGE_EXAMPLES: usize = 3;
