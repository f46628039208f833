//! AI players in a Bevy app: when it is an AI seat's turn to act, its agent thinks on the async
//! compute pool with its own copy of the game, and the decision arrives later as an ordinary
//! `SubmitAction`. The app's frames never wait for the AI.

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

use super::HearthAgent;
use crate::engine::Rules;
use crate::rulesets::hearth::Action;
use crate::rulesets::hearth::plugin::{ActiveGame, RulesSystems, SubmitAction};

/// Lets the seats listed in `AiPlayers` play by themselves.
pub struct AiPlayersPlugin;

impl Plugin for AiPlayersPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<AiPlayers>().add_systems(
            Update,
            (submit_finished_decisions, start_thinking)
                .chain()
                .before(RulesSystems),
        );
    }
}

/// One seat played by an agent, and the decision it is working on.
pub struct AiSeat {
    /// The seat (0 or 1).
    pub seat: u8,
    agent: Option<HearthAgent>,
    thinking: Option<Thinking>,
}

struct Thinking {
    /// The log length when thinking started: a decision about an older position is dropped.
    log_len: usize,
    task: Task<(HearthAgent, Option<Action>)>,
}

impl AiSeat {
    /// `seat` played by `agent`.
    pub fn new(seat: u8, agent: HearthAgent) -> Self {
        Self {
            seat,
            agent: Some(agent),
            thinking: None,
        }
    }

    /// True while the agent is thinking.
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }
}

/// The AI seats of the active game.
#[derive(Resource, Default)]
pub struct AiPlayers(pub Vec<AiSeat>);

/// Starts thinking for every AI seat whose decision it is and that is not thinking yet.
pub fn start_thinking(game: Option<Res<ActiveGame>>, mut players: ResMut<AiPlayers>) {
    let Some(game) = game else {
        return;
    };
    let game = &game.0;
    if game.is_over() {
        return;
    }
    for ai in players.0.iter_mut() {
        if ai.seat != game.to_act() || ai.thinking.is_some() {
            continue;
        }
        let Some(mut agent) = ai.agent.take() else {
            continue;
        };
        let position = game.fork();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let legal = position.legal_actions();
            let choice = (!legal.is_empty()).then(|| legal[agent.choose(&position, &legal)]);
            (agent, choice)
        });
        ai.thinking = Some(Thinking {
            log_len: game.log().len(),
            task,
        });
    }
}

/// Submits the decisions that are ready, if the position they were made for is still current.
pub fn submit_finished_decisions(
    game: Option<Res<ActiveGame>>,
    mut players: ResMut<AiPlayers>,
    mut submit: MessageWriter<SubmitAction>,
) {
    let log_len = game.as_ref().map(|g| g.0.log().len());
    for ai in players.0.iter_mut() {
        let Some(thinking) = ai.thinking.as_mut() else {
            continue;
        };
        let Some((agent, choice)) = check_ready(&mut thinking.task) else {
            continue;
        };
        let current = log_len == Some(thinking.log_len);
        ai.agent = Some(agent);
        ai.thinking = None;
        if let (true, Some(action)) = (current, choice) {
            submit.write(SubmitAction(action));
        }
    }
}
