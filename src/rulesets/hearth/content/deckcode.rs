//! Deck codes: HearthSim deckstrings, the base64 format the live game, Fireplace and SabberStone
//! share. A code holds a format, the hero and the cards by database id (dbf id), grouped by copy
//! count and sorted, so the same deck always gives the same code. `decode` and `encode` are the
//! format itself; `deck_from_code` and `code_of_deck` translate to and from Emberdeck's decks using
//! `assets/hearth/dbf/ids.ron`, and list every problem a deck would have (unknown id, a card not in
//! the pool yet, too many copies, another class, runes).

use std::collections::HashMap;
use std::sync::OnceLock;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;

use super::db::CardDb;
use super::decks::{DeckFile, problems as problems_of_deck, size_problem};
use crate::cards::{SourceFile, embedded_files, parse_file};

/// The game format a code names.
pub const FORMAT_WILD: u32 = 1;

/// A deckstring's contents.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeckCode {
    /// 1 wild, 2 standard, 3 classic, 4 twist.
    pub format: u32,
    /// Hero dbf ids (one in a constructed deck).
    pub heroes: Vec<u32>,
    /// (dbf id, copies), sorted by dbf id.
    pub cards: Vec<(u32, u32)>,
    /// (dbf id, copies, owner's dbf id): cards set aside for another card (newer sets).
    pub sideboard: Vec<(u32, u32, u32)>,
}

/// Why a string is not a deckstring.
fn bad(what: &str) -> String {
    format!("not a deck code: {what}")
}

fn read_varint(bytes: &[u8], at: &mut usize) -> Result<u32, String> {
    let mut value: u64 = 0;
    for shift in (0..35).step_by(7) {
        let byte = *bytes.get(*at).ok_or_else(|| bad("it ends too early"))?;
        *at += 1;
        value |= u64::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            return u32::try_from(value).map_err(|_| bad("a number is too large"));
        }
    }
    Err(bad("a number is too long"))
}

