//! The input layer: what a player means (select a card, pick a target, end the turn), from the mouse
//! on the table, the keyboard or a gamepad (through leafwing-input-manager), or a script. Intents
//! become actions only when the engine lists them; anything else is refused with the engine's reason.

use crate::rulesets::hearth::Reads;
use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

use crate::app::HUMAN;
use crate::app::timeline::Timeline;
use crate::engine::{EntityId, Rules};
use crate::rulesets::hearth::plugin::{ActionRejected, ActiveGame, RulesSystems, SubmitAction};
use crate::rulesets::hearth::schema::CardType;
use crate::rulesets::hearth::{Action, Game};

/// What the player picked up to act with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// A card in hand.
    Hand(EntityId),
    /// A friendly board entity that acts: a character attacks, a location is used.
    Attacker(EntityId),
    /// The hero power.
    HeroPower,
    /// One option of a Choose One card in hand.
    Choice(EntityId, u8),
}

/// One thing the player means to do.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum UiIntent {
    /// Pick up a source. One that needs no target acts at once, but for a hand card, which acts
    /// when selected a second time (the confirming click).
    Select(Source),
    /// Drop the selection on this target.
    Target(EntityId),
    /// Pick up a source by dragging it: it never acts by itself.
    Pick(Source),
    /// Let go of a dragged source over the board (no target): it acts if it needs no target, else
    /// it snaps back. A minion card takes the board slot it was dropped at (`None`: the right end).
    DropOnBoard {
        /// Where in the row the minion goes: how many friendly minions stand left of it.
        slot: Option<u8>,
    },
    /// Let go of a dragged hand card over your deck: a Tradeable card is traded (1 Mana: it is
    /// shuffled into the deck and a card is drawn); any other snaps back.
    DropOnDeck,
    /// Put the selection down.
    Cancel,
    /// End the turn.
    EndTurn,
    /// Use the hero power (picks it up when it needs a target).
    HeroPower,
    /// Give up.
    Concede,
    /// Replace the opening cards in this mask.
    Mulligan(u8),
    /// Answer the pending Discover with this option.
    Choose(u8),
}

/// The player's current selection and the last refusal to show.
#[derive(Resource, Default)]
pub struct Selection {
    /// What is picked up.
    pub source: Option<Source>,
    /// The engine's reason for the last refused move.
    pub refusal: Option<String>,
    /// Whether the game-log panel is open.
    pub show_log: bool,
}

/// The legal actions that start from `source`.
pub fn actions_from(game: &Game, source: Source) -> Vec<Action> {
    actions_in(&game.legal_actions(), source)
}

/// The actions of `legal` that start from `source` (for callers that already hold the list).
pub fn actions_in(legal: &[Action], source: Source) -> Vec<Action> {
    legal
        .iter()
        .copied()
        .filter(|action| match (source, action) {
            // A Choose One card acts only through one of its options.
            (
                Source::Hand(c),
                Action::Play {
                    card, choose: None, ..
                },
            ) => *card == c,
            (Source::Choice(c, i), Action::Play { card, choose, .. }) => {
                *card == c && *choose == Some(i)
            }
            (Source::Attacker(a), Action::Attack { attacker, .. }) => *attacker == a,
            (Source::Attacker(a), Action::UseLocation { location, .. }) => *location == a,
            (Source::HeroPower, Action::HeroPower { .. }) => true,
            _ => false,
        })
        .collect()
}

/// The targets that light up while `source` is picked up.
pub fn targets_of(game: &Game, source: Source) -> Vec<EntityId> {
    targets_in(&game.legal_actions(), source)
}

/// The targets of `source` among `legal`.
pub fn targets_in(legal: &[Action], source: Source) -> Vec<EntityId> {
    let mut targets: Vec<EntityId> = actions_in(legal, source)
        .iter()
        .filter_map(|action| match action {
            Action::Play { target, .. }
            | Action::HeroPower { target }
            | Action::UseLocation { target, .. } => *target,
            Action::Attack { defender, .. } => Some(*defender),
            _ => None,
        })
        .collect();
    targets.dedup();
    targets
}

/// The action a source would take with no target, for the engine to judge (and explain).
fn untargeted(game: &Game, source: Source) -> Option<Action> {
    match source {
        Source::Hand(card) | Source::Choice(card, _) => Some(Action::Play {
            card,
            target: None,
            position: game.player(HUMAN).board.len() as u8,
            choose: match source {
                Source::Choice(_, i) => Some(i),
                _ => None,
            },
        }),
        Source::HeroPower => Some(Action::HeroPower { target: None }),
        Source::Attacker(location) if game.card(location).kind == CardType::Location => {
            Some(Action::UseLocation {
                location,
                target: None,
            })
        }
        // An attack on the enemy hero: the engine says why this character cannot attack at all
        // (it arrived this turn, it is frozen, it already attacked).
        Source::Attacker(attacker) => Some(Action::Attack {
            attacker,
            defender: game.player(1 - HUMAN).hero,
        }),
    }
}

