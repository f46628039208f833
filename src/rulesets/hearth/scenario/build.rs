//! Builds a game position from a scenario's setup: players, heroes, hands, decks, boards, weapons.

use std::sync::Arc;

use super::format::{BoardSetup, LocationSetup, PlayerSetup, Ref, Scenario, ScenarioTag, Start};
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::CardType;
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::state::components::{Step, Tags};
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;
use crate::rulesets::hearth::{CardDb, Game, Loadout, StartOptions};

/// The tag of a scenario keyword (spell damage is a number, handled apart).
pub(super) fn tag_of(tag: ScenarioTag) -> Tags {
    Tags::of_keyword(tag)
}

fn card_index(db: &CardDb, id: &str) -> Result<u16, String> {
    db.index(id).ok_or_else(|| format!("unknown card \"{id}\""))
}

fn hero_of(db: &CardDb, setup: &PlayerSetup, seat: u8) -> Result<(u16, Option<u16>), String> {
    let default = if seat == 0 { "HERO_08" } else { "HERO_01" };
    let id = if setup.hero.is_empty() {
        default
    } else {
        &setup.hero
    };
    let hero = card_index(db, id)?;
    if db.get(hero).def.kind != CardType::Hero {
        return Err(format!("{} is not a hero", db.id_of(hero)));
    }
    let power = setup
        .hero_power
        .as_deref()
        .map(|p| card_index(db, p))
        .transpose()?;
    Ok((hero, power))
}

/// The game a scenario starts from.
pub fn build_game(scenario: &Scenario, db: Arc<CardDb>) -> Result<Game, String> {
    if scenario.players.len() != 2 {
        return Err(format!(
            "a scenario has exactly two players, this one {}",
            scenario.players.len()
        ));
    }
    if scenario.active > 1 {
        return Err("active must be 0 or 1".into());
    }
    let mut game = match scenario.start {
        Start::Mulligan => build_mulligan(scenario, db),
        Start::Main => build_main(scenario, db),
    }?;
    game.set_format(scenario.format);
    Ok(game)
}

fn build_mulligan(scenario: &Scenario, db: Arc<CardDb>) -> Result<Game, String> {
    let mut loadouts = Vec::new();
    for (seat, setup) in scenario.players.iter().enumerate() {
        if !setup.hand.is_empty() || !setup.board.is_empty() || setup.weapon.is_some() {
            return Err(
                "with start: Mulligan, hands, boards and weapons stay at their defaults".into(),
            );
        }
        let (hero, hero_power) = hero_of(&db, setup, seat as u8)?;
        let deck = setup
            .deck
            .iter()
            .map(|c| card_index(&db, c))
            .collect::<Result<Vec<_>, _>>()?;
        loadouts.push(Loadout {
            hero,
            hero_power,
            deck,
        });
    }
    let [a, b]: [Loadout; 2] = loadouts.try_into().expect("two players checked");
    let options = StartOptions {
        seed: scenario.seed,
        first: Some(scenario.active),
        shuffle: false,
    };
    Ok(Game::new(db, [a, b], options))
}

fn build_main(scenario: &Scenario, db: Arc<CardDb>) -> Result<Game, String> {
    let mut built = Game::empty(db.clone(), scenario.seed);
    let mut game = built.resolver();
    for (seat, setup) in scenario.players.iter().enumerate() {
        let seat = seat as u8;
        let mut deck = Vec::new();
        for id in &setup.deck {
            deck.push(game.create_card(card_index(&db, id)?, seat, Zone::Deck));
        }
        game.player_mut(seat).deck = deck;
    }
    {
        let state = game.state_mut();
        state.turn = scenario.turn;
        state.active = scenario.active;
        state.first = scenario.active;
        state.step = Step::Main;
    }
    for (seat, setup) in scenario.players.iter().enumerate() {
        build_player(&mut game, &db, seat as u8, setup)?;
    }
    // Auras on the starting board are in force from the start.
    game.refresh_auras();
    Ok(built)
}

fn build_player(
    game: &mut Resolver<'_>,
    db: &CardDb,
    seat: u8,
    setup: &PlayerSetup,
) -> Result<(), String> {
    let (hero, power) = hero_of(db, setup, seat)?;
    game.place_hero(seat, hero, power);
    let hero_id = game.player(seat).hero;
    {
        let stats = game.stats_mut(hero_id);
        stats.base_health = setup.max_health;
        stats.max_health = setup.max_health;
        stats.damage = setup.max_health - setup.health;
        stats.armor = setup.armor;
        stats.attacks = setup.hero_attacks;
    }
    apply_tags(game, hero_id, &setup.hero_tags);
    for id in &setup.hand {
        let card = game.create_card(card_index(db, id)?, seat, Zone::Hand);
        game.player_mut(seat).hand.push(card);
    }
    for minion in &setup.board {
        place_minion(game, db, seat, minion)?;
    }
    let mut locations: Vec<_> = setup.locations.iter().collect();
    locations.sort_by_key(|l| l.slot);
    for location in locations {
        place_location(game, db, seat, location)?;
    }
    if let Some(weapon) = &setup.weapon {
        let id = game.create_card(card_index(db, &weapon.card)?, seat, Zone::SetAside);
        if game.card(id).kind != CardType::Weapon {
            return Err(format!("{} is not a weapon", weapon.card));
        }
        let stats = game.stats_mut(id);
        if let Some(attack) = weapon.attack {
            stats.base_attack = attack;
            stats.attack = attack;
        }
        if let Some(durability) = weapon.durability {
            stats.base_health = durability;
            stats.max_health = durability;
        }
        game.equip(seat, id);
    }
    for id in &setup.secrets {
        let card = game.create_card(card_index(db, id)?, seat, Zone::SetAside);
        if !game.info(card).def.secret {
            return Err(format!("{id} is not a secret"));
        }
        if let Some(why) = game.secret_problem(seat, card) {
            return Err(format!("secret {id}: {why}"));
        }
        game.put_secret(seat, card);
    }
    let player = game.player_mut(seat);
    player.hero_power_uses = u8::from(setup.hero_power_used);
    player.cards_played = setup.cards_played;
    player.mana = setup.mana;
    player.max_mana = setup.max_mana;
    player.overload_locked = setup.overload_locked;
    player.overload_owed = setup.overload_owed;
    player.corpses = setup.corpses;
    player.fatigue = setup.fatigue;
    Ok(())
}

