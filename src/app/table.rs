//! The game table: both heroes, hero powers, mana, hands, boards, weapons, secrets, deck counts and
//! the game log, drawn from the timeline's position; clicks become intents. Legal targets light up
//! while a card, an attacker or the hero power is picked up.

use crate::rulesets::hearth::Reads;
use std::collections::HashMap;
use std::time::Instant;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

use super::describe;
use super::intent::{Selection, Source, UiIntent, actions_in, targets_in};
use super::screen::Screen;
use super::session::{HUMAN, PuzzleRun};
use super::timeline::Timeline;
use super::ui::{self, Outline, palette};
use crate::engine::{EntityId, Rules};
use crate::rulesets::hearth::components::Step;
use crate::rulesets::hearth::plugin::ActiveGame;
use crate::rulesets::hearth::scenario::format::Goal;
use crate::rulesets::hearth::scenario::goal::goal_met;
use crate::rulesets::hearth::{Action, Game, LogEvent};

/// Where each card was drawn last frame (logical pixels), so scripts can point at it.
#[derive(Resource, Debug, Clone)]
pub struct CardRects(pub HashMap<EntityId, egui::Rect>, pub f32);

impl Default for CardRects {
    fn default() -> Self {
        Self(HashMap::new(), 1.0)
    }
}

/// Time the app's own systems spend per frame (measured around the table's drawing and input).
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct AppSystemsTime {
    /// Frames measured.
    pub frames: u64,
    /// Total seconds.
    pub total: f64,
    /// The slowest frame, in seconds.
    pub worst: f64,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AppSystemsTime>()
        .init_resource::<CardRects>()
        .add_systems(
            EguiPrimaryContextPass,
            draw_table.run_if(in_state(Screen::Game)),
        )
        .add_systems(Update, finish_game.run_if(in_state(Screen::Game)));
}

/// Goes to the end screen once the game is over and the table has shown everything.
fn finish_game(
    game: Option<Res<ActiveGame>>,
    timeline: Res<Timeline>,
    mut next: ResMut<NextState<Screen>>,
) {
    if game.is_some_and(|g| g.0.is_over()) && !timeline.is_busy() {
        next.set(Screen::End);
    }
}

/// What a card on the table is to the player, which decides what clicking or dragging it means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    /// A card in the human's hand.
    Hand,
    /// The human's hero or one of their minions.
    Friendly,
    /// The human's hero power.
    HeroPower,
    /// Anything of the opponent's.
    Enemy,
}

/// Every card drawn this frame, with its response, for clicks, drags and drops.
type Drawn = Vec<(EntityId, Role, egui::Response)>;

/// Damage and healing of the step on screen, as badges on the cards concerned.
fn badges(live: &Game, timeline: &Timeline) -> HashMap<EntityId, (String, Color32)> {
    let mut totals: HashMap<EntityId, i16> = HashMap::new();
    let mut buffs: HashMap<EntityId, (i16, i16)> = HashMap::new();
    for event in timeline.current_events(live) {
        match *event {
            LogEvent::Damaged { target, amount, .. } => {
                *totals.entry(target).or_default() -= amount
            }
            LogEvent::Healed { target, amount } => *totals.entry(target).or_default() += amount,
            LogEvent::Enchanted {
                target,
                enchantment,
            } => {
                if let Some(e) = live.enchantment(enchantment) {
                    let entry = buffs.entry(target).or_default();
                    entry.0 += e.attack;
                    entry.1 += e.health;
                }
            }
            _ => {}
        }
    }
    let buffed = buffs
        .into_iter()
        .filter(|(_, (a, h))| (*a, *h) != (0, 0))
        .map(|(id, (a, h))| (id, (format!("{a:+}/{h:+}"), palette::SELECTED)));
    let mut shown: HashMap<EntityId, (String, Color32)> = buffed.collect();
    let changes = totals.into_iter().filter(|(_, n)| *n != 0).map(|(id, n)| {
        let badge = if n < 0 {
            (n.to_string(), palette::DAMAGED)
        } else {
            (format!("+{n}"), palette::BUFFED)
        };
        (id, badge)
    });
    // Damage and healing matter more than a buff when both happen in one step.
    shown.extend(changes);
    shown
}

