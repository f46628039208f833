//! Buy-rule strategies written in RON (`assets/dopynion/bots/`): a list of "buy this card when
//! these conditions hold", the first affordable rule wins, plus the order to play action cards.
//! A modder writes a new bot without Rust; names are checked against the card set on load.

use crate::rulesets::dopynion::Reads;
use std::sync::{Arc, OnceLock};

use serde::Deserialize;

use super::choices;
use crate::cards::{LoadError, SourceFile, embedded_files, parse_file};
use crate::engine::Agent;
use crate::engine::Rules as _;
use crate::rulesets::dopynion::{Action, Card, CardDb, Game};

/// A condition on a buy rule, as written.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub enum ConditionDef {
    /// The coins all the bot's cards give together exceed this.
    TotalMoneyOver(u16),
    /// The card's supply pile has at most this many left.
    PileAtMost(String, u8),
    /// The bot owns at most this many of the card.
    OwnsAtMost(String, u8),
    /// The bot owns fewer of the first card than of the second.
    OwnsFewerThan(String, String),
    /// The bot has at most this many coins to spend.
    CoinsAtMost(u16),
    /// The bot has at least this many coins to spend.
    CoinsAtLeast(u16),
}

/// One buy rule, as written.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BuyRuleDef {
    /// The card to buy.
    pub card: String,
    /// All must hold (none: always).
    #[serde(default)]
    pub when: Vec<ConditionDef>,
}

/// A strategy file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StrategyDef {
    /// The bot's name on the command line.
    pub name: String,
    /// One line for listings.
    #[serde(default)]
    pub about: String,
    /// Buy rules, first match wins.
    pub buy: Vec<BuyRuleDef>,
    /// Action cards to play first, in this order; other actions follow (villages first).
    #[serde(default)]
    pub play: Vec<String>,
}

/// A resolved condition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Condition {
    TotalMoneyOver(u16),
    PileAtMost(Card, u8),
    OwnsAtMost(Card, u8),
    OwnsFewerThan(Card, Card),
    CoinsAtMost(u16),
    CoinsAtLeast(u16),
}

/// A strategy with its names resolved against a card set.
#[derive(Debug, Clone)]
pub struct Strategy {
    /// The bot's name.
    pub name: String,
    /// One line for listings.
    pub about: String,
    buy: Vec<(Card, Vec<Condition>)>,
    play: Vec<Card>,
}

impl Strategy {
    /// Resolves a definition, or names the unknown card.
    pub fn resolve(def: &StrategyDef, db: &CardDb) -> Result<Strategy, String> {
        let card = |name: &str| {
            db.card(name)
                .ok_or_else(|| format!("unknown card \"{name}\" in bot \"{}\"", def.name))
        };
        let mut buy = Vec::new();
        for rule in &def.buy {
            let mut when = Vec::new();
            for condition in &rule.when {
                when.push(match condition {
                    ConditionDef::TotalMoneyOver(n) => Condition::TotalMoneyOver(*n),
                    ConditionDef::PileAtMost(c, n) => Condition::PileAtMost(card(c)?, *n),
                    ConditionDef::OwnsAtMost(c, n) => Condition::OwnsAtMost(card(c)?, *n),
                    ConditionDef::OwnsFewerThan(a, b) => {
                        Condition::OwnsFewerThan(card(a)?, card(b)?)
                    }
                    ConditionDef::CoinsAtMost(n) => Condition::CoinsAtMost(*n),
                    ConditionDef::CoinsAtLeast(n) => Condition::CoinsAtLeast(*n),
                });
            }
            buy.push((card(&rule.card)?, when));
        }
        let play = def.play.iter().map(|c| card(c)).collect::<Result<_, _>>()?;
        Ok(Strategy {
            name: def.name.clone(),
            about: def.about.clone(),
            buy,
            play,
        })
    }

