//! gods in words: log events as lines of a game report, actions as a player says them, and the
//! board as text for the terminal, hiding what the viewer may not see (the other hand, decks).

use super::actions::Action;
use super::components::{NEUTRAL, NO_TILE, Phase, Slot, Tile};
use super::events::{Hit, LogEvent};
use super::game::Game;
use super::view::{Target, View};

/// A player as `viewer` reads it: "You" and "Opponent" for a seated viewer, seat numbers only for
/// a spectator (a viewer who is neither player), who has no "you".
pub fn who(player: u8, viewer: u8) -> String {
    if player == viewer {
        "You".into()
    } else if player == NEUTRAL {
        "Nobody".into()
    } else if viewer < 2 {
        "Opponent".into()
    } else {
        format!("Player {player}")
    }
}

/// A player doing something, the verb agreeing with the subject: "You draw", "Opponent draws".
fn does(player: u8, viewer: u8, you: &str, they: &str) -> String {
    let verb = if player == viewer { you } else { they };
    format!("{} {verb}", who(player, viewer))
}

/// A player's possessive: "Your", "Opponent's".
fn whose(player: u8, viewer: u8) -> String {
    if player == viewer {
        "Your".into()
    } else {
        format!("{}'s", who(player, viewer))
    }
}

/// A player's own turn number from the game's counter, which counts both players' turns: game
/// turn 9 is the first player's fifth, turn 10 the second player's fifth (hearth's convention,
/// `app::hearth::summary::player_turn`), so "Your turn 5" and "Opponent's turn 5" follow each
/// other.
pub fn own_turn(game_turn: u32) -> u32 {
    game_turn.div_ceil(2)
}

/// A tile as written in scenarios: "(x,y)".
pub fn tile(game: &Game, t: Tile) -> String {
    if t == NO_TILE {
        return "-".into();
    }
    let (x, y) = game.table().xy(t);
    format!("({x},{y})")
}

/// A card's name.
pub fn name(game: &Game, slot: Slot) -> String {
    game.info(slot).def.name.clone()
}

/// A unit with its numbers and tile, or a card with its cost.
pub fn label(game: &Game, slot: Slot) -> String {
    if game.on_field(slot) {
        let u = game.unit(slot);
        format!(
            "{} {}/{} {}",
            name(game, slot),
            u.attack,
            u.health,
            tile(game, game.place(slot).tile)
        )
    } else {
        format!("{} ({})", name(game, slot), game.cost(slot))
    }
}

fn target(game: &Game, t: Target) -> String {
    match t {
        Target::None => String::new(),
        Target::Unit(s) => format!(" -> {}", label(game, s)),
        Target::Tile(x) => format!(" -> {}", tile(game, x)),
        Target::Column(x) => format!(" -> column {x}"),
        Target::Move(s, x) => format!(" -> {} to {}", label(game, s), tile(game, x)),
    }
}

/// An action in words.
pub fn action(game: &Game, action: &Action) -> String {
    match *action {
        Action::Mulligan(0) => "mulligan: keep the whole hand".into(),
        Action::Mulligan(mask) => {
            let hand = match game.table().phase {
                Phase::Mulligan(p) => &game.table().players[p as usize].hand[..],
                _ => &[],
            };
            let names: Vec<String> = hand
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, s)| name(game, *s))
                .collect();
            format!("mulligan: replace {}", names.join(", "))
        }
        Action::Play {
            card,
            tile: t,
            target: aim,
        } if t != NO_TILE => format!(
            "play {} on {}{}",
            label(game, card),
            tile(game, t),
            target(game, aim)
        ),
        Action::Play {
            card, target: aim, ..
        } => {
            format!("play {}{}", label(game, card), target(game, aim))
        }
        Action::Move { unit, to } => format!("move {} to {}", label(game, unit), tile(game, to)),
        Action::Attack { unit, target: t } => {
            format!("attack {} with {}", label(game, t), label(game, unit))
        }
        Action::Warcry { unit, target: aim } => {
            format!(
                "activate {}'s Warcry{}",
                label(game, unit),
                target(game, aim)
            )
        }
        Action::Leader(aim) => format!("use the leader ability{}", target(game, aim)),
        Action::Choose(i) => match game.table().phase {
            Phase::Choice { options, count, .. } if i < count => {
                format!("choose {}", name(game, options[i as usize]))
            }
            _ => format!("choose option {i}"),
        },
        Action::EndTurn => "end the turn".into(),
    }
}

