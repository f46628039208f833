//! The gods scenario position, checked as it is read: an unknown card, a tile off the board or
//! taken twice, a broken limit is a file error naming its place, before any rule runs.

use super::format::{BoardUnit, Expectation, Move, Scenario, StartKind, Step};
use crate::cards::{LoadError, SourceFile};
use crate::rulesets::gods::components::NEUTRAL;
use crate::rulesets::gods::db::{CardId, GodsDb, keyword_bit};
use crate::rulesets::gods::game::stone_tile;
use crate::rulesets::gods::options::Options;
use crate::rulesets::gods::schema::{CardKind, Keyword};
use crate::rulesets::gods::setup::{SeatSetup, Setup, Start, UnitSetup};

/// Every card the steps name is one the content has (a file error otherwise).
pub(super) fn check_steps(
    db: &GodsDb,
    file: &SourceFile,
    scenario: &Scenario,
) -> Result<(), LoadError> {
    scenario
        .actions
        .iter()
        .try_for_each(|step| check_step_ids(db, file, step))
}

/// Every card a step names is one the content has (a file error otherwise).
fn check_step_ids(db: &GodsDb, file: &SourceFile, step: &Step) -> Result<(), LoadError> {
    let mut ids: Vec<&String> = Vec::new();
    match step {
        Step::ChooseCard(c)
        | Step::Illegal(Move::ChooseCard(c))
        | Step::Legal(Move::ChooseCard(c)) => ids.push(c),
        Step::Expect(list) => {
            for e in list {
                expectation_ids(e, &mut ids);
            }
        }
        _ => {}
    }
    for id in ids {
        if db.find(id).is_none() {
            return Err(LoadError::at_card(
                file,
                id,
                format!("unknown card \"{id}\""),
            ));
        }
    }
    Ok(())
}

/// The card ids an expectation names.
fn expectation_ids<'a>(e: &'a Expectation, ids: &mut Vec<&'a String>) {
    match e {
        Expectation::Unit { card, card_in, .. } => {
            ids.extend(card.iter());
            ids.extend(card_in.iter());
        }
        Expectation::Count { card, .. } => ids.push(card),
        Expectation::Hand { cards, .. } | Expectation::HandContains { cards, .. } => {
            ids.extend(cards.iter())
        }
        Expectation::HandCard { card, .. } => ids.extend(card.iter()),
        Expectation::Choosing { among, .. } => ids.extend(among.iter()),
        Expectation::Graveyard {
            contains, lacks, ..
        }
        | Expectation::Removed {
            contains, lacks, ..
        }
        | Expectation::Waiting {
            contains, lacks, ..
        } => {
            ids.extend(contains.iter());
            ids.extend(lacks.iter());
        }
        _ => {}
    }
}

