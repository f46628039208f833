//! The validated hearth card set: RON card files parsed, checked and indexed. Cards reference one
//! another by id; those references are resolved to indices here, so a typo'd id is a load error.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use serde::Deserialize;

use super::schema::{
    Amount, CardDef, CardName, CardRef, CardType, Condition, Effect, Event, Filter, GrantRef,
    Keyword, Quantity, Selector, Trigger,
};
use crate::cards::{LoadError, SourceFile, embedded_files, parse_list};
use crate::rulesets::hearth::state::components::Tags;

/// A card definition plus what the rules need of it on the hot path, precomputed.
#[derive(Debug, Clone)]
pub struct CardInfo {
    /// The definition as written.
    pub def: CardDef,
    /// Keyword tags printed on the card, plus the dispatch flags.
    pub tags: Tags,
    /// Spell damage printed on the card.
    pub spell_damage: i16,
    /// Tribe bits.
    pub races: u16,
    /// A spell or hero power whose every effect is a summon needs a free board slot to be used.
    pub needs_board_slot: bool,
    /// The texts its `Grant` effects give, by `GrantRef::index`.
    pub grants: Vec<GrantText>,
    /// An enchantment card's own deathrattle and triggers, as the text it gives (`Enchant`).
    pub own_text: Option<GrantRef>,
    /// Its text spends Corpses (the `SpendsCorpses` filter).
    pub spends_corpses: bool,
    /// What makes it upgrade in hand (`upgrades_on`), as a trigger with no effects.
    pub upgrade: Option<Trigger>,
}

/// A text a `Grant` effect gives: what the enchanted character then does.
#[derive(Debug, Clone)]
pub struct GrantText {
    /// Its deathrattle.
    pub deathrattle: Vec<Effect>,
    /// Its triggers.
    pub triggers: Vec<Trigger>,
    /// It ends once a trigger of it has resolved.
    pub once: bool,
}

/// Ruleset-wide settings that name cards, kept in `assets/hearth/rules.ron` so no Rust code names one.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesFile {
    /// The card the second player gets after the mulligan.
    pub coin: String,
    /// Card pools that effects name (`SummonRandom(named: ...)`), one list per format.
    #[serde(default)]
    pub pools: HashMap<String, PoolFile>,
    /// The token offered to keep a Rewind card's outcome ("Keep Timeline").
    #[serde(default)]
    pub keep_timeline: Option<String>,
    /// The token offered to rewind it ("Rewind Timeline").
    #[serde(default)]
    pub rewind_timeline: Option<String>,
}

/// A named pool as written: its cards in each format.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PoolFile {
    /// The cards today.
    pub standard: Vec<String>,
    /// The cards of the original game (left out or empty: the same as `standard`).
    #[serde(default)]
    pub legacy: Vec<String>,
}

/// The resolved form of `RulesFile`.
#[derive(Debug, Clone, Default)]
pub struct HearthRules {
    /// The Coin's card index.
    pub coin: u16,
    /// Named pools: card indices for Standard and for Legacy.
    pub pools: HashMap<String, [Vec<u16>; 2]>,
    /// The Rewind choice's options: keep, then rewind (None when `rules.ron` names none).
    pub timeline: Option<[u16; 2]>,
}

/// Every card the ruleset knows, indexed.
#[derive(Debug, Clone, Default)]
pub struct CardDb {
    cards: Vec<CardInfo>,
    /// For each card, the index of the file it came from (to place later errors).
    origin: Vec<usize>,
    by_id: HashMap<String, u16>,
    rules: HearthRules,
    /// What loading did that a modder should know (a mod overriding a card).
    notices: Vec<String>,
}

impl CardDb {
    /// Loads every card of `files`. Cards that fail are left out and reported; the rest load.
    pub fn load(files: &[SourceFile]) -> (CardDb, Vec<LoadError>) {
        let mut errors = Vec::new();
        let mut defs: Vec<(usize, CardDef)> = Vec::new();
        for (file_index, file) in files.iter().enumerate() {
            let (cards, file_errors) = parse_list::<CardDef>(file);
            errors.extend(file_errors);
            defs.extend(cards.into_iter().map(|c| (file_index, c)));
        }
        let mut by_id: HashMap<String, u16> = HashMap::new();
        let mut kept: Vec<(usize, CardDef)> = Vec::new();
        // First, one definition per id (a mod's overrides an earlier source's).
        let mut notices = Vec::new();
        for (file_index, def) in defs {
            if let Some(&existing) = by_id.get(&def.id) {
                // A mod may override a card of the shipped content or of an earlier mod; the
                // later definition wins. Twice in one source is a mistake.
                let file = &files[file_index];
                let earlier = &files[kept[existing as usize].0];
                if crate::mods::is_mod_file(file)
                    && crate::mods::mod_of(file) != crate::mods::mod_of(earlier)
                {
                    notices.push(format!(
                        "mod {} overrides card {} ({})",
                        crate::mods::mod_of(file).unwrap_or("?"),
                        def.id,
                        earlier.path
                    ));
                    kept[existing as usize] = (file_index, def);
                } else {
                    let message = "this card id is defined twice";
                    errors.push(LoadError::at_card(file, &def.id, message));
                }
                continue;
            }
            by_id.insert(def.id.clone(), kept.len() as u16);
            kept.push((file_index, def));
        }
        // A card that fails to resolve or validate is left out, and so is every card that refers
        // to it, until nothing more fails: a loaded card never points at a broken or missing one.
        let by_id = loop {
            let by_id: HashMap<String, u16> = kept
                .iter()
                .enumerate()
                .map(|(i, (_, def))| (def.id.clone(), i as u16))
                .collect();
            let mut failed = Vec::new();
            for (i, (file_index, def)) in kept.iter().enumerate() {
                let mut probe = def.clone();
                let kind_of = |index: u16| kept[index as usize].1.kind;
                if let Err(message) = resolve_card(&mut probe, &by_id)
                    .and_then(|()| check_card(&probe))
                    .and_then(|()| check_enchantments(&probe, &kind_of))
                {
                    errors.push(LoadError::at_card(&files[*file_index], &def.id, message));
                    failed.push(i);
                }
            }
            if failed.is_empty() {
                break by_id;
            }
            let mut index = 0;
            kept.retain(|_| {
                index += 1;
                !failed.contains(&(index - 1))
            });
        };
        let origin = kept.iter().map(|(file_index, _)| *file_index).collect();
        let mut cards = Vec::with_capacity(kept.len());
        for (_, mut def) in kept {
            resolve_card(&mut def, &by_id).expect("checked above");
            let index = cards.len() as u16;
            cards.push(CardInfo::new(def, index));
        }
        (
            CardDb {
                cards,
                origin,
                by_id,
                rules: HearthRules::default(),
                notices,
            },
            errors,
        )
    }

