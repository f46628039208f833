//! "How to play", one short page per game, as the Escape menu shows it: the goal, a turn, and
//! where to look for more (every term on the table has its own hover help).

use super::screen::Screen;

/// The page for the game shown on `screen` (none for screens that are not a game).
pub fn page(screen: Screen) -> Option<(&'static str, &'static [&'static str])> {
    match screen {
        Screen::Game => Some(("Hearthstone-style duel", HEARTH)),
        Screen::Dopynion => Some(("Deck-building (Dopynion)", DOPYNION)),
        Screen::One863 => Some(("Football card duel (1863)", ONE863)),
        Screen::Gods => Some(("Grid tactics (Hand of the Gods)", GODS)),
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
    "Score goals: the first side to 10 goals, or the one ahead at full time, wins.",
    "On your turn play a card onto your field, or attack with a face-up player.",
    "The defender must block with a face-up player: the higher total wins the duel.",
    "A beaten player is turned face down; a third one face down concedes a goal.",
    "An attack on a side with no face-up player is an open goal.",
];

const GODS: &[&str] = &[
    "Destroy the enemy Summoning Stone.",
    "Deploy units next to your stone or your units; a unit may move, then attack, each turn.",
    "A unit that is attacked and survives strikes back (a counter-attack).",
    "mv is how far a unit moves, rng how far it attacks; your leader has an ability once a turn.",
];
