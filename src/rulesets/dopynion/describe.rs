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

/// "You play" but "Bot 2 plays": the verb agrees with the seat's name.
fn says(seat: u8, viewer: u8, verb: &str) -> String {
    let ending = if seat == viewer {
        ""
    } else if verb.ends_with("sh") || verb.ends_with('s') {
        "es"
    } else {
        "s"
    };
    format!("{} {verb}{ending}", seat_name(seat, viewer))
}

/// One event as `viewer` may read it; `None` for events not worth a line.
pub fn event(game: &Game, event: &LogEvent, viewer: u8) -> Option<String> {
    let name = |c| game.db().name(c).to_string();
    let who = |p| seat_name(p, viewer);
    let does = |p, verb: &str| says(p, viewer, verb);
    Some(match *event {
        LogEvent::TurnStarted { player, turn } => format!("— {}: turn {turn} —", who(player)),
        LogEvent::PhaseChanged { .. } => return None,
        LogEvent::Drew { player, card } if player == viewer => format!("You draw {}", name(card)),
        LogEvent::Drew { .. } => return None,
        LogEvent::Shuffled { player } => format!("{} the deck", does(player, "shuffle")),
        LogEvent::Played { player, card } => format!("{} {}", does(player, "play"), name(card)),
        LogEvent::Bought { player, card } => format!("{} {}", does(player, "buy"), name(card)),
        LogEvent::Gained { player, card, to } => {
            let place = match to {
                GainTo::Discard => "",
                GainTo::DeckTop => " onto the deck",
                GainTo::Hand => " into hand",
            };
            format!("{} {}{place}", does(player, "gain"), name(card))
        }
        LogEvent::Revealed { player, card } => format!("{} {}", does(player, "reveal"), name(card)),
        LogEvent::Discarded { player, card } => {
            format!("{} {}", does(player, "discard"), name(card))
        }
        LogEvent::Trashed { player, card } => format!("{} {}", does(player, "trash"), name(card)),
        LogEvent::Topdecked { player, card } => {
            format!("{} {} on the deck", does(player, "put"), name(card))
        }
        LogEvent::DeckDiscarded { player } => format!("{} the deck", does(player, "discard")),
        LogEvent::Eliminated { player } => format!(
            "{} out: {}",
            if player == viewer {
                "You are".to_string()
            } else {
                format!("{} is", who(player))
            },
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

#[cfg(test)]
mod tests {
    use super::says;

    #[test]
    fn the_verb_agrees_with_who_acts() {
        assert_eq!(says(0, 0, "play"), "You play");
        assert_eq!(says(2, 0, "play"), "Bot 2 plays");
        assert_eq!(says(1, 0, "trash"), "Bot 1 trashes");
        assert_eq!(says(1, 0, "gain"), "Bot 1 gains");
    }
}
