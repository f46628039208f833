//! Motion of the step on screen, as tweens on the table's own nodes, each event at its moment in
//! the step: an attacker lunges at its target and back, spells and hero powers travel from their
//! caster to their target as orbs, damage and healing numbers pop on the character when the blow
//! lands, a popped Divine Shield rings out, the dead fade where they stood and then the row closes
//! up, a drawn card slides in from the deck, a played card flies to its slot, a card the opponent
//! plays is shown, a revealed Secret flips over, a burnt card shows before it goes.
//!
//! The rules never wait for any of this: the step's time is the timeline's, every animation ends
//! within it, and a new step stops whatever the last one still had running.

use std::collections::{HashMap, HashSet};
use std::ops::Range;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy_tween::combinator::{AnimationCommands, forward, parallel, sequence, tween};
use bevy_tween::interpolate::background_color;
use bevy_tween::prelude::*;

use super::cards::{self, FACE, gem};
use super::frame_cost::AppSystemsTime;
use super::view::{PiecePlaces, absolute, class_colour, rebuild};
use crate::app::HUMAN;
use crate::app::screen::Screen;
use crate::app::timeline::Timeline;
use crate::app::tweens::{Animation, Grow, Offset};
use crate::engine::EntityId;
use crate::rulesets::hearth::plugin::ActiveGame;
use crate::rulesets::hearth::schema::CardType;
use crate::rulesets::hearth::{Game, LogEvent, Reads};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        animate.after(rebuild).run_if(in_state(Screen::Game)),
    );
}

/// When blows and spells land, as a share of the step.
const IMPACT: f32 = 0.4;
/// When the last effects are gone, as a share of the step.
const GONE: f32 = 0.95;

/// Colours of the effects.
mod colour {
    use bevy::prelude::Color;
    pub const DAMAGE: Color = Color::srgb(0.80, 0.10, 0.08);
    pub const HEAL: Color = Color::srgb(0.15, 0.62, 0.20);
    pub const ARMOR: Color = Color::srgb(0.45, 0.48, 0.52);
    pub const SHIELD: Color = Color::srgba(1.0, 0.85, 0.30, 0.85);
    pub const FIRE: Color = Color::srgb(1.0, 0.55, 0.15);
    pub const MAGIC: Color = Color::srgb(0.70, 0.45, 1.0);
    pub const BURNT: Color = Color::srgba(0.85, 0.20, 0.05, 0.55);
    pub const CLEAR: Color = Color::srgba(0.0, 0.0, 0.0, 0.0);
}

/// When the `n`th number of a step (damage, healing, armor, in log order) pops, as a share of the
/// step: numbers land one after the other.
fn lands_at(n: usize) -> f32 {
    IMPACT + 0.04 * n.min(8) as f32
}

/// The characters each number of the step on screen lands on, in the order they pop.
fn numbered(events: &[LogEvent]) -> impl Iterator<Item = EntityId> + '_ {
    events.iter().filter_map(|event| match *event {
        LogEvent::Damaged { target, .. } | LogEvent::Healed { target, .. } => Some(target),
        LogEvent::ArmorGained { hero, .. } => Some(hero),
        _ => None,
    })
}

/// The characters whose first number of the step on screen has not popped yet: the table shows
/// their Health and Armor as before the step until it does. Empty when the step is not animated.
pub(super) fn unlanded(live: &Game, timeline: &Timeline) -> HashSet<EntityId> {
    if timeline.before.is_none() || timeline.speed.seconds_per_step() <= 0.0 {
        return HashSet::new();
    }
    let progress = timeline.progress();
    let mut landed = HashSet::new();
    let mut waiting = HashSet::new();
    for (n, target) in numbered(timeline.current_events(live)).enumerate() {
        if lands_at(n) <= progress {
            landed.insert(target);
        } else if !landed.contains(&target) {
            waiting.insert(target);
        }
    }
    waiting
}

/// What motion remembers between rebuilds.
#[derive(Default)]
struct Seen {
    /// The rebuild last looked at.
    generation: u64,
    /// The step last animated.
    step: Range<usize>,
    /// The log's length then: a shorter log is a new game.
    logged: usize,
    /// Each card's place at the last rebuild.
    rects: HashMap<EntityId, Rect>,
    /// The window's size then: a resized table jumps rather than slides.
    window: Vec2,
    /// Pieces raised above the others for a lunge.
    lifted: Vec<Entity>,
}

