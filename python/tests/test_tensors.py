"""Observations, masks and action slots on every ruleset: shapes and types, the mask agrees with
the legal list, a slot applies its action, a masked slot is refused and changes nothing."""

import numpy as np
import pytest
from conftest import random_agents

import emberdeck


def test_spaces(ruleset):
    observation_len, slots = emberdeck.spaces(ruleset)
    assert observation_len > 0 and slots > 0
    assert emberdeck.slot_name(ruleset, 0)
    assert emberdeck.slot_name(ruleset, slots - 1)


def test_observation_and_mask_shapes(ruleset):
    observation_len, slots = emberdeck.spaces(ruleset)
    game = emberdeck.new_game(ruleset, seed=1)
    for seat in range(game.seats):
        observation = game.observation(seat)
        assert observation.dtype == np.float32 and observation.shape == (observation_len,)
        assert np.isfinite(observation).all()
    assert (game.observation() == game.observation(game.to_act)).all()
    mask = game.action_mask()
    assert mask.dtype == np.uint8 and mask.shape == (slots,)


def test_the_mask_agrees_with_the_legal_list_all_game_long(ruleset):
    game = emberdeck.new_game(ruleset, seed=2)
    agents = random_agents(ruleset, game.seats)
    while not game.is_over:
        legal = game.legal_actions()
        mask = game.action_mask()
        slots = game.legal_slots()
        assert len(slots) == len(legal)
        assert len(set(slots.tolist())) == len(slots), "two legal actions share a slot"
        assert set(np.flatnonzero(mask).tolist()) == set(slots.tolist())
        game.apply(agents[game.to_act].choose(game))
    assert game.action_mask().sum() == 0


def test_apply_slot_plays_the_action_in_that_slot(ruleset):
    game = emberdeck.new_game(ruleset, seed=3)
    twin = game.clone()
    for _ in range(30):
        if game.is_over:
            break
        slots = game.legal_slots()
        pick = len(slots) // 2
        game.apply(pick)
        twin.apply_slot(int(slots[pick]))
        assert game.log_digest == twin.log_digest


def test_a_masked_slot_raises_and_changes_nothing(ruleset):
    game = emberdeck.new_game(ruleset, seed=4)
    mask = game.action_mask()
    masked = int(np.flatnonzero(mask == 0)[0])
    digest = game.log_digest
    with pytest.raises(ValueError, match="not legal"):
        game.apply_slot(masked)
    with pytest.raises(ValueError):
        game.apply_slot(len(mask))
    assert game.log_digest == digest


def test_an_observation_hides_what_the_seat_cannot_see(ruleset):
    """Re-drawing what seat s cannot see leaves seat s's observation as it was."""
    game = emberdeck.new_game(ruleset, seed=5)
    agents = random_agents(ruleset, game.seats)
    for _ in range(10):
        if game.is_over:
            break
        game.apply(agents[game.to_act].choose(game))
    for seat in range(game.seats):
        hidden_redrawn = game.determinize(seat, 99)
        assert (hidden_redrawn.observation(seat) == game.observation(seat)).all()
