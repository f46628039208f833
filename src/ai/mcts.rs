//! The generic search agent `mcts`: information-set Monte Carlo tree search (single observer) over
//! determinized copies, for every ruleset through the contract. Each iteration imagines the hidden
//! information afresh (`Ruleset::determinize` from the searching seat's view), walks the one tree
//! of the searcher's information set choosing among the actions available in that imagined world
//! (UCB1 with availability counts), adds one node, plays on with the ruleset's playout policy
//! until two turns have passed, and scores the end with `SearchHints::evaluate` for every mover on
//! the path. Where the ruleset offers a stronger reply policy (`SearchHints::reply_choice`), the
//! opponents' turn after the searcher's is played by it and grows no nodes: the tree orders the
//! searcher's own turn, the reply judges it. Below the root the tree may widen progressively
//! (`widen`): a node's first child is the move the playout would make there, and alternatives join
//! as its visits grow, so a node's value is that of its best line found so far rather than the mean
//! over untried random continuations. With `reuse`, the subtree of the chosen action carries over
//! to the searcher's next decision of the same turn. Budget: iterations (deterministic) and an
//! optional time limit; threads search separate trees whose root counts are summed.

use std::marker::PhantomData;
use std::time::{Duration, Instant};

use crate::engine::{Agent, GameRng, Rules, Ruleset, SearchHints};

/// How much the search may think.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MctsSettings {
    /// Iterations per decision (the deterministic budget).
    pub iterations: u32,
    /// Stop early when this much time has passed (a time limit trades determinism for
    /// responsiveness).
    pub time_limit: Option<Duration>,
    /// Threads, each with its own tree and seed.
    pub threads: usize,
    /// UCB1 exploration constant.
    pub exploration: f32,
    /// Turns a playout goes on past the position before it is scored.
    pub horizon: u32,
    /// Turns after the searcher's own in which opponents move by the ruleset's reply policy (when
    /// it has one) instead of the tree and the playout policy; 0: never.
    pub reply: u32,
    /// The rest of the searcher's own turn, once past the tree, by the reply policy too.
    pub finish: bool,
    /// Iterations that share one determinization (each plays on its own copy of it).
    pub batch: u32,
    /// Leave untried the actions the ruleset says nearly repeat another (`SearchHints::search_skips`).
    pub prune: bool,
    /// Progressive widening below the root: a node visited `v` times holds at most
    /// `1 + widen * sqrt(v)` children, the first being the playout's own move there; 0: every
    /// legal action is tried (a node's value is then the mean over random continuations).
    pub widen: f32,
    /// Keep the chosen action's subtree for the next decision when the game went on exactly by
    /// that action (one thread only).
    pub reuse: bool,
}

impl Default for MctsSettings {
    fn default() -> Self {
        Self {
            iterations: 400,
            time_limit: None,
            threads: 1,
            exploration: 0.7,
            horizon: 2,
            reply: 1,
            finish: false,
            batch: 1,
            prune: false,
            widen: 0.0,
            reuse: false,
        }
    }
}

impl MctsSettings {
    /// Reads `iters=N,ms=N,threads=N,c=X,horizon=N,reply=N,finish=0|1,batch=N,prune=0|1,widen=X,
    /// reuse=0|1` (any subset) on top of the defaults.
    pub fn parse(spec: &str) -> Result<Self, String> {
        Self::default().with(spec)
    }

    /// Ruleset `R`'s settings (`SearchHints::SEARCH_DEFAULTS` over the defaults) with `spec` on top.
    pub fn for_ruleset<R: SearchHints>(spec: &str) -> Result<Self, String> {
        Self::default().with(R::SEARCH_DEFAULTS)?.with(spec)
    }