fn write_varint(out: &mut Vec<u8>, mut value: u32) {
    loop {
        let byte = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// Reads the three groups of a card list (one copy, two copies, n copies), each card with its
/// owner when `owned` (sideboards).
fn read_groups(bytes: &[u8], at: &mut usize, owned: bool) -> Result<Vec<(u32, u32, u32)>, String> {
    let mut out = Vec::new();
    for copies in [1, 2, 0] {
        let count = read_varint(bytes, at)?;
        for _ in 0..count.min(4096) {
            let id = read_varint(bytes, at)?;
            let n = if copies == 0 {
                read_varint(bytes, at)?
            } else {
                copies
            };
            let owner = if owned { read_varint(bytes, at)? } else { 0 };
            out.push((id, n, owner));
        }
    }
    Ok(out)
}

/// Writes the three groups of a card list (see `read_groups`); `cards` is sorted.
fn write_groups(out: &mut Vec<u8>, cards: &[(u32, u32, u32)], owned: bool) {
    for group in [1, 2, 0] {
        let members: Vec<&(u32, u32, u32)> = cards
            .iter()
            .filter(|(_, n, _)| match group {
                0 => *n > 2,
                g => *n == g,
            })
            .collect();
        write_varint(out, members.len() as u32);
        for (id, n, owner) in members {
            write_varint(out, *id);
            if group == 0 {
                write_varint(out, *n);
            }
            if owned {
                write_varint(out, *owner);
            }
        }
    }
}

/// Reads a deckstring.
pub fn decode(code: &str) -> Result<DeckCode, String> {
    let bytes = STANDARD
        .decode(code.trim())
        .map_err(|e| bad(&format!("base64: {e}")))?;
    let at = &mut 0usize;
    if bytes.first() != Some(&0) {
        return Err(bad(
            "it is not in the deckstring format the live game shares (a code starts with AAE)",
        ));
    }
    *at = 1;
    let version = read_varint(&bytes, at)?;
    if version != 1 {
        return Err(bad(&format!("version {version} (only 1 exists)")));
    }
    let mut deck = DeckCode {
        format: read_varint(&bytes, at)?,
        ..DeckCode::default()
    };
    let heroes = read_varint(&bytes, at)?;
    for _ in 0..heroes.min(16) {
        deck.heroes.push(read_varint(&bytes, at)?);
    }
    for (id, n, _) in read_groups(&bytes, at, false)? {
        deck.cards.push((id, n));
    }
    // Codes made before sideboards end here; newer ones carry a flag and, if set, the sideboard.
    if *at < bytes.len() && read_varint(&bytes, at)? == 1 {
        for (id, n, owner) in read_groups(&bytes, at, true)? {
            deck.sideboard.push((id, n, owner));
        }
    }
    deck.heroes.sort_unstable();
    deck.cards.sort_unstable();
    deck.sideboard
        .sort_unstable_by_key(|(id, _, owner)| (*owner, *id));
    Ok(deck)
}

/// Writes a deckstring (canonical: every group sorted).
pub fn encode(deck: &DeckCode) -> String {
    let mut out = vec![0u8];
    write_varint(&mut out, 1);
    write_varint(&mut out, deck.format);
    let mut heroes = deck.heroes.clone();
    heroes.sort_unstable();
    write_varint(&mut out, heroes.len() as u32);
    for hero in heroes {
        write_varint(&mut out, hero);
    }
    let mut cards: Vec<(u32, u32, u32)> = deck.cards.iter().map(|(id, n)| (*id, *n, 0)).collect();
    cards.sort_unstable();
    write_groups(&mut out, &cards, false);
    if deck.sideboard.is_empty() {
        write_varint(&mut out, 0);
    } else {
        write_varint(&mut out, 1);
        let mut side = deck.sideboard.clone();
        side.sort_unstable_by_key(|(id, _, owner)| (*owner, *id));
        write_groups(&mut out, &side, true);
    }
    STANDARD.encode(out)
}

/// One card of the reference data.
#[derive(Debug, Clone)]
pub struct DbfCard {
    /// Its card id ("CS2_231").
    pub id: String,
    /// Its name.
    pub name: String,
    /// One copy per deck.
    pub legendary: bool,
    /// Its class as the reference writes it ("NEUTRAL", "MAGE").
    pub class: String,
    /// Its type ("MINION", "SPELL", "WEAPON", "HERO", ...).
    pub kind: String,
    /// Mana cost.
    pub cost: u8,
    /// Attack.
    pub attack: u8,
    /// Health, or durability for a weapon.
    pub health: u8,
    /// Its set as the reference writes it ("CORE", "EXPERT1" for Classic, "LEGACY").
    pub set: String,
}

/// One line of `dbf/ids.ron`.
type DbfRow = (
    u32,
    String,
    String,
    bool,
    String,
    String,
    u8,
    u8,
    u8,
    String,
);

/// Card ids by dbf id, and back.
#[derive(Debug, Default)]
pub struct DbfTable {
    by_dbf: HashMap<u32, DbfCard>,
    by_id: HashMap<String, u32>,
}

impl DbfTable {
    /// Reads `dbf/ids.ron`.
    pub fn load(file: &SourceFile) -> Result<DbfTable, crate::cards::LoadError> {
        let rows: Vec<DbfRow> = parse_file(file)?;
        let mut table = DbfTable::default();
        for (dbf, id, name, legendary, class, kind, cost, attack, health, set) in rows {
            table.by_id.insert(id.clone(), dbf);
            table.by_dbf.insert(
                dbf,
                DbfCard {
                    id,
                    name,
                    legendary,
                    class,
                    kind,
                    cost,
                    attack,
                    health,
                    set,
                },
            );
        }
        Ok(table)
    }

    /// The shipped table.
    pub fn embedded() -> &'static DbfTable {
        static TABLE: OnceLock<DbfTable> = OnceLock::new();
        TABLE.get_or_init(|| {
            let files = embedded_files("assets/hearth/dbf/");
            let file = files.first().expect("the dbf id table ships");
            DbfTable::load(file).expect("the shipped dbf id table loads")
        })
    }

    /// The card with `dbf` id.
    pub fn card(&self, dbf: u32) -> Option<&DbfCard> {
        self.by_dbf.get(&dbf)
    }
    /// Every card of the reference data.
    pub fn cards(&self) -> impl Iterator<Item = &DbfCard> {
        self.by_dbf.values()
    }

    /// The dbf id of card `id`.
    pub fn dbf(&self, id: &str) -> Option<u32> {
        self.by_id.get(id).copied()
    }
}

/// A deck file from a code, and every problem it has (empty: a legal deck of the pool).
pub fn deck_from_code(
    db: &CardDb,
    table: &DbfTable,
    code: &str,
) -> Result<(DeckFile, Vec<String>), String> {
    let deck = decode(code)?;
    let mut problems = Vec::new();
    let hero = match deck.heroes.as_slice() {
        [hero] => table.card(*hero).map(|c| c.id.clone()).unwrap_or_else(|| {
            problems.push(format!("unknown hero dbf id {hero}"));
            String::new()
        }),
        heroes => {
            problems.push(format!("a deck has one hero, this code {}", heroes.len()));
            String::new()
        }
    };
    let class = db
        .index(&hero)
        .map(|h| db.get(h).def.class)
        .filter(|_| !hero.is_empty());
    if class.is_none() && !hero.is_empty() {
        problems.push(format!("hero {hero} is not in the pool"));
    }
    let mut cards = Vec::new();
    let mut known = Vec::new();
    for (dbf, copies) in &deck.cards {
        let Some(card) = table.card(*dbf) else {
            problems.push(format!("unknown dbf id {dbf}"));
            continue;
        };
        match db.index(&card.id) {
            None => problems.push(format!(
                "{} ({}) is not in the card pool yet",
                card.name, card.id
            )),
            Some(index) => known.extend(std::iter::repeat_n(index, *copies as usize)),
        }
        for _ in 0..*copies {
            cards.push(card.id.clone());
        }
    }
    // The deck rules, as deck files and the deck builder apply them; the same problem twice (two
    // copies of another class's card) is reported once.
    for (_, why) in problems_of_deck(db, class, &known) {
        if !problems.contains(&why) {
            problems.push(why);
        }
    }
    problems.extend(size_problem(cards.len()));
    if !deck.sideboard.is_empty() {
        problems.push("sideboards are not part of Emberdeck's pool".into());
    }
    Ok((
        DeckFile {
            name: "Imported deck".into(),
            hero,
            cards,
        },
        problems,
    ))
}

/// The code of a deck file (wild format), or the ids the table does not know.
pub fn code_of_deck(table: &DbfTable, deck: &DeckFile) -> Result<String, String> {
    let hero = table
        .dbf(&deck.hero)
        .ok_or_else(|| format!("hero {} has no dbf id", deck.hero))?;
    let mut counts: HashMap<u32, u32> = HashMap::new();
    for id in &deck.cards {
        let dbf = table
            .dbf(id)
            .ok_or_else(|| format!("card {id} has no dbf id"))?;
        *counts.entry(dbf).or_default() += 1;
    }
    Ok(encode(&DeckCode {
        format: FORMAT_WILD,
        heroes: vec![hero],
        cards: counts.into_iter().collect(),
        sideboard: Vec::new(),
    }))
}

/// A deck file as RON text, one card per line with its name.
pub fn deck_file_text(table: &DbfTable, deck: &DeckFile) -> String {
    let mut out = format!(
        "(\n    name: {:?},\n    hero: {:?},\n    cards: [\n",
        deck.name, deck.hero
    );
    for id in &deck.cards {
        let name = table
            .dbf(id)
            .and_then(|dbf| table.card(dbf))
            .map(|c| c.name.clone())
            .unwrap_or_default();
        out.push_str(&format!("        {id:?}, // {name}\n"));
    }
    out.push_str("    ],\n)\n");
    out
}
