//! The gods content, checked: `rules.ron` (constants and the §5 options), every card of
//! `cards/*.ron` with the cards it names resolved to indices, and the decks of `decks/*.ron`. A
//! broken card is reported with file, line, column and card id and left out; everything else loads.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use super::components::kw;
use super::options::Options;
use super::schema::{
    Amount, CardDef, CardKind, CardRef, Condition, DeckFile, Effect, Immunity, Keyword, Pantheon,
    Range, RulesFile, Selector, Subtype, SummonAt, TargetSpec, TriggerOn,
};
use crate::cards::{LoadError, SourceFile, parse_file, parse_list};

/// A card's index in the database.
pub type CardId = u16;

/// A card as the rules use it: its definition with references resolved, and the numbers the hot
/// paths read, precomputed.
#[derive(Debug, Clone)]
pub struct CardInfo {
    /// As written, card references resolved.
    pub def: CardDef,
    /// Subtype bits.
    pub subtypes: u8,
    /// Printed keyword bits.
    pub keywords: u16,
    /// Printed Protection.
    pub protection: u8,
    /// 0 melee, n ranged n.
    pub range: u8,
    /// Movement (Structures: 0).
    pub movement: u8,
}

impl CardInfo {
    /// Has this subtype.
    #[inline]
    pub fn is(&self, subtype: Subtype) -> bool {
        self.subtypes & subtype.bit() != 0
    }
}

/// A checked deck.
#[derive(Debug, Clone)]
pub struct Deck {
    /// Its id (`--decks greek`).
    pub id: String,
    /// As shown.
    pub name: String,
    /// Its leader.
    pub leader: CardId,
    /// Its cards.
    pub cards: Vec<CardId>,
}

/// Every card, deck and rules number.
#[derive(Debug, Clone)]
pub struct GodsDb {
    /// `rules.ron` as written.
    pub rules: RulesFile,
    /// The default options.
    pub options: Options,
    cards: Vec<CardInfo>,
    by_id: HashMap<String, CardId>,
    by_name: HashMap<String, CardId>,
    decks: Vec<Deck>,
    /// The Summoning Stone card.
    pub stone: CardId,
    /// The second player's card.
    pub spark: CardId,
    /// Some aura's filter reads health (auras are then re-evaluated when health changes).
    pub aura_reads_health: bool,
    /// Some card watches allied arrivals ("whenever an allied unit enters"): a deployment
    /// looks for watchers only then.
    pub watches_arrivals: bool,
}

