"""Masked-action PPO trained by self-play on one863, with RLlib's new API stack.

Both seats of the PettingZoo environment (``emberdeck.envs.aec_env("one863")``, wrapped as an
RLlib ``MultiAgentEnv`` by ``PettingZooEnv``) map to one shared policy, ``shared``: every game
is the policy against itself, and both seats' decisions train it. The policy is a small MLP whose
logits are masked by the environment's ``action_mask`` (a masked slot gets the lowest float), so
it never samples an illegal action.

Every ``--eval-every`` iterations, and after the last, the current policy plays greedily (the
argmax of its masked logits) ``--eval-games`` games against ``random`` and as many against
``one863-ai`` (the ruleset's heuristic), driving ``emberdeck`` games directly. The games are the
same at every evaluation (seeded from ``--seed``), the policy taking seat 0 in even games and seat
1 in odd ones. Each evaluation prints and appends one row to ``--out``: the iteration, the env
steps sampled so far, the score against each opponent (wins plus half the draws, as
``emberdeck arena`` counts it) with its 95% Wilson interval, and the wall seconds since the start.

    python examples/python/rllib_self_play.py --iterations 40 --eval-games 100 --eval-every 5 \\
        --seed 0 --out examples/python/one863_ppo_curve.csv

Small settings for a CPU machine: training samples in the driver (``num_env_runners=0``) and
learns there (``num_learners=0``), on one torch thread.
"""

import argparse
import csv
import os
import random
import sys
import time

import numpy as np

from emberdeck.distributed import wilson

RULESET = "one863"
ENV_NAME = "emberdeck_one863_aec"
MODULE_ID = "shared"
OPPONENTS = ("random", "one863-ai")
# The exact normal quantile of a two-sided 95% interval (the published curve used it).
Z_95 = 1.959963984540054

CSV_FIELDS = [
    "iteration",
    "env_steps",
    "games",
    "vs_random",
    "vs_random_low",
    "vs_random_high",
    "vs_random_draws",
    "vs_one863_ai",
    "vs_one863_ai_low",
    "vs_one863_ai_high",
    "vs_one863_ai_draws",
    "wall_seconds",
]


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=20, help="training iterations")
    parser.add_argument(
        "--eval-games", type=int, default=100, help="games per evaluation against each opponent"
    )
    parser.add_argument(
        "--eval-every", type=int, default=5, help="evaluate every K iterations (and at the end)"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default=None, help="CSV file for the learning curve")
    parser.add_argument(
        "--train-batch", type=int, default=2000, help="env steps sampled per iteration"
    )
    parser.add_argument("--minibatch", type=int, default=250, help="SGD minibatch size")
    parser.add_argument("--epochs", type=int, default=4, help="SGD epochs per iteration")
    parser.add_argument("--lr", type=float, default=3e-4)
    parser.add_argument(
        "--hidden", type=int, nargs="+", default=[128, 128], help="MLP hidden layer sizes"
    )
    parser.add_argument("--checkpoint", default=None, help="save the algorithm here at the end")
    args = parser.parse_args(argv)
    if args.iterations < 1 or args.eval_every < 1 or args.eval_games < 0:
        parser.error("--iterations and --eval-every must be at least 1, --eval-games at least 0")
    return args


# --- the masked PPO module ----------------------------------------------------------------------


def masked_module_class():
    """The RLModule class, built here so that importing this file needs neither ray nor torch."""
    import gymnasium as gym
    import torch
    from ray.rllib.algorithms.ppo.torch.default_ppo_torch_rl_module import (
        DefaultPPOTorchRLModule,
    )
    from ray.rllib.core.columns import Columns
    from ray.rllib.utils.torch_utils import FLOAT_MIN

    class MaskedPPOTorchRLModule(DefaultPPOTorchRLModule):
        """PPO's default torch module over the ``"observation"`` entry of a Dict observation;
        its logits are masked by the ``"action_mask"`` entry (0 keeps a logit, a masked slot
        gets ``FLOAT_MIN`` added). The value function sees the observation alone."""

        def __init__(self, *, observation_space=None, **kwargs):
            if not isinstance(observation_space, gym.spaces.Dict) or set(
                observation_space.spaces
            ) != {"observation", "action_mask"}:
                raise ValueError(
                    "MaskedPPOTorchRLModule wants a Dict observation space with the keys "
                    f"'observation' and 'action_mask', not {observation_space}"
                )
            # The networks are built for the plain observation; the module keeps the full space.
            self._dict_space = observation_space
            super().__init__(observation_space=observation_space["observation"], **kwargs)

        def setup(self):
            super().setup()
            self.observation_space = self._dict_space

        @staticmethod
        def _split(batch):
            """``(batch with OBS the plain observation, mask or None)``, without changing the
            caller's batch."""
            obs = batch[Columns.OBS]
            if not isinstance(obs, dict):
                return batch, None
            plain = dict(batch)
            plain[Columns.OBS] = obs["observation"]
            return plain, obs["action_mask"]

        @staticmethod
        def _mask(outs, mask):
            if mask is not None:
                penalty = torch.where(
                    mask > 0,
                    torch.zeros((), dtype=torch.float32, device=mask.device),
                    torch.full((), FLOAT_MIN, dtype=torch.float32, device=mask.device),
                )
                outs[Columns.ACTION_DIST_INPUTS] = outs[Columns.ACTION_DIST_INPUTS] + penalty
            return outs

        def _forward(self, batch, **kwargs):
            plain, mask = self._split(batch)
            return self._mask(super()._forward(plain, **kwargs), mask)

        def _forward_train(self, batch, **kwargs):
            plain, mask = self._split(batch)
            return self._mask(super()._forward_train(plain, **kwargs), mask)

        def compute_values(self, batch, embeddings=None):
            plain, _ = self._split(batch)
            return super().compute_values(plain, embeddings)

    return MaskedPPOTorchRLModule


