//! Log events as sentences for the dopynion screen, hiding what the viewer may not see (the cards
//! other players draw).

use crate::rulesets::dopynion::Game;
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