/// The game's set-up, or the file error a broken position is (the header checked before).
pub fn setup(db: &GodsDb, file: &SourceFile, scenario: &Scenario) -> Result<Setup, LoadError> {
    let fail = |at: &str, message: String| LoadError::at_card(file, at, message);
    if scenario.turn == 0 || scenario.turn > 10_000 {
        return Err(fail("turn", "turn is 1 to 10000".into()));
    }
    let mut options: Options = db.options;
    for (name, value) in &scenario.options {
        options.set(name, value).map_err(|e| fail(name, e))?;
    }
    let (cols, rows) = options.size();
    let card = |id: &str, kinds: &[CardKind]| -> Result<CardId, LoadError> {
        let c = db
            .find(id)
            .ok_or_else(|| fail(id, format!("unknown card \"{id}\"")))?;
        if !kinds.contains(&db.card(c).def.kind) {
            return Err(fail(
                id,
                format!(
                    "\"{id}\" is a {:?} card, not {kinds:?}",
                    db.card(c).def.kind
                ),
            ));
        }
        Ok(c)
    };
    let playable = [CardKind::Unit, CardKind::Spell];
    let mut players: [SeatSetup; 2] = Default::default();
    let mut units = Vec::new();
    let mut taken: Vec<(u8, u8)> = Vec::new();
    // The stones' tiles.
    let probe = crate::rulesets::gods::components::Table::empty(cols, rows);
    for p in 0..2u8 {
        let t = stone_tile(&probe, &options, p);
        taken.push(probe.xy(t));
    }
    let mut place = |u: &BoardUnit, owner: u8| -> Result<UnitSetup, LoadError> {
        let def = card(&u.card, &[CardKind::Unit])?;
        if u.at.0 >= cols || u.at.1 >= rows {
            return Err(fail(
                &u.card,
                format!("{:?} is off the {cols}×{rows} board", u.at),
            ));
        }
        if taken.contains(&u.at) {
            return Err(fail(
                &u.card,
                format!("{:?} already holds a unit or a stone", u.at),
            ));
        }
        taken.push(u.at);
        if u.arrival > 1_000_000 {
            return Err(fail(&u.card, "an arrival index is at most 1000000".into()));
        }
        let mut keywords = 0u16;
        let mut protection = 0u8;
        for k in &u.keywords {
            match k {
                Keyword::Protection(n) => protection = protection.max(*n),
                other => keywords |= keyword_bit(*other),
            }
        }
        let health = db.card(def).def.health as i16 + u.max_bonus as i16;
        if u.damage as i16 >= health {
            return Err(fail(
                &u.card,
                "a unit on the board needs health left".into(),
            ));
        }
        let by = if owner == NEUTRAL { 0 } else { 1 - owner };
        Ok(UnitSetup {
            def,
            owner,
            tile: u.at.1 * cols + u.at.0,
            damage: u.damage,
            attack_bonus: u.attack_bonus,
            health_bonus: u.max_bonus,
            arrival: (u.arrival > 0).then_some(u.arrival),
            ready: u.ready,
            moved: u.moved,
            attacked: u.attacked,
            warcry_ready: u.warcry_ready,
            silenced: u.silenced,
            keywords,
            protection,
            stunned_until: u.stunned.then_some(by),
            banished_until: u.banished.then_some(by),
        })
    };
    for (index, player) in scenario.players.iter().enumerate() {
        let leader_id = if player.leader.is_empty() {
            if index == 0 { "zeus" } else { "odin" }.to_string()
        } else {
            player.leader.clone()
        };
        let leader = card(&leader_id, &[CardKind::Leader])?;
        let cards = |ids: &[String]| -> Result<Vec<CardId>, LoadError> {
            ids.iter().map(|id| card(id, &playable)).collect()
        };
        let hand = cards(&player.hand)?;
        if hand.len() > db.rules.hand_limit as usize {
            return Err(fail(
                "hand",
                format!("a hand holds at most {} cards", db.rules.hand_limit),
            ));
        }
        if player.mana > db.rules.max_mana || player.max_mana > db.rules.max_mana {
            return Err(fail(
                "mana",
                format!("mana is at most {}", db.rules.max_mana),
            ));
        }
        if player.stone_damage as u32 >= 25 + player.stone_bonus as u32 {
            return Err(fail("stone_damage", "the stone needs health left".into()));
        }
        players[index] = SeatSetup {
            leader,
            deck: cards(&player.deck)?,
            hand: hand.into_iter().map(|c| (c, 0)).collect(),
            graveyard: cards(&player.graveyard)?,
            removed: cards(&player.removed)?,
            mana: player.mana,
            max_mana: player.max_mana,
            fatigue: player.fatigue,
            ability_used: player.ability_used,
            stone_damage: player.stone_damage,
            stone_bonus: player.stone_bonus,
        };
        if scenario.start == StartKind::Mulligan
            && (!player.hand.is_empty() || !player.board.is_empty())
        {
            return Err(fail(
                "start",
                "with start: Mulligan, hands and boards stay empty".into(),
            ));
        }
    }
    for (index, player) in scenario.players.iter().enumerate() {
        for u in &player.board {
            units.push(place(u, index as u8)?);
        }
    }
    for u in &scenario.neutral {
        units.push(place(u, NEUTRAL)?);
    }
    if scenario.start == StartKind::Mulligan {
        for p in players.iter_mut() {
            p.mana = 0;
            p.max_mana = 0;
        }
    }
    Ok(Setup {
        options,
        players,
        units,
        start: match scenario.start {
            StartKind::Main => Start::Position {
                turn: scenario.turn,
                active: scenario.active,
            },
            StartKind::Mulligan => Start::Game {
                first: Some(scenario.active),
                shuffle: false,
            },
        },
        names: ["player 0".into(), "player 1".into()],
    })
}
