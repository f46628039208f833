"""Emberdeck from Python: the engine's four rulesets (hearth, dopynion, one863, gods) as games,
agents, fixed-size tensors and batches of games stepped in Rust.

The native part (``emberdeck._emberdeck``, the headless engine built by maturin) is re-exported
here; ``emberdeck.envs`` adds PettingZoo and Gymnasium environments and ``emberdeck.distributed``
runs arenas and self-play on Ray (both import their libraries only when used).
"""

from emberdeck._emberdeck import (
    Action,
    Agent,
    Game,
    VecGames,
    __version__,
    about,
    agent,
    agent_names,
    arena_games,
    decks,
    native_random_games,
    new_game,
    rulesets,
    self_play_games,
    slot_name,
    spaces,
)

__all__ = [
    "Action",
    "Agent",
    "Game",
    "VecGames",
    "__version__",
    "about",
    "agent",
    "agent_names",
    "arena_games",
    "decks",
    "native_random_games",
    "new_game",
    "rulesets",
    "self_play_games",
    "slot_name",
    "spaces",
]
