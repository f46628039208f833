//! Invariants that hold after every action of every hearth game: zone caps, every card in exactly
//! one zone that matches its zone tag, and health within bounds.

use super::components::CardState;
use super::game::{Game, GameEntity, PlayerEntity};
use super::limits::{BOARD_LIMIT, HAND_LIMIT, MANA_LIMIT};
use super::reads::Reads;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::CardType;

/// Returns the first broken invariant.
pub fn check(game: &Game) -> Result<(), String> {
    let mut seen = vec![0u8; game.entity_ids().count() + 1];
    if game
        .world()
        .get::<GameEntity>(game_entity(game, EntityId::GAME))
        .is_none()
    {
        return Err("entity 1 does not stand for the game".into());
    }
    for seat in 0..2u8 {
        let marker = game
            .world()
            .get::<PlayerEntity>(game_entity(game, EntityId::player(seat)));
        if marker.map(|m| m.0) != Some(seat) {
            return Err(format!(
                "entity {} does not stand for player {seat}",
                2 + seat
            ));
        }
        let p = game.player(seat);
        if p.hand.len() > HAND_LIMIT {
            return Err(format!("player {seat} holds {} cards", p.hand.len()));
        }
        if p.board.len() > BOARD_LIMIT {
            return Err(format!("player {seat} has {} minions", p.board.len()));
        }
        let auras = p
            .board
            .iter()
            .filter(|m| game.tags(**m).contains(super::components::Tags::HAS_AURA))
            .count();
        if auras != p.auras as usize {
            return Err(format!(
                "player {seat} counts {} auras, has {auras}",
                p.auras
            ));
        }
        if p.secrets.len() > 5 {
            return Err(format!("player {seat} has {} secrets", p.secrets.len()));
        }
        if p.max_mana > MANA_LIMIT || p.mana > MANA_LIMIT {
            return Err(format!("player {seat} has {}/{} mana", p.mana, p.max_mana));
        }
        // The rules gated on `seen` (trading, damage prevention) must know of every card held.
        use super::components::Tags;
        let held = p
            .deck
            .iter()
            .chain(&p.hand)
            .chain(&p.board)
            .chain(&p.secrets);
        for &card in held {
            let printed = game.info(card).tags;
            for gated in [
                Tags::TRADEABLE,
                Tags::PREVENTS,
                Tags::HEALTH_COSTS,
                Tags::DOUBLE_CORPSES,
                Tags::TURN_TIMER,
                Tags::CASTS_WHEN_DRAWN,
                Tags::WATCHES_DRAWS,
                Tags::UPGRADES,
            ] {
                if printed.contains(gated) && !game.state().seen.contains(gated) {
                    return Err(format!(
                        "card {card} is held but the game never saw its tags"
                    ));
                }
            }
        }
        let lists: [(&[EntityId], Zone); 5] = [
            (&p.deck, Zone::Deck),
            (&p.hand, Zone::Hand),
            (&p.board, Zone::Play),
            (&p.graveyard, Zone::Graveyard),
            (&p.secrets, Zone::Secret),
        ];
        let table = [Some(p.hero), Some(p.hero_power), p.weapon];
        let singles: Vec<(EntityId, Zone)> =
            table.iter().flatten().map(|id| (*id, Zone::Play)).collect();
        let listed = lists
            .iter()
            .flat_map(|(list, zone)| list.iter().map(move |id| (*id, *zone)))
            .chain(singles);
        for (id, zone) in listed {
            seen[id.index()] += 1;
            if seen[id.index()] > 1 {
                return Err(format!(
                    "{id} ({}) is in two zones, one of them player {seat}'s {zone:?}",
                    game.info(id).def.name
                ));
            }
            let card = game.card(id);
            if card.zone != zone {
                return Err(format!(
                    "{id} is listed in {zone:?} but tagged {:?}",
                    card.zone
                ));
            }
        }
        for id in p.board.iter().chain(std::iter::once(&p.hero)) {
            let stats = game.stats(*id);
            let health = stats.health();
            if health > stats.max_health || stats.damage < 0 || stats.armor < 0 {
                return Err(format!("{id} has {health}/{} health", stats.max_health));
            }
            let alive_required = game.card(*id).kind == CardType::Minion || !game.is_over();
            if health <= 0 && alive_required {
                return Err(format!("{id} has {health} health but is still in play"));
            }
        }
    }
    for id in game.entity_ids().skip(3) {
        let Some(card) = game.world().get::<CardState>(game_entity(game, id)) else {
            continue;
        };
        let unlisted = matches!(
            card.zone,
            Zone::Deck | Zone::Hand | Zone::Play | Zone::Secret
        ) && seen[id.index()] == 0
            && card.kind != CardType::Spell;
        if unlisted {
            return Err(format!(
                "{id} is tagged {:?} but in no zone list",
                card.zone
            ));
        }
    }
    Ok(())
}

fn game_entity(game: &Game, id: EntityId) -> bevy::ecs::entity::Entity {
    game.bevy_entity(id)
}
