//! Runs one gods scenario: checks the position (an unknown card, a tile off the board or taken
//! twice, a broken limit is a file error naming its place), builds it, plays the steps (an
//! `Illegal` one must be rejected and change nothing, a `Legal` one accepted), then checks the
//! expectations, each failure saying what was expected and what was found.

use std::sync::Arc;

use super::format::{Aim, At, BoardUnit, Expectation, Move, Scenario, StartKind, Step};
use crate::cards::{LoadError, SourceFile};
use crate::engine::{Rules, ScenarioRun};
use crate::rulesets::gods::actions::Action;
use crate::rulesets::gods::components::{NEUTRAL, NO_TILE, Phase, Slot, Tile, Zone, flag};
use crate::rulesets::gods::db::{CardId, GodsDb, keyword_bit};
use crate::rulesets::gods::describe;
use crate::rulesets::gods::game::{Game, stone_tile};
use crate::rulesets::gods::options::Options;
use crate::rulesets::gods::schema::{CardKind, Keyword, TargetSpec};
use crate::rulesets::gods::setup::{SeatSetup, Setup, Start, UnitSetup};
use crate::rulesets::gods::view::{Target, View};

/// Checks, builds, plays and judges one parsed scenario.
pub fn run_scenario(
    db: &Arc<GodsDb>,
    file: &SourceFile,
    scenario: &Scenario,
) -> Result<ScenarioRun, LoadError> {
    let setup = setup(db, file, scenario)?;
    for step in &scenario.actions {
        check_step_ids(db, file, step)?;
    }
    let mut game = Game::new(db.clone(), &setup, scenario.seed);
    let result = play(&mut game, scenario);
    let log = game
        .log()
        .events()
        .iter()
        .filter_map(|e| describe::event(&game, e, 0))
        .collect();
    Ok(ScenarioRun {
        name: scenario.name.clone(),
        result,
        log,
    })
}

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

fn play(game: &mut Game, scenario: &Scenario) -> Result<(), String> {
    for (index, step) in scenario.actions.iter().enumerate() {
        perform(game, step).map_err(|e| format!("action {}: {e}", index + 1))?;
    }
    scenario.expect.iter().try_for_each(|e| check(game, e))
}

fn perform(game: &mut Game, step: &Step) -> Result<(), String> {
    match step {
        Step::Expect(list) => list.iter().try_for_each(|e| check(game, e)),
        Step::Illegal(inner) => {
            let Ok(action) = resolve(game, inner) else {
                // Naming a unit or card that is not there is refused before any rule runs.
                return Ok(());
            };
            let before = game.snapshot();
            match game.apply(&action) {
                Ok(()) => Err(format!(
                    "Illegal({}) was accepted",
                    describe::action(game, &action)
                )),
                Err(_) if game.snapshot() != before => Err(format!(
                    "Illegal({}) was rejected but changed the game",
                    describe::action(game, &action)
                )),
                Err(_) => Ok(()),
            }
        }
        Step::Legal(inner) => {
            let action = resolve(game, inner)?;
            let mut copy = game.fork();
            copy.apply(&action).map_err(|why| {
                format!(
                    "Legal({}) was rejected: {why}",
                    describe::action(game, &action)
                )
            })?;
            if !game.legal_actions().contains(&action) {
                return Err(format!(
                    "Legal({}) is accepted but not listed among the legal actions",
                    describe::action(game, &action)
                ));
            }
            Ok(())
        }
        plain => {
            let inner = plain.as_move().expect("a plain action");
            if game.is_over() {
                return Err(format!("{inner:?}: the game is already over"));
            }
            let action = resolve(game, &inner)?;
            game.apply(&action)
                .map_err(|why| format!("{} was rejected: {why}", describe::action(game, &action)))
        }
    }
}

fn tile_of(game: &Game, at: At) -> Result<Tile, String> {
    let table = game.table();
    if at.0 >= table.cols || at.1 >= table.rows {
        return Err(format!("{at:?} is off the board"));
    }
    Ok(table.tile(at.0, at.1))
}

fn unit_at(game: &Game, at: At) -> Result<Slot, String> {
    let tile = tile_of(game, at)?;
    game.table()
        .at(tile)
        .ok_or_else(|| format!("no unit on {at:?}"))
}

fn aim(game: &Game, spec: Option<&TargetSpec>, aim: Option<Aim>) -> Result<Target, String> {
    let Some(aim) = aim else {
        return Ok(Target::None);
    };
    Ok(match aim {
        Aim::At(x, y) => {
            let tile = tile_of(game, (x, y))?;
            match spec {
                Some(TargetSpec::EmptyTile { .. }) => Target::Tile(tile),
                _ => match game.table().at(tile) {
                    Some(s) => Target::Unit(s),
                    None => Target::Tile(tile),
                },
            }
        }
        Aim::Column(x) => Target::Column(x),
        Aim::Move { from, to } => Target::Move(unit_at(game, from)?, tile_of(game, to)?),
    })
}

