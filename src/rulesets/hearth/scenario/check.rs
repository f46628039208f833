//! Checks scenario expectations against a game; a failure says which expectation, expected vs actual.

use super::build::tag_of;
use super::format::{Expectation, ScenarioTag};
use crate::engine::EntityId;
use crate::engine::scenario::{Check, compare};
use crate::rulesets::hearth::Game;
use crate::rulesets::hearth::content::schema::{CardType, Race, Rune};
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::{Reads, Targeting};

fn has_tag(game: &Game, id: EntityId, tag: ScenarioTag) -> bool {
    match tag {
        ScenarioTag::SpellDamage(n) => game.stats(id).spell_damage == n as i16,
        other => game.tags(id).contains(tag_of(other)),
    }
}

fn check_tags(
    game: &Game,
    id: EntityId,
    what: &str,
    tags: &[ScenarioTag],
    no_tags: &[ScenarioTag],
) -> Result<(), String> {
    for tag in tags {
        if !has_tag(game, id, *tag) {
            return Err(format!("{what}: expected tag {tag:?}, it is missing"));
        }
    }
    for tag in no_tags {
        if has_tag(game, id, *tag) {
            return Err(format!("{what}: expected no tag {tag:?}, it is there"));
        }
    }
    Ok(())
}

fn check_race(game: &Game, id: EntityId, what: &str, race: &Option<Race>) -> Result<(), String> {
    match race {
        Some(race) if game.info(id).races & race.bit() == 0 => Err(format!(
            "{what} race: expected {race:?}, {} has {:?}",
            game.info(id).def.name,
            game.info(id).def.races
        )),
        _ => Ok(()),
    }
}

fn ids(game: &Game, list: &[EntityId]) -> Vec<String> {
    list.iter().map(|c| game.card_id(*c).to_string()).collect()
}

fn count_in(haystack: &[String], needle: &str) -> usize {
    haystack.iter().filter(|c| *c == needle).count()
}

/// Each expectation goes to the checks of its kind: characters, cards, or the table.
impl Check<Game> for Expectation {
    fn check(&self, game: &Game) -> Result<(), String> {
        match self {
            Expectation::Hero { .. } | Expectation::Minion { .. } => check_character(game, self),
            Expectation::Weapon { .. }
            | Expectation::Location { .. }
            | Expectation::HandCard { .. } => check_card(game, self),
            Expectation::Board { .. }
            | Expectation::BoardSize { .. }
            | Expectation::Hand { .. }
            | Expectation::HandSize { .. }
            | Expectation::DeckSize { .. }
            | Expectation::Graveyard { .. }
            | Expectation::Mana { .. }
            | Expectation::Offered { .. }
            | Expectation::HandContains { .. }
            | Expectation::Secrets { .. }
            | Expectation::Turn(_)
            | Expectation::Corpses { .. }
            | Expectation::Fatigue { .. }
            | Expectation::ActivePlayer(_)
            | Expectation::Winner(_)
            | Expectation::GameOver
            | Expectation::GameRunning => check_table(game, self),
        }
    }
}

/// Checks a hero or minion expectation.
fn check_character(game: &Game, expectation: &Expectation) -> Result<(), String> {
    match expectation {
        Expectation::Hero {
            player,
            health,
            max_health,
            armor,
            attack,
            frozen,
            tags,
            no_tags,
            hero_power,
            hero_power_used,
        } => {
            let p = *player;
            let state = game.player(p);
            let hero = state.hero;
            let stats = game.stats(hero);
            let what = format!("Hero({p})");
            compare(&format!("{what} health"), health, stats.health())?;
            compare(&format!("{what} max_health"), max_health, stats.max_health)?;
            compare(&format!("{what} armor"), armor, stats.armor)?;
            compare(&format!("{what} attack"), attack, game.attack_of(hero))?;
            compare(
                &format!("{what} frozen"),
                frozen,
                game.tags(hero).contains(Tags::FROZEN),
            )?;
            check_tags(game, hero, &what, tags, no_tags)?;
            compare(
                &format!("{what} hero_power"),
                &hero_power.as_deref(),
                game.card_id(state.hero_power),
            )?;
            compare(
                &format!("{what} hero_power_used"),
                hero_power_used,
                state.hero_power_uses > 0,
            )
        }
        Expectation::Minion {
            player,
            slot,
            card,
            attack,
            health,
            max_health,
            tags,
            no_tags,
            card_in,
            exhausted,
            race,
            cost,
        } => {
            let what = format!("Minion({player}, {slot})");
            let Some(&id) = game.player(*player).board.get(*slot as usize) else {
                return Err(format!("{what}: expected a minion, the slot is empty"));
            };
            compare(&format!("{what} card"), &card.as_deref(), game.card_id(id))?;
            if !card_in.is_empty() && !card_in.iter().any(|c| c == game.card_id(id)) {
                return Err(format!(
                    "{what} card: expected one of {card_in:?}, got {:?}",
                    game.card_id(id)
                ));
            }
            let stats = game.stats(id);
            compare(&format!("{what} attack"), attack, game.attack_of(id))?;
            compare(&format!("{what} health"), health, stats.health())?;
            compare(&format!("{what} max_health"), max_health, stats.max_health)?;
            check_tags(game, id, &what, tags, no_tags)?;
            check_race(game, id, &what, race)?;
            compare(&format!("{what} cost"), cost, game.cost_of(id))?;
            compare(
                &format!("{what} exhausted"),
                exhausted,
                !game.can_attack_now(id),
            )
        }
        _ => unreachable!("sent to check_character by `check`: {expectation:?}"),
    }
}

