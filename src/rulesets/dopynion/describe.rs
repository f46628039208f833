//! Log events as sentences for the dopynion screen, hiding what the viewer may not see (the cards
//! other players draw).

use crate::engine::Rules;
use crate::rulesets::dopynion::Game;
use crate::rulesets::dopynion::Reads;
use crate::rulesets::dopynion::events::LogEvent;
use crate::rulesets::dopynion::schema::GainTo;

/// A seat's name as the screen shows it.
pub fn seat_name(seat: u8, viewer: u8) -> String {
    if seat == viewer {
        "You".into()
    } else {
        format!("Bot {seat}")
    }
}

/// One event as `viewer` may read it; `None` for events not worth a line.
pub fn event(game: &Game, event: &LogEvent, viewer: u8) -> Option<String> {
    let name = |c| game.db().name(c).to_string();
    let who = |p| seat_name(p, viewer);
    Some(match *event {
        LogEvent::TurnStarted { player, turn } => format!("— {}: turn {turn} —", who(player)),
        LogEvent::PhaseChanged { .. } => return None,
        LogEvent::Drew { player, card } if player == viewer => format!("You draw {}", name(card)),
        LogEvent::Drew { .. } => return None,
        LogEvent::Shuffled { player } => format!("{} shuffle", who(player)),
        LogEvent::Played { player, card } => format!("{} play {}", who(player), name(card)),
        LogEvent::Bought { player, card } => format!("{} buy {}", who(player), name(card)),
        LogEvent::Gained { player, card, to } => {
            let place = match to {
                GainTo::Discard => "",
                GainTo::DeckTop => " onto the deck",
                GainTo::Hand => " into hand",
            };
            format!("{} gain {}{place}", who(player), name(card))
        }
        LogEvent::Revealed { player, card } => format!("{} reveal {}", who(player), name(card)),
        LogEvent::Discarded { player, card } => format!("{} discard {}", who(player), name(card)),
        LogEvent::Trashed { player, card } => format!("{} trash {}", who(player), name(card)),
        LogEvent::Topdecked { player, card } => {
            format!("{} put {} on the deck", who(player), name(card))
        }
        LogEvent::DeckDiscarded { player } => format!("{} discard the deck", who(player)),
        LogEvent::Eliminated { player } => format!(
            "{} eliminated: {}",
            who(player),
            game.seat(player).eliminated.clone().unwrap_or_default()
        ),
        LogEvent::GameOver => "The game is over".into(),
    })
}

/// The table as `viewer` sees it: the supply with costs and counts, each seat's public counts and
/// score, the viewer's hand and the turn's resources.
pub fn table(game: &Game, viewer: u8) -> String {
    let db = game.db();
    let t = game.table();
    let supply: Vec<String> = t
        .supply
        .iter()
        .map(|p| {
            format!(
                "{} ${} x{}",
                db.name(p.card),
                game.card(p.card).def.cost,
                p.count
            )
        })
        .collect();
    let mut lines = vec![format!("supply: {}", supply.join(", "))];
    for seat in 0..game.player_count() {
        let piles = game.piles(seat);
        lines.push(format!(
            "{}: {} points | deck {} | hand {} | discard {}",
            seat_name(seat, viewer),
            game.score(seat),
            piles.deck.len(),
            piles.hand.len(),
            piles.discard.len()
        ));
    }
    let hand: Vec<&str> = game
        .piles(viewer)
        .hand
        .iter()
        .map(|c| db.name(*c))
        .collect();
    lines.push(format!("your hand: [{}]", hand.join(", ")));
    lines.push(format!(
        "{} to act | actions {} buys {} coins {}",
        seat_name(game.to_act(), viewer),
        t.actions,
        t.buys,
        t.coins
    ));
    lines.join("\n")
}