impl GodsDb {
    /// Loads `rules.ron`, `cards/*.ron` and `decks/*.ron` from `files`, keeping what is sound.
    pub fn load(files: &[SourceFile]) -> (GodsDb, Vec<LoadError>) {
        let mut errors = Vec::new();
        let rules = match files.iter().find(|f| f.path.ends_with("rules.ron")) {
            None => {
                errors.push(LoadError::missing_rules());
                None
            }
            Some(file) => match parse_file::<RulesFile>(file) {
                Ok(rules) => Some(rules),
                Err(e) => {
                    errors.push(e);
                    None
                }
            },
        };
        let rules = rules.unwrap_or_else(|| RulesFile {
            stone: "summoning_stone".into(),
            second_player_card: "divine_spark".into(),
            deck_size: 25,
            copies: 2,
            hand_limit: 10,
            max_mana: 10,
            options: Options::default(),
        });
        let mut db = GodsDb {
            options: rules.options,
            rules,
            cards: Vec::new(),
            by_id: HashMap::new(),
            by_name: HashMap::new(),
            decks: Vec::new(),
            stone: 0,
            spark: 0,
            aura_reads_health: false,
            watches_arrivals: false,
        };
        // Parse every card, then resolve references once all ids are known.
        let mut parsed: Vec<(usize, CardDef)> = Vec::new();
        for (index, file) in files.iter().enumerate() {
            if !file.path.contains("cards/") {
                continue;
            }
            let (cards, file_errors) = parse_list::<CardDef>(file);
            errors.extend(file_errors);
            for card in cards {
                parsed.push((index, card));
            }
        }
        // Duplicates and cards failing their own checks are left out; then a card naming a
        // card that is not there fails too, until nothing more drops (indices are then final).
        let mut seen = std::collections::HashSet::new();
        let mut resolved: Vec<(usize, CardDef)> = Vec::new();
        for (file, card) in parsed {
            if !seen.insert(card.id.clone()) {
                errors.push(LoadError::at_card(
                    &files[file],
                    &card.id,
                    "a second card with this id",
                ));
                continue;
            }
            match check_card(&card, &db.options) {
                Ok(()) => resolved.push((file, card)),
                Err(message) => errors.push(LoadError::at_card(&files[file], &card.id, message)),
            }
        }
        loop {
            let ids: HashMap<String, CardId> = resolved
                .iter()
                .enumerate()
                .map(|(i, (_, c))| (c.id.clone(), i as CardId))
                .collect();
            let kinds: Vec<CardKind> = resolved.iter().map(|(_, c)| c.kind).collect();
            let before = resolved.len();
            let mut kept = Vec::new();
            for (file, mut card) in resolved {
                match resolve_refs(&mut card, &ids, &kinds) {
                    Ok(()) => kept.push((file, card)),
                    Err(message) => {
                        errors.push(LoadError::at_card(&files[file], &card.id, message))
                    }
                }
            }
            resolved = kept;
            if resolved.len() == before {
                break;
            }
        }
        for (_, card) in resolved {
            let id = db.cards.len() as CardId;
            db.by_id.insert(card.id.clone(), id);
            db.by_name.entry(card.name.clone()).or_insert(id);
            db.cards.push(info(card));
        }
        db.aura_reads_health = db.cards.iter().any(|c| {
            c.def.aura.as_ref().is_some_and(|a| {
                a.filters.iter().any(|f| {
                    matches!(
                        f,
                        super::schema::Filter::Damaged | super::schema::Filter::HealthAtMost(_)
                    )
                })
            })
        });
        db.watches_arrivals = db.cards.iter().any(|c| {
            c.def
                .triggers
                .iter()
                .any(|t| matches!(t.on, super::schema::TriggerOn::AllyEnters(_)))
        });
        let rules_file = files.iter().find(|f| f.path.ends_with("rules.ron"));
        let mut rules_error = |message: String, at: &str| {
            if let Some(file) = rules_file {
                errors.push(LoadError::at_card(file, at, message));
            }
        };
        match db.find(&db.rules.stone) {
            Some(stone) if db.card(stone).def.kind == CardKind::Stone => db.stone = stone,
            _ => rules_error(
                format!("stone \"{}\" is not a Stone card", db.rules.stone),
                &db.rules.stone.clone(),
            ),
        }
        match db.find(&db.rules.second_player_card) {
            Some(spark) if db.card(spark).def.kind == CardKind::Spell => db.spark = spark,
            _ => rules_error(
                format!(
                    "second_player_card \"{}\" is not a Spell card",
                    db.rules.second_player_card
                ),
                &db.rules.second_player_card.clone(),
            ),
        }
        if db.rules.hand_limit == 0 || db.rules.deck_size == 0 || db.rules.max_mana == 0 {
            rules_error(
                "hand_limit, deck_size and max_mana must be at least 1".into(),
                "hand_limit",
            );
        }
        if db.options.opening_hand > db.rules.hand_limit {
            rules_error(
                "opening_hand is larger than the hand limit".into(),
                "opening_hand",
            );
        }
        for file in files.iter().filter(|f| f.path.contains("decks/")) {
            match db.load_deck(file) {
                Ok(deck) => db.decks.push(deck),
                Err(e) => errors.push(e),
            }
        }
        (db, errors)
    }

