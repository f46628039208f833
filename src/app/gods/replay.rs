//! The battlefield as the screen shows it, replayed from the game's log one event at a time: the
//! rules resolve an action at once, and this shows its moves, attacks, damage and deaths at a pace
//! a person can follow. While events remain the board is the replay's; once every event is shown it
//! is read again from the rules state, so what stays on screen is always exact.

use bevy::prelude::*;

use crate::app::HUMAN;
use crate::app::pace::{Pace, play_due, speed_factor};
use crate::engine::plugin::ActiveGame;
use crate::rulesets::gods::components::{NEUTRAL, Slot, Tile, flag, kw};
use crate::rulesets::gods::describe;
use crate::rulesets::gods::events::LogEvent;
use crate::rulesets::gods::schema::Range;
use crate::rulesets::gods::view::View;
use crate::rulesets::gods::{Game, Gods};

/// A unit as shown.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ShownUnit {
    /// Its card.
    pub slot: Slot,
    /// Its player (`NEUTRAL`: nobody's).
    pub owner: u8,
    /// Where it stands.
    pub tile: Tile,
    /// Attack now.
    pub attack: i16,
    /// Health now.
    pub health: i16,
    /// Maximum health.
    pub max: i16,
    /// Protection.
    pub protection: u8,
    /// Tiles it moves.
    pub movement: u8,
    /// 0: melee; n: ranged n.
    pub range: u8,
    /// Stunned.
    pub stunned: bool,
    /// Banished.
    pub banished: bool,
    /// Stealthed.
    pub stealth: bool,
    /// Has Guard.
    pub guard: bool,
    /// Arrived this turn, or has moved and attacked: nothing more to do this turn.
    pub spent: bool,
    /// A Summoning Stone.
    pub stone: bool,
    /// Its Death is being shown: it fades away.
    pub dying: bool,
}

/// How a unit moves while an event plays.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Motion {
    /// In its place.
    Still,
    /// Walking from this tile: the share of the way still to go.
    Walk(Tile, f32),
    /// Leaning towards this tile (0 to 1 of a lunge).
    Lunge(Tile, f32),
    /// Appearing: its size as a share of its own.
    Appear(f32),
    /// Fading away: its opacity.
    Fade(f32),
}

/// A number that floats up from a unit (damage, healing).
#[derive(Debug, Clone, PartialEq)]
pub struct Float {
    /// Over whom.
    pub slot: Slot,
    /// "-3", "+1".
    pub text: String,
    /// Damage (red) or healing (green).
    pub hurt: bool,
}

/// The replay of the active game.
#[derive(Resource, Debug, Default)]
pub struct Replay {
    /// The units shown, in no order.
    pub units: Vec<ShownUnit>,
    /// Where the replay stands in the log, and the event on screen.
    pub pace: Pace<LogEvent>,
    /// The number floating up now.
    pub float: Option<Float>,
    /// The game log in words, newest last.
    pub lines: Vec<String>,
}

impl Replay {
    /// The replay of a new game: the board as it stands, nothing shown yet.
    pub fn new(game: &Game) -> Replay {
        let mut replay = Replay::default();
        replay.sync(game);
        replay
    }

    /// The board read from the rules state.
    pub fn sync(&mut self, game: &Game) {
        self.units = game.units().map(|s| shown(game, s)).collect();
    }

    /// How far the event on screen has played, 0 to 1.
    pub fn progress(&self) -> f32 {
        self.pace.progress()
    }

    /// True when every event of the log is shown.
    pub fn caught_up(&self, game: &Game) -> bool {
        self.pace.caught_up(game.log().len())
    }

    /// The unit shown on `tile`.
    pub fn on(&self, tile: Tile) -> Option<&ShownUnit> {
        self.units.iter().find(|u| u.tile == tile && !u.dying)
    }

    /// The unit of card `slot`, if shown.
    pub fn unit(&self, slot: Slot) -> Option<&ShownUnit> {
        self.units.iter().find(|u| u.slot == slot)
    }

    fn unit_mut(&mut self, slot: Slot) -> Option<&mut ShownUnit> {
        self.units.iter_mut().find(|u| u.slot == slot)
    }

    /// The motion a unit makes now.
    pub fn motion(&self, slot: Slot) -> Motion {
        let p = self.progress();
        match self.pace.current {
            Some((LogEvent::Moved { unit, from, .. }, _)) if unit == slot => {
                Motion::Walk(from, 1.0 - p)
            }
            Some((LogEvent::Attacked { attacker, target }, _)) if attacker == slot => {
                match self.unit(target) {
                    Some(t) => Motion::Lunge(t.tile, (p * std::f32::consts::PI).sin()),
                    None => Motion::Still,
                }
            }
            Some((LogEvent::Deployed { unit, .. }, _)) if unit == slot => Motion::Appear(p),
            _ => match self.unit(slot) {
                Some(u) if u.dying => Motion::Fade(1.0 - p),
                _ => Motion::Still,
            },
        }
    }

