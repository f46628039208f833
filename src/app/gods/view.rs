//! The gods screen (egui): the opponent's side on top (leader, stone, mana, hand, deck), the board in
//! the middle, your hand, leader ability and turn button below, the hovered card and the log on
//! the right; the mulligan and Discover as windows, and the end of the game. A click picks up a
//! card, a unit or the ability and lights what it may do; a click on a lit tile sends the one
//! legal action it stands for, which the rules validate. Pointing at a tile the picked unit may
//! attack shows what the attack would do; pointing at a unit or a card explains its terms.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use egui::{Align2, Color32, Pos2, Rect, RichText, Sense, Vec2};

use super::board::{Grid, Layout, labels, tiles, units};
use super::choices::{Choice, Step, at_once, can_act, options, playable, warcry};
use super::glossary::unit_terms;
use super::hand::{hand_card, help};
use super::leader;
use super::panel::side;
use super::preview;
use super::replay::Replay;
use super::session::{GodsMatch, Pick, leave, start};
use crate::app::HUMAN;
use crate::app::screen::Screen;
use crate::app::ui::{game_over_window, palette, root_ui};
use crate::engine::Rules;
use crate::engine::plugin::{ActiveGame, SubmitAction};
use crate::rulesets::gods::components::{Phase, Slot};
use crate::rulesets::gods::schema::CardKind;
use crate::rulesets::gods::view::View;
use crate::rulesets::gods::{Action, Game, Gods};

/// One player's line: leader, stone, mana, cards, in words.
fn player_line(game: &Game, p: u8) -> String {
    let pl = &game.table().players[p as usize];
    let stone = if game.on_field(pl.stone) {
        let u = game.unit(pl.stone);
        format!("Stone {} of {} Health", u.health.max(0), u.max_health)
    } else {
        "Stone destroyed".into()
    };
    let leader = &game.db().card(pl.leader).def;
    format!(
        "{} — {} ({:?})   {stone}   Mana {} of {}   Hand {}   Deck {}   Graveyard {}{}",
        if p == HUMAN { "You" } else { "Opponent" },
        leader.name,
        leader.pantheon,
        pl.mana,
        pl.max_mana,
        pl.hand.len(),
        pl.deck.len(),
        pl.graveyard.len(),
        if pl.ability_used {
            "   Leader ability used"
        } else {
            ""
        }
    )
}

/// What the player is asked to do now.
fn prompt(game: &Game, replay: &Replay, pick: Pick) -> String {
    if game.is_over() {
        return String::new();
    }
    if !replay.caught_up(game) {
        return "…".into();
    }
    if game.to_act() != HUMAN {
        return "The opponent is thinking…".into();
    }
    let name = |s: Slot| game.info(s).def.name.clone();
    match pick {
        Pick::Nothing => {
            "Your turn: pick a card, one of your units (green outline) or your leader ability."
                .into()
        }
        Pick::Card(c) if game.kind(c) == CardKind::Unit => format!(
            "{}: choose a lit tile beside your stone (right click or Escape cancels).",
            name(c)
        ),
        Pick::Card(c) => format!("{}: choose its target.", name(c)),
        Pick::CardAt(c, _) => format!("{}'s Warcry: choose its target.", name(c)),
        Pick::Unit(u) => format!(
            "{}: move to a green tile, or attack a red one (point at it to see what would happen).",
            name(u)
        ),
        Pick::Warcry(u) => format!("{}'s Warcry: choose its target.", name(u)),
        Pick::Leader => "Leader ability: choose its target.".into(),
        Pick::LeaderUnit(u) => format!("Move {} to a lit tile.", name(u)),
    }
}

/// What the board screen reads to draw itself: the game, how far its replay has come, the keys
/// and whether the Escape menu is over it.
#[derive(bevy::ecs::system::SystemParam)]
pub struct BoardInputs<'w> {
    game: Option<Res<'w, ActiveGame<Gods>>>,
    replay: Res<'w, Replay>,
    keys: Res<'w, ButtonInput<KeyCode>>,
    menu: Option<Res<'w, crate::app::pause_menu::PauseMenu>>,
}