    /// Reads and checks one deck file.
    pub fn load_deck(&self, file: &SourceFile) -> Result<Deck, LoadError> {
        let deck: DeckFile = parse_file(file)?;
        let id = deck.id.clone().unwrap_or_else(|| {
            file.path
                .rsplit('/')
                .next()
                .unwrap_or(&file.path)
                .trim_end_matches(".ron")
                .to_string()
        });
        let fail = |at: &str, message: String| LoadError::at_card(file, at, message);
        if self.decks.iter().any(|d| d.id == id) {
            return Err(fail(&id, "a second deck with this id".into()));
        }
        let leader = self
            .find(&deck.leader)
            .filter(|l| self.card(*l).def.kind == CardKind::Leader)
            .ok_or_else(|| fail(&deck.leader, format!("\"{}\" is not a leader", deck.leader)))?;
        let pantheon = self.card(leader).def.pantheon;
        if deck.cards.len() != self.rules.deck_size as usize {
            return Err(fail(
                &deck.name,
                format!(
                    "a deck holds exactly {} cards, this one {}",
                    self.rules.deck_size,
                    deck.cards.len()
                ),
            ));
        }
        let mut cards = Vec::new();
        for name in &deck.cards {
            let card = self
                .find(name)
                .ok_or_else(|| fail(name, format!("unknown card \"{name}\"")))?;
            let def = &self.card(card).def;
            if !def.collectible || !matches!(def.kind, CardKind::Unit | CardKind::Spell) {
                return Err(fail(name, format!("\"{name}\" cannot go in a deck")));
            }
            if def.pantheon != Pantheon::Neutral && def.pantheon != pantheon {
                return Err(fail(
                    name,
                    format!(
                        "\"{name}\" is {:?}, the leader {:?}",
                        def.pantheon, pantheon
                    ),
                ));
            }
            cards.push(card);
        }
        let mut sorted = cards.clone();
        sorted.sort_unstable();
        for run in sorted.chunk_by(|a, b| a == b) {
            if run.len() > self.rules.copies as usize {
                let name = &self.card(run[0]).def.id;
                return Err(fail(
                    name,
                    format!(
                        "{} copies of \"{name}\" (at most {})",
                        run.len(),
                        self.rules.copies
                    ),
                ));
            }
        }
        Ok(Deck {
            id,
            name: deck.name,
            leader,
            cards,
        })
    }

    /// The shipped content, loaded once per process.
    pub fn embedded() -> Arc<GodsDb> {
        static DB: OnceLock<Arc<GodsDb>> = OnceLock::new();
        DB.get_or_init(|| {
            Arc::new(crate::cards::load_shipped(
                "gods content",
                "gods",
                GodsDb::load,
            ))
        })
        .clone()
    }

    /// The shipped content with this run's mods (`gods/cards/*.ron`, `gods/decks/*.ron`, and a
    /// `gods/rules.ron` that replaces the shipped one): a mod's problems are printed and
    /// everything that loaded is played; without mods, `embedded()`.
    pub fn with_mods() -> Arc<GodsDb> {
        static DB: OnceLock<Arc<GodsDb>> = OnceLock::new();
        DB.get_or_init(|| {
            crate::mods::content_with_mods("gods", GodsDb::load)
                .map_or_else(GodsDb::embedded, Arc::new)
        })
        .clone()
    }

    /// A card's facts.
    #[inline]
    pub fn card(&self, id: CardId) -> &CardInfo {
        &self.cards[id as usize]
    }
    /// Every card, in load order.
    pub fn cards(&self) -> &[CardInfo] {
        &self.cards
    }
    /// The card with this id, or else this name.
    pub fn find(&self, key: &str) -> Option<CardId> {
        self.by_id
            .get(key)
            .or_else(|| self.by_name.get(key))
            .copied()
    }
    /// Every deck, in file order.
    pub fn decks(&self) -> &[Deck] {
        &self.decks
    }
    /// The deck called `id`.
    pub fn deck(&self, id: &str) -> Option<&Deck> {
        self.decks.iter().find(|d| d.id == id)
    }
    /// Collectible unit and spell cards matching a Discover's pool, in load order.
    pub fn pool(&self, pantheon: Option<Pantheon>, kind: Option<CardKind>) -> Vec<CardId> {
        (0..self.cards.len() as CardId)
            .filter(|c| {
                let def = &self.card(*c).def;
                def.collectible
                    && matches!(def.kind, CardKind::Unit | CardKind::Spell)
                    && pantheon.is_none_or(|p| def.pantheon == p)
                    && kind.is_none_or(|k| def.kind == k)
            })
            .collect()
    }
}