    /// Loads a content folder's cards (`cards/`) and rules (`rules.ron`), given every file under it.
    pub fn load_content(files: &[SourceFile]) -> (CardDb, Vec<LoadError>) {
        let (cards, rules): (Vec<SourceFile>, Vec<SourceFile>) = files
            .iter()
            .filter(|f| f.path.contains("/cards/") || f.path.ends_with("rules.ron"))
            .cloned()
            .partition(|f| f.path.contains("/cards/"));
        let (mut db, mut errors) = CardDb::load(&cards);
        match rules.first() {
            None => errors.push(LoadError::missing_rules()),
            Some(file) => match crate::cards::parse_file::<RulesFile>(file) {
                Err(e) => errors.push(e),
                Ok(def) => match db.resolve_rules(&def) {
                    Ok(resolved) => db.rules = resolved,
                    Err((id, message)) => errors.push(LoadError::at_card(file, &id, message)),
                },
            },
        }
        // Every pool a card names must exist in the rules.
        for (index, card) in db.cards.iter().enumerate() {
            let mut missing = None;
            let mut visit = |effect: &Effect| {
                if let Effect::SummonRandom { named: Some(n), .. }
                | Effect::SummonChoice { named: Some(n), .. }
                | Effect::AddRandom { named: Some(n), .. }
                | Effect::Discover { named: Some(n), .. } = effect
                    && !db.rules.pools.contains_key(n)
                {
                    missing = Some(n.clone());
                }
            };
            every_effect(&card.def).for_each(|e| visit_effects(e, &mut visit));
            if let Some(name) = missing {
                let message = format!("names the pool \"{name}\", which rules.ron lacks");
                let file = &cards[db.origin[index]];
                errors.push(LoadError::at_card(file, &card.def.id, message));
            }
            // A Rewind card asks its player with the two tokens rules.ron names.
            if card.def.keywords.contains(&Keyword::Rewind) && db.rules.timeline.is_none() {
                let message =
                    "has Rewind, but rules.ron names no keep_timeline and rewind_timeline";
                let file = &cards[db.origin[index]];
                errors.push(LoadError::at_card(file, &card.def.id, message));
            }
        }
        (db, errors)
    }

    fn resolve_rules(&self, def: &RulesFile) -> Result<HearthRules, (String, String)> {
        let index = |id: &String| {
            self.index(id)
                .ok_or_else(|| (id.clone(), "unknown card".to_string()))
        };
        let coin = index(&def.coin)?;
        let mut pools = HashMap::new();
        for (name, pool) in &def.pools {
            let standard = pool
                .standard
                .iter()
                .map(index)
                .collect::<Result<Vec<_>, _>>()?;
            let legacy = if pool.legacy.is_empty() {
                standard.clone()
            } else {
                pool.legacy
                    .iter()
                    .map(index)
                    .collect::<Result<Vec<_>, _>>()?
            };
            pools.insert(name.clone(), [standard, legacy]);
        }
        let timeline = match (&def.keep_timeline, &def.rewind_timeline) {
            (Some(keep), Some(rewind)) => Some([index(keep)?, index(rewind)?]),
            (None, None) => None,
            (Some(id), None) | (None, Some(id)) => {
                let message = "keep_timeline and rewind_timeline go together".to_string();
                return Err((id.clone(), message));
            }
        };
        Ok(HearthRules {
            coin,
            pools,
            timeline,
        })
    }

    /// The cards of a named pool in `format` (empty if there is no such pool).
    pub fn pool(
        &self,
        name: &str,
        format: crate::rulesets::hearth::state::components::Format,
    ) -> &[u16] {
        self.rules
            .pools
            .get(name)
            .map_or(&[][..], |p| &p[format as usize])
    }

    /// The ruleset settings.
    pub fn rules(&self) -> &HearthRules {
        &self.rules
    }

    /// The card set shipped inside the binary, loaded once per process.
    pub fn embedded() -> Arc<CardDb> {
        static DB: OnceLock<Arc<CardDb>> = OnceLock::new();
        DB.get_or_init(|| {
            let loaded = CardDb::load_content(&embedded_files("assets/hearth/"));
            Arc::new(crate::cards::expect_shipped("cards", loaded))
        })
        .clone()
    }

