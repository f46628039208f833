//! Words for what the rules world holds: actions, entities and log events as a player reads them.

use crate::engine::EntityId;
use crate::rulesets::hearth::Reads;
use crate::rulesets::hearth::schema::CardType;
use crate::rulesets::hearth::{Action, Game, LogEvent};

/// A card entity as "Name (attack/health)" or "Name".
pub fn entity(game: &Game, id: EntityId) -> String {
    let info = game.info(id);
    let stats = game.stats(id);
    match info.def.kind {
        CardType::Minion => format!(
            "{} {}/{}",
            info.def.name,
            game.attack_of(id),
            stats.health()
        ),
        CardType::Hero => format!(
            "{} ({} hp, {} armor)",
            info.def.name,
            stats.health(),
            stats.armor
        ),
        CardType::Weapon => format!("{} {}/{}", info.def.name, stats.attack, stats.health()),
        CardType::Location => format!("{} ({} uses left)", info.def.name, stats.health()),
        _ => info.def.name.clone(),
    }
}

/// An action in words.
pub fn action(game: &Game, action: &Action) -> String {
    match action {
        Action::Mulligan { player, replace } => {
            let hand = &game.player(*player).hand;
            let replaced: Vec<&str> = (0..hand.len())
                .filter(|i| replace & (1 << i) != 0)
                .map(|i| game.info(hand[i]).def.name.as_str())
                .collect();
            if replaced.is_empty() {
                "keep your opening hand".into()
            } else {
                format!("replace {}", replaced.join(", "))
            }
        }
        Action::Play {
            card,
            target,
            position,
            choose,
        } => {
            let info = game.info(*card);
            let mut text = format!("play {} ({} mana)", info.def.name, game.cost_of(*card));
            if let Some(i) = choose {
                let option = info.def.choose_one[*i as usize].index;
                text += &format!(": {}", game.db().get(option).def.name);
            }
            if let Some(t) = target {
                text += &format!(" on {}", entity(game, *t));
            }
            if info.def.kind == CardType::Minion {
                text += &format!(" at slot {position}");
            }
            text
        }
        Action::Attack { attacker, defender } => {
            format!(
                "{} attacks {}",
                entity(game, *attacker),
                entity(game, *defender)
            )
        }
        Action::HeroPower { target } => match target {
            Some(t) => format!("hero power on {}", entity(game, *t)),
            None => "hero power".into(),
        },
        Action::UseLocation { location, target } => match target {
            Some(t) => format!(
                "use {} on {}",
                game.info(*location).def.name,
                entity(game, *t)
            ),
            None => format!("use {}", game.info(*location).def.name),
        },
        Action::Choose(i) => match game.pending_choice() {
            Some(choice) => format!("choose {}", game.info(choice.options[*i as usize]).def.name),
            None => format!("choose option {i}"),
        },
        Action::EndTurn => "end turn".into(),
        Action::Concede => "concede".into(),
    }
}

/// A log event in words, or None for bookkeeping a player does not need to read.
pub fn event(game: &Game, event: &LogEvent) -> Option<String> {
    Some(match *event {
        LogEvent::TurnStarted { player, turn } => format!("-- turn {turn}: player {player} --"),
        // A secret stays face down in the log until it is revealed.
        LogEvent::Played { player, card, .. } if game.info(card).def.secret => {
            format!("player {player} plays a secret")
        }
        LogEvent::Played { player, card, .. } => {
            format!("player {player} plays {}", game.info(card).def.name)
        }
        LogEvent::SecretRevealed { player, def, .. } => {
            format!("player {player}'s secret: {}!", game.db().get(def).def.name)
        }
        LogEvent::Countered { card } => format!("{} is countered", game.info(card).def.name),
        LogEvent::AttackRedirected { attacker, defender } => format!(
            "{} attacks another target: {}",
            game.info(attacker).def.name,
            game.info(defender).def.name
        ),
        LogEvent::SpellRedirected { card, target } => format!(
            "{} goes to another target: {}",
            game.info(card).def.name,
            game.info(target).def.name
        ),
        LogEvent::Attack { attacker, defender } => {
            format!(
                "{} attacks {}",
                game.info(attacker).def.name,
                game.info(defender).def.name
            )
        }
        LogEvent::Damaged { target, amount, .. } => {
            format!("{} takes {amount}", game.info(target).def.name)
        }
        LogEvent::Healed { target, amount } => {
            format!("{} heals {amount}", game.info(target).def.name)
        }
        LogEvent::Died { card } => format!("{} dies", game.info(card).def.name),
        LogEvent::Burned { player, def, .. } => {
            format!("player {player} burns {}", game.db().get(def).def.name)
        }
        LogEvent::Fatigue { player, damage } => format!("player {player} takes {damage} fatigue"),
        LogEvent::TimedOut { player } => format!("player {player} ran out of time"),
        LogEvent::GameOver { winner: Some(w) } => format!("player {w} wins"),
        LogEvent::GameOver { winner: None } => "the game is a draw".into(),
        _ => return None,
    })
}

/// The table as `viewer` sees it: each side's hero, mana, hand and deck counts and board, then the
/// viewer's own hand.
pub fn table(game: &Game, viewer: u8) -> String {
    let mut lines = Vec::new();
    for seat in [1 - viewer, viewer] {
        let p = game.player(seat);
        let who = if seat == viewer { "you" } else { "opponent" };
        lines.push(format!(
            "{who}: {} | mana {}/{} | hand {} | deck {}",
            entity(game, p.hero),
            p.mana,
            p.max_mana,
            p.hand.len(),
            p.deck.len()
        ));
        let board: Vec<String> = p.board.iter().map(|m| entity(game, *m)).collect();
        lines.push(format!("   board: [{}]", board.join(", ")));
    }
    let hand: Vec<String> = game
        .player(viewer)
        .hand
        .iter()
        .map(|c| entity(game, *c))
        .collect();
    lines.push(format!("   your hand: [{}]", hand.join(", ")));
    lines.join("\n")
}