/// The whole board screen.
pub fn draw_game(
    mut contexts: EguiContexts,
    mut commands: Commands,
    inputs: BoardInputs,
    mut chosen: ResMut<GodsMatch>,
    mut submit: MessageWriter<SubmitAction<Gods>>,
    mut next: ResMut<NextState<Screen>>,
    mut layout: ResMut<Layout>,
) -> Result {
    let BoardInputs {
        game,
        replay,
        keys,
        menu,
    } = inputs;
    let Some(game) = game else {
        return Ok(());
    };
    let game = &game.0;
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx);
    // The board waits while the Escape menu is open.
    let paused = menu.is_some_and(|m| m.open);
    let ready = replay.caught_up(game) && !game.is_over() && game.to_act() == HUMAN && !paused;
    let legal = if ready {
        game.legal_actions()
    } else {
        Vec::new()
    };
    if !ready || keys.just_pressed(KeyCode::Escape) {
        chosen.pick = Pick::Nothing;
    }
    let pick = chosen.pick;
    let lit = options(game, &legal, pick);
    let mut act: Option<Action> = None;
    let mut then: Option<Pick> = None;
    let mut hovered: Option<Slot> = None;

    egui::Panel::top("gods_top").show(&mut root, |ui| {
        ui.set_height(34.0);
        ui.horizontal_centered(|ui| {
            ui.label(
                RichText::new(player_line(game, 1 - HUMAN))
                    .size(17.0)
                    .color(Color32::from_rgb(240, 170, 160)),
            );
        });
    });
    egui::Panel::right("gods_side")
        .default_size(320.0)
        .show(&mut root, |ui| {
            // Filled after the board is drawn (the hovered unit is known then).
            ui.set_min_width(300.0);
            let hovered_now = ctx.data(|d| d.get_temp::<Option<Slot>>(egui::Id::new("gods-hover")));
            side(ui, game, &replay, hovered_now.flatten());
        });
    egui::Panel::bottom("gods_bottom").show(&mut root, |ui| {
        ui.set_height(200.0);
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(player_line(game, HUMAN))
                    .size(17.0)
                    .color(Color32::from_rgb(170, 200, 250)),
            );
        });
        let text = chosen
            .refusal
            .clone()
            .map(|r| format!("Refused: {r}"))
            .unwrap_or_else(|| prompt(game, &replay, pick));
        ui.label(RichText::new(text).size(15.0).color(Color32::WHITE));
        ui.horizontal(|ui| {
            let leader = &game
                .db()
                .card(game.table().players[HUMAN as usize].leader)
                .def;
            let state = leader::state(game, &legal, ready);
            if leader::button(ui, leader, &state, pick == Pick::Leader) {
                match at_once(&legal, Pick::Leader) {
                    Some(a) => act = Some(a),
                    None => then = Some(Pick::Leader),
                }
            }
            if let Pick::Unit(u) = pick
                && warcry(&legal, u)
                && ui
                    .button(RichText::new("Activate its Warcry").size(14.0))
                    .clicked()
            {
                match at_once(&legal, Pick::Warcry(u)) {
                    Some(a) => act = Some(a),
                    None => then = Some(Pick::Warcry(u)),
                }
            }
            if pick != Pick::Nothing && ui.button(RichText::new("Cancel").size(14.0)).clicked() {
                then = Some(Pick::Nothing);
            }
            let end = legal.contains(&Action::EndTurn);
            if ui
                .add_enabled(
                    end,
                    egui::Button::new(RichText::new("End turn").size(18.0).strong())
                        .min_size(Vec2::new(130.0, 30.0)),
                )
                .clicked()
            {
                act = Some(Action::EndTurn);
            }
        });
        // Your hand.
        let hand = game.table().players[HUMAN as usize].hand.clone();
        let area = ui.available_rect_before_wrap();
        let h = (area.height() - 6.0).clamp(60.0, 150.0);
        let size = Vec2::new(h * 0.72, h);
        let gap = 8.0;
        let total = hand.len() as f32 * (size.x + gap);
        let mut x = area.center().x - total / 2.0;
        for slot in hand {
            let rect = Rect::from_min_size(Pos2::new(x, area.min.y + 2.0), size);
            x += size.x + gap;
            let outline =
                if pick == Pick::Card(slot) || matches!(pick, Pick::CardAt(c, _) if c == slot) {
                    Some(palette::SELECTED)
                } else if playable(&legal, slot) {
                    Some(palette::PLAYABLE)
                } else {
                    None
                };
            let response = hand_card(ui, game, rect, slot, outline);
            if response.hovered() {
                hovered = Some(slot);
            }
            if response.clicked() && playable(&legal, slot) {
                match at_once(&legal, Pick::Card(slot)) {
                    Some(a) => act = Some(a),
                    None => then = Some(Pick::Card(slot)),
                }
            }
        }
    });
    egui::CentralPanel::default().show(&mut root, |ui| {
        let area = ui.available_rect_before_wrap().shrink(6.0);
        let table = game.table();
        let grid = Grid::fit(area, table.cols, table.rows);
        layout.grid = Some(grid);
        let painter = ui.painter().clone();
        tiles(&painter, &grid, &lit);
        let picked = match pick {
            Pick::Unit(u) | Pick::Warcry(u) | Pick::LeaderUnit(u) => Some(u),
            _ => None,
        };
        let acts = |s: Slot| ready && pick == Pick::Nothing && can_act(&legal, s);
        if let Some(h) = units(ui, &painter, game, &grid, &replay, picked, &acts) {
            hovered = Some(h);
        }
        for t in grid.tiles() {
            let response =
                ui.interact(grid.rect(t), ui.id().with(("gods-tile", t)), Sense::click());
            let choice = lit.iter().find(|c| c.tile == t);
            let previewed = response.hovered() && attack_preview(ctx, game, &grid, area, choice);
            let response = match replay.on(t) {
                Some(u) if !previewed => {
                    let def = &game.info(u.slot).def;
                    let terms = unit_terms(def, u);
                    response.on_hover_ui(|ui| help(ui, &def.name, &terms))
                }
                _ => response,
            };
            if response.secondary_clicked() {
                then = Some(Pick::Nothing);
            }
            if !response.clicked() {
                continue;
            }
            if let Some(choice) = choice {
                match choice.step {
                    Step::Act(a) => act = Some(a),
                    Step::Then(p) => then = Some(p),
                }
            } else if let Some(u) = replay.on(t)
                && u.owner == HUMAN
                && can_act(&legal, u.slot)
            {
                then = Some(Pick::Unit(u.slot));
            } else {
                then = Some(Pick::Nothing);
            }
        }
        labels(&painter, &grid);
    });
    ctx.data_mut(|d| d.insert_temp(egui::Id::new("gods-hover"), hovered));

    if ready {
        mulligan_window(ctx, game, &mut chosen, &mut act);
        discover_window(ctx, game, &mut act);
    }
    if game.is_over() && replay.caught_up(game) {
        end_window(ctx, game, &mut commands, &mut chosen, &mut next);
    }
    if let Some(p) = then {
        chosen.pick = p;
        chosen.refusal = None;
    }
    if let Some(action) = act {
        chosen.refusal = None;
        chosen.pick = Pick::Nothing;
        submit.write(SubmitAction::new(action));
    }
    Ok(())
}

