//! While the player blocks: what each possible blocker would make of the duel, written inside
//! that blocker's own card as a pill on a dark background ("DEF 9: wins"), fitted to the card's
//! width, so outcomes never run into each other and read on any shirt or pitch. The engine
//! decides: the block is applied to a copy of the game and the copy's log is read back.

use bevy_egui::egui::{self, Color32, Pos2, Rect};

use crate::app::gods::fit::{Fitted, Measure, fit};
use crate::app::ui::palette;
use crate::engine::Rules;
use crate::rulesets::one863::components::Slot;
use crate::rulesets::one863::events::LogEvent;
use crate::rulesets::one863::{Action, Game};

/// The pill's band, as shares of the card's height from its top.
const PILL_BAND: (f32, f32) = (0.64, 0.97);
/// Its width, as a share of the card's.
const PILL_WIDTH: f32 = 0.92;
/// The font size its text would like, as a share of the card's width (it shrinks to fit).
const PILL_FONT: f32 = 0.15;
/// Its fill: opaque (nothing of the card shows through) and dark enough for light text.
pub const PILL_FILL: Color32 = Color32::from_rgb(18, 18, 18);
/// Light red, read on the dark pill (red on green is not).
const BEATEN: Color32 = Color32::from_rgb(255, 150, 140);

/// How a block would end for the blocker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// The attacker goes, the blocker stays.
    Wins,
    /// Both go.
    BothOut,
    /// The blocker is turned face down; the attacker stays.
    Beaten,
    /// The blocker is turned face down and takes the attacker with it (an AGRESSIF blocker).
    Trades,
}

/// What a block would do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// The duel's ATT.
    pub attack: i8,
    /// The duel's DEF (boost included).
    pub defence: i8,
    /// The blocker's fate.
    pub verdict: Verdict,
    /// The attackers score from it (a momentum goal).
    pub goal: bool,
}

/// What `block` would do, applied to a copy of `game`; `None` when the engine refuses it.
pub fn outcome(game: &Game, block: Action) -> Option<Outcome> {
    let Action::Block { card: blocker, .. } = block else {
        return None;
    };
    let attacker = attacker_of(game)?;
    let mut copy = game.fork();
    let from = copy.log().len();
    copy.apply(&block).ok()?;
    let events = &copy.log().events()[from..];
    let (attack, defence) = events.iter().find_map(|e| match *e {
        LogEvent::Duel {
            attack, defence, ..
        } => Some((attack, defence)),
        _ => None,
    })?;
    let gone = |slot: Slot| {
        events
            .iter()
            .any(|e| matches!(*e, LogEvent::Discarded { card } if card == slot))
    };
    let flipped = events
        .iter()
        .any(|e| matches!(*e, LogEvent::Flipped { card } if card == blocker));
    let verdict = match (flipped, gone(attacker)) {
        (true, true) => Verdict::Trades,
        (true, false) => Verdict::Beaten,
        (false, true) if gone(blocker) => Verdict::BothOut,
        (false, _) => Verdict::Wins,
    };
    let goal = events.iter().any(|e| matches!(e, LogEvent::Goal { .. }));
    Some(Outcome {
        attack,
        defence,
        verdict,
        goal,
    })
}

/// The attacking card of the attack being blocked.
fn attacker_of(game: &Game) -> Option<Slot> {
    match game.table().phase {
        crate::rulesets::one863::components::Phase::Block { attacker } => Some(attacker),
        _ => None,
    }
}

/// The pill's words ("DEF 9:", "wins"), each a piece a narrow card may wrap at, and colour.
pub fn words(o: &Outcome) -> (Vec<String>, Color32) {
    let (verdict, colour) = match o.verdict {
        Verdict::Wins => ("wins", palette::BUFFED),
        Verdict::BothOut => ("both out", palette::SELECTED),
        Verdict::Beaten | Verdict::Trades if o.goal => ("beaten, goal", BEATEN),
        Verdict::Beaten => ("beaten", BEATEN),
        Verdict::Trades => ("beaten, attacker out", palette::SELECTED),
    };
    let mut words = vec![format!("DEF {}:", o.defence)];
    words.extend(verdict.split(' ').map(str::to_owned));
    (words, colour)
}

/// The pill of a card drawn in `card`: inside it, across its lower part.
pub fn pill(card: Rect) -> Rect {
    let (w, h) = (card.width(), card.height());
    Rect::from_min_max(
        Pos2::new(
            card.center().x - w * PILL_WIDTH / 2.0,
            card.min.y + h * PILL_BAND.0,
        ),
        Pos2::new(
            card.center().x + w * PILL_WIDTH / 2.0,
            card.min.y + h * PILL_BAND.1,
        ),
    )
}

/// The pill's text, fitted to `pill`'s inside.
pub fn pill_text(m: &impl Measure, words: &[String], pill: Rect, card_width: f32) -> Fitted {
    fit(m, words, " ", inside(pill).size(), card_width * PILL_FONT)
}

/// The room for text inside a pill.
fn inside(pill: Rect) -> Rect {
    pill.shrink2(egui::vec2(pill.height() * 0.15, pill.height() * 0.08))
}

/// Draws the outcome's pill inside the card drawn in `card`.
pub fn paint(painter: &egui::Painter, card: Rect, o: &Outcome) {
    let (words, colour) = words(o);
    paint_pill(painter, card, &words, colour);
}

/// Draws a pill saying `words` in `colour` inside the card drawn in `card` (a block's outcome,
/// a card that has acted).
pub fn paint_pill(painter: &egui::Painter, card: Rect, words: &[String], colour: Color32) {
    let rect = pill(card);
    painter.rect_filled(rect, rect.height() * 0.3, PILL_FILL);
    pill_text(painter.ctx(), words, rect, card.width()).paint(painter, inside(rect), colour);
}