#[allow(clippy::too_many_arguments)]
fn draw_table(
    mut contexts: EguiContexts,
    game: Option<Res<ActiveGame>>,
    timeline: Res<Timeline>,
    mut selection: ResMut<Selection>,
    mut intents: MessageWriter<UiIntent>,
    mut timing: ResMut<AppSystemsTime>,
    puzzle: Option<Res<PuzzleRun>>,
    mut rects: ResMut<CardRects>,
) -> Result {
    let started = Instant::now();
    let Some(live) = game else {
        return Ok(());
    };
    let live = &live.0;
    let shown = timeline.position(live);
    let idle = !timeline.is_busy() && live.to_act() == HUMAN && !live.is_over();
    // The engine's legal actions, once per frame: every highlight below filters this list.
    let legal = live.legal_actions();
    let targets = match (idle, selection.source) {
        (true, Some(source)) => targets_in(&legal, source),
        _ => Vec::new(),
    };
    let badges = badges(live, &timeline);
    let playable: Vec<EntityId> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Play { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    let look = Look {
        live,
        legal: &legal,
        shown,
        idle,
        selection: &selection,
        targets: &targets,
        badges: &badges,
    };
    let mut drawn: Drawn = Vec::new();
    let mut clicked: Vec<UiIntent> = Vec::new();
    let ctx = contexts.ctx_mut()?;
    let mut root = ui::root_ui(ctx);
    if selection.show_log {
        egui::Panel::right("log")
            .default_size(280.0)
            .show(&mut root, |ui| {
                ui.heading("Game log");
                egui::ScrollArea::vertical()
                    .stick_to_bottom(true)
                    .show(ui, |ui| {
                        let end = if timeline.shown.is_none() {
                            live.log().len()
                        } else {
                            timeline.current.end
                        };
                        for event in &live.log().events()[..end.min(live.log().len())] {
                            if let Some(text) = describe::event(shown, event) {
                                ui.label(text);
                            }
                        }
                    });
            });
    }
    egui::Panel::top("opponent")
        .exact_size(116.0)
        .show(&mut root, |ui| {
            side_header(ui, &look, 1 - HUMAN, &mut drawn);
        });
    egui::Panel::bottom("you")
        .exact_size(300.0)
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                for &card in &shown.player(HUMAN).hand {
                    let ready = idle && playable.contains(&card);
                    let response = ui::card(
                        ui,
                        shown,
                        card,
                        look.outline(card, ready),
                        egui::vec2(104.0, 112.0),
                        None,
                    );
                    drawn.push((card, Role::Hand, response));
                }
            });
            ui.separator();
            side_header(ui, &look, HUMAN, &mut drawn);
            ui.horizontal(|ui| {
                let nothing_left = idle && legal == [Action::EndTurn];
                let label = if nothing_left {
                    "END TURN ▶"
                } else {
                    "End turn"
                };
                let button = egui::Button::new(RichText::new(label).size(18.0).strong()).fill(
                    if nothing_left {
                        palette::PLAYABLE
                    } else {
                        Color32::from_gray(60)
                    },
                );
                if ui.add_enabled(idle, button).clicked() {
                    clicked.push(UiIntent::EndTurn);
                }
                if let Some(reason) = &selection.refusal {
                    ui.label(RichText::new(reason).color(palette::DAMAGED).strong());
                }
                if idle && live.rope_burning() {
                    let left = live.turn_time_left_ms() as f32 / 1000.0;
                    let share = left / (crate::rulesets::hearth::ROPE_MS as f32 / 1000.0);
                    let rope = egui::ProgressBar::new(share)
                        .desired_width(260.0)
                        .fill(palette::DAMAGED)
                        .text(format!("rope: {left:.0} s"));
                    ui.add(rope);
                }
                if !idle && !live.is_over() {
                    ui.label(RichText::new("Opponent's turn…").italics());
                }
            });
        });
    egui::CentralPanel::default().show(&mut root, |ui| {
        if let Some(run) = &puzzle {
            let solved = goal_met(run.goal, live, HUMAN, run.start_turn);
            let text = format!(
                "Puzzle \"{}\": {}{}",
                run.name,
                goal_text(run.goal),
                if solved { "  —  SOLVED!" } else { "" }
            );
            ui.label(RichText::new(text).size(17.0).strong().color(if solved {
                palette::BUFFED
            } else {
                Color32::WHITE
            }));
        }
        banner(ui, live, shown, &timeline);
        for seat in [1 - HUMAN, HUMAN] {
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                for &minion in &shown.player(seat).board {
                    let ready =
                        seat == HUMAN && !actions_in(&legal, Source::Attacker(minion)).is_empty();
                    let response = ui::card(
                        ui,
                        shown,
                        minion,
                        look.outline(minion, ready),
                        egui::vec2(96.0, 76.0),
                        badges.get(&minion).cloned(),
                    );
                    let role = if seat == HUMAN {
                        Role::Friendly
                    } else {
                        Role::Enemy
                    };
                    drawn.push((minion, role, response));
                }
                if shown.player(seat).board.is_empty() {
                    ui.label(RichText::new("(empty board)").color(Color32::from_gray(110)));
                }
            });
        }
    });
    if idle && live.state().step == Step::Mulligan {
        mulligan_window(ctx, live, &mut clicked);
    }
    if idle && let Some(Source::Hand(card)) = selection.source {
        choose_one_window(ctx, live, &legal, card, &mut clicked);
    }
    if idle && live.pending_choice().is_some() {
        discover_window(ctx, live, &mut clicked);
    }
    interpret(ctx, &selection, &targets, &drawn, &mut clicked);
    // Cards keep their last known place, so a minion that died can still be animated.
    rects.0.extend(drawn.iter().map(|(id, _, r)| (*id, r.rect)));
    // Points to window pixels, for whoever points at cards from outside egui.
    rects.1 = ctx.zoom_factor();
    animate_step(ctx, live, &timeline, &rects);
    for intent in clicked {
        if intent == UiIntent::Cancel {
            selection.source = None;
        }
        intents.write(intent);
    }
    let seconds = started.elapsed().as_secs_f64();
    timing.frames += 1;
    timing.total += seconds;
    timing.worst = timing.worst.max(seconds);
    Ok(())
}

