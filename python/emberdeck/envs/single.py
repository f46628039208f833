"""A Gymnasium single-agent environment for any Emberdeck ruleset: the learner plays one seat, a
built-in agent (``random``, ``mcts``, the ruleset's own) every other, and ``step`` returns when
it is the learner's turn again or the game is over. The observation is the learner's (float32);
the legal-action mask is in ``info["action_mask"]`` (int8). An action is an action slot; what a
masked one does is the ``illegal`` rule (``ILLEGAL_RULES``)."""

import gymnasium as gym
import numpy as np

import emberdeck
from emberdeck.envs import spaces

# What a masked action does: "lose" ends the episode with -1 (info["illegal_action"] is True),
# "random" plays a random legal action instead (info["illegal_action"] is True), "raise" raises
# ValueError. "lose" is the default: learners see the cost, and check_env's random actions work.
ILLEGAL_RULES = ("lose", "random", "raise")

# The reward of a masked action under the "lose" rule.
ILLEGAL_REWARD = -1.0


class SingleAgentEnv(gym.Env):
    """``ruleset``'s games against ``opponent`` (a name for every other seat, or a list with one
    per other seat). ``seat`` fixes the learner's seat; ``None`` draws it per episode. ``decks``,
    ``options``, ``players`` as ``emberdeck.new_game`` takes them; ``max_actions`` truncates an
    episode after that many learner actions."""

    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(
        self,
        ruleset,
        opponent="random",
        seat=None,
        decks=None,
        options=None,
        players=None,
        illegal="lose",
        render_mode=None,
        max_actions=None,
    ):
        if illegal not in ILLEGAL_RULES:
            raise ValueError(f"illegal must be one of {ILLEGAL_RULES}, not {illegal!r}")
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.ruleset = ruleset
        self._setup = {"decks": decks, "options": options, "players": players}
        self.game = emberdeck.new_game(ruleset, seed=0, **self._setup)
        seats = self.game.seats
        if seat is not None and not 0 <= seat < seats:
            raise ValueError(f"seat must be between 0 and {seats - 1}, not {seat}")
        others = seats - 1
        names = [opponent] * others if isinstance(opponent, str) else list(opponent)
        if len(names) != others:
            raise ValueError(f"{len(names)} opponents for {others} other seats")
        # Checked now, so a bad name fails here rather than at the first reset.
        for name in names:
            emberdeck.agent(ruleset, name)
        self.opponent_names = names
        self.fixed_seat = seat
        self.seat = 0 if seat is None else seat
        self.illegal = illegal
        self.render_mode = render_mode
        self.max_actions = max_actions
        self.observation_space = spaces.observation_box(ruleset)
        self.action_space = spaces.action_space(ruleset)
        self._opponents = {}
        self._actions = 0

    def reset(self, seed=None, options=None):
        super().reset(seed=seed)
        game_seed = spaces.next_seed(self.np_random)
        self.game = emberdeck.new_game(self.ruleset, seed=game_seed, **self._setup)
        seats = self.game.seats
        if self.fixed_seat is None:
            self.seat = int(self.np_random.integers(0, seats))
        others = [s for s in range(seats) if s != self.seat]
        self._opponents = {}
        for name, other in zip(self.opponent_names, others):
            opponent = emberdeck.agent(self.ruleset, name)
            opponent.start(other, spaces.next_seed(self.np_random))
            self._opponents[other] = opponent
        self._actions = 0
        self._play_opponents()
        return self._observation(), self._info()

    def step(self, action):
        if self.game.is_over:
            raise RuntimeError("the episode is over: call reset()")
        slot = int(action)
        mask = spaces.mask_of(self.game)
        illegal = not (0 <= slot < mask.shape[0] and mask[slot] == 1)
        if illegal:
            if self.illegal == "raise":
                raise ValueError(f"action slot {slot} is not legal here (its mask is 0)")
            if self.illegal == "lose":
                info = self._info()
                info["illegal_action"] = True
                return self._observation(), ILLEGAL_REWARD, True, False, info
            slot = int(self.np_random.choice(np.flatnonzero(mask)))
        self.game.apply_slot(slot)
        self._actions += 1
        self._play_opponents()
        terminated = self.game.is_over
        reward = spaces.reward_of(self.game, self.seat) if terminated else 0.0
        truncated = (
            not terminated and self.max_actions is not None and self._actions >= self.max_actions
        )
        info = self._info()
        if illegal:
            info["illegal_action"] = True
        if self.render_mode == "human":
            self.render()
        return self._observation(), reward, terminated, truncated, info

    def action_masks(self):
        """The legal-action mask as a bool array (the name sb3-contrib's MaskablePPO asks for)."""
        return spaces.mask_of(self.game).astype(bool)

    def render(self):
        if self.render_mode is None:
            return None
        text = self.game.view(self.seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def _play_opponents(self):
        """Lets the built-in agents act until it is the learner's turn or the game is over."""
        while not self.game.is_over and self.game.to_act != self.seat:
            opponent = self._opponents[self.game.to_act]
            self.game.apply(opponent.choose(self.game))

    def _observation(self):
        return self.game.observation(self.seat)

    def _info(self):
        return {"action_mask": spaces.mask_of(self.game), "seat": self.seat}
