"""Gymnasium ids for the single-agent environment, one per ruleset (``emberdeck/Gods-v0``...),
registered with a string entry point so that registering imports nothing but Gymnasium."""

import emberdeck

ENTRY_POINT = "emberdeck.envs.single:SingleAgentEnv"


def env_id(ruleset):
    """The Gymnasium id of ``ruleset``'s single-agent environment."""
    return f"emberdeck/{ruleset.capitalize()}-v0"


def register_envs():
    """Registers every ruleset's id (``gymnasium.make("emberdeck/Gods-v0", opponent="gods-ai")``;
    keyword arguments of ``make`` reach ``SingleAgentEnv``). Registering twice changes nothing."""
    import gymnasium

    for ruleset in emberdeck.rulesets():
        if env_id(ruleset) not in gymnasium.registry:
            gymnasium.register(
                env_id(ruleset), entry_point=ENTRY_POINT, kwargs={"ruleset": ruleset}
            )