/// What every drawing helper needs to know about the frame.
struct Look<'a> {
    live: &'a Game,
    legal: &'a [Action],
    shown: &'a Game,
    idle: bool,
    selection: &'a Selection,
    targets: &'a [EntityId],
    badges: &'a HashMap<EntityId, (String, Color32)>,
}

impl Look<'_> {
    fn outline(&self, id: EntityId, ready: bool) -> Outline {
        if self
            .selection
            .source
            .is_some_and(|s| source_entity(self.live, s) == Some(id))
        {
            Outline::Selected
        } else if self.targets.contains(&id) {
            Outline::Target
        } else if ready && self.idle && self.selection.source.is_none() {
            Outline::Ready
        } else {
            Outline::Plain
        }
    }
}

/// Turns this frame's clicks, drags and drops into intents, and draws the targeting arrow.
fn interpret(
    ctx: &egui::Context,
    selection: &Selection,
    targets: &[EntityId],
    drawn: &Drawn,
    intents: &mut Vec<UiIntent>,
) {
    let source_of = |id: EntityId, role: Role| match role {
        Role::Hand => Some(Source::Hand(id)),
        Role::Friendly => Some(Source::Attacker(id)),
        Role::HeroPower => Some(Source::HeroPower),
        Role::Enemy => None,
    };
    let hovered_target = drawn
        .iter()
        .find(|(id, _, r)| targets.contains(id) && r.contains_pointer())
        .map(|(id, _, _)| *id);
    for (id, role, response) in drawn {
        if response.drag_started()
            && let Some(source) = source_of(*id, *role)
        {
            intents.push(UiIntent::Pick(source));
        }
        if response.dragged()
            && let Some(pointer) = ctx.pointer_latest_pos()
        {
            let painter = ctx.layer_painter(egui::LayerId::new(
                egui::Order::Foreground,
                egui::Id::new("arrow"),
            ));
            let from = response.rect.center();
            let colour = if hovered_target.is_some() {
                palette::TARGET
            } else {
                palette::SELECTED
            };
            painter.arrow(from, pointer - from, egui::Stroke::new(5.0, colour));
        }
        if response.drag_stopped() {
            intents.push(hovered_target.map_or(UiIntent::DropOnBoard, UiIntent::Target));
        }
        if response.clicked() {
            intents.push(match (role, selection.source) {
                (Role::HeroPower, _) => UiIntent::HeroPower,
                (Role::Hand, _) => UiIntent::Select(Source::Hand(*id)),
                (_, Some(_)) => UiIntent::Target(*id),
                (Role::Friendly, None) => UiIntent::Select(Source::Attacker(*id)),
                (Role::Enemy, None) => UiIntent::Cancel,
            });
        }
    }
}