    /// The shipped cards with this run's mods (`mods::set_folders`): a mod's card errors are
    /// printed and the game starts with everything that loaded; without mods, `embedded()`.
    pub fn with_mods() -> Arc<CardDb> {
        static DB: OnceLock<Arc<CardDb>> = OnceLock::new();
        DB.get_or_init(|| {
            if crate::mods::active().is_empty() {
                return CardDb::embedded();
            }
            let (db, errors) = CardDb::load_content(&crate::mods::hearth_files());
            for notice in db.notices() {
                eprintln!("{notice}");
            }
            for error in errors {
                eprintln!("{error}");
            }
            Arc::new(db)
        })
        .clone()
    }

    /// What loading did that a modder should know (mods overriding cards).
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// The index of a card id.
    pub fn index(&self, id: &str) -> Option<u16> {
        self.by_id.get(id).copied()
    }

    /// A card by index.
    #[inline]
    pub fn get(&self, index: u16) -> &CardInfo {
        &self.cards[index as usize]
    }

    /// A card's id by index.
    pub fn id_of(&self, index: u16) -> &str {
        &self.cards[index as usize].def.id
    }

    /// How many cards are loaded.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// True when no card loaded.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Every card, in load order.
    pub fn iter(&self) -> impl Iterator<Item = &CardInfo> {
        self.cards.iter()
    }
}

impl CardInfo {
    fn new(mut def: CardDef, index: u16) -> Self {
        let mut grants = number_grants(&mut def, index);
        // An enchantment card gives its own deathrattle and triggers as text.
        let own_text = (def.kind == CardType::Enchantment
            && (!def.deathrattle.is_empty() || !def.triggers.is_empty()))
        .then(|| {
            grants.push(GrantText {
                deathrattle: def.deathrattle.clone(),
                triggers: def.triggers.clone(),
                once: false,
            });
            GrantRef {
                def: index,
                index: (grants.len() - 1) as u8,
            }
        });
        let mut tags = Tags::of_keywords(&def.keywords);
        if !def.triggers.is_empty() && def.kind != CardType::Enchantment {
            tags |= Tags::HAS_TRIGGERS;
        }
        let prevents = |t: &Trigger| matches!(t.on, super::schema::Event::WouldTakeDamage(_));
        if gives_health_costs(&def, &grants) {
            tags |= Tags::HEALTH_COSTS;
        }
        if def.triggers.iter().any(prevents)
            || grants.iter().any(|g| g.triggers.iter().any(prevents))
        {
            tags |= Tags::PREVENTS;
        }
        let watches_draws = |t: &Trigger| matches!(t.on, super::schema::Event::CardDrawn(_));
        if def.triggers.iter().any(watches_draws)
            || grants.iter().any(|g| g.triggers.iter().any(watches_draws))
        {
            tags |= Tags::WATCHES_DRAWS;
        }
        if def.casts_when_drawn {
            tags |= Tags::CASTS_WHEN_DRAWN;
        }
        let upgrade = def.upgrades_on.clone().map(|on| Trigger {
            on,
            filters: Vec::new(),
            condition: None,
            effects: Vec::new(),
        });
        if upgrade.is_some() {
            tags |= Tags::UPGRADES;
        }
        let spends_corpses = spends_corpses(&def);
        if !def.deathrattle.is_empty() && def.kind != CardType::Enchantment {
            tags |= Tags::HAS_DEATHRATTLE;
        }
        if def.no_corpse {
            tags |= Tags::NO_CORPSE;
        }
        if def.aura.is_some() || def.cost_aura.is_some() {
            tags |= Tags::HAS_AURA;
        }
        let spell_damage = def
            .keywords
            .iter()
            .map(|k| match k {
                Keyword::SpellDamage(n) => *n as i16,
                _ => 0,
            })
            .sum();
        let races = def.races.iter().fold(0, |acc, r| acc | r.bit());
        let needs_board_slot = matches!(def.kind, CardType::Spell | CardType::HeroPower)
            && !def.play.is_empty()
            && def.play.iter().all(|e| {
                matches!(
                    e,
                    Effect::Summon {
                        side: super::schema::Side::Friendly,
                        ..
                    }
                ) || matches!(e, Effect::SummonRandom { .. } | Effect::SummonChoice { .. })
            });
        Self {
            def,
            tags,
            spell_damage,
            races,
            needs_board_slot,
            grants,
            own_text,
            spends_corpses,
            upgrade,
        }
    }
}

/// Whether a card's text spends Corpses: a `SpendCorpses` condition, a `RaiseCorpses`, or a
/// Corpse loss (the live game's CORPSE_SPENDER cards).
fn spends_corpses(def: &CardDef) -> bool {
    let mut spends = false;
    let negative = |amount: &Amount| match amount {
        Amount::Fixed(n) => *n < 0,
        Amount::Read(quantity) => matches!(**quantity, Quantity::Times(n, _) if n < 0),
    };
    for effect in every_effect(def) {
        visit_effects(effect, &mut |e| match e {
            Effect::RaiseCorpses { .. } => spends = true,
            Effect::GainCorpses { amount } if negative(amount) => spends = true,
            Effect::If { condition, .. } => spends |= spends_in(condition),
            _ => {}
        });
    }
    spends
}

/// Whether a condition spends Corpses (directly or inside `Not`/`All`).
fn spends_in(condition: &Condition) -> bool {
    match condition {
        Condition::SpendCorpses(_) => true,
        Condition::Not(inner) => spends_in(inner),
        Condition::All(list) => list.iter().any(spends_in),
        _ => false,
    }
}