/// Checks a weapon, location or hand card expectation.
fn check_card(game: &Game, expectation: &Expectation) -> Result<(), String> {
    match expectation {
        Expectation::Weapon {
            player,
            card,
            attack,
            durability,
        } => {
            let weapon = game.player(*player).weapon;
            let what = format!("Weapon({player})");
            compare(
                &what,
                &Some(card.as_deref()),
                weapon.map(|w| game.card_id(w)),
            )?;
            if let Some(w) = weapon {
                let stats = game.stats(w);
                compare(&format!("{what} attack"), attack, stats.attack)?;
                compare(&format!("{what} durability"), durability, stats.health())?;
            }
            Ok(())
        }
        Expectation::Location {
            player,
            slot,
            card,
            durability,
            cooldown,
        } => {
            let what = format!("Location({player}, {slot})");
            let Some(&id) = game.player(*player).board.get(*slot as usize) else {
                return Err(format!("{what}: expected a location, the slot is empty"));
            };
            if game.card(id).kind != CardType::Location {
                return Err(format!(
                    "{what}: expected a location, got {}",
                    game.card_id(id)
                ));
            }
            compare(&format!("{what} card"), &card.as_deref(), game.card_id(id))?;
            compare(
                &format!("{what} durability"),
                durability,
                game.stats(id).health(),
            )?;
            let on_cooldown = u8::from(game.tags(id).contains(Tags::COOLDOWN));
            compare(&format!("{what} cooldown"), cooldown, on_cooldown)
        }
        Expectation::HandCard {
            player,
            slot,
            card,
            cost,
            kind,
            class,
            class_in,
            rune,
            race,
            rarity,
            tags,
            no_tags,
        } => {
            let what = format!("HandCard({player}, {slot})");
            let Some(&id) = game.player(*player).hand.get(*slot as usize) else {
                return Err(format!(
                    "{what}: expected a card, the hand has no such slot"
                ));
            };
            let info = game.info(id);
            compare(&format!("{what} card"), &card.as_deref(), game.card_id(id))?;
            compare(&format!("{what} cost"), cost, game.cost_of(id))?;
            compare(&format!("{what} kind"), kind, info.def.kind)?;
            compare(&format!("{what} class"), class, info.def.class)?;
            compare(&format!("{what} rarity"), rarity, info.def.rarity)?;
            if !class_in.is_empty() && !class_in.contains(&info.def.class) {
                return Err(format!(
                    "{what} class: expected one of {class_in:?}, {} is {:?}",
                    info.def.name, info.def.class
                ));
            }
            let runes = info.def.runes;
            let has_rune = |rune: &Rune| match rune {
                Rune::Blood => runes.blood > 0,
                Rune::Frost => runes.frost > 0,
                Rune::Unholy => runes.unholy > 0,
            };
            if let Some(rune) = rune
                && !has_rune(rune)
            {
                return Err(format!(
                    "{what} rune: expected {rune:?}, {} needs {}",
                    info.def.name,
                    runes.letters()
                ));
            }
            check_race(game, id, &what, race)?;
            check_tags(game, id, &what, tags, no_tags)
        }
        _ => unreachable!("sent to check_card by `check`: {expectation:?}"),
    }
}

