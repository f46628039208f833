"""The Gymnasium spaces of a ruleset's games, written once for both environments: the observation
as a float32 Box of the ruleset's fixed length and the action as one of its action slots."""

import numpy as np
from gymnasium import spaces as gym_spaces

import emberdeck

# The observation's entries are scaled counts and flags (docs/PYTHON.md, "Tensors"); the encoding
# promises no upper bound for every index, so the Box is unbounded rather than wrong.
OBSERVATION_LOW = -np.inf
OBSERVATION_HIGH = np.inf

# Gymnasium's masked sampling (``Discrete.sample(mask)``, which PettingZoo's api_test uses) takes
# int8 masks, as PettingZoo's classic games give them; VecGames and Game.action_mask give uint8.
MASK_DTYPE = np.int8


def observation_box(ruleset):
    """The observation of one seat of ``ruleset``'s games."""
    length, _ = emberdeck.spaces(ruleset)
    return gym_spaces.Box(OBSERVATION_LOW, OBSERVATION_HIGH, shape=(length,), dtype=np.float32)


def mask_box(ruleset):
    """The legal-action mask of ``ruleset``'s games: 1 where a legal action lies."""
    _, slots = emberdeck.spaces(ruleset)
    return gym_spaces.Box(0, 1, shape=(slots,), dtype=MASK_DTYPE)


def action_space(ruleset):
    """One action slot of ``ruleset``."""
    _, slots = emberdeck.spaces(ruleset)
    return gym_spaces.Discrete(slots)


def mask_of(game):
    """The mask of the seat to act in ``game`` as the environments give it (all zeros once over)."""
    return game.action_mask().astype(MASK_DTYPE)


def reward_of(game, seat):
    """``seat``'s reward in a finished ``game``: +1 for a sole win, -1 for a loss, 0 for a draw or
    a shared win (as ``VecGames`` rewards)."""
    winners = game.winners
    if not winners:
        return 0.0
    if seat not in winners:
        return -1.0
    return 1.0 if len(winners) == 1 else 0.0


def next_seed(rng):
    """A fresh 63-bit game seed from a NumPy generator (the environments' ``np_random``)."""
    return int(rng.integers(0, 2**63 - 1))