    /// These settings with the ones `spec` names replaced (a ruleset's defaults, then the agent
    /// name's).
    pub fn with(mut self, spec: &str) -> Result<Self, String> {
        let settings = &mut self;
        for part in spec.split(',').filter(|p| !p.is_empty()) {
            let (key, value) = part
                .split_once('=')
                .ok_or_else(|| format!("mcts setting \"{part}\" is not key=value"))?;
            let number: f64 = value
                .parse()
                .map_err(|_| format!("mcts setting {key} needs a number, got \"{value}\""))?;
            match key {
                "iters" => settings.iterations = number.max(1.0) as u32,
                "ms" => settings.time_limit = Some(Duration::from_millis(number as u64)),
                "threads" => settings.threads = number.clamp(1.0, 64.0) as usize,
                "c" => settings.exploration = number as f32,
                "horizon" => settings.horizon = number.clamp(0.0, 100.0) as u32,
                "reply" => settings.reply = number.clamp(0.0, 100.0) as u32,
                "finish" => settings.finish = number != 0.0,
                "batch" => settings.batch = number.max(1.0) as u32,
                "prune" => settings.prune = number != 0.0,
                "widen" => settings.widen = number.max(0.0) as f32,
                "reuse" => settings.reuse = number != 0.0,
                other => return Err(format!("unknown mcts setting \"{other}\"")),
            }
        }
        Ok(self)
    }
}

/// One node of the information-set tree: the action that leads to it and who took it.
struct Node<A> {
    action: Option<A>,
    mover: u8,
    children: Vec<u32>,
    visits: u32,
    /// How often this node's action was available when its parent was visited.
    available: u32,
    /// Summed rewards, from the mover's point of view.
    total: f32,
}

/// The tree of one search thread.
struct Tree<A> {
    nodes: Vec<Node<A>>,
}

impl<A: Clone + PartialEq> Tree<A> {
    fn new(root_mover: u8) -> Self {
        Self {
            nodes: vec![Node {
                action: None,
                mover: root_mover,
                children: Vec::new(),
                visits: 0,
                available: 0,
                total: 0.0,
            }],
        }
    }

    /// The child of `node` reached by `action`, if the tree has it.
    fn child(&self, node: u32, action: &A) -> Option<u32> {
        self.nodes[node as usize]
            .children
            .iter()
            .copied()
            .find(|c| self.nodes[*c as usize].action.as_ref() == Some(action))
    }

    fn add(&mut self, parent: u32, action: A, mover: u8) -> u32 {
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            action: Some(action),
            mover,
            children: Vec::new(),
            visits: 0,
            available: 0,
            total: 0.0,
        });
        self.nodes[parent as usize].children.push(id);
        id
    }

    /// The subtree under `node` as a tree of its own, `node` its root (ids renumbered).
    fn subtree(&self, node: u32) -> Self {
        let mut nodes = Vec::new();
        let mut queue = vec![(node, u32::MAX)];
        while let Some((old, parent)) = queue.pop() {
            let id = nodes.len() as u32;
            let n = &self.nodes[old as usize];
            nodes.push(Node {
                action: n.action.clone(),
                mover: n.mover,
                children: Vec::new(),
                visits: n.visits,
                available: n.available,
                total: n.total,
            });
            if parent != u32::MAX {
                let parent: &mut Node<A> = &mut nodes[parent as usize];
                parent.children.push(id);
            }
            // Reversed so that children keep their order (the first child is the policy's).
            queue.extend(n.children.iter().rev().map(|c| (*c, id)));
        }
        Self { nodes }
    }

    /// The root's children as (action, visits).
    fn root_visits(&self) -> Vec<(A, u32)> {
        self.nodes[0]
            .children
            .iter()
            .map(|c| {
                let n = &self.nodes[*c as usize];
                (n.action.clone().expect("children have actions"), n.visits)
            })
            .collect()
    }

    /// The UCB1 choice among the children of `node` whose actions are legal now.
    fn select(&mut self, node: u32, legal: &[A], exploration: f32) -> Option<u32> {
        let mut best: Option<(u32, f32)> = None;
        for action in legal {
            let Some(child) = self.child(node, action) else {
                continue;
            };
            let n = &mut self.nodes[child as usize];
            n.available += 1;
            let visits = n.visits.max(1) as f32;
            let score =
                n.total / visits + exploration * ((n.available.max(1) as f32).ln() / visits).sqrt();
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((child, score));
            }
        }
        best.map(|(child, _)| child)
    }
}

/// Information-set Monte Carlo tree search for ruleset `R`.
pub struct MctsAgent<R: SearchHints> {
    settings: MctsSettings,
    rng: GameRng,
    /// Iterations run by the last decision (for benchmarks).
    pub last_iterations: u32,
    /// Visits of the root's children after the last decision, those of a kept subtree included.
    pub last_visits: u32,
    /// With `reuse`: the game as the last decision left it (a fork with the chosen action
    /// applied) and the chosen action's subtree, for the next decision if the game is that one.
    kept: Option<(R::Game, Tree<ActionOf<R>>)>,
    _ruleset: PhantomData<fn() -> R>,
}