/// The action a move names for the player to act.
fn resolve(game: &Game, step: &Move) -> Result<Action, String> {
    let table = game.table();
    let active = table.to_act();
    Ok(match step {
        Move::Play { card, at, target } => {
            let hand = &table.players[active as usize].hand;
            let slot = *hand
                .get(*card)
                .ok_or_else(|| format!("player {active} has no hand card {card}"))?;
            let def = &game.info(slot).def;
            let spec = match def.kind {
                CardKind::Unit => def.warcry.as_ref().and_then(|w| w.target.as_ref()),
                _ => def.target.as_ref(),
            };
            Action::Play {
                card: slot,
                tile: match at {
                    Some(at) => tile_of(game, *at)?,
                    None => NO_TILE,
                },
                target: aim(game, spec, *target)?,
            }
        }
        Move::Move { from, to } => Action::Move {
            unit: unit_at(game, *from)?,
            to: tile_of(game, *to)?,
        },
        Move::Attack { from, to } => Action::Attack {
            unit: unit_at(game, *from)?,
            target: unit_at(game, *to)?,
        },
        Move::Warcry { at, target } => {
            let unit = unit_at(game, *at)?;
            let spec = game
                .info(unit)
                .def
                .warcry
                .as_ref()
                .and_then(|w| w.target.as_ref());
            Action::Warcry {
                unit,
                target: aim(game, spec, *target)?,
            }
        }
        Move::Leader { target } => {
            let leader = table.players[active as usize].leader;
            let spec = game.db().card(leader).def.target.as_ref();
            Action::Leader(aim(game, spec, *target)?)
        }
        Move::Choose(i) => Action::Choose(*i),
        Move::ChooseCard(id) => {
            let def = game
                .db()
                .find(id)
                .ok_or_else(|| format!("unknown card {id}"))?;
            let Phase::Choice { options, count, .. } = table.phase else {
                return Err("no Discover waits".into());
            };
            let index = options[..count as usize]
                .iter()
                .position(|s| game.card(*s).def == def)
                .ok_or_else(|| format!("{id} is not among the options"))?;
            Action::Choose(index as u8)
        }
        Move::Mulligan { player, replace } => {
            if *player != active {
                return Err(format!("it is player {active}'s mulligan, not {player}'s"));
            }
            let mut mask = 0u16;
            for i in replace {
                if *i >= 16 {
                    return Err(format!("hand index {i} is too large"));
                }
                mask |= 1 << i;
            }
            Action::Mulligan(mask)
        }
        Move::EndTurn => Action::EndTurn,
    })
}