/// One event as `viewer` may read it.
pub fn event(game: &Game, event: &LogEvent, viewer: u8) -> Option<String> {
    let n = |s| name(game, s);
    Some(match *event {
        LogEvent::GameStarted { first } => does(first, viewer, "go", "goes") + " first",
        LogEvent::Mulligan { player, replaced } => {
            format!(
                "{} {replaced} card{}",
                does(player, viewer, "replace", "replaces"),
                if replaced == 1 { "" } else { "s" }
            )
        }
        LogEvent::TurnStarted { player, turn, mana } => {
            format!(
                "— {} turn {} ({mana} mana) —",
                whose(player, viewer),
                own_turn(turn)
            )
        }
        LogEvent::TurnEnded { player } => does(player, viewer, "end", "ends") + " the turn",
        LogEvent::Drew { player, card } if player == viewer => format!("You draw {}", n(card)),
        LogEvent::Drew { player, .. } => does(player, viewer, "draw", "draws") + " a card",
        LogEvent::Burned { player, card } => {
            format!(
                "{} hand is full: {} goes to the graveyard",
                whose(player, viewer),
                n(card)
            )
        }
        LogEvent::Fatigue { player, amount } => {
            format!(
                "{} from an empty deck: {amount} damage to the stone",
                does(player, viewer, "draw", "draws")
            )
        }
        LogEvent::Played { player, card, cost } => {
            format!(
                "{} {} for {cost}",
                does(player, viewer, "play", "plays"),
                n(card)
            )
        }
        LogEvent::Deployed { unit, tile: t, .. } => {
            format!("{} arrives on {}", n(unit), tile(game, t))
        }
        LogEvent::NotPlaced { card, tile: t } => {
            format!("{} cannot take {}: it is taken", n(card), tile(game, t))
        }
        LogEvent::NotCreated { def } => format!(
            "no room for {}: it is not created",
            game.db().card(def).def.name
        ),
        LogEvent::Moved { unit, from, to } => format!(
            "{} moves {} -> {}",
            n(unit),
            tile(game, from),
            tile(game, to)
        ),
        LogEvent::Attacked { attacker, target } => {
            format!("{} attacks {}", n(attacker), n(target))
        }
        LogEvent::AttackStopped { attacker } => {
            format!("{}'s target is gone: the attack stops", n(attacker))
        }
        LogEvent::Damaged {
            unit,
            amount,
            health,
            hit,
        } => {
            let how = match hit {
                Hit::Attack => " (attack)",
                Hit::Return => " (counter-attack)",
                Hit::Effect => "",
            };
            // Health below 0 reads as what it means: the unit is destroyed.
            if health <= 0 {
                format!("{} takes {amount} damage{how} and is destroyed", n(unit))
            } else {
                format!(
                    "{} takes {amount} damage{how}: {health} Health left",
                    n(unit)
                )
            }
        }
        LogEvent::Healed { unit, health } => format!("{} is healed -> {health}", n(unit)),
        LogEvent::Stats {
            unit,
            attack,
            health,
            max,
            protection,
        } => {
            let p = if protection > 0 {
                format!(", Protection {protection}")
            } else {
                String::new()
            };
            // A unit at 0 Health or less is being destroyed; its numbers are not news.
            if health <= 0 {
                return None;
            }
            format!("{}: Attack {attack}, Health {health} of {max}{p}", n(unit))
        }
        LogEvent::Keywords { unit, .. } => format!("{} gains a keyword", n(unit)),
        LogEvent::Revealed { unit } => format!("{} leaves Stealth", n(unit)),
        LogEvent::Stunned { unit } => format!("{} is stunned", n(unit)),
        LogEvent::StunEnded { unit } => format!("{} is no longer stunned", n(unit)),
        LogEvent::Banished { unit } => format!("{} is banished", n(unit)),
        LogEvent::BanishEnded { unit } => format!("{} is back from banishment", n(unit)),
        LogEvent::Silenced { unit } => format!("{} is silenced", n(unit)),
        LogEvent::Destroyed { unit, execute } => {
            format!(
                "{} is {}",
                n(unit),
                if execute { "executed" } else { "destroyed" }
            )
        }
        LogEvent::Died { unit, tile: t } => format!("{} dies on {}", n(unit), tile(game, t)),
        LogEvent::StoneDestroyed { player } => {
            format!("{} Summoning Stone is destroyed", whose(player, viewer))
        }
        LogEvent::Resurrected { unit, tile: t } => {
            format!("{} is resurrected on {}", n(unit), tile(game, t))
        }
        LogEvent::Transformed { from, into } => {
            format!("{} is transformed into {}", n(from), n(into))
        }
        LogEvent::Recalled { unit, to_hand } => format!(
            "{} returns {}",
            n(unit),
            if to_hand {
                "to its owner's hand"
            } else {
                "and is lost"
            }
        ),
        LogEvent::Warcry { unit } => format!("{}'s Warcry", n(unit)),
        LogEvent::LeaderAbility { player } => {
            does(player, viewer, "use", "uses") + " the leader ability"
        }
        LogEvent::Discover {
            player,
            options,
            count,
        } if player == viewer => format!(
            "You discover: {}",
            options[..count as usize]
                .iter()
                .map(|s| n(*s))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        LogEvent::Discover { player, .. } => {
            does(player, viewer, "discover", "discovers") + " a card"
        }
        LogEvent::Chosen { player, card } if player == viewer => format!("You take {}", n(card)),
        LogEvent::Chosen { player, .. } => does(player, viewer, "take", "takes") + " a card",
        LogEvent::CardGiven {
            player,
            card,
            to_hand,
        } => {
            if !to_hand {
                format!(
                    "{} hand is full: {} is lost",
                    whose(player, viewer),
                    n(card)
                )
            } else if player == viewer {
                format!("You get {}", n(card))
            } else {
                does(player, viewer, "get", "gets") + " a card"
            }
        }
        LogEvent::ManaGained { player, mana } => {
            format!(
                "{} {mana} mana",
                does(player, viewer, "now have", "now has")
            )
        }
        LogEvent::SpellResolved { .. } => return None,
        LogEvent::Forfeited { player } => does(player, viewer, "forfeit", "forfeits"),
        LogEvent::GameOver { winner } => match winner {
            Some(p) => format!("Game over: {}", does(p, viewer, "win", "wins")),
            None => "Game over: a draw".into(),
        },
    })
}

/// The board and hands as `viewer` sees them.
pub fn table(game: &Game, viewer: u8) -> String {
    let t = game.table();
    let mut out = String::new();
    for p in [1 - viewer, viewer] {
        let pl = &t.players[p as usize];
        let stone = game.unit(pl.stone);
        out.push_str(&format!(
            "{} ({}): stone {}/{}, mana {}/{}, deck {}, hand {}, graveyard {}{}\n",
            who(p, viewer),
            game.db().card(pl.leader).def.name,
            stone.health,
            stone.max_health,
            pl.mana,
            pl.max_mana,
            pl.deck.len(),
            pl.hand.len(),
            pl.graveyard.len(),
            if pl.ability_used {
                ", ability used"
            } else {
                ""
            }
        ));
    }
    out.push_str("  ");
    for x in 0..t.cols {
        out.push_str(&format!(" {x}  "));
    }
    out.push('\n');
    for y in 0..t.rows {
        let mut row = String::new();
        for x in 0..t.cols {
            let cell = match t.at(t.tile(x, y)) {
                None => " .  ".to_string(),
                Some(s) => {
                    let owner = game.card(s).owner;
                    let mark = match owner {
                        o if o == viewer => '+',
                        NEUTRAL => '~',
                        _ => '-',
                    };
                    let short: String = name(game, s).chars().take(2).collect();
                    format!("{mark}{short} ")
                }
            };
            row.push_str(&cell);
        }
        out.push_str(&format!("{y} {row}\n"));
    }
    for s in game.units() {
        let u = game.unit(s);
        out.push_str(&format!(
            "  {} {}: {}/{} (max {}), move {}, {}{}{}{}\n",
            tile(game, game.place(s).tile),
            name(game, s),
            u.attack,
            u.health,
            u.max_health,
            u.movement,
            if u.range > 0 {
                format!("ranged {}", u.range)
            } else {
                "melee".to_string()
            },
            if u.protection > 0 {
                format!(", Protection {}", u.protection)
            } else {
                String::new()
            },
            if u.stunned() { ", stunned" } else { "" },
            if u.banished() { ", banished" } else { "" },
        ));
    }
    let hand: Vec<String> = t.players[viewer as usize]
        .hand
        .iter()
        .map(|s| label(game, *s))
        .collect();
    out.push_str(&format!("Your hand: {}\n", hand.join(", ")));
    out
}