    /// Loads one strategy file.
    pub fn load(file: &SourceFile, db: &CardDb) -> Result<Strategy, LoadError> {
        let def: StrategyDef = parse_file(file)?;
        Strategy::resolve(&def, db).map_err(|message| {
            let card = def.name.clone();
            LoadError::at_card(file, &card, message)
        })
    }

    /// The shipped strategies, loaded once per process.
    pub fn shipped() -> &'static [Strategy] {
        static SHIPPED: OnceLock<Vec<Strategy>> = OnceLock::new();
        SHIPPED.get_or_init(|| {
            let db = CardDb::embedded();
            embedded_files("assets/dopynion/bots/")
                .iter()
                .map(|file| {
                    Strategy::load(file, &db).unwrap_or_else(|e| panic!("shipped bot: {e}"))
                })
                .collect()
        })
    }

    /// The cards this strategy names (the arbiter may put them in the kingdom).
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.buy
            .iter()
            .map(|(c, _)| *c)
            .chain(self.play.iter().copied())
    }

    fn holds(&self, condition: Condition, game: &Game, me: u8) -> bool {
        let owned = |card: Card| game.piles(me).owned().filter(|c| *c == card).count();
        let coins = game.table().coins;
        match condition {
            Condition::TotalMoneyOver(n) => {
                let total: u16 = game
                    .piles(me)
                    .owned()
                    .map(|c| game.card(c).coins as u16)
                    .sum();
                total > n
            }
            Condition::PileAtMost(card, n) => game.table().pile(card).is_some_and(|p| p.count <= n),
            Condition::OwnsAtMost(card, n) => owned(card) <= n as usize,
            Condition::OwnsFewerThan(a, b) => owned(a) < owned(b),
            Condition::CoinsAtMost(n) => coins <= n,
            Condition::CoinsAtLeast(n) => coins >= n,
        }
    }

    /// The card the buy rules pick among the buyable ones, if any.
    pub fn pick_buy(&self, game: &Game, me: u8, legal: &[Action]) -> Option<Card> {
        self.buy
            .iter()
            .find(|(card, when)| {
                legal.contains(&Action::Buy(*card)) && when.iter().all(|c| self.holds(*c, game, me))
            })
            .map(|(card, _)| *card)
    }

    /// The rank of a card in the buy list (lower is wanted more), for gains.
    pub fn buy_rank(&self, card: Card) -> Option<usize> {
        self.buy.iter().position(|(c, _)| *c == card)
    }
}

/// A bot that plays a strategy.
pub struct StrategyBot {
    strategy: Arc<Strategy>,
}

impl StrategyBot {
    /// A bot for `strategy`.
    pub fn new(strategy: Arc<Strategy>) -> Self {
        Self { strategy }
    }
}

impl Agent<Game> for StrategyBot {
    fn name(&self) -> &str {
        &self.strategy.name
    }

    fn choose(&mut self, game: &Game, legal: &[Action]) -> usize {
        let action = self.pick(game, legal);
        legal.iter().position(|a| *a == action).unwrap_or(0)
    }
}

impl StrategyBot {
    /// The strategy's action: answer a decision, play an action card (the listed ones first),
    /// play the treasures, buy by the rules, or end the turn.
    fn pick(&self, game: &Game, legal: &[Action]) -> Action {
        let me = game.to_act();
        if game.pending().is_some() {
            return choices::answer(game, legal, Some(&self.strategy));
        }
        let plays = legal.iter().filter_map(|a| match a {
            Action::Play(c) => Some(*c),
            _ => None,
        });
        let listed = self
            .strategy
            .play
            .iter()
            .find(|c| legal.contains(&Action::Play(**c)))
            .copied();
        if let Some(card) = listed.or_else(|| choices::best_action(game, plays)) {
            return Action::Play(card);
        }
        if legal.contains(&Action::PlayAllTreasures) {
            return Action::PlayAllTreasures;
        }
        match self.strategy.pick_buy(game, me, legal) {
            Some(card) => Action::Buy(card),
            None => Action::EndTurn,
        }
    }
}