/// The game's set-up, or the file error a broken position is.
fn setup(db: &GodsDb, file: &SourceFile, scenario: &Scenario) -> Result<Setup, LoadError> {
    let fail = |at: &str, message: String| LoadError::at_card(file, at, message);
    crate::cards::check_two_player_header(
        file,
        "gods",
        &scenario.ruleset,
        scenario.players.len(),
        scenario.active,
    )?;
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

fn compare<T: PartialEq + std::fmt::Debug>(
    what: &str,
    expected: &Option<T>,
    actual: T,
) -> Result<(), String> {
    match expected {
        Some(e) if *e != actual => Err(format!("{what}: expected {e:?}, got {actual:?}")),
        _ => Ok(()),
    }
}

fn names(game: &Game, slots: impl Iterator<Item = Slot>) -> Vec<String> {
    slots.map(|s| game.info(s).def.name.clone()).collect()
}

fn same_card(game: &Game, slot: Slot, id: &str) -> bool {
    game.db().find(id) == Some(game.card(slot).def)
}

/// Every offered card is one of `among` (when it names any).
fn options_among(game: &Game, options: &[Slot], among: &[String]) -> Result<(), String> {
    if among.is_empty() {
        return Ok(());
    }
    match options
        .iter()
        .find(|s| !among.iter().any(|id| same_card(game, **s, id)))
    {
        Some(s) => Err(format!(
            "Choosing: {} is offered, not one of {among:?}",
            game.info(*s).def.name
        )),
        None => Ok(()),
    }
}

/// `contains` (each as many times as listed) are among `slots`, and none of `lacks`.
fn pile_check(
    game: &Game,
    what: &str,
    slots: &[Slot],
    contains: &[String],
    lacks: &[String],
) -> Result<(), String> {
    let mut left: Vec<Slot> = slots.to_vec();
    for id in contains {
        match left.iter().position(|s| same_card(game, *s, id)) {
            Some(at) => {
                left.remove(at);
            }
            None => {
                return Err(format!(
                    "{what}: expected it to contain {id}, it holds {:?}",
                    names(game, slots.iter().copied())
                ));
            }
        }
    }
    if let Some(id) = lacks
        .iter()
        .find(|id| slots.iter().any(|s| same_card(game, *s, id)))
    {
        return Err(format!(
            "{what}: expected no {id}, it holds {:?}",
            names(game, slots.iter().copied())
        ));
    }
    Ok(())
}

fn keyword_present(game: &Game, slot: Slot, k: &Keyword) -> bool {
    let u = game.unit(slot);
    match k {
        Keyword::Protection(n) => u.protection == *n,
        other => u.has(keyword_bit(*other)),
    }
}

fn check(game: &Game, expectation: &Expectation) -> Result<(), String> {
    let table = game.table();
    let player_ok = |p: u8| -> Result<(), String> {
        if p > 1 {
            Err(format!("there is no player {p}"))
        } else {
            Ok(())
        }
    };
    match expectation {
        Expectation::Unit {
            at,
            card,
            card_in,
            owner,
            neutral,
            attack,
            health,
            max_health,
            protection,
            keywords,
            no_keywords,
            exhausted,
            moved,
            attacked,
            stunned,
            banished,
            silenced,
            warcry_ready,
        } => {
            let s = unit_at(game, *at)?;
            let u = game.unit(s);
            let what = |field: &str| format!("Unit at {at:?} {field}");
            if let Some(id) = card
                && !same_card(game, s, id)
            {
                return Err(format!(
                    "{}: expected {id}, got {}",
                    what("card"),
                    game.info(s).def.name
                ));
            }
            if !card_in.is_empty() && !card_in.iter().any(|id| same_card(game, s, id)) {
                return Err(format!(
                    "{}: expected one of {card_in:?}, got {}",
                    what("card"),
                    game.info(s).def.name
                ));
            }
            let c = game.card(s);
            compare(&what("owner"), owner, c.owner)?;
            compare(&what("neutral"), neutral, c.owner == NEUTRAL)?;
            compare(&what("attack"), attack, u.attack)?;
            compare(&what("health"), health, u.health)?;
            compare(&what("max_health"), max_health, u.max_health)?;
            compare(&what("protection"), protection, u.protection)?;
            compare(&what("exhausted"), exhausted, u.is(flag::EXHAUSTED))?;
            compare(&what("moved"), moved, u.is(flag::MOVED))?;
            compare(&what("attacked"), attacked, u.is(flag::ATTACKED))?;
            compare(&what("stunned"), stunned, u.stunned())?;
            compare(&what("banished"), banished, u.banished())?;
            compare(&what("silenced"), silenced, u.is(flag::SILENCED))?;
            compare(
                &what("warcry_ready"),
                warcry_ready,
                u.is(flag::WARCRY_READY),
            )?;
            for k in keywords {
                if !keyword_present(game, s, k) {
                    return Err(format!("{}: expected {k:?}", what("keywords")));
                }
            }
            for k in no_keywords {
                if keyword_present(game, s, k) {
                    return Err(format!("{}: expected no {k:?}", what("keywords")));
                }
            }
            Ok(())
        }
        Expectation::Empty(at) => {
            let tile = tile_of(game, *at)?;
            match table.at(tile) {
                None => Ok(()),
                Some(s) => Err(format!(
                    "Empty{at:?}: the tile holds {}",
                    describe::label(game, s)
                )),
            }
        }
        Expectation::Stone {
            player,
            health,
            max_health,
            protection,
        } => {
            player_ok(*player)?;
            let s = game.stone(*player);
            if !game.on_field(s) {
                return Err(format!("Stone of player {player}: it is destroyed"));
            }
            let u = game.unit(s);
            let what = format!("Stone of player {player}");
            compare(&format!("{what} health"), health, u.health)?;
            compare(&format!("{what} max_health"), max_health, u.max_health)?;
            compare(&format!("{what} protection"), protection, u.protection)
        }
        Expectation::Count {
            card,
            player,
            count,
        } => {
            let n = game
                .units()
                .filter(|s| same_card(game, *s, card))
                .filter(|s| player.is_none_or(|p| game.card(*s).owner == p))
                .count();
            compare(&format!("Count of {card}"), &Some(*count), n)
        }
        Expectation::Hand { player, cards } => {
            player_ok(*player)?;
            let hand = &table.players[*player as usize].hand;
            let ok = hand.len() == cards.len()
                && hand
                    .iter()
                    .zip(cards)
                    .all(|(s, id)| same_card(game, *s, id));
            if ok {
                Ok(())
            } else {
                Err(format!(
                    "Hand of player {player}: expected {cards:?}, got {:?}",
                    names(game, hand.iter().copied())
                ))
            }
        }
        Expectation::HandSize { player, count } => {
            player_ok(*player)?;
            compare(
                &format!("HandSize of player {player}"),
                &Some(*count),
                table.players[*player as usize].hand.len(),
            )
        }
        Expectation::HandContains { player, cards } => {
            player_ok(*player)?;
            pile_check(
                game,
                &format!("Hand of player {player}"),
                &table.players[*player as usize].hand,
                cards,
                &[],
            )
        }
        Expectation::HandCard {
            player,
            index,
            card,
            cost,
            attack,
            health,
        } => {
            player_ok(*player)?;
            let s = *table.players[*player as usize]
                .hand
                .get(*index)
                .ok_or_else(|| format!("HandCard: player {player} has no hand card {index}"))?;
            let what = format!("HandCard {index} of player {player}");
            if let Some(id) = card
                && !same_card(game, s, id)
            {
                return Err(format!(
                    "{what}: expected {id}, got {}",
                    game.info(s).def.name
                ));
            }
            let def = &game.info(s).def;
            compare(&format!("{what} cost"), cost, game.cost(s))?;
            compare(&format!("{what} attack"), attack, def.attack as i16)?;
            compare(&format!("{what} health"), health, def.health as i16)
        }
        Expectation::DeckSize { player, count } => {
            player_ok(*player)?;
            compare(
                &format!("DeckSize of player {player}"),
                &Some(*count),
                table.players[*player as usize].deck.len(),
            )
        }
        Expectation::Graveyard {
            player,
            contains,
            lacks,
            count,
        } => {
            player_ok(*player)?;
            let pile = &table.players[*player as usize].graveyard;
            compare(
                &format!("Graveyard size of player {player}"),
                count,
                pile.len(),
            )?;
            pile_check(
                game,
                &format!("Graveyard of player {player}"),
                pile,
                contains,
                lacks,
            )
        }
        Expectation::Removed {
            player,
            contains,
            lacks,
        } => {
            player_ok(*player)?;
            pile_check(
                game,
                &format!("Removed zone of player {player}"),
                &table.players[*player as usize].removed,
                contains,
                lacks,
            )
        }
        Expectation::Waiting {
            player,
            contains,
            lacks,
        } => {
            player_ok(*player)?;
            let waiting: Vec<Slot> = (0..game.card_count() as Slot)
                .filter(|s| {
                    let c = game.card(*s);
                    let zone = game.place(*s).zone;
                    c.owner == *player
                        && (zone == Zone::Waiting || (zone == Zone::Battlefield && !c.token))
                        && !game.unit(*s).stone()
                })
                .collect();
            pile_check(
                game,
                &format!("Waiting zone of player {player}"),
                &waiting,
                contains,
                lacks,
            )
        }
        Expectation::Mana {
            player,
            available,
            max,
        } => {
            player_ok(*player)?;
            let pl = &table.players[*player as usize];
            compare(&format!("Mana of player {player}"), available, pl.mana)?;
            compare(&format!("Max mana of player {player}"), max, pl.max_mana)
        }
        Expectation::LeaderUsed { player, used } => {
            player_ok(*player)?;
            compare(
                &format!("LeaderUsed of player {player}"),
                &Some(*used),
                table.players[*player as usize].ability_used,
            )
        }
        Expectation::Fatigue { player, count } => {
            player_ok(*player)?;
            compare(
                &format!("Fatigue of player {player}"),
                &Some(*count),
                table.players[*player as usize].fatigue,
            )
        }
        Expectation::Choosing {
            player,
            count,
            among,
        } => match table.phase {
            Phase::Choice {
                player: p,
                count: n,
                options,
            } => {
                compare("Choosing player", &Some(*player), p)?;
                compare("Choosing count", count, n)?;
                options_among(game, &options[..n as usize], among)
            }
            other => Err(format!("Choosing: no Discover waits ({other:?})")),
        },
        Expectation::ActivePlayer(p) => compare("ActivePlayer", &Some(*p), table.active),
        Expectation::Turn(t) => compare("Turn", &Some(*t), table.turn),
        Expectation::Winner(w) => {
            if !game.is_over() {
                return Err(format!("Winner({w:?}): the game is still running"));
            }
            compare("Winner", &Some(*w), game.winner())
        }
        Expectation::GameOver => {
            if game.is_over() {
                Ok(())
            } else {
                Err("GameOver: the game is still running".into())
            }
        }
        Expectation::GameRunning => {
            if game.is_over() {
                Err("GameRunning: the game is over".into())
            } else {
                Ok(())
            }
        }
    }
}
