//! dopynion behind the engine's ruleset contract: 1 to 4 seats, a kingdom fixed by
//! `--opt kingdom=...` or by the cards the agents want (`Dopynion::plan_wanting`; the strategy
//! bots' cards come from `ai/dopynion/agents.rs`) and completed at random, elimination as the
//! forfeit, determinization that re-deals what a seat cannot see, and the words, search hints,
//! bot-protocol JSON of its games (its scenario files are `scenario/`'s).

use std::sync::Arc;

use super::events::LogEvent;
use super::wire::{self, WireAction};
use super::writes::Writes;
use super::{Action, Card, CardDb, Game, Reads, Setup, describe, invariants};
use crate::engine::{
    BotWire, Describe, GameLog, GameRng, Outcome, Rules, Ruleset, RunRequest, SearchHints,
    SeatFigure,
};

/// The dopynion ruleset.
pub struct Dopynion;

/// How the kingdom of each game is chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KingdomChoice {
    /// Entirely at random.
    Random,
    /// These cards, the rest at random.
    Fixed(Vec<Card>),
}

impl KingdomChoice {
    /// Reads the `kingdom` option: `random`, or card names separated by commas. Without the
    /// option, the kingdom holds the `wanted` cards (the agents' own: a Smithy bot gets its
    /// Smithy) and the rest is drawn at random.
    pub fn parse(
        text: Option<&str>,
        db: &CardDb,
        wanted: impl FnOnce() -> Vec<Card>,
    ) -> Result<Self, String> {
        match text {
            Some("random") => Ok(KingdomChoice::Random),
            Some(list) => list
                .split(',')
                .map(str::trim)
                .filter(|n| !n.is_empty())
                .map(|n| {
                    db.card_loose(n)
                        .ok_or_else(|| format!("unknown card \"{n}\""))
                })
                .collect::<Result<_, _>>()
                .map(KingdomChoice::Fixed),
            None => Ok(KingdomChoice::Fixed(wanted())),
        }
    }

    /// The fixed part.
    pub fn fixed(&self) -> Vec<Card> {
        match self {
            KingdomChoice::Random => Vec::new(),
            KingdomChoice::Fixed(cards) => cards.clone(),
        }
    }
}

/// A run's seats and kingdom.
pub struct DopynionPlan {
    players: u8,
    kingdom: Vec<Card>,
}

impl Dopynion {
    /// The plan of `request` whose kingdom, when the `kingdom` option does not say, holds the
    /// `wanted` cards and the rest at random. The core `plan` wants none; the agents' registry
    /// (`ai::RulesetAgents::agents_plan`) passes the cards its strategy bots name.
    pub fn plan_wanting(
        db: &Arc<CardDb>,
        request: &RunRequest,
        wanted: impl FnOnce() -> Vec<Card>,
    ) -> Result<DopynionPlan, String> {
        request.only_options(Self::NAME, &["kingdom"])?;
        if !request.decks.is_empty() {
            return Err("dopynion has no decks: every player starts with the same cards".into());
        }
        let players = request.players.unwrap_or(if request.agents.len() > 1 {
            request.agents.len() as u8
        } else {
            2
        });
        let (fewest, most) = db.rules().players;
        if !(fewest..=most).contains(&players) {
            return Err(format!(
                "dopynion is for {fewest} to {most} players, not {players}"
            ));
        }
        let kingdom = KingdomChoice::parse(request.option("kingdom"), db, wanted)?.fixed();
        Ok(DopynionPlan { players, kingdom })
    }
}

impl Ruleset for Dopynion {
    const NAME: &'static str = "dopynion";
    const ABOUT: &'static str =
        "a Dominion-style deck-builder for 1 to 4 players, with bots and external programs";
    type Game = Game;
    type Db = CardDb;
    type Plan = DopynionPlan;
    type Event = LogEvent;
    type Setup = Setup;

    fn content() -> Result<Arc<CardDb>, String> {
        Ok(CardDb::embedded())
    }

    /// Without agents to ask, the kingdom is the `kingdom` option's or random.
    fn plan(db: &Arc<CardDb>, request: &RunRequest) -> Result<DopynionPlan, String> {
        Self::plan_wanting(db, request, Vec::new)
    }

    fn setup(
        _db: &Arc<CardDb>,
        plan: &DopynionPlan,
        _agent_at_seat: &[usize],
        _rng: &mut GameRng,
    ) -> Result<Setup, String> {
        Ok(Setup {
            players: plan.players,
            seed: 0,
            kingdom: plan.kingdom.clone(),
        })
    }

