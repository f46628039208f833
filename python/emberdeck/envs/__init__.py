"""Standard environments over Emberdeck's games: a PettingZoo AEC environment per ruleset
(``aec_env``, every seat an agent ``player_0``...) and a Gymnasium single-agent environment
(``SingleAgentEnv``, the other seats played by a built-in agent).

Each is imported on first use, so ``emberdeck.envs`` needs PettingZoo only for ``aec_env`` and
Gymnasium only for the environments themselves (``pip install ./python[envs]`` installs both).
Importing ``emberdeck.envs`` registers the Gymnasium ids ``emberdeck/<Ruleset>-v0`` when Gymnasium
is installed.
"""

from importlib import import_module

# Where each public name lives: imported on first use, so a missing PettingZoo does not stop the
# Gymnasium environment (and the other way round).
_HOMES = {
    "EmberdeckAEC": "emberdeck.envs.aec",
    "aec_env": "emberdeck.envs.aec",
    "SingleAgentEnv": "emberdeck.envs.single",
    "register_envs": "emberdeck.envs.registration",
    "ILLEGAL_RULES": "emberdeck.envs.single",
}

__all__ = ["ILLEGAL_RULES", "EmberdeckAEC", "SingleAgentEnv", "aec_env", "register_envs"]


try:
    from emberdeck.envs.registration import register_envs as _register_envs

    _register_envs()
except ImportError:  # Gymnasium is not installed: there is nothing to register with.
    pass


def __getattr__(name):
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'emberdeck.envs' has no attribute {name!r}")
    return getattr(import_module(home), name)


def __dir__():
    return __all__
