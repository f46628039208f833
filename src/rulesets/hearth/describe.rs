//! Words for what the rules world holds: actions, entities and log events as a player reads them.

use crate::engine::EntityId;
use crate::rulesets::hearth::Reads;
use crate::rulesets::hearth::content::schema::{CardType, Class};
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
            // A refused action is described too (an option past the card's is refused, not read).
            if let Some(option) = choose.and_then(|i| info.def.choose_one.get(i as usize)) {
                text += &format!(": {}", game.db().get(option.index).def.name);
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
        Action::Choose(i) => match game
            .pending_choice()
            .and_then(|choice| choice.options.get(*i as usize))
        {
            Some(option) => format!("choose {}", game.info(*option).def.name),
            None => format!("choose option {i}"),
        },
        Action::Trade { card } => format!(
            "trade {} ({} mana: shuffle it into your deck, draw a card)",
            game.info(*card).def.name,
            super::resolution::trade::TRADE_COST
        ),
        Action::EndTurn => "end turn".into(),
        Action::Concede => "concede".into(),
    }
}

/// A class as players name it.
pub fn class_name(class: Class) -> &'static str {
    match class {
        Class::Neutral => "Neutral",
        Class::Mage => "Mage",
        Class::Warrior => "Warrior",
        Class::Shaman => "Shaman",
        Class::Rogue => "Rogue",
        Class::Paladin => "Paladin",
        Class::Hunter => "Hunter",
        Class::Druid => "Druid",
        Class::Warlock => "Warlock",
        Class::Priest => "Priest",
        Class::DemonHunter => "Demon Hunter",
        Class::DeathKnight => "Death Knight",
    }
}

/// `seat` as `viewer` calls it: "You" or "Opponent", never a seat number.
pub fn seat_name(seat: u8, viewer: u8) -> &'static str {
    if seat == viewer { "You" } else { "Opponent" }
}

/// The class `seat` plays, from its hero.
pub fn seat_class(game: &Game, seat: u8) -> &'static str {
    class_name(game.info(game.player(seat).hero).def.class)
}

/// The subject of a sentence about `seat` with its verb agreeing: "You play", "Opponent plays".
fn acts(seat: u8, viewer: u8, you: &str, they: &str) -> String {
    if seat == viewer {
        format!("You {you}")
    } else {
        format!("Opponent {they}")
    }
}

/// A card as `viewer` reads it in a sentence: heroes are "You" or "Opponent", other cards carry
/// their owner ("your Yeti", "Opponent's Yeti"), so a line never leaves the reader guessing whose.
fn owned(game: &Game, id: EntityId, viewer: u8) -> String {
    let seat = game.card(id).controller;
    let name = &game.info(id).def.name;
    match (game.info(id).def.kind, seat == viewer) {
        (CardType::Hero, true) => "You".into(),
        (CardType::Hero, false) => "Opponent".into(),
        (_, true) => format!("Your {name}"),
        (_, false) => format!("Opponent's {name}"),
    }
}

/// A card as the object of a sentence: "your hero", "the opponent's hero", "your Yeti",
/// "Opponent's Yeti".
fn object(game: &Game, id: EntityId, viewer: u8) -> String {
    match owned(game, id, viewer).as_str() {
        "You" => "your hero".into(),
        "Opponent" => "the opponent's hero".into(),
        other => other.replacen("Your ", "your ", 1),
    }
}

/// "takes"/"heals" agreeing with a hero of the viewer's ("You take").
fn verb(
    game: &Game,
    id: EntityId,
    viewer: u8,
    you: &'static str,
    it: &'static str,
) -> &'static str {
    let card = game.card(id);
    if game.info(id).def.kind == CardType::Hero && card.controller == viewer {
        you
    } else {
        it
    }
}

/// A log event in words as `viewer` reads it ("You", "Opponent", class names), or None for
/// bookkeeping a player does not need to read. Each family of events has its own wording.
pub fn event(game: &Game, event: &LogEvent, viewer: u8) -> Option<String> {
    turn_and_play_event(game, event, viewer)
        .or_else(|| combat_event(game, event, viewer))
        .or_else(|| card_event(game, event, viewer))
}

/// Turns starting, cards played, Hero Power uses and secrets.
fn turn_and_play_event(game: &Game, event: &LogEvent, viewer: u8) -> Option<String> {
    Some(match *event {
        // A player's own turn number (the game's counter counts both players' turns).
        LogEvent::TurnStarted { player, turn } if player == viewer => {
            format!(
                "-- Your turn {} ({}) --",
                turn.div_ceil(2),
                seat_class(game, player)
            )
        }
        LogEvent::TurnStarted { player, turn } => {
            format!(
                "-- Opponent's turn {} ({}) --",
                turn.div_ceil(2),
                seat_class(game, player)
            )
        }
        // An opponent's secret stays face down in the log until it is revealed.
        LogEvent::Played { player, card, .. } if game.info(card).def.secret && player != viewer => {
            "Opponent plays a secret".into()
        }
        LogEvent::Played { player, card, .. } => acts(
            player,
            viewer,
            &format!("play {}", game.info(card).def.name),
            &format!("plays {}", game.info(card).def.name),
        ),
        LogEvent::HeroPowerUsed { player, target } => {
            let power = &game.info(game.player(player).hero_power).def.name;
            let on =
                target.map_or_else(String::new, |t| format!(" on {}", object(game, t, viewer)));
            acts(
                player,
                viewer,
                &format!("use {power}{on}"),
                &format!("uses {power}{on}"),
            )
        }
        // A secret entering play is said whether it was played or put there by an effect (Mad
        // Scientist); the opponent's stays face down.
        LogEvent::SecretPlaced { player, card } if player == viewer => {
            format!("Your secret {} is in play", game.info(card).def.name)
        }
        LogEvent::SecretPlaced { .. } => "Opponent has a new secret".into(),
        LogEvent::SecretRevealed { player, def, .. } => {
            let whose = if player == viewer {
                "Your"
            } else {
                "Opponent's"
            };
            format!("{whose} secret: {}!", game.db().get(def).def.name)
        }
        _ => return None,
    })
}

