//! `n` games of one ruleset stepped together in Rust, written once for every ruleset as `VecOf<R>`
//! behind the object-safe `DynVecGames`: one call applies one action slot per game for its seat to
//! act and writes every game's next observation, mask and seat into the caller's arrays, with no
//! Python object per game. A finished game starts again at once with a seed of its own
//! (`seeds::episode_seed`), and its first observation is what the step returns for it.

use std::sync::Arc;

use emberdeck::engine::{GameRng, Rules, Ruleset};
use emberdeck::sim::ActionOf;

use crate::registry::Playable;
use crate::reward::reward;
use crate::rows::{Outputs, Results, Row, rows};
use crate::seeds::{EPISODE_SETUP_SALT, episode_seed};
use crate::spec::GameSpec;

/// A batch of games, as Python sees it.
pub trait DynVecGames: Send + Sync {
    /// Games in the batch.
    fn len(&self) -> usize;
    /// Seats per game.
    fn seats(&self) -> u8;
    /// Starts every game anew (each with its next episode's seed; with `seed`, the batch is
    /// seeded again and the episode counts start over) and writes their first positions.
    fn reset(&mut self, seed: Option<u64>, out: Outputs<'_>) -> Result<(), String>;
    /// Applies slot `slots[i]` in game `i` for its seat to act. Every slot is checked before
    /// any is applied: one that is out of range or masked is an error and changes nothing.
    fn step(&mut self, slots: &[i64], out: Outputs<'_>, results: Results<'_>)
    -> Result<(), String>;
    /// Episodes finished per game.
    fn episodes(&self) -> Vec<u64>;
    /// Episodes finished in all.
    fn episodes_finished(&self) -> u64;
    /// Whether `reset` was called.
    fn started(&self) -> bool;
    /// The legal slots of every game's position, compressed: game `i`'s are
    /// `slots[offsets[i]..offsets[i + 1]]`, in the legal list's order.
    fn legal_slots(&self, offsets: &mut Vec<i64>, slots: &mut Vec<i64>);
}

/// One game of the batch.
struct Table<R: Ruleset> {
    game: R::Game,
    legal: Vec<ActionOf<R>>,
    /// The slot of each legal action, in the same order: the mask's ones, kept short rather than
    /// as a slot-to-action table of every slot (hearth and gods have thousands of slots and a
    /// position a few dozen actions, so clearing such a table would cost more than the step).
    slots: Vec<u32>,
    /// Episodes started (the current one's number is one less).
    started: u64,
    /// Episodes finished.
    finished: u64,
}

/// `n` games of ruleset `R`.
pub struct VecOf<R: Playable> {
    db: Arc<R::Db>,
    plan: R::Plan,
    seats: u8,
    seed: u64,
    tables: Vec<Table<R>>,
    threads: usize,
    started: bool,
}

impl<R: Playable> VecOf<R> {
    /// `n` games set up as `spec` says, seeded `seed`, stepped on up to `threads` threads.
    pub fn new(
        db: Arc<R::Db>,
        spec: &GameSpec,
        n: usize,
        seed: u64,
        threads: usize,
    ) -> Result<Self, String> {
        if n == 0 {
            return Err("VecGames needs at least one game".into());
        }
        let plan = R::plan(&db, &spec.request(Vec::new()))?;
        let seats = R::seats(&plan);
        if spec.decks.len() > seats as usize {
            return Err(format!(
                "{} decks for {seats} seats: give at most one per seat",
                spec.decks.len()
            ));
        }
        let mut tables = Vec::with_capacity(n);
        for index in 0..n {
            let (game_seed, setup) = episode::<R>(&db, &plan, seats, seed, index, 0)?;
            tables.push(Table {
                game: R::new_game(&db, &setup, game_seed)?,
                legal: Vec::new(),
                slots: Vec::new(),
                started: 0,
                finished: 0,
            });
        }
        Ok(Self {
            db,
            plan,
            seats,
            seed,
            tables,
            threads: threads.clamp(1, n),
            started: false,
        })
    }

    /// Runs `work` on every game with its row of the outputs, the games split over the threads
    /// in contiguous shares (each game is stepped on one thread, so the results do not depend on
    /// how many there are).
    fn each(
        &mut self,
        out: Outputs<'_>,
        results: Option<Results<'_>>,
        work: &Work<'_, R>,
    ) -> Result<(), String> {
        let context = Context::<R> {
            db: &self.db,
            plan: &self.plan,
            seats: self.seats,
            seed: self.seed,
        };
        let rows = rows(
            out,
            results,
            R::OBSERVATION_LEN,
            R::ACTION_SLOTS,
            usize::from(self.seats),
        );
        let mut jobs: Vec<Job<'_, '_, R>> = self
            .tables
            .iter_mut()
            .zip(rows)
            .enumerate()
            .map(|(index, (table, row))| (index, table, row))
            .collect();
        let run = |share: &mut [Job<'_, '_, R>]| {
            share
                .iter_mut()
                .try_for_each(|(index, table, row)| work(&context, *index, table, row))
        };
        if self.threads == 1 {
            return run(&mut jobs);
        }
        let per = jobs.len().div_ceil(self.threads);
        std::thread::scope(|scope| {
            let workers: Vec<_> = jobs
                .chunks_mut(per)
                .map(|share| scope.spawn(|| run(share)))
                .collect();
            workers.into_iter().try_for_each(|worker| {
                worker
                    .join()
                    .unwrap_or_else(|_| Err("a VecGames worker thread panicked".into()))
            })
        })
    }
}

/// What `each` runs on one game: the batch's shared context, the game's index, the game and its
/// row of the outputs (`'w`: what the closure borrows, such as a step's slots).
type Work<'w, R> =
    dyn Fn(&Context<'_, R>, usize, &mut Table<R>, &mut Row<'_>) -> Result<(), String> + Sync + 'w;

/// One game's job in `each`: its index, the game and its row.
type Job<'t, 'r, R> = (usize, &'t mut Table<R>, Row<'r>);

/// What every game of the batch shares.
struct Context<'a, R: Playable> {
    db: &'a Arc<R::Db>,
    plan: &'a R::Plan,
    seats: u8,
    seed: u64,
}

