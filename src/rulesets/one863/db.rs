//! The one863 content, checked: the rules numbers, positions and abilities of `rules.ron` and every
//! team's cards, with positions and abilities resolved to what duels use. A broken card is reported
//! with file, line, column and card id, and its team is left out; everything else loads.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use super::schema::{AbilityDef, CardDef, PositionDef, RulesFile, TeamFile};
use crate::cards::{LoadError, SourceFile, parse_file};

/// A card's index in the database.
pub type CardId = u16;

/// A card as the rules use it.
#[derive(Debug, Clone)]
pub struct CardInfo {
    /// Its id ("fra_st").
    pub id: String,
    /// The player's name.
    pub name: String,
    /// Its team's id.
    pub team: String,
    /// Index into `Rules::positions`.
    pub position: u8,
    /// Its VAEP value.
    pub vaep: i8,
    /// Its abilities' ids, as written.
    pub abilities: Vec<String>,
    /// It trades itself when it loses a duel (AGRESSIF).
    pub aggressive: bool,
    /// What it adds to a block when discarded as a boost (0: it cannot boost).
    pub boost: i8,
}

/// A team: a deck of cards.
#[derive(Debug, Clone)]
pub struct Team {
    /// Its id ("france").
    pub id: String,
    /// Its name as shown.
    pub name: String,
    /// Its shirt colour (red, green, blue).
    pub kit: (u8, u8, u8),
    /// Its cards in file order.
    pub cards: Vec<CardId>,
}

/// The rules numbers, positions and abilities of `rules.ron`, as written.
pub type Rules = RulesFile;

/// Every team and card.
#[derive(Debug, Clone)]
pub struct TeamDb {
    /// The rules numbers.
    pub rules: Rules,
    cards: Vec<CardInfo>,
    by_id: HashMap<String, CardId>,
    teams: Vec<Team>,
}

impl TeamDb {
    /// Loads `rules.ron` and `teams/*.ron` from `files`, keeping what is sound.
    pub fn load(files: &[SourceFile]) -> (TeamDb, Vec<LoadError>) {
        let mut errors = Vec::new();
        let rules_file = files.iter().find(|f| f.path.ends_with("rules.ron"));
        let parsed: Option<(RulesFile, &SourceFile)> = match rules_file {
            None => {
                errors.push(LoadError::missing_rules());
                None
            }
            Some(file) => match parse_file::<RulesFile>(file) {
                Ok(rules) => Some((rules, file)),
                Err(e) => {
                    errors.push(e);
                    None
                }
            },
        };
        let rules = match parsed {
            Some((rules, file)) => {
                errors.extend(check_rules(&rules, file));
                rules
            }
            None => RulesFile {
                hand_size: 4,
                field_size: 5,
                momentum_goal_at: 3,
                winning_score: 10,
                stoppage_at_most: 1,
                positions: Vec::new(),
                abilities: Vec::new(),
            },
        };
        let abilities = rules.abilities.clone();
        let mut db = TeamDb {
            rules,
            cards: Vec::new(),
            by_id: HashMap::new(),
            teams: Vec::new(),
        };
        for file in files.iter().filter(|f| f.path.contains("teams/")) {
            db.load_team(file, &abilities, &mut errors);
        }
        (db, errors)
    }