/// The precomputed numbers of a card.
fn info(def: CardDef) -> CardInfo {
    let mut subtypes = 0u8;
    for s in &def.subtypes {
        subtypes |= s.bit();
    }
    let mut keywords = 0u16;
    let mut protection = 0u8;
    for k in &def.keywords {
        match *k {
            Keyword::Protection(n) => protection = protection.max(n),
            other => keywords |= keyword_bit(other),
        }
    }
    let range = match def.range {
        Range::Melee => 0,
        Range::Ranged(n) => n.max(1),
    };
    let movement = if subtypes & Subtype::Structure.bit() != 0 || def.kind == CardKind::Stone {
        0
    } else {
        def.movement
    };
    CardInfo {
        def,
        subtypes,
        keywords,
        protection,
        range,
        movement,
    }
}

/// The bit of a keyword (Protection has a number, not a bit: 0).
pub fn keyword_bit(k: Keyword) -> u16 {
    match k {
        Keyword::Guard => kw::GUARD,
        Keyword::Stealth => kw::STEALTH,
        Keyword::Charge => kw::CHARGE,
        Keyword::Resurrection => kw::RESURRECTION,
        Keyword::Immune(Immunity::Spells) => kw::IMMUNE_SPELLS,
        Keyword::Immune(Immunity::Attacks) => kw::IMMUNE_ATTACKS,
        Keyword::Immune(Immunity::Units) => kw::IMMUNE_UNITS,
        Keyword::Immune(Immunity::Leaders) => kw::IMMUNE_LEADERS,
        Keyword::Protection(_) => 0,
    }
}

/// The checks a card passes on its own.
fn check_card(card: &CardDef, options: &Options) -> Result<(), String> {
    match card.kind {
        CardKind::Unit | CardKind::Stone => {
            if card.health == 0 {
                return Err("a unit needs at least 1 health".into());
            }
            if !card.play.is_empty() {
                return Err(
                    "a unit has no `play`: its effects are its warcry, afterlife, triggers…".into(),
                );
            }
        }
        CardKind::Spell | CardKind::Leader => {
            if card.warcry.is_some()
                || !card.afterlife.is_empty()
                || card.aura.is_some()
                || !card.triggers.is_empty()
                || !card.attack_effects.is_empty()
                || !card.return_effects.is_empty()
                || !card.before_attack.is_empty()
                || card.reincarnate.is_some()
            {
                return Err(format!(
                    "a {:?} card has only `target` and `play`",
                    card.kind
                ));
            }
        }
    }
    if let Some(Range::Ranged(0)) = Some(card.range) {
        return Err("Ranged(0) reaches nothing: write Melee".into());
    }
    let mut lists: Vec<(&str, &[Effect], Option<&TargetSpec>)> = vec![
        ("play", &card.play, card.target.as_ref()),
        ("afterlife", &card.afterlife, None),
        ("before_attack", &card.before_attack, None),
        ("attack_effects", &card.attack_effects, None),
        ("return_effects", &card.return_effects, None),
    ];
    if let Some(w) = &card.warcry {
        lists.push(("warcry", &w.effects, w.target.as_ref()));
    }
    for t in &card.triggers {
        lists.push(("trigger", &t.effects, None));
        if let TriggerOn::AllyEnters(_) = t.on
            && card.kind != CardKind::Unit
        {
            return Err("only units have triggers".into());
        }
    }
    if card.kind == CardKind::Unit && card.target.is_some() {
        return Err("a unit's target belongs to its warcry: `warcry: Some((target: …))`".into());
    }
    for (name, effects, target) in lists {
        check_list(name, effects, target, options, true)?;
    }
    Ok(())
}