/// Motion for the step on screen: an attacker slides to its target and back, a played card flies
/// from the hand to where it landed. Painted over the table from the cards' last known places.
fn animate_step(ctx: &egui::Context, live: &Game, timeline: &Timeline, rects: &CardRects) {
    let t = timeline.progress();
    if t >= 1.0 {
        return;
    }
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::new("motion"),
    ));
    let ghost = |center: egui::Pos2, size: egui::Vec2, name: &str| {
        let rect = egui::Rect::from_center_size(center, size);
        painter.rect_filled(rect, 8.0, Color32::from_rgba_unmultiplied(70, 58, 44, 235));
        painter.rect_stroke(
            rect,
            8.0,
            egui::Stroke::new(3.0, palette::SELECTED),
            egui::StrokeKind::Outside,
        );
        painter.text(
            center,
            egui::Align2::CENTER_CENTER,
            name,
            egui::FontId::proportional(14.0),
            Color32::WHITE,
        );
    };
    for event in timeline.current_events(live) {
        match *event {
            LogEvent::Attack { attacker, defender } => {
                let (Some(from), Some(to)) = (rects.0.get(&attacker), rects.0.get(&defender))
                else {
                    continue;
                };
                // Out and back: the lunge peaks halfway through the step.
                let reach = (std::f32::consts::PI * t).sin() * 0.85;
                let center = from.center() + (to.center() - from.center()) * reach;
                ghost(center, from.size(), &live.info(attacker).def.name);
                if reach > 0.7 {
                    painter.circle_stroke(
                        to.center(),
                        30.0 * reach,
                        egui::Stroke::new(4.0, palette::DAMAGED),
                    );
                }
            }
            LogEvent::Drew { player, card } if player == HUMAN => {
                // From the deck (right edge) into its place in the hand.
                let Some(to) = rects.0.get(&card) else {
                    continue;
                };
                let start = egui::pos2(ctx.viewport_rect().right(), to.center().y - 120.0);
                let eased = 1.0 - (1.0 - (t * 1.6).min(1.0)).powi(3);
                if eased < 1.0 {
                    ghost(
                        start + (to.center() - start) * eased,
                        to.size(),
                        &live.info(card).def.name,
                    );
                }
            }
            LogEvent::Died { card } => {
                // The dead fade out where they stood, crossed out.
                let Some(at) = rects.0.get(&card) else {
                    continue;
                };
                let alpha = ((1.0 - t) * 200.0) as u8;
                painter.rect_filled(*at, 8.0, Color32::from_black_alpha(alpha));
                let stroke =
                    egui::Stroke::new(4.0, Color32::from_rgba_unmultiplied(235, 80, 70, alpha));
                painter.line_segment([at.left_top(), at.right_bottom()], stroke);
                painter.line_segment([at.right_top(), at.left_bottom()], stroke);
            }
            LogEvent::Played { card, .. } => {
                let Some(to) = rects.0.get(&card) else {
                    continue;
                };
                let start =
                    egui::pos2(ctx.viewport_rect().center().x, ctx.viewport_rect().bottom());
                let eased = 1.0 - (1.0 - (t * 2.0).min(1.0)).powi(3);
                let center = start + (to.center() - start) * eased;
                if eased < 1.0 {
                    ghost(center, to.size(), &live.info(card).def.name);
                }
            }
            _ => {}
        }
    }
    ctx.request_repaint();
}