/// After each rebuild: a new step starts its events' animations and stops the last step's; a
/// piece whose place changed slides there, a new piece comes in from where it came from.
fn animate(
    mut commands: Commands,
    places: Res<PiecePlaces>,
    timeline: Res<Timeline>,
    game: Option<Res<ActiveGame>>,
    running: Query<(Entity, &Animation)>,
    mut seen: Local<Seen>,
    mut timing: ResMut<AppSystemsTime>,
) {
    if places.generation == seen.generation {
        return;
    }
    let started = Instant::now();
    let Some(live) = game else {
        return;
    };
    let live = &live.0;
    let mut before = std::mem::replace(&mut seen.rects, places.rects.clone());
    if live.log().len() < seen.logged || seen.window != places.window {
        before.clear();
    }
    seen.logged = live.log().len();
    seen.window = places.window;
    seen.generation = places.generation;
    let new_step = timeline.current != seen.step;
    if new_step {
        seen.step = timeline.current.clone();
        for (entity, animation) in &running {
            animation.stop(&mut commands, entity);
        }
        for node in seen.lifted.drain(..) {
            commands.entity(node).try_remove::<GlobalZIndex>();
        }
    }
    let seconds = timeline.speed.seconds_per_step();
    let Some(layer) = places.effects else {
        return;
    };
    if seconds > 0.0 && !before.is_empty() {
        let events = if new_step {
            timeline.current_events(live)
        } else {
            &[]
        };
        let mut stage = Stage {
            commands: &mut commands,
            layer,
            seconds,
            places: &places,
            before: &before,
            shown: timeline.position(live),
            lifted: &mut seen.lifted,
            ghosts: HashMap::new(),
        };
        stage.play(events);
    }
    timing.add(started.elapsed());
}

/// Starts the animations of one step.
struct Stage<'a, 'w, 's> {
    commands: &'a mut Commands<'w, 's>,
    /// Parent of the effects' nodes.
    layer: Entity,
    /// The step's length.
    seconds: f32,
    places: &'a PiecePlaces,
    /// Each card's place before the step.
    before: &'a HashMap<EntityId, Rect>,
    /// The position after the step.
    shown: &'a Game,
    lifted: &'a mut Vec<Entity>,
    /// The nodes standing in for the step's dead.
    ghosts: HashMap<EntityId, Entity>,
}

