//! A team at a glance, for choosing one before a match: how hard its best players attack and
//! block (ATT and DEF as duels reckon them, from VAEP and the position bonus) and the style that
//! follows, with its Aggressive players and boost cards counted.

use super::db::TeamDb;

/// How many of a team's best attackers (or blockers) its strength is the mean of: a field holds
/// five cards, so these are the ones a match leans on.
pub const BEST_OF: usize = 5;

/// By how many points (summed over its `BEST_OF` best players) one side of the game must
/// outweigh the other for a team to be called attacking or defensive rather than balanced: the
/// shipped teams' gaps run from -3 to +2. Sums are whole numbers, so the comparison is exact.
const STYLE_MARGIN: i32 = 2;

/// Where a team's strength lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// Its best attackers outweigh its best blockers.
    Attacking,
    /// Neither side outweighs the other by `STYLE_MARGIN`.
    Balanced,
    /// Its best blockers outweigh its best attackers.
    Defensive,
}

impl Style {
    /// The style in words.
    pub fn name(self) -> &'static str {
        match self {
            Style::Attacking => "Attacking",
            Style::Balanced => "Balanced",
            Style::Defensive => "Defensive",
        }
    }
}

/// A team's strength and style.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TeamProfile {
    /// The mean ATT of its `BEST_OF` best attackers (VAEP plus the attacking position bonus).
    pub attack: f32,
    /// The mean DEF of its `BEST_OF` best blockers (VAEP plus the blocking position bonus, before
    /// any support or boost).
    pub defence: f32,
    /// Its overall strength: the mean of `attack` and `defence`.
    pub strength: f32,
    /// Where its strength lies.
    pub style: Style,
    /// Its Aggressive players (they take their opponent with them when they lose a duel).
    pub aggressive: usize,
    /// Its cards that can boost a block from the hand.
    pub boosters: usize,
}

impl TeamProfile {
    /// The profile of team `id`, or None when the content has no such team.
    pub fn of(db: &TeamDb, id: &str) -> Option<TeamProfile> {
        let team = db.team(id)?;
        let mut attacks = Vec::with_capacity(team.cards.len());
        let mut blocks = Vec::with_capacity(team.cards.len());
        let (mut aggressive, mut boosters) = (0, 0);
        for &card in &team.cards {
            let (info, position) = (db.card(card), db.position(card));
            attacks.push(i32::from(info.vaep) + i32::from(position.attack));
            blocks.push(i32::from(info.vaep) + i32::from(position.defence));
            aggressive += usize::from(info.aggressive);
            boosters += usize::from(info.boost > 0);
        }
        let (attack_sum, count) = sum_of_best(&mut attacks);
        let (defence_sum, _) = sum_of_best(&mut blocks);
        let style = if attack_sum - defence_sum >= STYLE_MARGIN {
            Style::Attacking
        } else if defence_sum - attack_sum >= STYLE_MARGIN {
            Style::Defensive
        } else {
            Style::Balanced
        };
        let mean = |sum: i32| {
            if count == 0 {
                0.0
            } else {
                sum as f32 / count as f32
            }
        };
        let (attack, defence) = (mean(attack_sum), mean(defence_sum));
        Some(TeamProfile {
            attack,
            defence,
            strength: (attack + defence) / 2.0,
            style,
            aggressive,
            boosters,
        })
    }
}

/// The sum of the `BEST_OF` largest values (of all of them when there are fewer), and how many
/// that is.
fn sum_of_best(values: &mut [i32]) -> (i32, usize) {
    values.sort_unstable_by(|a, b| b.cmp(a));
    let best = &values[..values.len().min(BEST_OF)];
    (best.iter().sum(), best.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::SourceFile;

    #[test]
    fn the_sum_takes_only_the_best() {
        let mut values = [1, 9, 3, 7, 5, 8, 2];
        assert_eq!(sum_of_best(&mut values), (9 + 8 + 7 + 5 + 3, 5));
        assert_eq!(sum_of_best(&mut [4, 2]), (6, 2));
        assert_eq!(sum_of_best(&mut []), (0, 0));
    }

    #[test]
    fn every_shipped_team_has_a_profile_from_its_own_cards() {
        let db = TeamDb::embedded();
        assert!(!db.teams().is_empty());
        for team in db.teams() {
            let profile = TeamProfile::of(&db, &team.id).expect("a shipped team");
            let best_attack = team
                .cards
                .iter()
                .map(|&c| i32::from(db.card(c).vaep) + i32::from(db.position(c).attack))
                .max()
                .expect("a team has cards");
            assert!(profile.attack <= best_attack as f32, "{}", team.id);
            assert!(profile.attack > 0.0 && profile.defence > 0.0, "{}", team.id);
            assert_eq!(profile.strength, (profile.attack + profile.defence) / 2.0);
            let aggressive = team
                .cards
                .iter()
                .filter(|&&c| db.card(c).aggressive)
                .count();
            assert_eq!(profile.aggressive, aggressive, "{}", team.id);
        }
        assert!(TeamProfile::of(&db, "atlantis").is_none());
    }

    /// Two made-up teams over the shipped rules: strikers only, and keepers only.
    fn strikers_and_keepers() -> TeamDb {
        let mut files = crate::cards::embedded_files("assets/one863/rules.ron");
        let team = |id: &str, position: &str, abilities: &str| {
            SourceFile {
            path: format!("mod/teams/{id}.ron"),
            text: format!(
                "Team(id: \"{id}\", name: \"{id}\", cards: [{}])",
                (0..6)
                    .map(|i| format!(
                        "(id: \"{id}{i}\", name: \"P{i}\", position: \"{position}\", vaep: {}, abilities: [{abilities}])",
                        6 + i % 3
                    ))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
        };
        files.push(team("strikers", "ST", "\"AGRESSIF\""));
        files.push(team("keepers", "GK", "\"BOOST1\""));
        files.push(team("fullbacks", "LB", ""));
        let (db, errors) = TeamDb::load(&files);
        assert!(errors.is_empty(), "{errors:?}");
        db
    }

    #[test]
    fn the_style_follows_the_larger_side() {
        let db = strikers_and_keepers();
        let strikers = TeamProfile::of(&db, "strikers").expect("loaded");
        // Best five of VAEP 6, 7, 8, 6, 7, 8 are 8, 8, 7, 7, 6 (mean 7.2); a striker adds 2 to ATT.
        assert_eq!((strikers.attack, strikers.defence), (9.2, 7.2));
        assert_eq!(strikers.style, Style::Attacking);
        assert_eq!((strikers.aggressive, strikers.boosters), (6, 0));
        let keepers = TeamProfile::of(&db, "keepers").expect("loaded");
        assert_eq!((keepers.attack, keepers.defence), (7.2, 9.2));
        assert_eq!(keepers.style, Style::Defensive);
        assert_eq!((keepers.aggressive, keepers.boosters), (0, 6));
        // A full-back adds 1 both ways; a gap of exactly the margin is a style (England's 9.4
        // against 9.0 is attacking, though 9.4 - 9.0 falls short of 0.4 in floating point).
        let england = TeamProfile::of(&TeamDb::embedded(), "england").expect("shipped");
        assert_eq!(england.style, Style::Attacking);
        let fullbacks = TeamProfile::of(&db, "fullbacks").expect("loaded");
        assert_eq!(fullbacks.style, Style::Balanced);
        assert_eq!(fullbacks.strength, 8.2);
    }
}