/// The seed and set-up of episode `episode` of game `index`.
fn episode<R: Playable>(
    db: &Arc<R::Db>,
    plan: &R::Plan,
    seats: u8,
    seed: u64,
    index: usize,
    episode: u64,
) -> Result<(u64, R::Setup), String> {
    let game_seed = episode_seed(seed, index, episode);
    let mut setup_rng = GameRng::seeded(game_seed ^ EPISODE_SETUP_SALT);
    let in_order: Vec<usize> = (0..seats as usize).collect();
    Ok((game_seed, R::setup(db, plan, &in_order, &mut setup_rng)?))
}

/// Starts `table`'s next episode (game `index`).
fn restart<R: Playable>(
    context: &Context<'_, R>,
    index: usize,
    table: &mut Table<R>,
) -> Result<(), String> {
    let (game_seed, setup) = episode::<R>(
        context.db,
        context.plan,
        context.seats,
        context.seed,
        index,
        table.started,
    )?;
    R::restart(&mut table.game, context.db, &setup, game_seed)?;
    table.started += 1;
    Ok(())
}

/// Writes `table`'s position into its row: the seat to act, its observation and the mask (the
/// mask `engine::legal_mask` writes, from the same `action_slot`s).
fn write_position<R: Playable>(table: &mut Table<R>, row: &mut Row<'_>) {
    table.game.legal_actions_into(&mut table.legal);
    let seat = table.game.to_act();
    *row.to_act = i32::from(seat);
    R::observe(&table.game, seat, row.obs);
    table.slots.clear();
    table.slots.extend(
        table
            .legal
            .iter()
            .map(|action| R::action_slot(&table.game, action) as u32),
    );
    row.mask.fill(0);
    for &slot in &table.slots {
        row.mask[slot as usize] = 1;
    }
}

/// The legal index of the action at `slot` in `table`'s position, if one is there (the last one,
/// as `engine::legal_mask`'s table keeps it).
fn legal_at<R: Ruleset>(table: &Table<R>, slot: i64) -> Option<usize> {
    let slot = u32::try_from(slot).ok()?;
    table.slots.iter().rposition(|&s| s == slot)
}

impl<R: Playable> DynVecGames for VecOf<R> {
    fn len(&self) -> usize {
        self.tables.len()
    }
    fn seats(&self) -> u8 {
        self.seats
    }
    fn reset(&mut self, seed: Option<u64>, out: Outputs<'_>) -> Result<(), String> {
        if let Some(seed) = seed {
            self.seed = seed;
            for table in &mut self.tables {
                table.started = 0;
                table.finished = 0;
            }
        }
        self.each(out, None, &|context, index, table, row| {
            restart(context, index, table)?;
            write_position(table, row);
            Ok(())
        })?;
        self.started = true;
        Ok(())
    }
    fn step(
        &mut self,
        slots: &[i64],
        out: Outputs<'_>,
        results: Results<'_>,
    ) -> Result<(), String> {
        if !self.started {
            return Err("call reset() before the first step()".into());
        }
        if slots.len() != self.tables.len() {
            return Err(format!(
                "{} slots for {} games: give one per game",
                slots.len(),
                self.tables.len()
            ));
        }
        let mut chosen = Vec::with_capacity(slots.len());
        for (index, (&slot, table)) in slots.iter().zip(&self.tables).enumerate() {
            if let Some(at) = legal_at(table, slot) {
                chosen.push(at);
            } else {
                let name = usize::try_from(slot)
                    .ok()
                    .filter(|&s| s < R::ACTION_SLOTS)
                    .map(|s| format!(" ({})", R::slot_name(s)))
                    .unwrap_or_default();
                return Err(format!(
                    "game {index}: slot {slot}{name} is not legal there (its mask is 0); \
                     nothing was applied"
                ));
            }
        }
        self.each(out, Some(results), &|context, index, table, row| {
            let at = chosen[index];
            let seat = table.game.to_act();
            table
                .game
                .apply(&table.legal[at])
                .map_err(|why| format!("game {index}: the engine refused a legal action: {why}"))?;
            let result = row.result.take().expect("a step writes results");
            if table.game.is_over() {
                let outcome = R::outcome(&table.game);
                *result.reward = reward(&outcome, seat);
                for (s, out) in result.finals.iter_mut().enumerate() {
                    *out = reward(&outcome, s as u8);
                }
                *result.done = true;
                table.finished += 1;
                restart(context, index, table)?;
            } else {
                *result.reward = 0.0;
                *result.done = false;
            }
            write_position(table, row);
            Ok(())
        })
    }
    fn episodes(&self) -> Vec<u64> {
        self.tables.iter().map(|t| t.finished).collect()
    }
    fn episodes_finished(&self) -> u64 {
        self.tables.iter().map(|t| t.finished).sum()
    }
    fn started(&self) -> bool {
        self.started
    }
    fn legal_slots(&self, offsets: &mut Vec<i64>, slots: &mut Vec<i64>) {
        offsets.clear();
        slots.clear();
        offsets.push(0);
        for table in &self.tables {
            slots.extend(table.slots.iter().map(|&s| i64::from(s)));
            offsets.push(slots.len() as i64);
        }
    }
}