impl Stage<'_, '_, '_> {
    /// A share of the step, as time.
    fn at(&self, share: f32) -> Duration {
        Duration::from_secs_f32(share * self.seconds)
    }

    /// Where a card is now, or was before the step (the dead, spells cast from the hand).
    fn rect(&self, id: EntityId) -> Option<Rect> {
        (self.places.rects.get(&id))
            .or_else(|| self.before.get(&id))
            .copied()
    }

    /// A new node on the effects layer at `rect` (an oval with a border of that width when
    /// `oval` says so), hidden (shrunk to nothing) until its animation shows it unless `shown`.
    fn effect(
        &mut self,
        rect: Rect,
        oval: Option<f32>,
        shown: bool,
        bundle: impl Bundle,
    ) -> Entity {
        let (border_radius, border) = match oval {
            Some(width) => (
                BorderRadius::all(Val::Percent(50.0)),
                UiRect::all(Val::Px(width)),
            ),
            None => (BorderRadius::ZERO, UiRect::ZERO),
        };
        let scale = if shown { Vec2::ONE } else { Vec2::ZERO };
        self.commands
            .spawn((
                Node {
                    border_radius,
                    border,
                    ..absolute(rect)
                },
                UiTransform::from_scale(scale),
                Pickable::IGNORE,
                bundle,
                ChildOf(self.layer),
            ))
            .id()
    }

    /// Starts an animation; `node` goes when it ends.
    fn run(
        &mut self,
        node: Option<Entity>,
        animation: impl FnOnce(&mut AnimationCommands, &mut Duration),
    ) {
        Animation::spawn(self.commands, node, animation);
    }

    /// Every event's animation, then the pieces that moved or came in.
    fn play(&mut self, events: &[LogEvent]) {
        let mut strikers = HashSet::new();
        let mut played = HashSet::new();
        let mut hidden = HashSet::new();
        let mut drawn = Vec::new();
        for event in events {
            match *event {
                LogEvent::Attack { attacker, defender } => {
                    strikers.extend([attacker, defender]);
                }
                LogEvent::Played { card, .. } => {
                    played.insert(card);
                }
                LogEvent::SecretPlaced { card, .. } => {
                    hidden.insert(card);
                }
                LogEvent::Drew { player, card } if player == HUMAN => drawn.push(card),
                LogEvent::Died { card } => self.ghost(card),
                _ => {}
            }
        }
        let deaths = !self.ghosts.is_empty();
        let mut pops = 0;
        let mut orbs = HashSet::new();
        let mut by_effect_shown = false;
        for event in events {
            match *event {
                LogEvent::Attack { attacker, defender } => self.lunge(attacker, defender),
                LogEvent::Damaged {
                    target,
                    source,
                    amount,
                } => {
                    if !strikers.contains(&source) && orbs.insert((source, target)) {
                        self.orb(source, target, colour::FIRE);
                    }
                    self.pop(target, format!("-{amount}"), colour::DAMAGE, &mut pops);
                }
                LogEvent::Healed { target, amount } => {
                    self.pop(target, format!("+{amount}"), colour::HEAL, &mut pops)
                }
                LogEvent::ArmorGained { hero, amount } => {
                    self.pop(hero, format!("+{amount}"), colour::ARMOR, &mut pops)
                }
                LogEvent::ShieldPopped { target } => self.ring(target),
                LogEvent::Played {
                    player,
                    card,
                    target,
                    ..
                } => {
                    let spell = self.shown.info(card).def.kind != CardType::Minion;
                    if let Some(target) = target
                        && spell
                        && orbs.insert((card, target))
                    {
                        let from = self.rect(card).map(|_| card);
                        let from = from.unwrap_or(self.shown.player(player).hero);
                        self.orb(from, target, colour::MAGIC);
                    }
                    if player != HUMAN && !hidden.contains(&card) {
                        self.show(card, player, Reveal::Played);
                    }
                }
                LogEvent::HeroPowerUsed {
                    player,
                    target: Some(target),
                } => {
                    let power = self.shown.player(player).hero_power;
                    if orbs.insert((power, target)) {
                        self.orb(power, target, colour::MAGIC);
                    }
                }
                // Cards an effect plays (Yogg-Saron's spells, a pack) fly from their player's
                // hero to their targets; the first of the step is shown large.
                LogEvent::PlayedByEffect {
                    player,
                    card,
                    target,
                    ..
                } => {
                    let hero = self.shown.player(player).hero;
                    if let Some(target) = target
                        && orbs.insert((card, target))
                    {
                        self.orb(hero, target, colour::MAGIC);
                    }
                    if !by_effect_shown {
                        by_effect_shown = true;
                        self.show(card, player, Reveal::Played);
                    }
                }
                LogEvent::SecretRevealed { player, card, .. } => {
                    self.show(card, player, Reveal::Secret)
                }
                LogEvent::Burned { player, card, .. } => self.show(card, player, Reveal::Burnt),
                _ => {}
            }
        }
        self.pieces(&played, &drawn, deaths);
    }

    /// Pieces whose place changed slide there (after the dead have faded, unless played); new
    /// pieces come in: drawn cards from the deck, the opponent's plays from its hand, the rest grow.
    fn pieces(&mut self, played: &HashSet<EntityId>, drawn: &[EntityId], deaths: bool) {
        let mut nodes: Vec<(EntityId, Entity)> =
            self.places.nodes.iter().map(|(id, n)| (*id, *n)).collect();
        nodes.sort_unstable_by_key(|(id, _)| *id);
        for (id, node) in nodes {
            let Some(rect) = self.places.rects.get(&id).copied() else {
                continue;
            };
            match self.before.get(&id) {
                Some(old) if old.center().distance(rect.center()) > 1.0 => {
                    let wait = if deaths && !played.contains(&id) {
                        IMPACT + 0.15
                    } else {
                        0.0
                    };
                    self.slide(node, old.center() - rect.center(), wait, 0.4);
                }
                Some(_) => {}
                None => {
                    if let Some(n) = drawn.iter().position(|c| *c == id) {
                        let deck = self.places.decks[HUMAN as usize].center();
                        self.slide(node, deck - rect.center(), 0.1 * n.min(4) as f32, 0.5);
                    } else if played.contains(&id) {
                        let hand = self.places.hands[1 - HUMAN as usize].center();
                        self.slide(node, hand - rect.center(), 0.0, 0.45);
                    } else {
                        self.scale_steps(
                            node,
                            None,
                            [
                                (IMPACT, EaseKind::Linear, Grow::uniform(0.0, 0.0)),
                                (0.3, EaseKind::BackOut, Grow::uniform(0.0, 1.0)),
                            ],
                        );
                    }
                }
            }
        }
    }

    /// A piece held `offset` away from its place for `wait`, then sliding home over `length`.
    fn slide(&mut self, node: Entity, offset: Vec2, wait: f32, length: f32) {
        let target = node.into_target();
        let (wait, length) = (self.at(wait), self.at(length));
        let hold = target.with(Offset {
            start: offset,
            end: offset,
        });
        let home = target.with(Offset {
            start: offset,
            end: Vec2::ZERO,
        });
        self.run(None, move |a, at| {
            if !wait.is_zero() {
                tween(wait, EaseKind::Linear, hold)(a, at);
            }
            tween(length, EaseKind::CubicOut, home)(a, at)
        });
    }

    /// The attacker (or the ghost of an attacker that died) goes most of the way to its target
    /// at the moment of impact and comes back, above the other pieces.
    fn lunge(&mut self, attacker: EntityId, defender: EntityId) {
        let node = (self.places.nodes.get(&attacker)).or_else(|| self.ghosts.get(&attacker));
        let (Some(&node), Some(from), Some(to)) = (node, self.rect(attacker), self.rect(defender))
        else {
            return;
        };
        self.commands.entity(node).insert(GlobalZIndex(12));
        self.lifted.push(node);
        let reach = (to.center() - from.center()) * 0.8;
        let target = node.into_target();
        let (go, back) = (self.at(IMPACT), self.at(0.35));
        self.run(None, move |a, at| {
            sequence((
                tween(
                    go,
                    EaseKind::QuadraticIn,
                    target.with(Offset {
                        start: Vec2::ZERO,
                        end: reach,
                    }),
                ),
                tween(
                    back,
                    EaseKind::QuadraticOut,
                    target.with(Offset {
                        start: reach,
                        end: Vec2::ZERO,
                    }),
                ),
            ))(a, at)
        });
    }

    /// An orb from `from` to `to`, arriving at the moment of impact.
    fn orb(&mut self, from: EntityId, to: EntityId, fill: Color) {
        let (Some(start), Some(end)) = (self.rect(from), self.rect(to)) else {
            return;
        };
        if from == to {
            return;
        }
        let size = 26.0;
        let rect = Rect::from_center_size(start.center(), Vec2::splat(size));
        let node = self.effect(
            rect,
            Some(2.0),
            false,
            (
                BackgroundColor(fill),
                BorderColor::all(Color::WHITE),
                BoxShadow::new(fill, Val::ZERO, Val::ZERO, Val::Px(6.0), Val::Px(10.0)),
            ),
        );
        let target = node.into_target();
        let travel = end.center() - start.center();
        let (wait, go) = (self.at(0.05), self.at(IMPACT - 0.05));
        self.run(Some(node), move |a, at| {
            forward(wait)(a, at);
            parallel((
                tween(
                    go,
                    EaseKind::QuadraticIn,
                    target.with(Grow::uniform(0.6, 1.3)),
                ),
                tween(
                    go,
                    EaseKind::SineInOut,
                    target.with(Offset {
                        start: Vec2::ZERO,
                        end: travel,
                    }),
                ),
            ))(a, at)
        });
    }

    /// A number popping on a character when the blow lands; several pop one after the other.
    fn pop(&mut self, on: EntityId, words: String, fill: Color, count: &mut usize) {
        // Counted even when not drawn, so each number pops when `unlanded` says it lands.
        *count += 1;
        let n = *count - 1;
        let Some(rect) = self.rect(on) else {
            return;
        };
        let size = 50.0;
        let place = Rect::from_center_size(rect.center(), Vec2::splat(size));
        let node = self.effect(place, None, false, ());
        self.commands.entity(node).with_children(|p| {
            gem(p, Vec2::splat(size / 2.0), size, fill, words, Color::WHITE);
        });
        let target = node.into_target();
        let wait = self.at(lands_at(n));
        let (grow, rise, shrink) = (self.at(0.12), self.at(0.3), self.at(0.1));
        self.run(Some(node), move |a, at| {
            sequence((
                forward(wait),
                tween(
                    grow,
                    EaseKind::BackOut,
                    target.with(Grow::uniform(0.0, 1.0)),
                ),
                tween(
                    rise,
                    EaseKind::SineOut,
                    target.with(Offset {
                        start: Vec2::ZERO,
                        end: Vec2::new(0.0, -14.0),
                    }),
                ),
                tween(
                    shrink,
                    EaseKind::QuadraticIn,
                    target.with(Grow::uniform(1.0, 0.0)),
                ),
            ))(a, at)
        });
    }

    /// A golden ring bursting from a character whose Divine Shield popped.
    fn ring(&mut self, on: EntityId) {
        let Some(rect) = self.rect(on) else {
            return;
        };
        let node = self.effect(
            Rect::from_center_size(rect.center(), rect.size() * 1.05),
            Some(6.0),
            false,
            BorderColor::all(colour::SHIELD),
        );
        let target = node.into_target();
        let (wait, burst) = (self.at(IMPACT), self.at(0.4));
        self.run(Some(node), move |a, at| {
            forward(wait)(a, at);
            tween(
                burst,
                EaseKind::CubicOut,
                target.with(Grow::uniform(0.9, 1.6)),
            )(a, at)
        });
    }

    /// The dead stand where they were, then shrink and fade to nothing after the blow.
    fn ghost(&mut self, card: EntityId) {
        let Some(rect) = self.before.get(&card).copied() else {
            return;
        };
        let fill = class_colour(self.shown.info(card).def.class);
        let node = self.effect(rect, Some(2.0), true, BackgroundColor(fill));
        let name = self.shown.info(card).def.name.clone();
        self.commands.entity(node).with_children(|p| {
            p.spawn((
                Text::new(name),
                TextFont::from_font_size(10.0),
                TextColor(Color::WHITE),
                TextLayout::justify(Justify::Center),
                Pickable::IGNORE,
            ));
        });
        self.ghosts.insert(card, node);
        let target = node.into_target();
        let (wait, fade) = (self.at(IMPACT + 0.05), self.at(GONE - IMPACT - 0.05));
        self.run(Some(node), move |a, at| {
            forward(wait)(a, at);
            parallel((
                tween(
                    fade,
                    EaseKind::QuadraticIn,
                    target.with(Grow::uniform(1.0, 0.3)),
                ),
                tween(
                    fade,
                    EaseKind::Linear,
                    target.with(background_color(fill, colour::CLEAR)),
                ),
            ))(a, at)
        });
    }

    /// A card shown large for the step: one the opponent played (beside its hero), a Secret
    /// revealed (flipping over), a card burnt for a full hand (beside the deck, in flames).
    fn show(&mut self, card: EntityId, seat: u8, why: Reveal) {
        let size = FACE * 1.4;
        let seat = seat as usize;
        let centre = match why {
            Reveal::Played => Vec2::new(self.places.felt.min.x + size.x * 0.7, {
                self.places.felt.center().y
            }),
            Reveal::Secret => {
                let hero = self.places.heroes[seat];
                let towards = (self.places.felt.center().y - hero.center().y).signum();
                Vec2::new(hero.min.x - size.x * 0.8, hero.center().y + towards * 40.0)
            }
            Reveal::Burnt => {
                let deck = self.places.decks[seat];
                Vec2::new(deck.min.x - size.x * 0.7, deck.center().y)
            }
        };
        let node = self.effect(Rect::from_center_size(centre, size), None, false, ());
        let shown = self.shown;
        self.commands.entity(node).with_children(|p| {
            cards::face(p, shown, card, size);
            if why == Reveal::Burnt {
                p.spawn((
                    Node {
                        position_type: PositionType::Absolute,
                        width: Val::Percent(100.0),
                        height: Val::Percent(100.0),
                        border_radius: BorderRadius::all(Val::Px(8.0)),
                        ..default()
                    },
                    BackgroundColor(colour::BURNT),
                    Pickable::IGNORE,
                ));
            }
        });
        let open = match why {
            Reveal::Secret => Grow {
                start: Vec2::new(0.0, 1.0),
                end: Vec2::ONE,
            },
            _ => Grow::uniform(0.3, 1.0),
        };
        self.scale_steps(
            node,
            Some(node),
            [
                (0.15, EaseKind::CubicOut, open),
                (0.65, EaseKind::Linear, Grow::uniform(1.0, 1.0)),
                (0.12, EaseKind::QuadraticIn, Grow::uniform(1.0, 0.0)),
            ],
        );
    }

    /// Scales `node` through `steps` one after the other (each a share of the step, an easing
    /// and a scale tween); `owned` goes when they end.
    fn scale_steps<const N: usize>(
        &mut self,
        node: Entity,
        owned: Option<Entity>,
        steps: [(f32, EaseKind, Grow); N],
    ) {
        let target = node.into_target();
        let steps = steps.map(|(share, ease, grow)| (self.at(share), ease, grow));
        self.run(owned, move |a, at| {
            for (length, ease, grow) in steps {
                tween(length, ease, target.with(grow))(a, at);
            }
        });
    }
}

/// Why a card is shown large.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reveal {
    /// The opponent played it.
    Played,
    /// A Secret went off.
    Secret,
    /// It was drawn into a full hand and burnt.
    Burnt,
}