    fn load_team(
        &mut self,
        file: &SourceFile,
        abilities: &[AbilityDef],
        errors: &mut Vec<LoadError>,
    ) {
        let team: TeamFile<'_> = match ron::from_str(&file.text) {
            Ok(team) => team,
            Err(e) => {
                let card = crate::cards::card_id_before(&file.text, &e);
                errors.push(LoadError::from_ron(file, 0, &e, card));
                return;
            }
        };
        if self.teams.iter().any(|t| t.id == team.id) {
            errors.push(LoadError::at_card(
                file,
                &team.id,
                "a second team with this id",
            ));
            return;
        }
        let mut cards = Vec::new();
        let mut broken = false;
        for raw in &team.cards {
            let text = raw.get_ron();
            let offset = text.as_ptr() as usize - file.text.as_ptr() as usize;
            let def: CardDef = match raw.into_rust() {
                Ok(def) => def,
                Err(e) => {
                    let card = crate::cards::first_card_id(text);
                    errors.push(LoadError::from_ron(file, offset, &e, card));
                    broken = true;
                    continue;
                }
            };
            match self.resolve(&def, &team.id, abilities) {
                Ok(info) => {
                    if self.by_id.contains_key(&info.id) {
                        errors.push(LoadError::at_card(
                            file,
                            &def.id,
                            "a second card with this id",
                        ));
                        broken = true;
                        continue;
                    }
                    let id = self.cards.len() as CardId;
                    self.by_id.insert(info.id.clone(), id);
                    self.cards.push(info);
                    cards.push(id);
                }
                Err(message) => {
                    errors.push(LoadError::at_card(file, &def.id, message));
                    broken = true;
                }
            }
        }
        if broken {
            errors.push(LoadError::at_card(
                file,
                &team.id,
                "team left out: one of its cards is broken",
            ));
        } else if cards.is_empty() {
            errors.push(LoadError::at_card(file, &team.id, "a team needs cards"));
        } else {
            self.teams.push(Team {
                id: team.id,
                name: team.name,
                kit: team.kit,
                cards,
            });
        }
    }

    fn resolve(
        &self,
        def: &CardDef,
        team: &str,
        abilities: &[AbilityDef],
    ) -> Result<CardInfo, String> {
        let position = self
            .rules
            .positions
            .iter()
            .position(|p| p.id == def.position)
            .ok_or_else(|| {
                format!(
                    "unknown position \"{}\" (rules.ron lists the positions)",
                    def.position
                )
            })?;
        if !(0..=99).contains(&def.vaep) {
            return Err(format!("vaep {} is out of 0..=99", def.vaep));
        }
        let mut aggressive = false;
        let mut boost = 0;
        for name in &def.abilities {
            let ability = abilities.iter().find(|a| &a.id == name).ok_or_else(|| {
                format!("unknown ability \"{name}\" (rules.ron lists the abilities)")
            })?;
            aggressive |= ability.aggressive;
            boost = boost.max(ability.boost);
        }
        Ok(CardInfo {
            id: def.id.clone(),
            name: def.name.clone(),
            team: team.to_string(),
            position: position as u8,
            vaep: def.vaep,
            abilities: def.abilities.clone(),
            aggressive,
            boost,
        })
    }

    /// The shipped content, loaded once per process.
    pub fn embedded() -> Arc<TeamDb> {
        static DB: OnceLock<Arc<TeamDb>> = OnceLock::new();
        DB.get_or_init(|| {
            Arc::new(crate::cards::load_shipped(
                "one863 teams",
                "one863",
                TeamDb::load,
            ))
        })
        .clone()
    }

    /// The shipped teams with this run's mods (`one863/teams/*.ron` and a `one863/rules.ron` of a
    /// mod, which replaces the shipped one): a mod's problems are printed and everything that loaded
    /// is played; without mods, `embedded()`.
    pub fn with_mods() -> Arc<TeamDb> {
        static DB: OnceLock<Arc<TeamDb>> = OnceLock::new();
        DB.get_or_init(|| {
            crate::mods::content_with_mods("one863", TeamDb::load)
                .map_or_else(TeamDb::embedded, Arc::new)
        })
        .clone()
    }

    /// A card's facts.
    #[inline]
    pub fn card(&self, id: CardId) -> &CardInfo {
        &self.cards[id as usize]
    }
    /// The card called `id`.
    pub fn find(&self, id: &str) -> Option<CardId> {
        self.by_id.get(id).copied()
    }
    /// Every team, in file order.
    pub fn teams(&self) -> &[Team] {
        &self.teams
    }
    /// The team called `id`.
    pub fn team(&self, id: &str) -> Option<&Team> {
        self.teams.iter().find(|t| t.id == id)
    }
    /// A card's position.
    #[inline]
    pub fn position(&self, id: CardId) -> &PositionDef {
        &self.rules.positions[self.card(id).position as usize]
    }
}

/// Problems of `rules.ron` itself.
fn check_rules(rules: &RulesFile, file: &SourceFile) -> Vec<LoadError> {
    let mut errors = Vec::new();
    let mut complain =
        |id: &str, message: String| errors.push(LoadError::at_card(file, id, message));
    if rules.hand_size == 0 || rules.field_size == 0 || rules.winning_score == 0 {
        complain(
            "hand_size",
            "hand_size, field_size and winning_score must be at least 1".into(),
        );
    }
    if rules.momentum_goal_at == 0 || rules.momentum_goal_at > rules.field_size {
        complain(
            "momentum_goal_at",
            "momentum_goal_at must be 1..=field_size".into(),
        );
    }
    let mut seen: Vec<&str> = Vec::new();
    for id in rules
        .positions
        .iter()
        .map(|p| p.id.as_str())
        .chain(rules.abilities.iter().map(|a| a.id.as_str()))
    {
        if seen.contains(&id) {
            complain(id, format!("\"{id}\" is defined twice"));
        }
        seen.push(id);
    }
    for ability in &rules.abilities {
        if ability.boost < 0 {
            complain(&ability.id, "a boost cannot be negative".into());
        }
    }
    errors
}