# --- the algorithm ------------------------------------------------------------------------------


def make_env(_config=None):
    from ray.rllib.env.wrappers.pettingzoo_env import PettingZooEnv

    from emberdeck.envs import aec_env

    return PettingZooEnv(aec_env(RULESET))


def shared_policy(agent_id, episode, **kwargs):
    """Both seats play (and train) the one shared module: self-play."""
    return MODULE_ID


def build_config(args):
    from ray.rllib.algorithms.ppo import PPOConfig
    from ray.rllib.core.rl_module.default_model_config import DefaultModelConfig
    from ray.rllib.core.rl_module.multi_rl_module import MultiRLModuleSpec
    from ray.rllib.core.rl_module.rl_module import RLModuleSpec
    from ray.tune.registry import register_env

    register_env(ENV_NAME, make_env)
    return (
        PPOConfig()
        .api_stack(enable_rl_module_and_learner=True, enable_env_runner_and_connector_v2=True)
        # RLlib's pre-check steps random, unmasked actions, which the environment refuses.
        .environment(ENV_NAME, disable_env_checking=True)
        .framework("torch")
        .env_runners(
            num_env_runners=0,
            num_envs_per_env_runner=1,
            num_cpus_per_env_runner=1,
            rollout_fragment_length="auto",
        )
        .learners(num_learners=0, num_gpus_per_learner=0)
        .multi_agent(
            policies={MODULE_ID},
            policy_mapping_fn=shared_policy,
            policies_to_train=[MODULE_ID],
        )
        .rl_module(
            rl_module_spec=MultiRLModuleSpec(
                rl_module_specs={
                    MODULE_ID: RLModuleSpec(
                        module_class=masked_module_class(),
                        model_config=DefaultModelConfig(
                            fcnet_hiddens=list(args.hidden),
                            fcnet_activation="relu",
                            vf_share_layers=False,
                        ),
                    )
                }
            )
        )
        .training(
            train_batch_size_per_learner=args.train_batch,
            minibatch_size=args.minibatch,
            num_epochs=args.epochs,
            lr=args.lr,
            gamma=0.995,
            lambda_=0.95,
            clip_param=0.2,
            entropy_coeff=0.01,
            vf_loss_coeff=0.5,
            grad_clip=0.5,
        )
        .reporting(metrics_num_episodes_for_smoothing=20)
        .debugging(seed=args.seed, log_level="ERROR")
    )


# --- greedy evaluation --------------------------------------------------------------------------


def greedy_slot(module, game, seat):
    """The slot the module's masked logits rank first for ``seat`` (the seat to act)."""
    import torch
    from ray.rllib.core.columns import Columns

    obs = torch.from_numpy(np.asarray(game.observation(seat), dtype=np.float32))[None]
    mask = torch.from_numpy(np.asarray(game.action_mask(), dtype=np.int8))[None]
    with torch.no_grad():
        out = module.forward_inference({Columns.OBS: {"observation": obs, "action_mask": mask}})
    logits = out[Columns.ACTION_DIST_INPUTS][0].numpy()
    legal = np.asarray(game.legal_slots(), dtype=np.int64)
    # Only legal slots compete: the mask already sank the rest, this makes it certain.
    return int(legal[np.argmax(logits[legal])])


def eval_game_seed(seed, index):
    """Evaluation game ``index``'s seed: apart from training's, the same at every evaluation."""
    return (seed * 1_000_003 + 7_919 * (index + 1)) % 2**63


