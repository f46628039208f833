//! The pitch as the screen shows it, rebuilt from the match's log one event at a time: the rules
//! resolve an action at once, and this replays what happened at a pace a person can follow (a
//! duel's sums stay up, a goal is celebrated). The screen draws this, never the rules state, so it
//! never shows the future; it only accepts the player's clicks once it has caught up.

use bevy::prelude::*;

use crate::app::HUMAN;
use crate::app::pace::{Pace, play_due, speed_factor};
use crate::engine::plugin::ActiveGame;
use crate::rulesets::one863::components::Slot;
use crate::rulesets::one863::describe;
use crate::rulesets::one863::events::{GoalKind, LogEvent};
use crate::rulesets::one863::{Game, One863};

/// A field card as shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShownCard {
    /// Its slot.
    pub slot: Slot,
    /// Face down.
    pub flipped: bool,
    /// Has acted this turn.
    pub acted: bool,
}

/// One side as shown.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ShownSide {
    /// Cards left in the deck.
    pub deck: usize,
    /// The hand (the other side's is drawn face down).
    pub hand: Vec<Slot>,
    /// Left to right.
    pub field: Vec<ShownCard>,
    /// Discarded cards.
    pub discard: Vec<Slot>,
    /// Goals.
    pub score: u8,
}

/// How a card moves while an event plays.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Motion {
    /// In its place.
    Still,
    /// Coming from its hand: this share of the way is still to go.
    Arrive(f32),
    /// Leaning towards the other half (0 to 1 of a lunge).
    Lunge(f32),
    /// Turning over: its width as a share of its own.
    Turn(f32),
}

/// What the centre of the pitch announces.
#[derive(Debug, Clone, PartialEq)]
pub enum Banner {
    /// A duel's two sums.
    Duel {
        /// "K. Mbappé", "LW", ATT parts and total.
        attacker: (String, Vec<(String, i8)>, i8),
        /// The blocker's name, DEF parts and total.
        blocker: (String, Vec<(String, i8)>, i8),
    },
    /// A goal.
    Goal {
        /// "GOAL! France".
        title: String,
        /// How and the new score.
        detail: String,
    },
    /// Any other announcement (Meneur, stoppage time, full time).
    Note(String),
}

/// The replay of the active match.
#[derive(Resource, Debug, Default)]
pub struct Replay {
    /// The pitch as shown so far.
    pub sides: [ShownSide; 2],
    /// Where the replay stands in the log, and the event on screen.
    pub pace: Pace<LogEvent>,
    /// The announcement in the centre, if any.
    pub banner: Option<Banner>,
    /// The attacking card of the attack being shown.
    pub attacker: Option<Slot>,
    /// Its blocker.
    pub blocker: Option<Slot>,
    /// The commentary so far, newest last.
    pub lines: Vec<String>,
    /// Whose turn the replay has reached.
    pub turn_of: u8,
    /// Stoppage time has been announced.
    pub stoppage: bool,
    /// The final whistle has been shown.
    pub full_time: bool,
    /// The boost of the block being shown.
    pub boost: i8,
}

impl Replay {
    /// The replay of `game` from kick-off: every card in its deck.
    pub fn at_kickoff(game: &Game) -> Replay {
        let mut replay = Replay::default();
        for slot in 0..game.card_count() as Slot {
            replay.sides[game.footballer(slot).side as usize].deck += 1;
        }
        replay
    }

    /// How far the event on screen has played, 0 to 1.
    pub fn progress(&self) -> f32 {
        self.pace.progress()
    }

    /// The motion a card makes now, if the event on screen moves it.
    pub fn motion(&self, slot: Slot) -> Motion {
        let p = self.progress();
        match self.pace.current {
            Some((LogEvent::Played { card, .. }, _)) if card == slot => Motion::Arrive(1.0 - p),
            Some((LogEvent::Attacked { card, .. }, _)) if card == slot => {
                Motion::Lunge((p * std::f32::consts::PI).sin())
            }
            Some((LogEvent::Duel { attacker, .. }, _)) if attacker == slot => {
                Motion::Lunge(0.6 * (p * std::f32::consts::PI).sin())
            }
            Some((LogEvent::Flipped { card }, _)) if card == slot => {
                Motion::Turn((p * std::f32::consts::PI).cos().abs())
            }
            _ => Motion::Still,
        }
    }

    /// True when every event of the log is shown.
    pub fn caught_up(&self, game: &Game) -> bool {
        self.pace.caught_up(game.log().len())
    }

    fn side_of(game: &Game, slot: Slot) -> usize {
        game.footballer(slot).side as usize
    }

    fn field_card(&mut self, game: &Game, slot: Slot) -> Option<&mut ShownCard> {
        self.sides[Self::side_of(game, slot)]
            .field
            .iter_mut()
            .find(|c| c.slot == slot)
    }