/// Picks one legal action of `source` onto `target`; a minion goes to `slot`, or to the right end
/// without one. `None` when the engine lists no such action (a full board, a slot past the row's end).
fn action_onto(
    game: &Game,
    source: Source,
    target: Option<EntityId>,
    slot: Option<u8>,
) -> Option<Action> {
    let right_end = game.player(HUMAN).board.len() as u8;
    let slot = slot.unwrap_or(right_end);
    actions_from(game, source)
        .into_iter()
        .find(|action| match action {
            Action::Play {
                target: t,
                position,
                card,
                ..
            } => *t == target && (game.card(*card).kind != CardType::Minion || *position == slot),
            Action::HeroPower { target: t } | Action::UseLocation { target: t, .. } => *t == target,
            Action::Attack { defender, .. } => Some(*defender) == target,
            _ => false,
        })
}

/// Whether the engine lists trading `card` now.
pub fn can_trade(game: &Game, card: EntityId) -> bool {
    game.legal_actions().contains(&Action::Trade { card })
}

/// Turns intents into submitted actions while it is the human's decision and the table is idle.
pub fn apply_intents(
    mut intents: MessageReader<UiIntent>,
    game: Option<Res<ActiveGame>>,
    timeline: Res<Timeline>,
    mut selection: ResMut<Selection>,
    mut submit: MessageWriter<SubmitAction>,
) {
    let Some(game) = game else {
        intents.clear();
        return;
    };
    let game = &game.0;
    for intent in intents.read() {
        if game.is_over() || timeline.is_busy() || game.to_act() != HUMAN {
            continue;
        }
        let mut act = |action: Action, selection: &mut Selection| {
            selection.source = None;
            selection.refusal = None;
            submit.write(SubmitAction::new(action));
        };
        match *intent {
            UiIntent::Cancel => selection.source = None,
            UiIntent::DropOnDeck => match selection.source {
                Some(Source::Hand(card)) if can_trade(game, card) => {
                    act(Action::Trade { card }, &mut selection)
                }
                Some(_) => {
                    selection.refusal =
                        Some("only a Tradeable card can be traded into the deck (1 Mana)".into());
                    selection.source = None;
                }
                None => {}
            },
            UiIntent::EndTurn => act(Action::EndTurn, &mut selection),
            UiIntent::Concede => act(Action::Concede, &mut selection),
            UiIntent::Choose(index) => act(Action::Choose(index), &mut selection),
            UiIntent::Mulligan(replace) => act(
                Action::Mulligan {
                    player: HUMAN,
                    replace,
                },
                &mut selection,
            ),
            UiIntent::HeroPower => select(game, Source::HeroPower, &mut selection, &mut act),
            UiIntent::Select(source) => select(game, source, &mut selection, &mut act),
            UiIntent::Pick(source) => {
                // A card that may only be traded is still picked up: the deck takes it.
                let tradeable = matches!(source, Source::Hand(card) if can_trade(game, card));
                if actions_from(game, source).is_empty() && !tradeable {
                    select(game, source, &mut selection, &mut act);
                } else {
                    selection.source = Some(source);
                    selection.refusal = None;
                }
            }
            UiIntent::DropOnBoard { slot } => {
                let untargeted = selection
                    .source
                    .and_then(|s| action_onto(game, s, None, slot));
                match untargeted {
                    Some(action) => act(action, &mut selection),
                    None => {
                        if selection.source.is_some() {
                            selection.refusal = Some("drop it on a lit target".into());
                        }
                        selection.source = None;
                    }
                }
            }
            UiIntent::Target(target) => match selection.source {
                Some(source) => match action_onto(game, source, Some(target), None) {
                    Some(action) => act(action, &mut selection),
                    None => {
                        selection.refusal = Some("that is not a valid target".into());
                        selection.source = None;
                    }
                },
                None if game.card(target).controller == HUMAN => {
                    select(game, Source::Attacker(target), &mut selection, &mut act);
                }
                None => {}
            },
        }
    }
}

fn select(
    game: &Game,
    source: Source,
    selection: &mut Selection,
    act: &mut impl FnMut(Action, &mut Selection),
) {
    let options = actions_from(game, source);
    // A Choose One card is picked up; the table then asks which option.
    if let Source::Hand(card) = source
        && !game.info(card).def.choose_one.is_empty()
        && game
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Play { card: c, .. } if *c == card))
    {
        selection.source = Some(source);
        selection.refusal = None;
        return;
    }
    if options.is_empty() {
        // Let the engine say why: it validates the move and refuses it with a reason.
        let reason = untargeted(game, source)
            .and_then(|action| game.fork().apply(&action).err())
            .map_or_else(|| "that cannot act now".to_string(), |r| r.0);
        selection.refusal = Some(reason);
        selection.source = None;
        return;
    }
    match action_onto(game, source, None, None) {
        // A hand card is picked up by the first click and played by a second one on it (or by a
        // drop on the board): the hand reflows after a play, so one click must never play a card
        // the player has not looked at.
        Some(action)
            if targets_of(game, source).is_empty()
                && (!matches!(source, Source::Hand(_)) || selection.source == Some(source)) =>
        {
            act(action, selection)
        }
        _ => {
            selection.source = Some(source);
            selection.refusal = None;
        }
    }
}