    /// Shows one event; returns how long it stays before the next.
    pub fn show(&mut self, game: &Game, event: &LogEvent) -> f32 {
        // The unit that died in the last event is gone now.
        self.units.retain(|u| !u.dying);
        self.float = None;
        if let Some(line) = describe::event(game, event, HUMAN) {
            self.lines.push(line);
            let excess = self.lines.len().saturating_sub(200);
            self.lines.drain(..excess);
        }
        match *event {
            LogEvent::TurnStarted { player, .. } => {
                for u in self.units.iter_mut().filter(|u| u.owner == player) {
                    u.spent = false;
                }
                0.45
            }
            LogEvent::Deployed { unit, tile, .. } => {
                self.units.retain(|u| u.slot != unit);
                let mut arrived = printed(game, unit, tile);
                arrived.spent = true;
                self.units.push(arrived);
                0.4
            }
            LogEvent::Moved { unit, to, .. } => {
                if let Some(u) = self.unit_mut(unit) {
                    u.tile = to;
                }
                0.35
            }
            LogEvent::Attacked { attacker, .. } => {
                if let Some(u) = self.unit_mut(attacker) {
                    u.spent = true;
                    u.stealth = false;
                }
                0.5
            }
            LogEvent::Damaged {
                unit,
                amount,
                health,
                ..
            } => {
                if let Some(u) = self.unit_mut(unit) {
                    u.health = health;
                }
                self.float = Some(Float {
                    slot: unit,
                    text: format!("-{amount}"),
                    hurt: true,
                });
                0.45
            }
            LogEvent::Healed { unit, health } => {
                if let Some(u) = self.unit_mut(unit) {
                    u.health = health;
                }
                self.float = Some(Float {
                    slot: unit,
                    text: "+".into(),
                    hurt: false,
                });
                0.35
            }
            LogEvent::Stats {
                unit,
                attack,
                health,
                max,
                protection,
            } => {
                if let Some(u) = self.unit_mut(unit) {
                    (u.attack, u.health, u.max, u.protection) = (attack, health, max, protection);
                }
                0.15
            }
            LogEvent::Keywords { unit, bits } => {
                if let Some(u) = self.unit_mut(unit) {
                    u.guard = bits & kw::GUARD != 0;
                    u.stealth = bits & kw::STEALTH != 0;
                }
                0.15
            }
            LogEvent::Revealed { unit } => {
                if let Some(u) = self.unit_mut(unit) {
                    u.stealth = false;
                }
                0.1
            }
            LogEvent::Stunned { unit } | LogEvent::StunEnded { unit } => {
                let on = matches!(event, LogEvent::Stunned { .. });
                if let Some(u) = self.unit_mut(unit) {
                    u.stunned = on;
                }
                0.3
            }
            LogEvent::Banished { unit } | LogEvent::BanishEnded { unit } => {
                let on = matches!(event, LogEvent::Banished { .. });
                if let Some(u) = self.unit_mut(unit) {
                    u.banished = on;
                }
                0.35
            }
            LogEvent::Died { unit, .. } => {
                if let Some(u) = self.unit_mut(unit) {
                    u.dying = true;
                }
                0.5
            }
            LogEvent::Transformed { from, .. } | LogEvent::Recalled { unit: from, .. } => {
                if let Some(u) = self.unit_mut(from) {
                    u.dying = true;
                }
                0.4
            }
            LogEvent::Warcry { .. } | LogEvent::LeaderAbility { .. } => 0.35,
            LogEvent::Played { .. } => 0.3,
            LogEvent::GameOver { .. } => 0.8,
            LogEvent::Drew { .. } => 0.05,
            _ => 0.1,
        }
    }
}

/// A unit as it stands in the rules state.
fn shown(game: &Game, slot: Slot) -> ShownUnit {
    let (card, place, u) = game.get(slot);
    ShownUnit {
        slot,
        owner: card.owner,
        tile: place.tile,
        attack: u.attack,
        health: u.health,
        max: u.max_health,
        protection: u.protection,
        movement: u.movement,
        range: u.range,
        stunned: u.stunned(),
        banished: u.banished(),
        stealth: u.has(kw::STEALTH),
        guard: u.has(kw::GUARD),
        spent: !u.stone() && (u.is(flag::EXHAUSTED) || u.is(flag::ATTACKED) || u.is(flag::MOVED)),
        stone: u.stone(),
        dying: false,
    }
}

/// A unit as its card prints it, arriving on `tile` (the numbers its auras and later events
/// give it follow in the log).
fn printed(game: &Game, slot: Slot, tile: Tile) -> ShownUnit {
    let def = &game.info(slot).def;
    let owner = if def.neutral {
        NEUTRAL
    } else {
        game.card(slot).owner
    };
    ShownUnit {
        slot,
        owner,
        tile,
        attack: def.attack as i16,
        health: def.health as i16,
        max: def.health as i16,
        protection: 0,
        movement: def.movement,
        range: match def.range {
            Range::Melee => 0,
            Range::Ranged(n) => n,
        },
        stunned: false,
        banished: false,
        stealth: def
            .keywords
            .contains(&crate::rulesets::gods::schema::Keyword::Stealth),
        guard: def
            .keywords
            .contains(&crate::rulesets::gods::schema::Keyword::Guard),
        spent: false,
        stone: false,
        dying: false,
    }
}

/// Shows the next events whose time has come; once all are shown, reads the board again.
pub fn advance(
    time: Res<Time>,
    timeline: Option<Res<crate::app::timeline::Timeline>>,
    game: Option<Res<ActiveGame<Gods>>>,
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
    if replay.caught_up(&game.0) {
        replay.pace.current = None;
        replay.float = None;
        replay.sync(&game.0);
    }
}