/// Each `Enchant` of a card names an enchantment card, and an enchantment card is never
/// collectible (it is only ever attached).
fn check_enchantments(def: &CardDef, kind_of: &dyn Fn(u16) -> CardType) -> Result<(), String> {
    if def.kind == CardType::Enchantment && def.collectible {
        return Err("an enchantment card cannot be collectible".into());
    }
    if let Some(hero) = &def.becomes_hero
        && kind_of(hero.index) != CardType::Hero
    {
        return Err(format!(
            "`becomes_hero` names \"{}\", which is not a hero",
            hero.id
        ));
    }
    let mut problem = None;
    for effect in every_effect(def) {
        visit_effects(effect, &mut |e| {
            if let Effect::Enchant { card, .. } = e
                && kind_of(card.index) != CardType::Enchantment
            {
                problem.get_or_insert_with(|| {
                    format!(
                        "`Enchant` names \"{}\", which is not an enchantment card",
                        card.id
                    )
                });
            }
        });
    }
    problem.map_or(Ok(()), Err)
}

/// Numbers the `Grant` effects of a card (`at`) and collects the texts they give.
fn number_grants(def: &mut CardDef, card: u16) -> Vec<GrantText> {
    let mut grants = Vec::new();
    let triggered = def.triggers.iter_mut().flat_map(|t| t.effects.iter_mut());
    let all = def
        .play
        .iter_mut()
        .chain(def.deathrattle.iter_mut())
        .chain(def.start_of_game.iter_mut())
        .chain(triggered);
    for effect in all {
        visit_effects_mut(effect, &mut |e| {
            if let Effect::Grant {
                deathrattle,
                triggers,
                once,
                at,
                ..
            } = e
            {
                *at = GrantRef {
                    def: card,
                    index: grants.len() as u8,
                };
                grants.push(GrantText {
                    deathrattle: deathrattle.clone(),
                    triggers: triggers.clone(),
                    once: *once,
                });
            }
        });
    }
    grants
}

/// Calls `visit` on an effect and every effect nested in it, mutably (not into granted text).
fn visit_effects_mut(effect: &mut Effect, visit: &mut dyn FnMut(&mut Effect)) {
    visit(effect);
    match effect {
        Effect::Repeat { effects, .. } => {
            effects.iter_mut().for_each(|e| visit_effects_mut(e, visit))
        }
        Effect::If {
            then, otherwise, ..
        } => then
            .iter_mut()
            .chain(otherwise.iter_mut())
            .for_each(|e| visit_effects_mut(e, visit)),
        Effect::OneOf(lists) => lists
            .iter_mut()
            .flatten()
            .for_each(|e| visit_effects_mut(e, visit)),
        Effect::ChooseTargets { effects, .. } => {
            effects.iter_mut().for_each(|e| visit_effects_mut(e, visit))
        }
        _ => {}
    }
}

/// The top of every effect list of a card: its play, deathrattle, start of game and triggers.
fn every_effect(def: &CardDef) -> impl Iterator<Item = &Effect> {
    def.play
        .iter()
        .chain(&def.deathrattle)
        .chain(&def.start_of_game)
        .chain(def.triggers.iter().flat_map(|t| &t.effects))
}

/// Whether a `ChooseTargets` sits anywhere but directly in the card's `play` (its choices point
/// back at it by its place there).
fn misplaced_choose_targets(def: &CardDef) -> bool {
    let mut nested = 0;
    let top = def
        .play
        .iter()
        .filter(|e| matches!(e, Effect::ChooseTargets { .. }))
        .count();
    for effect in every_effect(def) {
        visit_effects(effect, &mut |e| {
            if matches!(e, Effect::ChooseTargets { .. }) {
                nested += 1;
            }
        });
    }
    nested != top
}