/// Shows the engine's refusals.
pub fn show_refusals(
    mut rejected: MessageReader<ActionRejected>,
    mut selection: ResMut<Selection>,
) {
    for message in rejected.read() {
        selection.refusal = Some(message.reason.clone());
    }
}

pub(in crate::app) fn plugin(app: &mut App) {
    app.add_message::<UiIntent>()
        .init_resource::<Selection>()
        .add_systems(
            Update,
            (
                apply_intents.before(RulesSystems),
                show_refusals.after(RulesSystems),
            ),
        );
}

/// Keyboard and gamepad shortcuts on the table.
#[derive(Actionlike, PartialEq, Eq, Hash, Clone, Copy, Debug, Reflect)]
pub enum TableAction {
    /// End the turn.
    EndTurn,
    /// Use the hero power.
    HeroPower,
    /// Put the selection down.
    Cancel,
    /// Give up the game.
    Concede,
    /// Open or close the game log.
    ToggleLog,
    /// Cycle the animation speed.
    ToggleSpeed,
}

impl TableAction {
    /// What the action does, in a player's words (the settings screen's controls list).
    pub fn label(self) -> &'static str {
        match self {
            TableAction::EndTurn => "End your turn",
            TableAction::HeroPower => "Use your Hero Power",
            TableAction::Cancel => "Put down what you picked up",
            TableAction::Concede => "Concede (asks first)",
            TableAction::ToggleLog => "Show or hide the game log",
            TableAction::ToggleSpeed => "Change the animation speed",
        }
    }

    /// Every binding, as the settings screen lists them.
    pub const BINDINGS: [(TableAction, &'static str, &'static str); 6] = [
        (TableAction::EndTurn, "Space or E", "gamepad South"),
        (TableAction::HeroPower, "H", "gamepad North"),
        (TableAction::Cancel, "Escape or right click", "gamepad East"),
        (TableAction::Concede, "F10", "gamepad Select"),
        (TableAction::ToggleLog, "L", "gamepad West"),
        (TableAction::ToggleSpeed, "S", "gamepad Start"),
    ];
}

fn bindings() -> InputMap<TableAction> {
    InputMap::new([
        (TableAction::EndTurn, KeyCode::Space),
        (TableAction::EndTurn, KeyCode::KeyE),
        (TableAction::HeroPower, KeyCode::KeyH),
        (TableAction::Cancel, KeyCode::Escape),
        (TableAction::Concede, KeyCode::F10),
        (TableAction::ToggleLog, KeyCode::KeyL),
        (TableAction::ToggleSpeed, KeyCode::KeyS),
    ])
    .with(TableAction::Cancel, MouseButton::Right)
    .with(TableAction::EndTurn, GamepadButton::South)
    .with(TableAction::HeroPower, GamepadButton::North)
    .with(TableAction::Cancel, GamepadButton::East)
    .with(TableAction::Concede, GamepadButton::Select)
    .with(TableAction::ToggleLog, GamepadButton::West)
    .with(TableAction::ToggleSpeed, GamepadButton::Start)
}

fn spawn_bindings(mut commands: Commands) {
    commands.spawn(bindings());
}

/// Shortcuts become intents (or view toggles).
pub fn shortcuts_to_intents(
    actions: Query<&ActionState<TableAction>>,
    mut intents: MessageWriter<UiIntent>,
    mut selection: ResMut<Selection>,
    mut timeline: ResMut<Timeline>,
    mut menu: Option<ResMut<crate::app::pause_menu::PauseMenu>>,
) {
    // The Escape menu, while open, takes the keys.
    if menu.as_ref().is_some_and(|m| m.open) {
        return;
    }
    for state in &actions {
        for (action, intent) in [
            (TableAction::EndTurn, UiIntent::EndTurn),
            (TableAction::HeroPower, UiIntent::HeroPower),
            (TableAction::Cancel, UiIntent::Cancel),
        ] {
            if state.just_pressed(&action) {
                intents.write(intent);
            }
        }
        // Conceding asks first: the Escape menu opens on its question.
        if state.just_pressed(&TableAction::Concede)
            && let Some(menu) = &mut menu
        {
            menu.open = true;
            menu.confirm_concede = true;
        }
        if state.just_pressed(&TableAction::ToggleLog) {
            selection.show_log = !selection.show_log;
        }
        if state.just_pressed(&TableAction::ToggleSpeed) {
            timeline.speed = timeline.speed.next();
        }
    }
}

pub(in crate::app) fn input_plugin(app: &mut App) {
    app.add_plugins(InputManagerPlugin::<TableAction>::default())
        .add_systems(Startup, spawn_bindings)
        .add_systems(Update, shortcuts_to_intents.before(apply_intents));
}