impl<R: SearchHints> MctsAgent<R> {
    /// A search agent seeded for determinism.
    pub fn new(seed: u64, settings: MctsSettings) -> Self {
        Self {
            settings,
            rng: GameRng::seeded(seed),
            last_iterations: 0,
            last_visits: 0,
            kept: None,
            _ruleset: PhantomData,
        }
    }
}

type ActionOf<R> = <<R as Ruleset>::Game as Rules>::Action;

/// What one tree found: the tree, and the iterations it ran.
type TreeResult<R> = (Tree<ActionOf<R>>, u32);

/// Runs `iterations` iterations (or until `deadline`) on `tree` (new, or kept from the last
/// decision); returns it and the iterations run.
fn search_tree<R: SearchHints>(
    game: &R::Game,
    settings: &MctsSettings,
    seed: u64,
    iterations: u32,
    deadline: Option<Instant>,
    mut tree: Tree<ActionOf<R>>,
) -> TreeResult<R> {
    let me = game.to_act();
    let start_turn = R::turns(game);
    let mut rng = GameRng::seeded(seed);
    let mut legal = Vec::with_capacity(64);
    let mut path: Vec<u32> = Vec::with_capacity(64);
    let mut rewards: Vec<(u8, f32)> = Vec::with_capacity(4);
    // Whether the reply policy moves for `mover` now: an opponent within the reply turns, or the
    // searcher finishing its own turn past the tree.
    let replying = |state: &R::Game, mover: u8| {
        let turn = R::turns(state);
        if mover == me {
            settings.finish && turn == start_turn
        } else {
            turn <= start_turn + settings.reply
        }
    };
    let batch = settings.batch.max(1);
    let mut shared: Option<R::Game> = None;
    let mut done = 0;
    while done < iterations && deadline.is_none_or(|d| Instant::now() < d) {
        let mut state = if batch == 1 {
            R::determinize(game, me, rng.next_u64())
        } else {
            if done % batch == 0 || shared.is_none() {
                shared = Some(R::determinize(game, me, rng.next_u64()));
            }
            shared.as_ref().expect("determinized above").fork()
        };
        done += 1;
        path.clear();
        path.push(0);
        let mut node = 0u32;
        // Selection and expansion.
        loop {
            if state.is_over() {
                break;
            }
            state.legal_actions_into(&mut legal);
            if legal.is_empty() {
                break;
            }
            if let Some(settled) = R::settled_choice(&state, &legal) {
                // Forced or settled by rule: no node, nothing to choose.
                if state.apply(&legal[settled]).is_err() {
                    break;
                }
                continue;
            }
            if settings.prune && legal.iter().any(|a| !R::search_skips(&state, a)) {
                legal.retain(|a| !R::search_skips(&state, a));
            }
            let mover = state.to_act();
            if mover != me
                && replying(&state, mover)
                && let Some(reply) = R::reply_choice(&state, &legal)
            {
                // The opponents' reply is the policy's, not the tree's: play on from here.
                // (A rejected reply changes nothing; the playout goes on from the same place.)
                let _ = state.apply(&legal[reply]);
                break;
            }
            let unexpanded: Vec<usize> = (0..legal.len())
                .filter(|i| tree.child(node, &legal[*i]).is_none())
                .collect();
            let widened = settings.widen > 0.0 && node != 0;
            let expand = if widened {
                // A new child when the visits allow one more, or when none of the children is
                // available in this world.
                let n = &tree.nodes[node as usize];
                let allowed = 1 + (settings.widen * (n.visits as f32).sqrt()) as usize;
                !unexpanded.is_empty()
                    && (n.children.len() < allowed || unexpanded.len() == legal.len())
            } else {
                !unexpanded.is_empty()
            };
            if expand {
                // Count availability for the expanded siblings too, then add one new child.
                tree.select(node, &legal, settings.exploration);
                let pick = if widened && unexpanded.len() == legal.len() {
                    // The first child here (in this world): the move the playout would make.
                    replying(&state, mover)
                        .then(|| R::reply_choice(&state, &legal))
                        .flatten()
                        .unwrap_or_else(|| R::playout_choice(&state, &legal, &mut rng))
                } else {
                    unexpanded[rng.below(unexpanded.len())]
                };
                let action = legal[pick].clone();
                if state.apply(&action).is_err() {
                    break;
                }
                let child = tree.add(node, action, mover);
                tree.nodes[child as usize].available += 1;
                path.push(child);
                break;
            }
            let Some(child) = tree.select(node, &legal, settings.exploration) else {
                break;
            };
            let action = tree.nodes[child as usize]
                .action
                .clone()
                .expect("children have actions");
            if state.apply(&action).is_err() {
                break;
            }
            node = child;
            path.push(child);
        }
        // Playout.
        while !state.is_over() && R::turns(&state) < start_turn + settings.horizon {
            state.legal_actions_into(&mut legal);
            if legal.is_empty() {
                break;
            }
            let pick = R::settled_choice(&state, &legal)
                .or_else(|| {
                    replying(&state, state.to_act())
                        .then(|| R::reply_choice(&state, &legal))
                        .flatten()
                })
                .unwrap_or_else(|| R::playout_choice(&state, &legal, &mut rng));
            if state.apply(&legal[pick]).is_err() {
                break;
            }
        }
        // Back-propagation: each node's reward is its mover's evaluation of the end.
        rewards.clear();
        for &id in &path {
            let n = &mut tree.nodes[id as usize];
            let reward = match rewards.iter().find(|(seat, _)| *seat == n.mover) {
                Some((_, r)) => *r,
                None => {
                    let r = R::evaluate(&state, n.mover);
                    rewards.push((n.mover, r));
                    r
                }
            };
            n.visits += 1;
            n.total += reward;
        }
    }
    (tree, done)
}

