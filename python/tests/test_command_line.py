"""The package plays the games the command line plays: a game made with ``new_game(seed=S)`` and
played by random agents seeded as the arbiter seeds them has the log digest of
``emberdeck simulate --seed S --games 1``, and ``arena_games`` the totals of ``emberdeck arena``.
Skipped when no ``emberdeck`` binary is built (set EMBERDECK_BIN, or build it with
``cargo build --release``)."""

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import play_out

import emberdeck

# How `emberdeck simulate` derives a game's seed and its agents' seeds (src/sim.rs).
GAME_SEED_FACTOR = 1_000_003
AGENT_SEED_BASE = 0xA
U64 = 2**64


def binary():
    """The newest `emberdeck` binary there is, if any."""
    if os.environ.get("EMBERDECK_BIN"):
        return os.environ["EMBERDECK_BIN"]
    target = os.environ.get("CARGO_TARGET_DIR", str(Path(__file__).parents[2] / "target"))
    built = Path(target) / "release" / "emberdeck"
    if built.exists():
        return str(built)
    return shutil.which("emberdeck")


BINARY = binary()
needs_binary = pytest.mark.skipif(BINARY is None, reason="no emberdeck binary is built")


def run(*args):
    return subprocess.run([BINARY, *args], capture_output=True, text=True, check=True).stdout


@needs_binary
@pytest.mark.parametrize("seed", [3, 11])
def test_new_game_is_the_first_game_of_simulate(ruleset, seed):
    game = emberdeck.new_game(ruleset, seed=seed)
    game_seed = (seed * GAME_SEED_FACTOR) % U64
    agents = []
    for seat in range(game.seats):
        agent = emberdeck.agent(ruleset, "random")
        agent.start(seat, game_seed ^ (AGENT_SEED_BASE + seat))
        agents.append(agent)
    play_out(game, agents)
    out = run(
        "simulate", "--ruleset", ruleset, "--games", "1", "--seed", str(seed), "--agents", "random"
    )
    digest = re.search(r"log digest: ([0-9a-f]{16})", out).group(1)
    assert f"{game.log_digest:016x}" == digest


@needs_binary
def test_arena_games_total_as_the_command_line():
    agents = ["random", "gods-ai"]
    games = emberdeck.arena_games("gods", agents, seed=4, first=0, count=20)
    out = run(
        "arena", "--ruleset", "gods", "--agents", ",".join(agents), "--games", "20", "--seed", "4"
    )
    wins = int(re.search(r"random: .*?, (\d+) wins", out).group(1))
    assert wins == sum(1 for _, score, draw, _ in games if not draw and score > 0.5)
