"""Emberdeck on Ray: an arena between two agents and self-play data, both split into batches of
games that run as Ray tasks (on one machine, or a cluster with ``address``). Every game is seeded
from the run's seed and its index alone, so the totals do not depend on how the games were split
or where they ran: ``arena`` gives exactly what ``emberdeck arena --seed SEED`` prints.

Ray is imported only when these functions run (``pip install ./python[ray]``)."""

import math
from dataclasses import dataclass

import numpy as np

import emberdeck

# The normal quantile of a two-sided 95% interval.
Z_95 = 1.96

# Batches per CPU when the caller does not choose: enough to keep every worker busy while a slow
# batch finishes, few enough that starting a task stays cheap beside its games.
BATCHES_PER_CPU = 4

# The arrays self-play returns, in the order ``self_play_games`` names them.
SELF_PLAY_FIELDS = ("observations", "masks", "slots", "returns", "seats", "games")


def wilson(successes, n, z=Z_95):
    """The Wilson score interval of a proportion (as ``emberdeck arena`` computes it)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denominator = 1.0 + z * z / n
    centre = (p + z * z / (2.0 * n)) / denominator
    half = z * math.sqrt(p * (1.0 - p) / n + z * z / (4.0 * n * n)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class ArenaResult:
    """An arena's totals: ``wins[i]`` games agent ``i`` won, ``score`` the first agent's wins
    plus half the draws, ``interval`` its 95% Wilson interval as a share of the games."""

    agents: list
    games: int
    wins: list
    draws: int
    mean_turns: float
    score: float
    win_rate: float
    interval: tuple


def _ray(address):
    """Ray, started on ``address`` (or locally) unless the caller already started it."""
    import ray

    if not ray.is_initialized():
        ray.init(address=address)
    return ray


def _batches(total, batch, ray):
    """``(first, count)`` of each batch of ``total`` games."""
    if total < 0:
        raise ValueError(f"games must not be negative, not {total}")
    if batch is None:
        cpus = max(1, int(ray.available_resources().get("CPU", 1)))
        batch = max(1, math.ceil(total / (cpus * BATCHES_PER_CPU)))
    if batch < 1:
        raise ValueError(f"batch must be at least 1, not {batch}")
    return [(first, min(batch, total - first)) for first in range(0, total, batch)]


def _arena_batch(ruleset, agents, seed, first, count, decks, options):
    return emberdeck.arena_games(
        ruleset, agents, seed=seed, first=first, count=count, decks=decks, options=options
    )


def _self_play_batch(ruleset, agent, seed, first, count, decks, options, players):
    return emberdeck.self_play_games(
        ruleset,
        agent,
        seed=seed,
        first=first,
        count=count,
        decks=decks,
        options=options,
        players=players,
    )


def arena(ruleset, agents, games, seed=0, address=None, batch=None, decks=None, options=None):
    """Plays ``games`` games between two agents (names as ``emberdeck.agent`` takes them), seats
    alternating, as Ray tasks of ``batch`` games, and returns an ``ArenaResult``."""
    agents = list(agents)
    if len(agents) != 2:
        raise ValueError(f"an arena takes two agents, not {len(agents)}")
    emberdeck.new_game(ruleset)  # an unknown ruleset fails here, before any task starts
    ray = _ray(address)
    task = ray.remote(_arena_batch)
    refs = [
        task.remote(ruleset, agents, seed, first, count, decks, options)
        for first, count in _batches(games, batch, ray)
    ]
    played = [game for batch_games in ray.get(refs) for game in batch_games]
    draws = sum(1 for _, _, draw, _ in played if draw)
    first_wins = sum(1 for _, score, draw, _ in played if not draw and score > 0.5)
    second_wins = len(played) - draws - first_wins
    score = first_wins + 0.5 * draws
    return ArenaResult(
        agents=agents,
        games=len(played),
        wins=[first_wins, second_wins],
        draws=draws,
        mean_turns=sum(turns for *_, turns in played) / max(1, len(played)),
        score=score,
        win_rate=score / max(1, len(played)),
        interval=wilson(score, len(played)),
    )


def self_play(
    ruleset,
    games,
    seed=0,
    agent="random",
    address=None,
    batch=None,
    decks=None,
    options=None,
    players=None,
):
    """Plays ``games`` games with ``agent`` in every seat, as Ray tasks, and returns a dict of
    numpy arrays with one row per decision, in game order: ``observations`` [rows, OBS] float32,
    ``masks`` [rows, SLOTS] uint8, ``slots`` [rows] int64 (the actions chosen), ``returns`` [rows]
    float32 (the acting seat's final reward), ``seats`` and ``games``."""
    emberdeck.agent(ruleset, agent)  # a bad ruleset or agent name fails here
    ray = _ray(address)
    task = ray.remote(_self_play_batch)
    refs = [
        task.remote(ruleset, agent, seed, first, count, decks, options, players)
        for first, count in _batches(games, batch, ray)
    ]
    parts = ray.get(refs)
    if not parts:
        observation_len, slots = emberdeck.spaces(ruleset)
        return {
            "observations": np.zeros((0, observation_len), np.float32),
            "masks": np.zeros((0, slots), np.uint8),
            "slots": np.zeros(0, np.int64),
            "returns": np.zeros(0, np.float32),
            "seats": np.zeros(0, np.int32),
            "games": np.zeros(0, np.int64),
        }
    return {field: np.concatenate([part[field] for part in parts]) for field in SELF_PLAY_FIELDS}