/// Shows what the attack a hovered tile stands for would do, next to the tile; returns true when
/// there was one to show.
fn attack_preview(
    ctx: &egui::Context,
    game: &Game,
    grid: &Grid,
    bounds: Rect,
    choice: Option<&Choice>,
) -> bool {
    let Some(Choice {
        tile,
        step: Step::Act(Action::Attack { unit, target }),
        ..
    }) = choice
    else {
        return false;
    };
    let Some(p) = preview::preview(game, *unit, *target) else {
        return false;
    };
    preview::paint(
        ctx,
        grid.rect(*tile),
        bounds,
        &preview::lines(game, &p, HUMAN),
    );
    true
}

/// The opening hand: mark cards to replace, then keep or replace.
fn mulligan_window(
    ctx: &egui::Context,
    game: &Game,
    chosen: &mut GodsMatch,
    act: &mut Option<Action>,
) {
    let Phase::Mulligan(p) = game.table().phase else {
        return;
    };
    if p != HUMAN {
        return;
    }
    egui::Window::new("Opening hand")
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label("Mark the cards to put back; as many new ones are drawn (once).");
            for (i, s) in game.table().players[p as usize].hand.iter().enumerate() {
                let bit = 1u16 << i;
                let marked = chosen.mulligan & bit != 0;
                let def = &game.info(*s).def;
                let label = format!(
                    "{}{} ({}) — {}",
                    if marked { "✖ " } else { "" },
                    def.name,
                    game.cost(*s),
                    def.text
                );
                if ui.selectable_label(marked, label).clicked() {
                    chosen.mulligan ^= bit;
                }
            }
            let action = Action::Mulligan(chosen.mulligan);
            let word = if chosen.mulligan == 0 {
                "Keep this hand".to_string()
            } else {
                format!("Replace {} card(s)", chosen.mulligan.count_ones())
            };
            if ui.button(RichText::new(word).size(18.0)).clicked() {
                *act = Some(action);
                chosen.mulligan = 0;
            }
        });
}

/// A Discover: pick one of the offered cards.
fn discover_window(ctx: &egui::Context, game: &Game, act: &mut Option<Action>) {
    let Phase::Choice {
        player,
        options,
        count,
    } = game.table().phase
    else {
        return;
    };
    if player != HUMAN {
        return;
    }
    egui::Window::new("Discover")
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label("Choose a card for your hand.");
            for (i, s) in options[..count as usize].iter().enumerate() {
                let def = &game.info(*s).def;
                let label = format!("{} ({}) — {}", def.name, game.cost(*s), def.text);
                if ui.button(RichText::new(label).size(15.0)).clicked() {
                    *act = Some(Action::Choose(i as u8));
                }
            }
        });
}

/// The end of the game.
fn end_window(
    ctx: &egui::Context,
    game: &Game,
    commands: &mut Commands,
    chosen: &mut GodsMatch,
    next: &mut NextState<Screen>,
) {
    let verdict = match game.winner() {
        Some(w) if w == HUMAN => "Victory: the enemy stone is destroyed",
        Some(_) => "Defeat: your stone is destroyed",
        None => "A draw",
    };
    game_over_window(ctx, "The end", verdict, |ui| {
        ui.add_space(10.0);
        if ui.button(RichText::new("Play again").size(20.0)).clicked() {
            start(commands, chosen);
        }
        if ui
            .button(RichText::new("Choose leaders").size(20.0))
            .clicked()
        {
            leave(commands);
            next.set(Screen::GodsPick);
        }
        if ui.button(RichText::new("Main menu").size(20.0)).clicked() {
            leave(commands);
            next.set(Screen::Menu);
        }
    });
}