fn check_card(def: &CardDef) -> Result<(), String> {
    if misplaced_choose_targets(def) {
        return Err("`ChooseTargets` may only be an effect of the card's `play` itself".into());
    }
    match def.kind {
        CardType::Minion | CardType::Hero if def.health == 0 => {
            Err("a minion or hero needs health above 0".into())
        }
        CardType::Weapon | CardType::Location if def.durability == 0 => {
            Err("a weapon or location needs durability above 0".into())
        }
        CardType::Hero if def.hero_power.is_none() && def.becomes_hero.is_none() => {
            Err("a hero needs a hero_power (or, for a Hero card, `becomes_hero`)".into())
        }
        _ if def.becomes_hero.is_some() && def.kind != CardType::Hero => {
            Err("only a Hero card may have `becomes_hero`".into())
        }
        _ if def.secret && (def.kind != CardType::Spell || def.triggers.is_empty()) => {
            Err("a secret is a spell with at least one trigger".into())
        }
        _ => {
            // A `ChooseTargets` brings its own targets, picked after the play.
            let uses_target = def
                .play
                .iter()
                .filter(|e| !matches!(e, Effect::ChooseTargets { .. }))
                .any(|e| effect_uses(e, &|s| *s == Selector::Target));
            let when = def.target.as_ref().and_then(|t| t.when.as_ref());
            if uses_target && def.target.is_none() {
                return Err("an effect uses Target but the card has no `target` rule".into());
            }
            if let Some(when) = when
                && !reads_only(when)
            {
                return Err("a target rule's `when` must only read the board (not TargetDies, SpendCorpses, Chance, nor Target or Them)".into());
            }
            if let Some(requires) = &def.requires
                && !reads_only(requires)
            {
                return Err("`requires` must only read the board (not TargetDies, SpendCorpses, Chance, nor Target or Them)".into());
            }
            if let Some(own) = &def.own_cost {
                let mut fine = own.when.as_ref().is_none_or(reads_only);
                amount_reads(&own.change, &mut |s| {
                    fine &= !selector_has(s, &needs_context)
                });
                if !fine {
                    return Err("`own_cost` must only read the board (not Target, Them, random selectors, TargetDies, SpendCorpses nor Chance)".into());
                }
            }
            if let Some(condition) = def.cost_aura.as_ref().and_then(|a| a.condition.as_ref())
                && !reads_only(condition)
            {
                return Err("a cost aura's `condition` must only read the board".into());
            }
            if let Some(aura) = &def.aura {
                if aura.condition.as_ref().is_some_and(|c| !reads_only(c)) {
                    return Err("an aura's `condition` must only read the board".into());
                }
                // The amounts are read whenever the auras are refreshed, with no target, event
                // or random pick to read them against.
                let mut fine = true;
                for amount in [&aura.attack, &aura.health] {
                    amount_reads(amount, &mut |s| fine &= !selector_has(s, &needs_context));
                }
                if !fine {
                    return Err("an aura's `attack` and `health` must only read the board (not Target, Them, events nor random selectors)".into());
                }
            }
            let triggered = def.triggers.iter().map(|t| &t.effects[..]);
            let lists = [&def.play[..], &def.deathrattle, &def.start_of_game]
                .into_iter()
                .chain(triggered);
            for list in lists.clone() {
                check_list(list)?;
            }
            // Granted text: its lists are checked like the card's, and it grants nothing itself
            // (a grant is numbered in the card that writes it).
            let mut problem = Ok(());
            for list in lists {
                for effect in list {
                    visit_effects(effect, &mut |e| {
                        let Effect::Grant {
                            deathrattle,
                            triggers,
                            ..
                        } = e
                        else {
                            return;
                        };
                        let texts = std::iter::once(&deathrattle[..])
                            .chain(triggers.iter().map(|t| &t.effects[..]));
                        for text in texts {
                            let nested = text.iter().any(|inner| {
                                let mut found = false;
                                visit_effects(inner, &mut |x| {
                                    found |= matches!(x, Effect::Grant { .. })
                                });
                                found
                            });
                            if problem.is_ok() && nested {
                                problem = Err("granted text cannot grant text itself".into());
                            }
                            if problem.is_ok() {
                                problem = check_list(text);
                            }
                        }
                    });
                }
            }
            problem
        }
    }
}

/// Whether a card may make a card cost Health: the keyword printed, a Health `own_cost`, or an
/// effect of its text (granted text too) that gives the keyword.
fn gives_health_costs(def: &CardDef, grants: &[GrantText]) -> bool {
    let mut gives = def.keywords.contains(&Keyword::CostsHealth)
        || def.own_cost.as_ref().is_some_and(|o| o.health);
    let lists = def
        .play
        .iter()
        .chain(&def.deathrattle)
        .chain(def.triggers.iter().flat_map(|t| &t.effects))
        .chain(grants.iter().flat_map(|g| {
            g.deathrattle
                .iter()
                .chain(g.triggers.iter().flat_map(|t| &t.effects))
        }));
    for effect in lists {
        visit_effects(effect, &mut |e| {
            if let Effect::Buff { keywords, .. } = e {
                gives |= keywords.contains(&Keyword::CostsHealth);
            }
        });
    }
    gives
}

/// Checks an effect list: amounts in range, no random selector where a number or a condition is
/// read, and `Them` only after an effect that gives it something.
fn check_list(list: &[Effect]) -> Result<(), String> {
    if let Some(first) = list.first() {
        let mut reads_them = false;
        let mut look = |s: &Selector| reads_them |= selector_has(s, &|s| *s == Selector::Them);
        direct_selectors(first, &mut look);
        direct_reads(first, &mut look);
        if reads_them {
            return Err(
                "`Them` reads what an earlier effect of the list acted on, and none comes before"
                    .into(),
            );
        }
    }
    let mut problem = None;
    for effect in list {
        visit_effects(effect, &mut |e| {
            if problem.is_some() {
                return;
            }
            let mut random = false;
            direct_reads(e, &mut |s| {
                random |= selector_has(s, &|s| {
                    matches!(
                        s,
                        Selector::Random { .. }
                            | Selector::RandomOf(_)
                            | Selector::Pick(..)
                            | Selector::Highest(..)
                            | Selector::Lowest(..)
                    )
                });
            });
            if random {
                problem = Some("an amount or a condition cannot read a random selector".into());
            } else if let Some(why) = hands_problem(e) {
                problem = Some(why.into());
            } else if let Some(why) = pool_problem(e) {
                problem = Some(why.into());
            } else if let Some(n) = negative_amount(e) {
                problem = Some(format!(
                    "an amount of {n} is below 0 where only 0 or more makes sense"
                ));
            }
        });
    }
    problem.map_or(Ok(()), Err)
}

/// What is wrong with where an effect takes its new cards from, if anything: one source of
/// `pool`, `named` and `query`, and for the effects that only create cards, at least one.
fn pool_problem(effect: &Effect) -> Option<&'static str> {
    let (pool, named, query, needed) = match effect {
        Effect::SummonRandom {
            pool, named, query, ..
        }
        | Effect::AddRandom {
            pool, named, query, ..
        } => (pool, named, query, true),
        Effect::Discover {
            pool,
            named,
            query,
            gifts,
            ..
        } => {
            let new_cards = !pool.is_empty() || named.is_some() || query.is_some();
            if !gifts.is_empty() && !new_cards {
                return Some(
                    "`gifts` go with new cards: give a `pool`, a `named` pool or a `query`",
                );
            }
            (pool, named, query, false)
        }
        _ => return None,
    };
    let sources =
        usize::from(!pool.is_empty()) + usize::from(named.is_some()) + usize::from(query.is_some());
    if sources > 1 {
        Some("give one of `pool`, `named` and `query`, not several")
    } else if sources == 0 && needed {
        Some("needs a `pool`, a `named` pool or a `query` to take its cards from")
    } else {
        None
    }
}