/// A goal in words.
fn goal_text(goal: Goal) -> &'static str {
    match goal {
        Goal::Lethal => "win this turn",
        Goal::ClearBoard => "leave no minion on either board",
        Goal::Mirror => "make both boards the same",
        Goal::Survive => "be alive after the opponent's next turn",
    }
}

/// The entity a selection stands on, for its outline.
fn source_entity(game: &Game, source: Source) -> Option<EntityId> {
    match source {
        Source::Hand(id) | Source::Attacker(id) | Source::Choice(id, _) => Some(id),
        Source::HeroPower => Some(game.player(HUMAN).hero_power),
    }
}

/// One side's hero row: hero, hero power, weapon, mana, hand (backs for the opponent), deck,
/// graveyard, secrets and corpses.
fn side_header(ui: &mut egui::Ui, look: &Look, seat: u8, drawn: &mut Drawn) {
    let game = look.shown;
    let player = game.player(seat);
    let friendly = seat == HUMAN;
    ui.horizontal(|ui| {
        let hero = player.hero;
        let hero_ready = friendly && !actions_in(look.legal, Source::Attacker(hero)).is_empty();
        let response = ui::card(
            ui,
            game,
            hero,
            look.outline(hero, hero_ready),
            egui::vec2(120.0, 70.0),
            look.badges.get(&hero).cloned(),
        );
        drawn.push((
            hero,
            if friendly {
                Role::Friendly
            } else {
                Role::Enemy
            },
            response,
        ));
        let power = player.hero_power;
        let power_ready = friendly && !actions_in(look.legal, Source::HeroPower).is_empty();
        let response = ui::card(
            ui,
            game,
            power,
            look.outline(power, power_ready),
            egui::vec2(110.0, 70.0),
            None,
        );
        if friendly {
            drawn.push((power, Role::HeroPower, response));
        }
        let power_def = game.card(power).def;
        let upgraded = game
            .db()
            .iter()
            .any(|c| c.def.upgrade.as_ref().is_some_and(|u| u.index == power_def));
        if upgraded {
            ui.label(
                RichText::new("★ upgraded")
                    .color(palette::SELECTED)
                    .strong(),
            );
        }
        if let Some(weapon) = player.weapon {
            ui::card(
                ui,
                game,
                weapon,
                Outline::Plain,
                egui::vec2(90.0, 60.0),
                None,
            );
        }
        ui.vertical(|ui| {
            ui::mana(ui, player.mana, player.max_mana, player.overload_locked);
            ui.horizontal(|ui| {
                ui.label(format!(
                    "Deck {} · Fatigue {} · Secrets {}",
                    player.deck.len(),
                    player.fatigue,
                    player.secrets.len()
                ));
                if game.info(player.hero).def.class
                    == crate::rulesets::hearth::schema::Class::DeathKnight
                {
                    ui.label(format!("· Corpses {}", player.corpses));
                }
                graveyard_button(ui, game, seat);
            });
            if friendly && !player.secrets.is_empty() {
                let names: Vec<&str> = player
                    .secrets
                    .iter()
                    .map(|s| game.info(*s).def.name.as_str())
                    .collect();
                ui.label(
                    RichText::new(format!("Your secrets: {}", names.join(", ")))
                        .color(palette::SELECTED),
                );
            }
            if !friendly {
                ui::card_backs(ui, player.hand.len());
            }
        });
    });
}

