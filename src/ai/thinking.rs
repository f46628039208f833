//! AI players in a Bevy app, for any ruleset: when it is an AI seat's turn to act, its agent thinks
//! on the async compute pool with its own copy of the game, and the decision arrives later as an
//! ordinary `SubmitAction`. The app's frames never wait for the AI.

use std::marker::PhantomData;
use std::sync::Mutex;

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

use crate::engine::plugin::{ActionOf, ActiveGame, RulesSystems, SubmitAction};
use crate::engine::{BoxAgent, Rules, Ruleset};

/// Lets the seats listed in `AiPlayers<R>` play by themselves.
pub struct AiPlayersPlugin<R>(PhantomData<fn() -> R>);

impl<R> Default for AiPlayersPlugin<R> {
    fn default() -> Self {
        Self(PhantomData)
    }
}

impl<R: Ruleset> Plugin for AiPlayersPlugin<R> {
    fn build(&self, app: &mut App) {
        app.init_resource::<AiPlayers<R>>().add_systems(
            Update,
            (submit_finished_decisions::<R>, start_thinking::<R>)
                .chain()
                .before(RulesSystems),
        );
    }
}

/// One seat played by an agent, and the decision it is working on. The agent sits behind a mutex
/// because an app resource must be shareable between threads and an agent that is another program
/// is only movable; systems reach it through `&mut` without locking.
pub struct AiSeat<R: Ruleset> {
    /// The seat.
    pub seat: u8,
    /// The least time between the start of a decision and its submission at normal speed, so
    /// that a person can follow a fast agent on a screen that shows the state rather than
    /// replaying the log.
    pub pace: f32,
    /// How many times quicker than `pace` the seat acts: the app sets it from the player's speed
    /// setting, so a Fast or Instant choice speeds the opponents up too.
    pub tempo: f32,
    state: Mutex<SeatState<R>>,
}

struct SeatState<R: Ruleset> {
    agent: Option<BoxAgent<R>>,
    thinking: Option<Thinking<R>>,
}

struct Thinking<R: Ruleset> {
    /// The log length when thinking started: a decision about an older position is dropped.
    log_len: usize,
    /// App time (seconds) when thinking started.
    started: f32,
    task: Task<(BoxAgent<R>, Option<ActionOf<R>>)>,
}

impl<R: Ruleset> AiSeat<R> {
    /// `seat` played by `agent`.
    pub fn new(seat: u8, agent: BoxAgent<R>) -> Self {
        Self {
            seat,
            pace: 0.0,
            tempo: 1.0,
            state: Mutex::new(SeatState {
                agent: Some(agent),
                thinking: None,
            }),
        }
    }

    /// The same seat, submitting no sooner than `seconds` after a decision is asked for.
    pub fn paced(mut self, seconds: f32) -> Self {
        self.pace = seconds;
        self
    }

    /// The least seconds between asking for a decision and submitting it, at the seat's tempo.
    pub fn least_wait(&self) -> f32 {
        if self.tempo > 0.0 {
            self.pace / self.tempo
        } else {
            self.pace
        }
    }

    /// True while the agent is thinking.
    pub fn is_thinking(&self) -> bool {
        self.state
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .thinking
            .is_some()
    }

    fn state_mut(&mut self) -> &mut SeatState<R> {
        self.state.get_mut().unwrap_or_else(|e| e.into_inner())
    }
}

/// The AI seats of the active game.
#[derive(Resource)]
pub struct AiPlayers<R: Ruleset>(pub Vec<AiSeat<R>>);

impl<R: Ruleset> Default for AiPlayers<R> {
    fn default() -> Self {
        Self(Vec::new())
    }
}

/// Starts thinking for every AI seat whose decision it is and that is not thinking yet.
pub fn start_thinking<R: Ruleset>(
    time: Res<Time>,
    game: Option<Res<ActiveGame<R>>>,
    mut players: ResMut<AiPlayers<R>>,
) {
    let Some(game) = game else {
        return;
    };
    let game = &game.0;
    if game.is_over() {
        return;
    }
    for ai in players.0.iter_mut() {
        let seat = ai.seat;
        let ai = ai.state_mut();
        if seat != game.to_act() || ai.thinking.is_some() {
            continue;
        }
        let Some(mut agent) = ai.agent.take() else {
            continue;
        };
        let position = game.fork();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let legal = position.legal_actions();
            let choice = (!legal.is_empty()).then(|| agent.answer(&position, &legal).ok());
            (agent, choice.flatten())
        });
        ai.thinking = Some(Thinking {
            log_len: R::log_len(game),
            started: time.elapsed_secs(),
            task,
        });
    }
}

/// Submits the decisions that are ready, if the position they were made for is still current.
pub fn submit_finished_decisions<R: Ruleset>(
    time: Res<Time>,
    game: Option<Res<ActiveGame<R>>>,
    mut players: ResMut<AiPlayers<R>>,
    mut submit: MessageWriter<SubmitAction<R>>,
) {
    let log_len = game.as_ref().map(|g| R::log_len(&g.0));
    for ai in players.0.iter_mut() {
        let pace = ai.least_wait();
        let ai = ai.state_mut();
        let Some(thinking) = ai.thinking.as_mut() else {
            continue;
        };
        if time.elapsed_secs() - thinking.started < pace {
            continue;
        }
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