def evaluate(module, opponent, games, seed):
    """``(score, draws)`` of the greedy module against ``opponent`` over ``games`` games: the
    module takes seat 0 in even games and seat 1 in odd ones."""
    import emberdeck

    score = 0.0
    draws = 0
    for index in range(games):
        game_seed = eval_game_seed(seed, index)
        game = emberdeck.new_game(RULESET, seed=game_seed)
        learner = index % 2
        bot = emberdeck.agent(RULESET, opponent, seed=game_seed)
        bot.start(1 - learner, game_seed)
        while not game.is_over:
            if game.to_act == learner:
                game.apply_slot(greedy_slot(module, game, learner))
            else:
                game.apply(bot.choose(game))
        winners = game.winners
        if len(winners) == 1:
            score += 1.0 if learner in winners else 0.0
        else:
            # A draw or a shared win: half a point, as emberdeck arena counts it.
            score += 0.5
            draws += 1
    return score, draws


def env_steps_of(result):
    from ray.rllib.utils.metrics import ENV_RUNNER_RESULTS, NUM_ENV_STEPS_SAMPLED_LIFETIME

    value = result.get(ENV_RUNNER_RESULTS, {}).get(NUM_ENV_STEPS_SAMPLED_LIFETIME)
    if value is None:
        value = result.get(NUM_ENV_STEPS_SAMPLED_LIFETIME, 0)
    return int(value)


def row_text(row):
    def pct(key):
        return (
            f"{100 * row[key]:5.1f}% [{100 * row[key + '_low']:5.1f}, "
            f"{100 * row[key + '_high']:5.1f}]"
        )

    return (
        f"iter {row['iteration']:4d}  steps {row['env_steps']:8d}  "
        f"vs random {pct('vs_random')}  vs one863-ai {pct('vs_one863_ai')}  "
        f"(draws {row['vs_random_draws']}/{row['vs_one863_ai_draws']} of {row['games']})  "
        f"{row['wall_seconds']:7.1f} s"
    )


def seed_everything(seed):
    import torch

    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True, warn_only=True)


def pin_hash_seed():
    """Runs this script again with ``PYTHONHASHSEED=0`` unless it is set: RLlib keeps agent IDs
    in sets (``PettingZooEnv``, the episodes), so string hashing decides the order of the rows it
    trains on, and without a fixed hash seed two runs of the same seed drift apart."""
    if os.environ.get("PYTHONHASHSEED") is None:
        os.environ["PYTHONHASHSEED"] = "0"
        os.execv(sys.executable, [sys.executable, os.path.abspath(__file__), *sys.argv[1:]])


def main(argv=None):
    args = parse_args(argv)
    start = time.perf_counter()
    os.environ.setdefault("RAY_DEDUP_LOGS", "0")
    import ray

    seed_everything(args.seed)
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        configure_logging=False,
        ignore_reinit_error=True,
    )
    config = build_config(args)
    algo = config.build_algo()
    rows = []
    writer = None
    out = None
    if args.out:
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        out = open(args.out, "w", newline="")
        writer = csv.DictWriter(out, fieldnames=CSV_FIELDS)
        writer.writeheader()
        out.flush()
    print(
        f"one863 self-play PPO: {args.iterations} iterations of {args.train_batch} env steps, "
        f"evaluating every {args.eval_every} on {args.eval_games} games per opponent, "
        f"seed {args.seed}",
        flush=True,
    )
    try:
        for iteration in range(1, args.iterations + 1):
            result = algo.train()
            steps = env_steps_of(result)
            print(
                f"trained iter {iteration:4d}  steps {steps:8d}  "
                f"{time.perf_counter() - start:7.1f} s",
                flush=True,
            )
            if iteration % args.eval_every and iteration != args.iterations:
                continue
            module = algo.get_module(MODULE_ID)
            module.eval()
            row = {
                "iteration": iteration,
                "env_steps": steps,
                "games": args.eval_games,
            }
            for opponent in OPPONENTS:
                key = "vs_" + opponent.replace("-", "_")
                score, draws = evaluate(module, opponent, args.eval_games, args.seed)
                low, high = wilson(score, args.eval_games, Z_95)
                rate = score / args.eval_games if args.eval_games else 0.0
                row.update(
                    {key: rate, key + "_low": low, key + "_high": high, key + "_draws": draws}
                )
            row["wall_seconds"] = round(time.perf_counter() - start, 1)
            rows.append(row)
            print(row_text(row), flush=True)
            if writer is not None:
                writer.writerow(
                    {k: (round(v, 4) if isinstance(v, float) else v) for k, v in row.items()}
                )
                out.flush()
        # A fingerprint of the trained weights: two runs with the same arguments should agree.
        weights = algo.get_module(MODULE_ID).state_dict()
        checksum = sum(
            float(np.abs(np.asarray(w, dtype=np.float64)).sum()) for w in weights.values()
        )
        print(f"policy weights checksum {checksum:.6f}", flush=True)
        if args.checkpoint:
            algo.save_to_path(os.path.abspath(args.checkpoint))
    finally:
        if out is not None:
            out.close()
        algo.stop()
        ray.shutdown()
    print(f"done in {time.perf_counter() - start:.1f} s", flush=True)
    return rows


if __name__ == "__main__":
    pin_hash_seed()
    main(sys.argv[1:])