    /// Shows one event; returns how long it stays before the next.
    pub fn show(&mut self, game: &Game, event: &LogEvent) -> f32 {
        if let Some(line) = describe::event(game, event, HUMAN) {
            self.lines.push(line);
            let excess = self.lines.len().saturating_sub(60);
            self.lines.drain(..excess);
        }
        match *event {
            LogEvent::TurnStarted { side } => {
                self.turn_of = side;
                self.attacker = None;
                self.blocker = None;
                for card in &mut self.sides[side as usize].field {
                    card.acted = false;
                }
                0.25
            }
            LogEvent::Drew { side, card } => {
                let s = &mut self.sides[side as usize];
                s.deck = s.deck.saturating_sub(1);
                s.hand.push(card);
                0.12
            }
            LogEvent::Played { side, card } => {
                let s = &mut self.sides[side as usize];
                s.hand.retain(|c| *c != card);
                s.field.push(ShownCard {
                    slot: card,
                    flipped: false,
                    acted: false,
                });
                self.banner = None;
                0.55
            }
            LogEvent::MeneurWindow { side, card } => {
                if let Some(c) = self.field_card(game, card) {
                    c.acted = true;
                }
                self.banner = Some(Banner::Note(format!(
                    "MENEUR! {} may launch an attack",
                    describe::team_name(game, side)
                )));
                1.0
            }
            // An attack does not tire the card (only a CAM's Meneur window does).
            LogEvent::Attacked { card, .. } => {
                self.attacker = Some(card);
                self.blocker = None;
                self.banner = None;
                self.boost = 0;
                0.7
            }
            LogEvent::Blocked { card, .. } => {
                self.blocker = Some(card);
                0.6
            }
            LogEvent::Boosted { side, card, amount } => {
                self.boost = amount;
                let s = &mut self.sides[side as usize];
                s.hand.retain(|c| *c != card);
                s.discard.push(card);
                0.6
            }
            LogEvent::Duel {
                attacker,
                blocker,
                attack,
                defence,
            } => {
                self.banner = Some(duel_banner(
                    game,
                    (attacker, attack),
                    (blocker, defence),
                    self.boost,
                ));
                1.8
            }
            LogEvent::Flipped { card } => {
                if let Some(c) = self.field_card(game, card) {
                    c.flipped = true;
                    c.acted = false;
                }
                0.7
            }
            LogEvent::Discarded { card } => {
                let side = Self::side_of(game, card);
                let s = &mut self.sides[side];
                s.field.retain(|c| c.slot != card);
                s.discard.push(card);
                0.45
            }
            LogEvent::Recovered { .. } => 0.4,
            LogEvent::Goal {
                side,
                kind,
                home,
                away,
                ..
            } => {
                self.sides[0].score = home;
                self.sides[1].score = away;
                let how = match kind {
                    GoalKind::OpenGoal => "into an open goal",
                    GoalKind::Momentum => "momentum: three defenders beaten",
                };
                self.banner = Some(Banner::Goal {
                    title: format!("GOAL!  {}", describe::team_name(game, side)),
                    detail: format!(
                        "{how} — {} {home} – {away} {}",
                        describe::team_name(game, 0),
                        describe::team_name(game, 1)
                    ),
                });
                2.2
            }
            LogEvent::Passed { .. } => 0.5,
            LogEvent::StoppageTime { side } => {
                self.stoppage = true;
                self.banner = Some(Banner::Note(format!(
                    "STOPPAGE TIME — {} cannot go on: one last action for {}",
                    describe::team_name(game, side),
                    describe::team_name(game, 1 - side)
                )));
                2.0
            }
            LogEvent::Forfeited { side } => {
                self.banner = Some(Banner::Note(format!(
                    "{} forfeit",
                    describe::team_name(game, side)
                )));
                1.0
            }
            LogEvent::FullTime { home, away } => {
                self.full_time = true;
                self.banner = Some(Banner::Note(format!(
                    "FULL TIME  {} {home} – {away} {}",
                    describe::team_name(game, 0),
                    describe::team_name(game, 1)
                )));
                1.5
            }
        }
    }
}

/// A duel's sums, part by part: VAEP, the position's bonus, the CM's support and the boost.
fn duel_banner(
    game: &Game,
    (attacker, attack): (Slot, i8),
    (blocker, defence): (Slot, i8),
    boost: i8,
) -> Banner {
    let db = game.db();
    let parts = |slot: Slot, attacking: bool, total: i8| {
        let card = db.card(game.card_of(slot));
        let position = &db.rules.positions[card.position as usize];
        let bonus = if attacking {
            position.attack
        } else {
            position.defence
        };
        let mut parts = vec![("VAEP".to_string(), card.vaep)];
        if bonus != 0 {
            parts.push((position.id.clone(), bonus));
        }
        let boost = if attacking { 0 } else { boost };
        let support = total - card.vaep - bonus - boost;
        if support != 0 {
            parts.push(("CM support".to_string(), support));
        }
        if boost != 0 {
            parts.push(("boost".to_string(), boost));
        }
        (card.name.clone(), parts, total)
    };
    Banner::Duel {
        attacker: parts(attacker, true, attack),
        blocker: parts(blocker, false, defence),
    }
}

/// Shows the next events whose time has come.
pub fn advance(
    time: Res<Time>,
    timeline: Option<Res<crate::app::timeline::Timeline>>,
    game: Option<Res<ActiveGame<One863>>>,
    mut replay: ResMut<Replay>,
) {
    let Some(game) = game else {
        return;
    };
    play_due(
        &mut *replay,
        &game.0,
        game.0.log().events(),
        time.delta_secs() * speed_factor(timeline.map(|t| t.speed)),
        |r| &mut r.pace,
        Replay::show,
    );
}