fn place_minion(
    game: &mut Resolver<'_>,
    db: &CardDb,
    seat: u8,
    setup: &BoardSetup,
) -> Result<(), String> {
    let id = game.create_card(card_index(db, &setup.card)?, seat, Zone::SetAside);
    if game.card(id).kind != CardType::Minion {
        return Err(format!("{} is not a minion", setup.card));
    }
    let slot = game.player(seat).board.len();
    if !game.enter_board(seat, id, slot) {
        return Err("more than 7 minions on a board".into());
    }
    game.tags_mut(id).remove(Tags::EXHAUSTED);
    {
        let stats = game.stats_mut(id);
        if let Some(attack) = setup.attack {
            stats.base_attack = attack;
            stats.attack = attack;
        }
        if let Some(health) = setup.health {
            stats.base_health = health;
            stats.max_health = health;
        }
        stats.damage = setup.damage;
    }
    if setup.silenced {
        game.silence(id);
    }
    apply_tags(game, id, &setup.tags);
    if setup.frozen {
        game.tags_mut(id).insert(Tags::FROZEN);
    }
    if setup.exhausted {
        game.tags_mut(id).insert(Tags::EXHAUSTED);
        let tags = game.tags(id);
        if tags.intersects(Tags::CHARGE | Tags::RUSH) {
            game.stats_mut(id).attacks = 2;
        }
    }
    if setup.temporary_attack != 0 {
        game.enchant(id, (setup.temporary_attack, 0), Tags::empty(), 0, true);
    }
    Ok(())
}

/// A location goes into its `slot` of the row shared with the minions (placed in slot order, so
/// each slot is counted among the entities already there).
fn place_location(
    game: &mut Resolver<'_>,
    db: &CardDb,
    seat: u8,
    setup: &LocationSetup,
) -> Result<(), String> {
    let id = game.create_card(card_index(db, &setup.card)?, seat, Zone::SetAside);
    if game.card(id).kind != CardType::Location {
        return Err(format!("{} is not a location", setup.card));
    }
    let len = game.player(seat).board.len();
    if setup.slot as usize > len {
        return Err(format!(
            "location {} at slot {}: the row has only {len} entities before it",
            setup.card, setup.slot
        ));
    }
    if !game.place_location(seat, id, setup.slot as usize) {
        return Err("more than 7 minions and locations on a board".into());
    }
    if let Some(durability) = setup.durability {
        let stats = game.stats_mut(id);
        stats.base_health = durability;
        stats.max_health = durability;
    }
    if setup.cooldown > 0 {
        game.tags_mut(id).insert(Tags::COOLDOWN);
    }
    Ok(())
}

fn apply_tags(game: &mut Resolver<'_>, id: EntityId, tags: &[ScenarioTag]) {
    for tag in tags {
        if let ScenarioTag::SpellDamage(n) = tag {
            game.stats_mut(id).spell_damage += *n as i16;
        }
        game.tags_mut(id).insert(tag_of(*tag));
    }
}

/// The entity a reference points at now.
pub(super) fn resolve(game: &Game, reference: Ref) -> Result<EntityId, String> {
    let seat_ok = |p: u8| {
        if p > 1 {
            Err(format!("player {p} does not exist"))
        } else {
            Ok(p)
        }
    };
    match reference {
        Ref::Hero(p) => Ok(game.player(seat_ok(p)?).hero),
        Ref::Minion(p, slot) | Ref::Location(p, slot) => {
            let id = game
                .player(seat_ok(p)?)
                .board
                .get(slot as usize)
                .copied()
                .ok_or_else(|| format!("player {p} has nothing at board slot {slot}"))?;
            let wanted = match reference {
                Ref::Location(..) => CardType::Location,
                _ => CardType::Minion,
            };
            if game.card(id).kind != wanted {
                return Err(format!(
                    "player {p}'s board slot {slot} holds no {wanted:?}"
                ));
            }
            Ok(id)
        }
        Ref::Hand(p, i) => game
            .player(seat_ok(p)?)
            .hand
            .get(i as usize)
            .copied()
            .ok_or_else(|| format!("player {p} has no hand card {i}")),
        Ref::Weapon(p) => game
            .player(seat_ok(p)?)
            .weapon
            .ok_or_else(|| format!("player {p} has no weapon")),
    }
}
