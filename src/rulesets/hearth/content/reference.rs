//! The reference card data (`shared/reference/hearth_cards.tsv`, the live game's card facts) held
//! against a card set: which of its collectible cards the set implements. The hero skins (the
//! `HERO_SKINS` set: the classes' starting heroes, not cards a deck holds) are left out; a Hero
//! card that a deck holds (Lord Jaraxxus) counts like any other.

use std::path::PathBuf;

use super::db::CardDb;

/// The reference set of the classes' starting heroes, which no deck holds.
const HERO_SKINS: &str = "HERO_SKINS";

/// How much of the reference's collectible card list a card set implements.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coverage {
    /// Collectible reference cards (hero skins aside) the set has.
    pub implemented: usize,
    /// Collectible reference cards, hero skins aside.
    pub collectible: usize,
    /// Those the set lacks: (id, name), in the reference's order.
    pub missing: Vec<(String, String)>,
}

/// Where the reference data sits beside a checkout of the repository (read at run time only: the
/// binary never needs it).
pub fn default_path() -> PathBuf {
    PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/reference/hearth_cards.tsv"
    ))
}

/// Holds the tab-separated reference `tsv` (with its header line) against `db`.
pub fn coverage(db: &CardDb, tsv: &str) -> Result<Coverage, String> {
    let mut lines = tsv.lines();
    let header: Vec<&str> = lines
        .next()
        .ok_or("the reference data is empty")?
        .split('\t')
        .collect();
    let column = |name: &str| {
        header
            .iter()
            .position(|h| *h == name)
            .ok_or_else(|| format!("the reference data has no `{name}` column"))
    };
    let (id, name, collectible, set) = (
        column("id")?,
        column("name")?,
        column("collectible")?,
        column("set")?,
    );
    let mut coverage = Coverage {
        implemented: 0,
        collectible: 0,
        missing: Vec::new(),
    };
    for line in lines.filter(|l| !l.is_empty()) {
        let fields: Vec<&str> = line.split('\t').collect();
        let field = |i: usize| fields.get(i).copied().unwrap_or("");
        if field(collectible) != "1" || field(set) == HERO_SKINS {
            continue;
        }
        coverage.collectible += 1;
        if db.index(field(id)).is_some() {
            coverage.implemented += 1;
        } else {
            coverage
                .missing
                .push((field(id).to_string(), field(name).to_string()));
        }
    }
    Ok(coverage)
}
