"""Random play per ruleset, native beside Python, in one run: games per second of
``emberdeck.native_random_games`` (Rust alone; then with every decision's observation and mask
written, as VecGames writes them) beside ``VecGames`` driven from Python with masked random
actions chosen in numpy, two ways: the argmax of random numbers times the dense mask, and a draw
from the compressed legal slots (``VecGames.legal_slots``), which reads no mask.

    python python/bench.py [--seconds 3] [--games 64] [--threads 1] [--ruleset gods]
"""

import argparse
import time

import numpy as np

import emberdeck

# Games per VecGames batch: enough to pay for the call into Rust, few enough that the batch's
# games stay in the CPU's caches (bigger batches measured slower on hearth and gods).
DEFAULT_GAMES = 64
DEFAULT_SECONDS = 3.0


def dense_choice(rng, mask, _games):
    """A uniformly random legal slot per game: argmax of random numbers times the mask."""
    return np.argmax(rng.random(mask.shape, dtype=np.float32) * mask, axis=1)


def compressed_choice(rng, _mask, games):
    """A uniformly random legal slot per game from the compressed legal slots."""
    offsets, slots = games.legal_slots()
    counts = np.diff(offsets)
    return slots[offsets[:-1] + (rng.random(len(counts)) * counts).astype(np.int64)]


def python_rate(ruleset, seconds, n, threads, choose):
    """Games per second of VecGames stepped from Python, actions chosen by ``choose``."""
    games = emberdeck.VecGames(ruleset, n, seed=0, threads=threads)
    _, mask, _ = games.reset()
    rng = np.random.default_rng(0)
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        _, mask, _, _, _ = games.step(choose(rng, mask, games))
    return games.episodes_finished / (time.perf_counter() - started)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS)
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES, help="VecGames batch size")
    parser.add_argument("--threads", type=int, default=1, help="VecGames threads")
    parser.add_argument("--ruleset", action="append", help="only these rulesets")
    args = parser.parse_args()
    rulesets = args.ruleset or emberdeck.rulesets()
    print(
        f"random play, games per second ({args.seconds:g} s each; VecGames n={args.games}, "
        f"threads={args.threads})"
    )
    header = (
        "ruleset",
        "native",
        "+tensors",
        "py dense",
        "py slots",
        "slots/native",
        "slots/+tensors",
    )
    print("{:<9} {:>9} {:>9} {:>9} {:>9} {:>13} {:>15}".format(*header))
    for ruleset in rulesets:
        native = emberdeck.native_random_games(ruleset, args.seconds)["games_per_second"]
        tensors = emberdeck.native_random_games(ruleset, args.seconds, tensors=True)[
            "games_per_second"
        ]
        dense = python_rate(ruleset, args.seconds, args.games, args.threads, dense_choice)
        slots = python_rate(ruleset, args.seconds, args.games, args.threads, compressed_choice)
        print(
            f"{ruleset:<9} {native:>9.0f} {tensors:>9.0f} {dense:>9.0f} {slots:>9.0f} "
            f"{slots / native:>12.0%} {slots / tensors:>15.0%}"
        )


if __name__ == "__main__":
    main()