/// Attacks, redirections, damage, healing and deaths.
fn combat_event(game: &Game, event: &LogEvent, viewer: u8) -> Option<String> {
    Some(match *event {
        LogEvent::Countered { card } => format!("{} is countered", owned(game, card, viewer)),
        LogEvent::AttackRedirected { attacker, defender } => format!(
            "{} attacks another target: {}",
            owned(game, attacker, viewer),
            owned(game, defender, viewer)
        ),
        LogEvent::SpellRedirected { card, target } => format!(
            "{} goes to another target: {}",
            owned(game, card, viewer),
            owned(game, target, viewer)
        ),
        LogEvent::Attack { attacker, defender } => {
            let hits = verb(game, attacker, viewer, "attack", "attacks");
            format!(
                "{} {hits} {}",
                owned(game, attacker, viewer),
                owned(game, defender, viewer)
            )
        }
        LogEvent::Damaged { target, amount, .. } => {
            let takes = verb(game, target, viewer, "take", "takes");
            format!("{} {takes} {amount} damage", owned(game, target, viewer))
        }
        LogEvent::Healed { target, amount } => {
            let heals = verb(game, target, viewer, "heal", "heals");
            format!("{} {heals} {amount}", owned(game, target, viewer))
        }
        LogEvent::Died { card } => {
            let dies = verb(game, card, viewer, "die", "dies");
            format!("{} {dies}", owned(game, card, viewer))
        }
        _ => return None,
    })
}

/// What happens to cards and heroes beside combat: burns, fatigue, trades, rewinds, effects
/// that play cards, and the end of the game.
fn card_event(game: &Game, event: &LogEvent, viewer: u8) -> Option<String> {
    Some(match *event {
        LogEvent::Burned { player, def, .. } => acts(
            player,
            viewer,
            &format!("burn {} (hand full)", game.db().get(def).def.name),
            &format!("burns {} (hand full)", game.db().get(def).def.name),
        ),
        LogEvent::Fatigue { player, damage } => acts(
            player,
            viewer,
            &format!("take {damage} fatigue damage"),
            &format!("takes {damage} fatigue damage"),
        ),
        LogEvent::Rewound { player, card } => acts(
            player,
            viewer,
            &format!("rewind {}", game.info(card).def.name),
            &format!("rewinds {}", game.info(card).def.name),
        ),
        LogEvent::HeroReplaced { player, new, .. } => acts(
            player,
            viewer,
            &format!("become {}", game.info(new).def.name),
            &format!("becomes {}", game.info(new).def.name),
        ),
        LogEvent::HealthSpent { player, amount } => acts(
            player,
            viewer,
            &format!("pay {amount} Health"),
            &format!("pays {amount} Health"),
        ),
        LogEvent::Traded { player, card } if player == viewer => {
            format!("You trade {} into your deck", game.info(card).def.name)
        }
        LogEvent::Traded { .. } => "Opponent trades a card into their deck".into(),
        LogEvent::ShuffledIntoDeck { player, card } => format!(
            "{} is shuffled into {}",
            game.info(card).def.name,
            if player == viewer {
                "your deck"
            } else {
                "the opponent's deck"
            }
        ),
        LogEvent::CastWhenDrawn { player, def, .. } => acts(
            player,
            viewer,
            &format!("draw {}: it casts itself", game.db().get(def).def.name),
            &format!("draws {}: it casts itself", game.db().get(def).def.name),
        ),
        LogEvent::PlayedByEffect {
            player,
            def,
            target,
            ..
        } => {
            let name = &game.db().get(def).def.name;
            let on = target.map_or(String::new(), |t| format!(" on {}", entity(game, t)));
            format!(
                "{name} is played for {}{on}",
                if player == viewer {
                    "you"
                } else {
                    "the opponent"
                }
            )
        }
        LogEvent::Fizzled { card } => format!("{} fizzles", game.info(card).def.name),
        LogEvent::PortalOpened { player } => acts(
            player,
            viewer,
            "replace your deck with an endless portal",
            "replaces their deck with an endless portal",
        ),
        LogEvent::TimedOut { player } => acts(player, viewer, "ran out of time", "ran out of time"),
        LogEvent::GameOver { winner: Some(w) } if w == viewer => {
            format!("You win as {}", seat_class(game, w))
        }
        LogEvent::GameOver { winner: Some(w) } => {
            format!("Opponent ({}) wins", seat_class(game, w))
        }
        LogEvent::GameOver { winner: None } => "The game is a draw".into(),
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