impl<R: SearchHints> Agent<R::Game> for MctsAgent<R> {
    fn name(&self) -> &str {
        "mcts"
    }

    fn start(&mut self, _game_id: u64, _seat: u8, seed: u64) {
        self.rng = GameRng::seeded(seed);
        self.kept = None;
    }

    fn choose(&mut self, game: &R::Game, legal: &[ActionOf<R>]) -> usize {
        self.last_iterations = 0;
        self.last_visits = 0;
        let kept = self.kept.take();
        if let Some(settled) = R::settled_choice(game, legal) {
            return settled;
        }
        let settings = self.settings;
        let deadline = settings.time_limit.map(|t| Instant::now() + t);
        let threads = settings.threads.max(1);
        let seeds: Vec<u64> = (0..threads).map(|_| self.rng.next_u64()).collect();
        let share = settings.iterations.div_ceil(threads as u32);
        let me = game.to_act();
        let results: Vec<TreeResult<R>> = if threads == 1 {
            // The kept subtree serves only if the game went on by the chosen action alone: the
            // same log as the fork that applied it.
            let tree = kept
                .filter(|(after, _)| {
                    after.to_act() == me
                        && R::log_len(after) == R::log_len(game)
                        && R::log_digest(after) == R::log_digest(game)
                })
                .map_or_else(|| Tree::new(me), |(_, tree)| tree);
            vec![search_tree::<R>(
                game, &settings, seeds[0], share, deadline, tree,
            )]
        } else {
            std::thread::scope(|scope| {
                let workers: Vec<_> = seeds
                    .iter()
                    .map(|seed| {
                        let settings = &settings;
                        scope.spawn(move || {
                            search_tree::<R>(game, settings, *seed, share, deadline, Tree::new(me))
                        })
                    })
                    .collect();
                workers
                    .into_iter()
                    .map(|w| w.join().expect("a search thread panicked"))
                    .collect()
            })
        };
        let mut visits = vec![0u32; legal.len()];
        for (tree, done) in &results {
            self.last_iterations += done;
            for (action, count) in tree.root_visits() {
                if let Some(i) = legal.iter().position(|a| *a == action) {
                    visits[i] += count;
                    self.last_visits += count;
                }
            }
        }
        // The most visited action; ties go to the first listed.
        let mut best = 0;
        for (i, v) in visits.iter().enumerate() {
            if *v > visits[best] {
                best = i;
            }
        }
        if settings.reuse && threads == 1 {
            let tree = &results[0].0;
            let mut after = game.fork();
            if let Some(child) = tree.child(0, &legal[best])
                && after.apply(&legal[best]).is_ok()
            {
                self.kept = Some((after, tree.subtree(child)));
            }
        }
        best
    }
}