/// What is wrong with the hands a `ReplaceHand` gives, if anything: at least one hand, each of
/// one to a full hand of cards.
fn hands_problem(effect: &Effect) -> Option<&'static str> {
    let Effect::ReplaceHand { hands } = effect else {
        return None;
    };
    if hands.is_empty() {
        return Some("`ReplaceHand` needs at least one hand");
    }
    let limit = crate::rulesets::hearth::state::limits::HAND_LIMIT;
    if hands
        .iter()
        .any(|h| h.cards.is_empty() || h.cards.len() > limit)
    {
        return Some("each hand of `ReplaceHand` holds one card or more, a full hand at most");
    }
    None
}

/// A fixed amount below 0 in a field where it means nothing (damage, a count...), if any.
fn negative_amount(effect: &Effect) -> Option<i16> {
    let counts: Vec<&Amount> = match effect {
        Effect::Damage { amount, .. }
        | Effect::Heal { amount, .. }
        | Effect::GainArmor { amount, .. } => vec![amount],
        Effect::SetAttack { value, .. } | Effect::SetHealth { value, .. } => vec![value],
        Effect::Draw { count, .. }
        | Effect::Summon { count, .. }
        | Effect::AddToHand { count, .. }
        | Effect::AddRandom { count, .. }
        | Effect::DiscardRandom { count }
        | Effect::ShuffleIntoDeck { count, .. }
        | Effect::PlayRandom { count, .. }
        | Effect::ShuffleCopy { count, .. }
        | Effect::DrawMatching { count, .. } => vec![count],
        Effect::RaiseCorpses { max, .. } => vec![max],
        Effect::RefreshMana { amount, .. } => vec![amount],
        Effect::Repeat { times, .. } => vec![times],
        _ => vec![],
    };
    counts
        .into_iter()
        .filter_map(Amount::fixed)
        .find(|n| *n < 0)
}

/// A selector whose answer depends on more than the board: a chosen target, an event's subject or
/// a random pick. Costs and target rules are read before any of those exist.
fn needs_context(selector: &Selector) -> bool {
    matches!(
        selector,
        Selector::Target
            | Selector::Them
            | Selector::EventEntity
            | Selector::EventTarget
            | Selector::Random { .. }
            | Selector::RandomOf(_)
            | Selector::Pick(..)
            | Selector::Highest(..)
            | Selector::Lowest(..)
    )
}

/// True when a condition only reads the board without a chosen target or an earlier effect (a
/// target rule's `when`).
fn reads_only(condition: &Condition) -> bool {
    let mut fine = !matches!(
        condition,
        Condition::TargetDies
            | Condition::SpendCorpses(_)
            | Condition::Chance(_)
            | Condition::OncePerGame
    );
    if let Condition::Not(inner) = condition {
        fine &= reads_only(inner);
    }
    if let Condition::All(list) = condition {
        fine &= list.iter().all(reads_only);
    }
    condition_reads(condition, &mut |s| {
        fine &= !selector_has(s, &needs_context);
    });
    fine
}

/// True when the effect, or one nested in it, acts on or reads a selector that passes `test`.
fn effect_uses(effect: &Effect, test: &dyn Fn(&Selector) -> bool) -> bool {
    let mut found = false;
    visit_effects(effect, &mut |e| {
        let mut look = |s: &Selector| found |= selector_has(s, test);
        direct_selectors(e, &mut look);
        direct_reads(e, &mut look);
    });
    found
}

/// True when the selector, or one it refines, passes `test`.
fn selector_has(selector: &Selector, test: &dyn Fn(&Selector) -> bool) -> bool {
    test(selector)
        || match selector {
            Selector::Where(inner, _)
            | Selector::Adjacent(inner)
            | Selector::AndAdjacent(inner)
            | Selector::RandomOf(inner)
            | Selector::Pick(_, inner)
            | Selector::Highest(_, inner)
            | Selector::Lowest(_, inner) => selector_has(inner, test),
            Selector::Except(kept, left_out) => {
                selector_has(kept, test) || selector_has(left_out, test)
            }
            _ => false,
        }
}

/// Calls `visit` on the selectors an effect acts on (not those of nested effects).
fn direct_selectors(effect: &Effect, visit: &mut dyn FnMut(&Selector)) {
    if let Effect::Damage { by: Some(by), .. } = effect {
        visit(by);
    }
    if let Effect::ForceAttack { attacker, defender } = effect {
        visit(attacker);
        visit(defender);
    }
    if let Effect::SwapWithHand { with, minion } = effect {
        visit(with);
        visit(minion);
    }
    match effect {
        Effect::Damage { to, .. }
        | Effect::Heal { to, .. }
        | Effect::Buff { to, .. }
        | Effect::SetAttack { to, .. }
        | Effect::SetHealth { to, .. }
        | Effect::GainArmor { to, .. }
        | Effect::Destroy { to }
        | Effect::Freeze { to }
        | Effect::Silence { to }
        | Effect::Transform { to, .. }
        | Effect::ReturnToHand { to, .. }
        | Effect::TakeControl { to, .. }
        | Effect::Grant { to, .. }
        | Effect::SummonFresh { of: to }
        | Effect::AddCopy { of: to, .. }
        | Effect::BecomeCopy { of: to }
        | Effect::SummonKilled { by: to }
        | Effect::RemoveKeywords { to, .. }
        | Effect::SwapStats { to }
        | Effect::ExtraAttack { to }
        | Effect::ChangeCost { to, .. }
        | Effect::Enchant { to, .. }
        | Effect::Discard { to }
        | Effect::Remember { what: to }
        | Effect::PutIntoPlay { to }
        | Effect::DoubleStats { to }
        | Effect::ShuffleCopy { of: to, .. }
        | Effect::SummonCopy { of: to } => visit(to),
        _ => {}
    }
}

