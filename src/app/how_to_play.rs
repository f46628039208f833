//! "How to play", one short page per game, as the Escape menu shows it: the goal, a turn, and
//! where to look for more (every term on the table has its own hover help).

use std::sync::LazyLock;

use super::screen::Screen;

/// The page for the game shown on `screen` (none for screens that are not a game).
pub fn page(screen: Screen) -> Option<(&'static str, &'static [&'static str])> {
    match screen {
        Screen::Game => Some(("Hearthstone-style duel", HEARTH)),
        Screen::Dopynion => Some(("Deck-building (Dopynion)", DOPYNION)),
        Screen::One863 => Some(("Football card duel (1863)", ONE863_PAGE.as_slice())),
        Screen::Gods => Some(("Grid tactics (Hand of the Gods)", GODS_PAGE.as_slice())),
        _ => None,
    }
}

const HEARTH: &[&str] = &[
    "Bring the enemy hero from 30 Health to 0.",
    "Each turn you gain a Mana Crystal (up to 10) and draw a card. Cards cost Mana.",
    "Drag a minion onto the board to play it; it can attack from your next turn on.",
    "Drag a minion or your armed hero onto an enemy to attack. Taunt minions must be attacked first.",
    "Your Hero Power (H) can be used once a turn. Space or E ends your turn.",
    "The player who goes second gets The Coin: one extra Mana, once.",
];

const DOPYNION: &[&str] = &[
    "Have the most victory points when the Provinces run out or three piles are empty.",
    "A turn: play Action cards (one, plus what they give), then Treasures, then buy one card.",
    "Bought cards go to your discard pile; you draw five new cards at the end of your turn.",
    "Victory cards score but do nothing in your hand: buy them late, Treasure early.",
];

const ONE863: &[&str] = &[
    "Score the most goals; 10 ends the match. Each turn, play a card or attack with a face-up player.",
    "The defender blocks with a face-up player and the higher total wins; the beaten one turns face down, and three face down concede a goal. Nobody face up to block: an open goal.",
];

/// one863's page: the lines above, then the glossary the cards' hover help reads, the positions'
/// bonuses from the rules file.
static ONE863_PAGE: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    static GLOSSARY: LazyLock<Vec<String>> = LazyLock::new(|| {
        super::one863::glossary::page_lines(&crate::rulesets::one863::TeamDb::with_mods())
    });
    page_of(ONE863, &GLOSSARY)
});

const GODS: &[&str] = &[
    "Destroy the enemy Summoning Stone. Deploy units next to yours; each turn a unit may move, then attack.",
    "Pick a unit, then point at a red tile to see what its attack would do. Your leader's ability is the button under the board.",
];

/// gods' page: the lines above, then the glossary the tokens' and cards' hover help reads.
static GODS_PAGE: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    static GLOSSARY: LazyLock<Vec<String>> =
        LazyLock::new(|| super::gods::glossary::page_lines().collect());
    page_of(GODS, &GLOSSARY)
});

/// A page's lines: its own, then its glossary's.
fn page_of(lines: &[&'static str], glossary: &'static [String]) -> Vec<&'static str> {
    lines
        .iter()
        .copied()
        .chain(glossary.iter().map(String::as_str))
        .collect()
}