/// A button that opens a window listing `seat`'s graveyard.
fn graveyard_button(ui: &mut egui::Ui, game: &Game, seat: u8) {
    let id = egui::Id::new(("graveyard", seat));
    let mut open: bool = ui
        .ctx()
        .data_mut(|d| *d.get_temp_mut_or_default::<bool>(id));
    let count = game.player(seat).graveyard.len();
    if ui.small_button(format!("Graveyard ({count})")).clicked() {
        open = !open;
    }
    let title = if seat == HUMAN {
        "Your graveyard"
    } else {
        "Opponent's graveyard"
    };
    egui::Window::new(title)
        .id(egui::Id::new(("graveyard-window", seat)))
        .open(&mut open)
        .show(ui.ctx(), |ui| {
            for card in &game.player(seat).graveyard {
                ui.label(describe::entity(game, *card));
            }
            if count == 0 {
                ui.label("(empty)");
            }
        });
    ui.ctx().data_mut(|d| d.insert_temp(id, open));
}

/// What the step on screen did, in words.
fn banner(ui: &mut egui::Ui, live: &Game, shown: &Game, timeline: &Timeline) {
    let lines: Vec<String> = timeline
        .current_events(live)
        .iter()
        .filter_map(|e| describe::event(shown, e))
        .collect();
    let text = if lines.is_empty() {
        format!("Turn {}", shown.turn())
    } else {
        lines.join("  ·  ")
    };
    ui.label(RichText::new(text).size(15.0).color(palette::SELECTED));
}

/// Choose One: the options of the picked-up card, as buttons with their text.
fn choose_one_window(
    ctx: &egui::Context,
    game: &Game,
    legal: &[Action],
    card: EntityId,
    clicked: &mut Vec<UiIntent>,
) {
    let options = &game.info(card).def.choose_one;
    if options.is_empty() {
        return;
    }
    egui::Window::new(format!("{}: choose one", game.info(card).def.name))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                for (i, option) in options.iter().enumerate() {
                    let def = &game.db().get(option.index).def;
                    let playable = !actions_in(legal, Source::Choice(card, i as u8)).is_empty();
                    let text = RichText::new(format!("{}\n{}", def.name, def.text)).size(15.0);
                    let button = egui::Button::new(text).min_size(egui::vec2(180.0, 90.0));
                    if ui.add_enabled(playable, button).clicked() {
                        clicked.push(UiIntent::Select(Source::Choice(card, i as u8)));
                    }
                }
            });
            if ui.button("Cancel").clicked() {
                clicked.push(UiIntent::Cancel);
            }
        });
}

/// Discover: the offered cards; click one to take it.
fn discover_window(ctx: &egui::Context, game: &Game, clicked: &mut Vec<UiIntent>) {
    let Some(choice) = game.pending_choice() else {
        return;
    };
    egui::Window::new("Discover")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label("Choose a card.");
            ui.horizontal(|ui| {
                for (i, &option) in choice.options.iter().enumerate() {
                    if ui::card(
                        ui,
                        game,
                        option,
                        Outline::Ready,
                        egui::vec2(120.0, 140.0),
                        None,
                    )
                    .clicked()
                    {
                        clicked.push(UiIntent::Choose(i as u8));
                    }
                }
            });
        });
}

/// The mulligan: click cards to mark them for replacement, then confirm.
fn mulligan_window(ctx: &egui::Context, game: &Game, clicked: &mut Vec<UiIntent>) {
    let id = egui::Id::new("mulligan-mask");
    let mut mask: u8 = ctx.data_mut(|d| *d.get_temp_mut_or_default::<u8>(id));
    egui::Window::new("Opening hand")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label("Click the cards to replace, then confirm.");
            ui.horizontal(|ui| {
                for (i, &card) in game.player(HUMAN).hand.iter().enumerate() {
                    let marked = mask & (1 << i) != 0;
                    let outline = if marked {
                        Outline::Selected
                    } else {
                        Outline::Plain
                    };
                    ui.vertical(|ui| {
                        if ui::card(ui, game, card, outline, egui::vec2(110.0, 130.0), None)
                            .clicked()
                        {
                            mask ^= 1 << i;
                        }
                        ui.label(if marked { "replace" } else { "keep" });
                    });
                }
            });
            if ui.button(RichText::new("Confirm").size(18.0)).clicked() {
                clicked.push(UiIntent::Mulligan(mask));
                mask = 0;
            }
        });
    ctx.data_mut(|d| d.insert_temp(id, mask));
}