/// Checks an expectation on zones, resources and the game's course.
fn check_table(game: &Game, expectation: &Expectation) -> Result<(), String> {
    match expectation {
        Expectation::Board { player, cards } => {
            let actual = ids(game, &game.player(*player).board);
            compare(&format!("Board({player})"), &Some(cards.clone()), actual)
        }
        Expectation::BoardSize { player, count } => compare(
            &format!("BoardSize({player})"),
            &Some(*count),
            game.player(*player).board.len(),
        ),
        Expectation::Hand { player, cards } => {
            let actual = ids(game, &game.player(*player).hand);
            compare(&format!("Hand({player})"), &Some(cards.clone()), actual)
        }
        Expectation::HandSize { player, count } => compare(
            &format!("HandSize({player})"),
            &Some(*count),
            game.player(*player).hand.len(),
        ),
        Expectation::DeckSize { player, count } => compare(
            &format!("DeckSize({player})"),
            &Some(*count),
            game.player(*player).deck.len(),
        ),
        Expectation::Graveyard {
            player,
            contains,
            lacks,
        } => {
            let actual = ids(game, &game.player(*player).graveyard);
            for id in contains {
                if count_in(&actual, id) < count_in(contains, id) {
                    return Err(format!(
                        "Graveyard({player}): expected {id} x{}, got {actual:?}",
                        count_in(contains, id)
                    ));
                }
            }
            match lacks.iter().find(|id| actual.contains(id)) {
                Some(id) => Err(format!(
                    "Graveyard({player}): expected no {id}, got {actual:?}"
                )),
                None => Ok(()),
            }
        }
        Expectation::Mana {
            player,
            available,
            max,
            overload_locked,
            overload_owed,
        } => {
            let state = game.player(*player);
            let what = format!("Mana({player})");
            compare(&format!("{what} available"), available, state.mana)?;
            compare(&format!("{what} max"), max, state.max_mana)?;
            compare(
                &format!("{what} overload_locked"),
                overload_locked,
                state.overload_locked,
            )?;
            compare(
                &format!("{what} overload_owed"),
                overload_owed,
                state.overload_owed,
            )
        }
        Expectation::Offered {
            player,
            cards,
            count,
        } => {
            let Some(choice) = game.pending_choice() else {
                return match count {
                    Some(0) => Ok(()),
                    _ => Err("Offered: no choice is pending".into()),
                };
            };
            compare("Offered player", &Some(*player), choice.player)?;
            compare("Offered count", count, choice.options.len())?;
            if !cards.is_empty() {
                let mut actual = ids(game, &choice.options);
                let mut expected = cards.clone();
                actual.sort();
                expected.sort();
                compare("Offered cards", &Some(expected), actual)?;
            }
            Ok(())
        }
        Expectation::HandContains { player, cards } => {
            let actual = ids(game, &game.player(*player).hand);
            for id in cards {
                if count_in(&actual, id) < count_in(cards, id) {
                    return Err(format!(
                        "HandContains({player}): expected {id} x{}, got {actual:?}",
                        count_in(cards, id)
                    ));
                }
            }
            Ok(())
        }
        Expectation::Secrets { player, cards } => {
            let actual = ids(game, &game.player(*player).secrets);
            compare(&format!("Secrets({player})"), &Some(cards.clone()), actual)
        }
        Expectation::Turn(turn) => compare("Turn", &Some(*turn), game.turn()),
        Expectation::Corpses { player, count } => compare(
            &format!("Corpses({player})"),
            &Some(*count),
            game.player(*player).corpses,
        ),
        Expectation::Fatigue { player, count } => compare(
            &format!("Fatigue({player})"),
            &Some(*count),
            game.player(*player).fatigue,
        ),
        Expectation::ActivePlayer(p) => compare("ActivePlayer", &Some(*p), game.active()),
        Expectation::Winner(w) => {
            if !game.is_over() {
                return Err(format!("Winner: expected {w:?}, the game is still running"));
            }
            compare("Winner", &Some(*w), game.winner())
        }
        Expectation::GameOver => compare("GameOver", &Some(true), game.is_over()),
        Expectation::GameRunning => compare("GameRunning", &Some(false), game.is_over()),
        _ => unreachable!("sent to check_table by `check`: {expectation:?}"),
    }
}
