"""Built-in agents by name play every ruleset to the end."""

import pytest
from conftest import play_out

import emberdeck

# Settings that keep the search agents quick in a test.
QUICK_SEARCH = "mcts:iters=20"


def test_agent_names(ruleset):
    names = emberdeck.agent_names(ruleset)
    assert names[:2] == ["random", "mcts"]
    for name in names:
        agent = emberdeck.agent(ruleset, name, seed=1)
        assert agent.ruleset == ruleset


@pytest.mark.parametrize("name", ["random", "own", QUICK_SEARCH])
def test_agents_play_to_the_end(ruleset, name):
    if name == "own":
        own = [n for n in emberdeck.agent_names(ruleset) if n not in ("random", "mcts")]
        name = own[0]
    game = emberdeck.new_game(ruleset, seed=3)
    agents = [emberdeck.agent(ruleset, name, seed=seat) for seat in range(game.seats)]
    if name.startswith("mcts"):
        # A search game is long: a few decisions show the agent works, random play ends it.
        for _ in range(3):
            if not game.is_over:
                game.apply(agents[game.to_act].choose(game))
        agents = [emberdeck.agent(ruleset, "random", seed=seat) for seat in range(game.seats)]
    play_out(game, agents)
    assert game.is_over and game.outcome is not None


def test_a_seeded_agent_repeats_itself(ruleset):
    picks = []
    for _ in range(2):
        game = emberdeck.new_game(ruleset, seed=5)
        agent = emberdeck.agent(ruleset, "random", seed=9)
        agent.start(game.to_act, 9)
        picks.append([agent.choose(game) for _ in range(5)])
    assert picks[0] == picks[1]


def test_every_agent_index_is_legal(ruleset):
    game = emberdeck.new_game(ruleset, seed=6)
    agent = emberdeck.agent(ruleset, "random")
    for _ in range(50):
        if game.is_over:
            break
        index = agent.choose(game)
        assert 0 <= index < len(game.legal_actions())
        game.apply(index)