    fn seats(plan: &DopynionPlan) -> u8 {
        plan.players
    }

    fn new_game(db: &Arc<CardDb>, setup: &Setup, seed: u64) -> Result<Game, String> {
        Game::new(
            db.clone(),
            &Setup {
                seed,
                ..setup.clone()
            },
        )
    }

    fn restart(game: &mut Game, _db: &Arc<CardDb>, setup: &Setup, seed: u64) -> Result<(), String> {
        game.restart(&Setup {
            seed,
            ..setup.clone()
        })
    }

    fn outcome(game: &Game) -> Outcome {
        Outcome {
            winners: game.outcome().winners,
        }
    }

    fn turns(game: &Game) -> u32 {
        game.table().turn
    }

    fn seat_figures(game: &Game, seat: u8) -> Vec<SeatFigure> {
        vec![
            SeatFigure {
                name: "score",
                value: Some(game.score(seat) as f64),
            },
            SeatFigure {
                name: "4th Province turn",
                value: game.seat(seat).fourth_ending_turn.map(f64::from),
            },
        ]
    }

    fn forfeit(game: &mut Game, seat: u8, reason: String) {
        game.eliminate(seat, reason);
    }

    fn invariants(game: &Game) -> Result<(), String> {
        invariants::check(game)
    }

    fn log(game: &Game) -> &GameLog<LogEvent> {
        game.log()
    }

    fn determinize(game: &Game, viewer: u8, seed: u64) -> Game {
        let mut copy = game.fork();
        let mut rng = GameRng::seeded(seed);
        // Other players' hands and every deck's order are hidden: the others' hand and deck cards
        // are pooled and dealt again (the counts are public), and every deck is shuffled.
        let mut rules = copy.resolver();
        for seat in (0..rules.player_count()).filter(|s| *s != viewer) {
            let piles = rules.piles_mut(seat);
            let hand_size = piles.hand.len();
            let mut hidden: Vec<Card> = piles.hand.drain(..).collect();
            hidden.append(&mut piles.deck);
            rng.shuffle(&mut hidden);
            piles.deck = hidden.split_off(hand_size);
            piles.hand = hidden;
        }
        rng.shuffle(&mut rules.piles_mut(viewer).deck);
        *rules.rng() = GameRng::seeded(rng.next_u64());
        copy
    }
}

/// dopynion in words: `describe.rs`, and the game's own action text.
impl Describe for Dopynion {
    fn describe_event(game: &Game, event: &LogEvent, viewer: u8) -> Option<String> {
        describe::event(game, event, viewer)
    }

    fn describe_action(game: &Game, action: &Action) -> String {
        game.action_text(action)
    }

    fn describe_view(game: &Game, viewer: u8) -> String {
        describe::table(game, viewer)
    }
}

/// Search hints: the score difference to the best other seat.
impl SearchHints for Dopynion {
    fn evaluate(game: &Game, seat: u8) -> f32 {
        let outcome = game.outcome();
        if game.is_over() {
            return if outcome.winners.contains(&seat) {
                1.0
            } else {
                -1.0
            };
        }
        let mine = outcome.scores[seat as usize];
        let best_other = (0..game.player_count())
            .filter(|s| *s != seat)
            .map(|s| outcome.scores[s as usize])
            .max()
            .unwrap_or(0);
        ((mine - best_other) as f32 / 12.0).tanh()
    }
}

/// dopynion on the bot protocol (docs/BOT_PROTOCOL.md): `wire.rs`.
impl BotWire for Dopynion {
    fn wire_view(game: &Game, seat: u8) -> serde_json::Value {
        serde_json::to_value(wire::view(game, seat)).expect("views always serialize")
    }

    fn wire_action(game: &Game, action: &Action) -> serde_json::Value {
        serde_json::to_value(WireAction::from_action(game, action)).expect("actions serialize")
    }

    fn wire_parse(game: &Game, reply: &serde_json::Value) -> Result<Action, String> {
        let wire: WireAction = serde_json::from_value(reply.clone()).map_err(|e| e.to_string())?;
        wire.to_action(game)
    }

    fn wire_result(game: &Game, seat: u8) -> serde_json::Map<String, serde_json::Value> {
        wire::result(game, seat)
    }
}
