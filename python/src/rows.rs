//! A batch's result arrays cut into one row per game, so each game (on whichever thread steps it)
//! writes only its own part: the observation, the mask and the seat to act of its next position,
//! and after a step its reward, whether it ended and every seat's final reward.

/// Where a step's (or reset's) per-game positions go: row `i` of each is game `i`'s.
pub struct Outputs<'a> {
    /// Observations of the seat to act, `n × OBSERVATION_LEN`.
    pub obs: &'a mut [f32],
    /// Legal-action masks, `n × ACTION_SLOTS`.
    pub mask: &'a mut [u8],
    /// The seat to act.
    pub to_act: &'a mut [i32],
}

/// What a step writes besides the next positions.
pub struct Results<'a> {
    /// The reward of the seat that acted.
    pub rewards: &'a mut [f32],
    /// Whether the game ended with this action (and started again).
    pub dones: &'a mut [bool],
    /// For a game that ended, every seat's reward, `n × seats` (other rows are left as they were).
    pub final_rewards: &'a mut [f32],
}

/// One game's part of the outputs.
pub struct Row<'a> {
    /// Its observation.
    pub obs: &'a mut [f32],
    /// Its mask.
    pub mask: &'a mut [u8],
    /// Its seat to act.
    pub to_act: &'a mut i32,
    /// Its step results (none on a reset).
    pub result: Option<RowResult<'a>>,
}

/// One game's part of a step's results.
pub struct RowResult<'a> {
    /// The acting seat's reward.
    pub reward: &'a mut f32,
    /// Whether the game ended.
    pub done: &'a mut bool,
    /// Every seat's final reward, written when the game ended.
    pub finals: &'a mut [f32],
}

/// The rows of `out` (and of `results`, on a step): `observation_len`, `slots` and `seats` are the
/// widths of the observation, mask and final-reward rows.
pub fn rows<'a>(
    out: Outputs<'a>,
    results: Option<Results<'a>>,
    observation_len: usize,
    slots: usize,
    seats: usize,
) -> Vec<Row<'a>> {
    let mut rows: Vec<Row<'a>> = out
        .obs
        .chunks_mut(observation_len)
        .zip(out.mask.chunks_mut(slots))
        .zip(out.to_act.iter_mut())
        .map(|((obs, mask), to_act)| Row {
            obs,
            mask,
            to_act,
            result: None,
        })
        .collect();
    if let Some(results) = results {
        let parts = results
            .rewards
            .iter_mut()
            .zip(results.dones.iter_mut())
            .zip(results.final_rewards.chunks_mut(seats));
        for (row, ((reward, done), finals)) in rows.iter_mut().zip(parts) {
            row.result = Some(RowResult {
                reward,
                done,
                finals,
            });
        }
    }
    rows
}
