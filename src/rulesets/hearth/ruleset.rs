//! hearth behind the engine's ruleset contract: shipped decks as set-ups (named per agent, or drawn
//! at random), conceding as the forfeit, determinization from the shipped deck of the opponent's
//! class (`priors.rs`), and the words and bot-protocol JSON of its games (its scenario files are
//! `scenario/`'s). Its search hints and agents are `ai/`'s (`ai/hearth/hints.rs`, `ai/hearth/agents.rs`), its bench
//! figures `cli/`'s (`cli/bench/`).

use std::sync::Arc;

use super::content::decks::{Deck, find_deck, shipped_decks};
use super::{
    Action, CardDb, DeckPriors, Game, Loadout, LogEvent, Reads, StartOptions, describe, invariants,
    wire,
};
use crate::engine::{BotWire, Describe, GameLog, GameRng, Outcome, Rules, Ruleset, RunRequest};

/// The hearth ruleset.
pub struct Hearth;

/// A run's decks: every shipped deck, and the one each agent asked for (if any).
pub struct HearthPlan {
    decks: Vec<Deck>,
    chosen: Vec<Option<usize>>,
    mirror: bool,
    /// `--opt pool=random`: every game gets two random legal decks from the whole card pool.
    random_pool: bool,
}

impl Ruleset for Hearth {
    const NAME: &'static str = "hearth";
    const ABOUT: &'static str =
        "Hearthstone's rules engine: heroes, minions, spells, secrets, weapons, locations";
    type Game = Game;
    type Db = CardDb;
    type Plan = HearthPlan;
    type Event = LogEvent;
    type Setup = [Loadout; 2];

    fn content() -> Result<Arc<CardDb>, String> {
        Ok(CardDb::with_mods())
    }

    fn plan(db: &Arc<CardDb>, request: &RunRequest) -> Result<HearthPlan, String> {
        request.only_options(Self::NAME, &["pool"])?;
        let random_pool = match request.option("pool") {
            None | Some("shipped") => false,
            Some("random") => true,
            Some(other) => return Err(format!("pool={other}: use pool=random or pool=shipped")),
        };
        if request.players.is_some_and(|p| p != 2) {
            return Err("hearth is a game for two players".into());
        }
        let decks = shipped_decks(db);
        let chosen = request
            .decks
            .iter()
            .map(|name| {
                find_deck(&decks, name)
                    .map(|deck| decks.iter().position(|d| d.name == deck.name))
                    .ok_or_else(|| format!("no shipped deck named \"{name}\""))
            })
            .collect::<Result<_, _>>()?;
        Ok(HearthPlan {
            decks,
            chosen,
            mirror: request.mirror,
            random_pool,
        })
    }

    fn setup(
        db: &Arc<CardDb>,
        plan: &HearthPlan,
        agent_at_seat: &[usize],
        rng: &mut GameRng,
    ) -> Result<[Loadout; 2], String> {
        if plan.random_pool {
            let heroes: Vec<u16> = plan.decks.iter().map(|d| d.loadout.hero).collect();
            return Ok([0, 1].map(|_| {
                let hero = heroes[rng.below(heroes.len())];
                random_pool_deck(db, hero, rng)
            }));
        }
        let count = plan.decks.len();
        let mirrored = plan.mirror.then(|| rng.below(count));
        let mut by_agent = [0usize; 2];
        for (agent, deck) in by_agent.iter_mut().enumerate() {
            *deck = match (plan.chosen.get(agent).copied().flatten(), mirrored) {
                (Some(chosen), _) => chosen,
                (None, Some(same)) => same,
                (None, None) => rng.below(count),
            };
        }
        let loadout = |seat: usize| plan.decks[by_agent[agent_at_seat[seat]]].loadout.clone();
        Ok([loadout(0), loadout(1)])
    }

    fn seats(_plan: &HearthPlan) -> u8 {
        2
    }

    fn new_game(db: &Arc<CardDb>, setup: &[Loadout; 2], seed: u64) -> Result<Game, String> {
        let options = StartOptions {
            seed,
            first: None,
            shuffle: true,
        };
        Ok(Game::new(db.clone(), setup.clone(), options))
    }

    fn outcome(game: &Game) -> Outcome {
        Outcome {
            winners: game.winner().into_iter().collect(),
        }
    }

    fn turns(game: &Game) -> u32 {
        game.turn() as u32
    }

    fn forfeit(game: &mut Game, seat: u8, _reason: String) {
        if game.to_act() == seat {
            // Conceding is always allowed to the player to act.
            let _ = game.apply(&Action::Concede);
        }
    }

    fn invariants(game: &Game) -> Result<(), String> {
        invariants::check(game)
    }

    fn log(game: &Game) -> &GameLog<LogEvent> {
        game.log()
    }

    fn determinize(game: &Game, viewer: u8, seed: u64) -> Game {
        let prior = DeckPriors::shared().opponent_prior(game, viewer);
        game.determinized(viewer, prior, seed)
    }
}

/// A random legal deck for `hero` from the whole collectible pool: 30 cards of its class or
/// neutral, at most two copies (for this stress test legendaries may come twice),
/// within the Death Knight's three rune slots.
fn random_pool_deck(db: &CardDb, hero: u16, rng: &mut GameRng) -> Loadout {
    use super::content::schema::{CardType, Class, Runes};
    let class = db.get(hero).def.class;
    let candidates: Vec<u16> = (0..db.len() as u16)
        .filter(|i| {
            let def = &db.get(*i).def;
            def.collectible
                && !def.is_starting_hero()
                && def.kind != CardType::HeroPower
                && (def.class == Class::Neutral || def.class == class)
        })
        .collect();
    let mut deck: Vec<u16> = Vec::with_capacity(super::content::decks::DECK_SIZE);
    let mut runes = Runes::default();
    while deck.len() < super::content::decks::DECK_SIZE {
        let card = candidates[rng.below(candidates.len())];
        let with = runes.max(db.get(card).def.runes);
        if deck.iter().filter(|c| **c == card).count() >= 2 || with.total() > Runes::SLOTS {
            continue;
        }
        runes = with;
        deck.push(card);
    }
    Loadout {
        hero,
        hero_power: None,
        deck,
    }
}

/// hearth in words: `describe.rs`.
impl Describe for Hearth {
    fn describe_event(game: &Game, event: &LogEvent, viewer: u8) -> Option<String> {
        describe::event(game, event, viewer)
    }

    fn describe_action(game: &Game, action: &Action) -> String {
        describe::action(game, action)
    }

    fn describe_view(game: &Game, viewer: u8) -> String {
        describe::table(game, viewer)
    }
}

/// hearth on the bot protocol: `wire.rs`.
impl BotWire for Hearth {
    fn wire_view(game: &Game, seat: u8) -> serde_json::Value {
        wire::view(game, seat)
    }

    fn wire_action(_game: &Game, action: &Action) -> serde_json::Value {
        wire::action(action)
    }

    fn wire_parse(_game: &Game, reply: &serde_json::Value) -> Result<Action, String> {
        wire::parse(reply)
    }
}