/// Calls `visit` on the selectors an effect reads through its amounts and its condition (not
/// those of nested effects).
fn direct_reads(effect: &Effect, visit: &mut dyn FnMut(&Selector)) {
    let amounts: Vec<&Amount> = match effect {
        Effect::Damage { amount, .. }
        | Effect::Heal { amount, .. }
        | Effect::GainArmor { amount, .. }
        | Effect::GainMana { amount, .. }
        | Effect::RefreshMana { amount, .. }
        | Effect::GainCorpses { amount } => vec![amount],
        Effect::ChangeCost { change, .. } => vec![change],
        Effect::Buff { attack, health, .. } => vec![attack, health],
        Effect::SetAttack { value, .. } | Effect::SetHealth { value, .. } => vec![value],
        Effect::Draw { count, .. }
        | Effect::Summon { count, .. }
        | Effect::AddToHand { count, .. }
        | Effect::AddRandom { count, .. }
        | Effect::DiscardRandom { count }
        | Effect::ShuffleIntoDeck { count, .. }
        | Effect::PlayRandom { count, .. }
        | Effect::ShuffleCopy { count, .. }
        | Effect::DrawMatching { count, .. } => vec![count],
        Effect::RaiseCorpses { max, .. } => vec![max],
        Effect::Repeat { times, .. } => vec![times],
        Effect::If { condition, .. } => {
            condition_reads(condition, visit);
            vec![]
        }
        _ => vec![],
    };
    for amount in amounts {
        amount_reads(amount, visit);
    }
    // A query's cost is an amount too (Corpse Farm: the Corpses spent).
    if let Effect::SummonRandom { query: Some(q), .. }
    | Effect::AddRandom { query: Some(q), .. }
    | Effect::PlayRandom { query: Some(q), .. }
    | Effect::DeckPortal { query: q, .. }
    | Effect::Discover { query: Some(q), .. } = effect
        && let Some(cost) = &q.cost
    {
        amount_reads(cost, visit);
    }
}

/// Calls `visit` on the selectors an amount reads.
fn amount_reads(amount: &Amount, visit: &mut dyn FnMut(&Selector)) {
    let Amount::Read(quantity) = amount else {
        return;
    };
    match &**quantity {
        Quantity::Attack(s)
        | Quantity::Health(s)
        | Quantity::Durability(s)
        | Quantity::Armor(s)
        | Quantity::Missing(s)
        | Quantity::Cost(s)
        | Quantity::Count(s) => visit(s),
        Quantity::Times(_, a) => amount_reads(a, visit),
        Quantity::Plus(a, b) | Quantity::Minus(a, b) | Quantity::Min(a, b) => {
            amount_reads(a, visit);
            amount_reads(b, visit);
        }
        _ => {}
    }
}

/// Calls `visit` on the selectors a condition reads.
fn condition_reads(condition: &Condition, visit: &mut dyn FnMut(&Selector)) {
    match condition {
        Condition::AtLeast(a, b) | Condition::AtMost(a, b) => {
            amount_reads(a, visit);
            amount_reads(b, visit);
        }
        Condition::Is { who, .. } => visit(who),
        Condition::TargetDies => visit(&Selector::Target),
        Condition::Not(inner) => condition_reads(inner, visit),
        Condition::All(list) => list.iter().for_each(|inner| condition_reads(inner, visit)),
        _ => {}
    }
}