fn check_list(
    name: &str,
    effects: &[Effect],
    target: Option<&TargetSpec>,
    options: &Options,
    top: bool,
) -> Result<(), String> {
    for (i, effect) in effects.iter().enumerate() {
        let selectors: Vec<&Selector> = match effect {
            Effect::Damage { to, .. }
            | Effect::Heal { to, .. }
            | Effect::Buff { to, .. }
            | Effect::SetAttackToHealth { to }
            | Effect::Grant { to, .. }
            | Effect::Stun { to }
            | Effect::Banish { to }
            | Effect::Silence { to }
            | Effect::Execute { to }
            | Effect::Destroy { to }
            | Effect::Recall { to }
            | Effect::Transform { to, .. } => vec![to],
            Effect::Repeat { times, effects } => {
                check_list(name, effects, target, options, false)?;
                match times {
                    Amount::Count(s) => vec![s],
                    Amount::Fixed(_) => vec![],
                }
            }
            Effect::If {
                condition,
                then,
                otherwise,
            } => {
                check_list(name, then, target, options, false)?;
                check_list(name, otherwise, target, options, false)?;
                if let Condition::Option {
                    name: option,
                    value,
                } = condition
                {
                    let mut copy = *options;
                    copy.set(option, value)?;
                }
                if matches!(condition, Condition::TargetIs(_)) && target.is_none() {
                    return Err(format!("{name}: TargetIs needs a `target`"));
                }
                vec![]
            }
            Effect::Discover { .. } => {
                if !top || i + 1 != effects.len() {
                    return Err(format!(
                        "{name}: Discover must be the last effect of its list (the game waits for the pick)"
                    ));
                }
                vec![]
            }
            Effect::Summon { at, .. } => {
                if *at == SummonAt::TargetTile
                    && !matches!(target, Some(TargetSpec::EmptyTile { .. }))
                {
                    return Err(format!(
                        "{name}: Summon at TargetTile needs an EmptyTile target"
                    ));
                }
                vec![]
            }
            Effect::MoveTarget => {
                if !matches!(target, Some(TargetSpec::MoveAlly { .. })) {
                    return Err(format!("{name}: MoveTarget needs a MoveAlly target"));
                }
                vec![]
            }
            Effect::Draw { .. } | Effect::GainMana { .. } | Effect::AddToHand { .. } => vec![],
        };
        for selector in selectors {
            match selector {
                Selector::Target if !matches!(target, Some(TargetSpec::Unit { .. })) => {
                    return Err(format!("{name}: the selector Target needs a Unit target"));
                }
                Selector::Column { .. } if !matches!(target, Some(TargetSpec::Column)) => {
                    return Err(format!("{name}: the selector Column needs a Column target"));
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// Resolves every card a card names; an unknown one (or one of the wrong kind) is an error.
fn resolve_refs(
    card: &mut CardDef,
    ids: &HashMap<String, CardId>,
    kinds: &[CardKind],
) -> Result<(), String> {
    let mut problem = None;
    let mut fix = |r: &mut CardRef, unit: bool| match ids.get(&r.id) {
        Some(i) if !unit || kinds[*i as usize] == CardKind::Unit => r.index = *i,
        Some(_) => {
            problem.get_or_insert(format!("\"{}\" is not a unit card", r.id));
        }
        None => {
            problem.get_or_insert(format!("unknown card \"{}\"", r.id));
        }
    };
    if let Some(r) = card.reincarnate.as_mut() {
        fix(r, true);
    }
    let mut lists: Vec<&mut Vec<Effect>> = vec![
        &mut card.play,
        &mut card.afterlife,
        &mut card.before_attack,
        &mut card.attack_effects,
        &mut card.return_effects,
    ];
    if let Some(w) = card.warcry.as_mut() {
        lists.push(&mut w.effects);
    }
    for t in card.triggers.iter_mut() {
        lists.push(&mut t.effects);
    }
    for list in lists {
        walk(list, &mut fix);
    }
    match problem {
        Some(p) => Err(p),
        None => Ok(()),
    }
}

fn walk(effects: &mut [Effect], fix: &mut impl FnMut(&mut CardRef, bool)) {
    for effect in effects {
        match effect {
            Effect::Transform { into, .. } => fix(into, true),
            Effect::Summon { card, .. } => fix(card, true),
            Effect::AddToHand { card, .. } => fix(card, false),
            Effect::If {
                then, otherwise, ..
            } => {
                walk(then, fix);
                walk(otherwise, fix);
            }
            Effect::Repeat { effects, .. } => walk(effects, fix),
            _ => {}
        }
    }
}
