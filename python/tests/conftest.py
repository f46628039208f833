"""Shared fixtures of the emberdeck package's tests: every ruleset by name, and helpers that play
a game to its end."""

import pytest

import emberdeck

RULESETS = emberdeck.rulesets()

# Safety cap on the actions of one test game: every ruleset's random games end long before.
MAX_TEST_ACTIONS = 100_000


@pytest.fixture(params=RULESETS)
def ruleset(request):
    """Each ruleset in turn."""
    return request.param


def play_out(game, agents):
    """Plays ``game`` to its end, ``agents[seat]`` choosing for each seat; returns the actions'
    indices in order."""
    played = []
    while not game.is_over:
        assert len(played) < MAX_TEST_ACTIONS, "the game did not end"
        index = agents[game.to_act].choose(game)
        game.apply(index)
        played.append(index)
    return played


def random_agents(ruleset, seats, seed=0):
    """One random agent per seat, seeded apart."""
    return [emberdeck.agent(ruleset, "random", seed=seed + seat) for seat in range(seats)]