/// The first card id written in an `Id` filter of the card (its target rule, auras, triggers,
/// effects and the text it grants) that names no loaded card.
fn unknown_named_card(def: &CardDef, by_id: &HashMap<String, u16>) -> Option<CardName> {
    let mut unknown = None;
    let mut check = |filters: &[Filter]| {
        for filter in filters {
            if let Filter::Id(name) = filter
                && !by_id.contains_key(name.id())
            {
                unknown.get_or_insert(*name);
            }
        }
    };
    fn in_selector(selector: &Selector, check: &mut dyn FnMut(&[Filter])) {
        match selector {
            Selector::All { filters, .. } | Selector::Random { filters, .. } => check(filters),
            Selector::Where(inner, filters) => {
                check(filters);
                in_selector(inner, check);
            }
            Selector::Adjacent(inner)
            | Selector::AndAdjacent(inner)
            | Selector::RandomOf(inner)
            | Selector::Pick(_, inner)
            | Selector::Highest(_, inner)
            | Selector::Lowest(_, inner) => in_selector(inner, check),
            Selector::Except(kept, left_out) => {
                in_selector(kept, check);
                in_selector(left_out, check);
            }
            _ => {}
        }
    }
    fn in_condition(condition: &Condition, check: &mut dyn FnMut(&[Filter])) {
        match condition {
            Condition::Is { filters, .. } => check(filters),
            Condition::Not(inner) => in_condition(inner, check),
            Condition::All(list) => list.iter().for_each(|c| in_condition(c, check)),
            _ => {}
        }
    }
    fn in_trigger(trigger: &Trigger, check: &mut dyn FnMut(&[Filter])) {
        check(&trigger.filters);
        if let Event::Summoned { filters, .. } = &trigger.on {
            check(filters);
        }
        if let Some(condition) = &trigger.condition {
            in_condition(condition, check);
        }
    }
    if let Some(rule) = &def.target {
        check(&rule.filters);
    }
    if let Some(aura) = &def.aura {
        check(&aura.filters);
    }
    if let Some(aura) = &def.cost_aura {
        check(&aura.filters);
    }
    def.triggers.iter().for_each(|t| in_trigger(t, &mut check));
    for effect in every_effect(def) {
        visit_effects(effect, &mut |e| {
            direct_selectors(e, &mut |s| in_selector(s, &mut check));
            direct_reads(e, &mut |s| in_selector(s, &mut check));
            match e {
                Effect::If { condition, .. } => in_condition(condition, &mut check),
                Effect::CostRule { filters, .. } => check(filters),
                Effect::Grant { triggers, .. } => {
                    triggers.iter().for_each(|t| in_trigger(t, &mut check))
                }
                _ => {}
            }
        });
    }
    unknown
}

fn resolve_card(def: &mut CardDef, by_id: &HashMap<String, u16>) -> Result<(), String> {
    let resolve = |r: &mut CardRef| -> Result<(), String> {
        r.index = *by_id
            .get(&r.id)
            .ok_or_else(|| format!("refers to unknown card \"{}\"", r.id))?;
        Ok(())
    };
    if let Some(r) = def.hero_power.as_mut() {
        resolve(r)?;
    }
    if let Some(r) = def.upgrade.as_mut() {
        resolve(r)?;
    }
    if let Some(r) = def.becomes_hero.as_mut() {
        resolve(r)?;
    }
    def.choose_one.iter_mut().try_for_each(resolve)?;
    if let Some(name) = unknown_named_card(def, by_id) {
        return Err(format!("a filter names unknown card \"{}\"", name.id()));
    }
    let lists = [&mut def.play, &mut def.deathrattle, &mut def.start_of_game];
    for list in lists {
        for effect in list.iter_mut() {
            resolve_effect(effect, &resolve)?;
        }
    }
    for trigger in &mut def.triggers {
        for effect in &mut trigger.effects {
            resolve_effect(effect, &resolve)?;
        }
    }
    Ok(())
}

fn resolve_effect(
    effect: &mut Effect,
    resolve: &dyn Fn(&mut CardRef) -> Result<(), String>,
) -> Result<(), String> {
    match effect {
        Effect::Summon { card, .. }
        | Effect::Equip { card }
        | Effect::ReplaceHeroPower { card }
        | Effect::AddToHand { card, .. }
        | Effect::Transform { into: card, .. }
        | Effect::ShuffleIntoDeck { card, .. }
        | Effect::Enchant { card, .. }
        | Effect::RaiseCorpses { card, .. } => resolve(card),
        Effect::Discover { pool, gifts, .. } => pool
            .iter_mut()
            .chain(gifts.iter_mut())
            .try_for_each(resolve),
        Effect::ReplaceHand { hands } => hands
            .iter_mut()
            .flat_map(|h| h.cards.iter_mut())
            .try_for_each(resolve),
        Effect::SummonRandom { pool, .. }
        | Effect::SummonChoice { pool, .. }
        | Effect::AddRandom { pool, .. } => pool.iter_mut().try_for_each(resolve),
        Effect::Repeat { effects, .. } => effects
            .iter_mut()
            .try_for_each(|e| resolve_effect(e, resolve)),
        Effect::Grant {
            deathrattle,
            triggers,
            ..
        } => deathrattle
            .iter_mut()
            .chain(triggers.iter_mut().flat_map(|t| t.effects.iter_mut()))
            .try_for_each(|e| resolve_effect(e, resolve)),
        Effect::If {
            then, otherwise, ..
        } => then
            .iter_mut()
            .chain(otherwise.iter_mut())
            .try_for_each(|e| resolve_effect(e, resolve)),
        Effect::OneOf(lists) => lists
            .iter_mut()
            .flatten()
            .try_for_each(|e| resolve_effect(e, resolve)),
        Effect::ChooseTargets { effects, .. } => effects
            .iter_mut()
            .try_for_each(|e| resolve_effect(e, resolve)),
        _ => Ok(()),
    }
}

/// Calls `visit` on an effect and every effect nested in it.
fn visit_effects(effect: &Effect, visit: &mut dyn FnMut(&Effect)) {
    visit(effect);
    match effect {
        Effect::Repeat { effects, .. } => effects.iter().for_each(|e| visit_effects(e, visit)),
        Effect::Grant {
            deathrattle,
            triggers,
            ..
        } => deathrattle
            .iter()
            .chain(triggers.iter().flat_map(|t| &t.effects))
            .for_each(|e| visit_effects(e, visit)),
        Effect::If {
            then, otherwise, ..
        } => then
            .iter()
            .chain(otherwise)
            .for_each(|e| visit_effects(e, visit)),
        Effect::OneOf(lists) => lists.iter().flatten().for_each(|e| visit_effects(e, visit)),
        Effect::ChooseTargets { effects, .. } => {
            effects.iter().for_each(|e| visit_effects(e, visit))
        }
        _ => {}
    }
}
