//! one863 in words: log events as commentary lines, actions as a player says them, and the pitch
//! as text for the terminal, hiding what the viewer may not see (the other side's hand).

use super::actions::Action;
use super::components::{Slot, Zone};
use super::events::{GoalKind, LogEvent};
use super::game::Game;

/// A side's name as `viewer` reads it: "You", or the team's name.
pub fn side_name(game: &Game, side: u8, viewer: u8) -> String {
    if side == viewer {
        "You".into()
    } else {
        team_name(game, side)
    }
}

/// A side's team name ("France").
pub fn team_name(game: &Game, side: u8) -> String {
    let id = &game.teams()[side as usize];
    game.db()
        .team(id)
        .map_or_else(|| id.clone(), |t| t.name.clone())
}

/// A card as shown: "K. Mbappé (LW 9)".
pub fn card_label(game: &Game, slot: Slot) -> String {
    let card = game.db().card(game.card_of(slot));
    let position = &game.db().rules.positions[card.position as usize].id;
    format!("{} ({position} {})", card.name, card.vaep)
}

/// One event as `viewer` may read it.
pub fn event(game: &Game, event: &LogEvent, viewer: u8) -> Option<String> {
    let who = |side| side_name(game, side, viewer);
    let card = |slot| card_label(game, slot);
    Some(match *event {
        LogEvent::TurnStarted { side } => format!("— {} to play —", who(side)),
        LogEvent::Drew { side, card: c } if side == viewer => format!("You draw {}", card(c)),
        LogEvent::Drew { .. } => return None,
        LogEvent::Played { side, card: c } => format!("{} play {}", who(side), card(c)),
        LogEvent::MeneurWindow { side, card: c } => format!(
            "{} opens the Meneur window: {} may attack with another player",
            card(c),
            who(side)
        ),
        LogEvent::Attacked { side, card: c } => format!("{} attack with {}", who(side), card(c)),
        LogEvent::Blocked { side, card: c } => format!("{} block with {}", who(side), card(c)),
        LogEvent::Boosted {
            side,
            card: c,
            amount,
        } => {
            format!(
                "{} boost the block by +{amount} with {}",
                who(side),
                card(c)
            )
        }
        LogEvent::Duel {
            attacker,
            blocker,
            attack,
            defence,
        } => format!(
            "Duel: {} ATT {attack} vs {} DEF {defence}",
            card(attacker),
            card(blocker)
        ),
        LogEvent::Flipped { card: c } => format!("{} is beaten and turned face down", card(c)),
        LogEvent::Discarded { card: c } => format!("{} leaves the pitch", card(c)),
        LogEvent::Recovered { side, card: c } => {
            format!("{} recover: {} is discarded", who(side), card(c))
        }
        LogEvent::Goal {
            side,
            scorer,
            kind,
            home,
            away,
        } => {
            let how = match kind {
                GoalKind::OpenGoal => "open goal",
                GoalKind::Momentum => "momentum",
            };
            format!(
                "GOAL for {} by {} ({how})! {} {home} – {away} {}",
                team_name(game, side),
                card(scorer),
                team_name(game, 0),
                team_name(game, 1)
            )
        }
        LogEvent::Passed { side } => format!("{} pass", who(side)),
        LogEvent::StoppageTime { side } => format!(
            "Stoppage time: {} cannot go on; {} take one last action",
            team_name(game, side),
            who(1 - side)
        ),
        LogEvent::Forfeited { side } => format!("{} forfeit", who(side)),
        LogEvent::FullTime { home, away } => format!(
            "Full time: {} {home} – {away} {}",
            team_name(game, 0),
            team_name(game, 1)
        ),
    })
}

/// An action in words.
pub fn action(game: &Game, action: &Action) -> String {
    let card = |slot| card_label(game, slot);
    match *action {
        Action::Play(c) => format!("play {}", card(c)),
        Action::Attack(c) => format!("attack with {}", card(c)),
        Action::Block {
            card: c,
            boost: None,
        } => format!("block with {}", card(c)),
        Action::Block {
            card: c,
            boost: Some(b),
        } => format!("block with {}, boosted by {}", card(c), card(b)),
        Action::Pass => "pass".into(),
    }
}

/// The pitch as `viewer` sees it.
pub fn table(game: &Game, viewer: u8) -> String {
    let t = game.table();
    let mut out = format!(
        "{} {} – {} {}\n",
        team_name(game, 0),
        t.sides[0].score,
        t.sides[1].score,
        team_name(game, 1)
    );
    for side in [1 - viewer, viewer] {
        let s = &t.sides[side as usize];
        let field: Vec<String> = s
            .field
            .iter()
            .map(|c| {
                let stance = game.stance(*c);
                if stance.flipped {
                    "[face down]".into()
                } else if stance.acted {
                    format!("{} (acted)", card(game, *c))
                } else {
                    card(game, *c)
                }
            })
            .collect();
        out.push_str(&format!(
            "{}: deck {}, discard {}, hand {}\n  field: {}\n",
            side_name(game, side, viewer),
            s.deck.len(),
            s.discard.len(),
            s.hand.len(),
            if field.is_empty() {
                "empty".into()
            } else {
                field.join(", ")
            }
        ));
        if side == viewer {
            let hand: Vec<String> = s.hand.iter().map(|c| card(game, *c)).collect();
            out.push_str(&format!("  hand: {}\n", hand.join(", ")));
        }
    }
    out
}

fn card(game: &Game, slot: Slot) -> String {
    debug_assert!(game.zone(slot) != Zone::Deck);
    card_label(game, slot)
}
