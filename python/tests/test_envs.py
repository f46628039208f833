"""The standard interfaces: PettingZoo's api_test on every ruleset's AEC environment, Gymnasium's
check_env on every ruleset's single-agent environment (skipped where a library is missing)."""

import warnings

import numpy as np
import pytest

import emberdeck

pettingzoo = pytest.importorskip("pettingzoo", reason="pettingzoo is not installed")
gymnasium = pytest.importorskip("gymnasium", reason="gymnasium is not installed")

from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from emberdeck.envs import SingleAgentEnv, aec_env

# Cycles of api_test's random play: several whole games of every ruleset.
API_TEST_CYCLES = 500


def test_pettingzoo_api_test(ruleset):
    with warnings.catch_warnings():
        # api_test warns that a dict observation is "not a NumPy array" for any game outside its
        # own list of classic games; the dict is what PettingZoo's classic games give.
        warnings.simplefilter("ignore", UserWarning)
        api_test(aec_env(ruleset), num_cycles=API_TEST_CYCLES)


@pytest.mark.parametrize("players", [1, 3, 4])
def test_pettingzoo_api_test_dopynion_seats(players):
    env = aec_env("dopynion", players=players)
    env.reset(seed=1)
    assert env.possible_agents == [f"player_{i}" for i in range(players)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        api_test(env, num_cycles=100)


def test_aec_plays_a_whole_game_with_masks(ruleset):
    env = aec_env(ruleset)
    env.reset(seed=3)
    rewards = {agent: 0.0 for agent in env.possible_agents}
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        rewards[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        mask = observation["action_mask"]
        assert mask.dtype == np.int8 and mask.any()
        env.step(int(np.flatnonzero(mask)[0]))
    assert sorted(rewards.values()) in ([-1.0, 1.0], [0.0, 0.0])


def test_aec_refuses_a_masked_action():
    env = aec_env("one863")
    env.reset(seed=1)
    observation, *_ = env.last()
    masked = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    with pytest.raises(ValueError):
        env.step(masked)


def test_gymnasium_check_env(ruleset):
    with warnings.catch_warnings():
        # The observation Box is unbounded on purpose (see emberdeck/envs/spaces.py).
        warnings.simplefilter("ignore", UserWarning)
        check_env(SingleAgentEnv(ruleset), skip_render_check=True)


def test_single_agent_episodes(ruleset):
    env = SingleAgentEnv(ruleset, opponent="random", seat=1, render_mode="ansi")
    observation, info = env.reset(seed=4)
    assert info["seat"] == 1
    assert env.render()
    steps, terminated = 0, False
    while not terminated:
        mask = info["action_mask"]
        assert mask.dtype == np.int8 and mask.any()
        observation, reward, terminated, _truncated, info = env.step(int(np.flatnonzero(mask)[-1]))
        assert observation.shape == env.observation_space.shape
        steps += 1
    assert reward in (-1.0, 0.0, 1.0) and steps > 0


def test_single_agent_illegal_rules():
    env = SingleAgentEnv("one863", illegal="lose")
    _, info = env.reset(seed=2)
    masked = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(masked)
    assert terminated and reward == -1.0 and info["illegal_action"]

    env = SingleAgentEnv("one863", illegal="random")
    _, info = env.reset(seed=2)
    _, _, _, _, info = env.step(masked)
    assert info["illegal_action"]

    env = SingleAgentEnv("one863", illegal="raise")
    env.reset(seed=2)
    with pytest.raises(ValueError):
        env.step(masked)
    with pytest.raises(ValueError):
        SingleAgentEnv("one863", illegal="ignore")


def test_single_agent_against_the_rulesets_own_agent(ruleset):
    own = next(n for n in emberdeck.agent_names(ruleset) if n not in ("random", "mcts"))
    env = SingleAgentEnv(ruleset, opponent=own)
    _, info = env.reset(seed=5)
    assert info["action_mask"].any()
    with pytest.raises(ValueError):
        SingleAgentEnv(ruleset, opponent="no-such-agent")


def test_gymnasium_make():
    env = gymnasium.make("emberdeck/One863-v0", opponent="one863-ai")
    observation, _info = env.reset(seed=0)
    assert observation.shape == env.observation_space.shape
    env.close()
