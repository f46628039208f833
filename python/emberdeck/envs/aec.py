"""A PettingZoo AEC environment for any Emberdeck ruleset: every seat is an agent (``player_0``,
``player_1``...), the one to act is ``agent_selection``, and each agent observes a dict of its
``observation`` (float32) and the ``action_mask`` (int8, ones only for the agent to act), as
PettingZoo's classic games do. An action is an action slot; a masked one raises ``ValueError``
(wrap the environment in ``pettingzoo.utils.wrappers.TerminateIllegalWrapper`` to make it a loss
instead). When the game ends every agent is terminated with +1 (win), -1 (loss) or 0 (draw or
shared win)."""

import numpy as np
from gymnasium import spaces as gym_spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

import emberdeck
from emberdeck.envs import spaces

AGENT_PREFIX = "player_"


def agent_name(seat):
    """The PettingZoo agent playing ``seat``."""
    return f"{AGENT_PREFIX}{seat}"


class EmberdeckAEC(AECEnv):
    """One game of ``ruleset`` at a time, set up as ``emberdeck.new_game`` takes it (``decks``,
    ``options``, ``players``: dopynion takes 1 to 4, default 2). ``max_actions`` truncates a game
    that takes longer (default: none; every ruleset's games end)."""

    metadata = {"render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(
        self,
        ruleset,
        decks=None,
        options=None,
        players=None,
        render_mode=None,
        max_actions=None,
    ):
        super().__init__()
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.ruleset = ruleset
        self._setup = {"decks": decks, "options": options, "players": players}
        # A game made now checks the arguments at once and says how many seats there are.
        self.game = emberdeck.new_game(ruleset, seed=0, **self._setup)
        self.metadata = dict(self.metadata, name=f"emberdeck_{ruleset}_v0")
        self.render_mode = render_mode
        self.max_actions = max_actions
        self.possible_agents = [agent_name(seat) for seat in range(self.game.seats)]
        observation = gym_spaces.Dict(
            {
                "observation": spaces.observation_box(ruleset),
                "action_mask": spaces.mask_box(ruleset),
            }
        )
        action = spaces.action_space(ruleset)
        self.observation_spaces = {agent: observation for agent in self.possible_agents}
        self.action_spaces = {agent: action for agent in self.possible_agents}
        self._np_random, _ = seeding.np_random(None)
        self._actions = 0

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed=None, options=None):
        """Starts a new game: with ``seed``, that seed's game (the first game of
        ``emberdeck simulate --seed SEED``); without, the next seed of the environment's
        generator."""
        if seed is not None:
            self._np_random, _ = seeding.np_random(seed)
            game_seed = int(seed) % 2**64
        else:
            game_seed = spaces.next_seed(self._np_random)
        self.game = emberdeck.new_game(self.ruleset, seed=game_seed, **self._setup)
        self._actions = 0
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = agent_name(self.game.to_act)

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        if agent == self.agent_selection and not self.game.is_over:
            mask = spaces.mask_of(self.game)
        else:
            mask = np.zeros(self.action_space(agent).n, dtype=spaces.MASK_DTYPE)
        return {"observation": self.game.observation(seat), "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._clear_rewards()
        self._cumulative_rewards[agent] = 0.0
        self.game.apply_slot(int(action))
        self._actions += 1
        if self.game.is_over:
            for seat, name in enumerate(self.possible_agents):
                self.rewards[name] = spaces.reward_of(self.game, seat)
                self.terminations[name] = True
        elif self.max_actions is not None and self._actions >= self.max_actions:
            for name in self.agents:
                self.truncations[name] = True
        if not self.game.is_over:
            self.agent_selection = agent_name(self.game.to_act)
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self):
        if self.render_mode is None:
            return None
        text = self.game.view(self.game.to_act)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        pass


def aec_env(ruleset, wrapped=True, **kwargs):
    """The AEC environment of ``ruleset`` (``EmberdeckAEC``'s arguments); ``wrapped`` adds
    PettingZoo's usual checks (an out-of-bounds action, order of calls) as its classic games do."""
    env = EmberdeckAEC(ruleset, **kwargs)
    if wrapped:
        env = wrappers.AssertOutOfBoundsWrapper(env)
        env = wrappers.OrderEnforcingWrapper(env)
    return env
