"""VecGames on every ruleset: shapes and types, masks that allow the step, rewards and dones when
games end, auto-reset with fresh seeds, determinism, and refusals that change nothing."""

import numpy as np
import pytest

import emberdeck

GAMES = 8


def random_slots(mask, rng):
    """A uniformly random legal slot per row of ``mask``."""
    return np.argmax(rng.random(mask.shape) * mask, axis=1).astype(np.int64)


def test_reset_shapes(ruleset):
    observation_len, slots = emberdeck.spaces(ruleset)
    games = emberdeck.VecGames(ruleset, GAMES, seed=1)
    assert len(games) == GAMES and games.n == GAMES
    assert games.observation_len == observation_len and games.action_slots == slots
    obs, mask, to_act = games.reset()
    assert obs.shape == (GAMES, observation_len) and obs.dtype == np.float32
    assert mask.shape == (GAMES, slots) and mask.dtype == np.uint8
    assert to_act.shape == (GAMES,) and to_act.dtype == np.int32
    assert (mask.sum(axis=1) > 0).all()
    assert ((0 <= to_act) & (to_act < games.seats)).all()


def test_the_first_position_is_a_new_games(ruleset):
    games = emberdeck.VecGames(ruleset, 2, seed=3)
    obs, mask, _to_act = games.reset()
    # Different games of the batch are dealt differently.
    assert not (obs[0] == obs[1]).all() or not (mask[0] == mask[1]).all() or ruleset == "dopynion"


def test_steps_until_every_game_ended_twice(ruleset):
    games = emberdeck.VecGames(ruleset, GAMES, seed=2)
    _, mask, to_act = games.reset()
    rng = np.random.default_rng(0)
    ended = np.zeros(GAMES, dtype=np.int64)
    steps = 0
    while (ended < 2).any():
        steps += 1
        assert steps < 200_000
        acting = to_act.copy()
        _obs, mask, rewards, dones, to_act = games.step(random_slots(mask, rng))
        assert rewards.dtype == np.float32 and dones.dtype == np.bool_
        assert (rewards[~dones] == 0).all()
        assert np.isin(rewards[dones], [-1.0, 0.0, 1.0]).all()
        for game in np.flatnonzero(dones):
            finals = games.final_rewards[game]
            assert finals[acting[game]] == rewards[game]
            if games.seats == 2 and finals.any():
                assert finals.sum() == 0
        # Auto-reset: every row shows a position to play.
        assert (mask.sum(axis=1) > 0).all()
        ended += dones
    assert games.episodes.tolist() == ended.tolist()
    assert games.episodes_finished == ended.sum()


def test_the_same_seed_plays_the_same_games(ruleset):
    runs = []
    for _ in range(2):
        games = emberdeck.VecGames(ruleset, 4, seed=9)
        obs, mask, _ = games.reset()
        rng = np.random.default_rng(1)
        trace = []
        for _ in range(300):
            obs, mask, rewards, dones, to_act = games.step(random_slots(mask, rng))
            trace.append((obs.sum(), rewards.sum(), dones.sum(), to_act.sum()))
        runs.append(trace)
    assert runs[0] == runs[1]


def test_reset_with_a_seed_starts_over(ruleset):
    games = emberdeck.VecGames(ruleset, 3, seed=5)
    first = [a.copy() for a in games.reset()]
    again = games.reset()
    assert not all((a == b).all() for a, b in zip(first, again)) or ruleset == "dopynion"
    seeded = games.reset(seed=5)
    assert all((a == b).all() for a, b in zip(first, seeded))


def test_threads_give_the_same_games(ruleset):
    traces = []
    for threads in (1, 3):
        games = emberdeck.VecGames(ruleset, 6, seed=4, threads=threads)
        obs, mask, _ = games.reset()
        rng = np.random.default_rng(2)
        for _ in range(200):
            obs, mask, _rewards, _dones, _to_act = games.step(random_slots(mask, rng))
        traces.append((obs.copy(), mask.copy(), games.episodes.tolist()))
    assert (traces[0][0] == traces[1][0]).all() and (traces[0][1] == traces[1][1]).all()
    assert traces[0][2] == traces[1][2]


def test_a_masked_slot_changes_no_game(ruleset):
    games = emberdeck.VecGames(ruleset, 3, seed=6)
    obs, mask, _ = games.reset()
    before = obs.copy()
    slots = random_slots(mask, np.random.default_rng(0))
    slots[2] = int(np.flatnonzero(mask[2] == 0)[0])
    with pytest.raises(ValueError, match="game 2"):
        games.step(slots)
    with pytest.raises(ValueError):
        games.step(np.array([-1, 0, 0]))
    with pytest.raises(ValueError, match="one per game"):
        games.step(slots[:2])
    with pytest.raises(TypeError):
        games.step(slots.astype(np.float64))
    # Nothing was applied: the good slots still play from the same positions.
    obs, *_ = games.step(random_slots(mask, np.random.default_rng(0)))
    assert obs.shape == before.shape


def test_step_before_reset_is_refused():
    games = emberdeck.VecGames("one863", 2)
    with pytest.raises(ValueError, match="reset"):
        games.step(np.zeros(2, dtype=np.int64))


def test_bad_arguments():
    with pytest.raises(ValueError):
        emberdeck.VecGames("gods", 0)
    with pytest.raises(ValueError):
        emberdeck.VecGames("gods", -3)
    with pytest.raises(ValueError):
        emberdeck.VecGames("gods", 2, threads=0)
    with pytest.raises(ValueError):
        emberdeck.VecGames("gods", 2, decks=["nowhere"])
    with pytest.raises(ValueError):
        emberdeck.VecGames("dopynion", 2, players=9)


def test_compressed_legal_slots_match_the_mask(ruleset):
    games = emberdeck.VecGames(ruleset, 5, seed=7)
    _, mask, _ = games.reset()
    rng = np.random.default_rng(3)
    for _ in range(20):
        offsets, slots = games.legal_slots()
        assert offsets.shape == (6,) and offsets[0] == 0 and offsets[-1] == len(slots)
        for game in range(5):
            mine = slots[offsets[game] : offsets[game + 1]]
            assert set(mine.tolist()) == set(np.flatnonzero(mask[game]).tolist())
        pick = slots[offsets[:-1] + (rng.random(5) * np.diff(offsets)).astype(np.int64)]
        _obs, mask, *_ = games.step(pick)


def test_dopynion_with_four_seats():
    games = emberdeck.VecGames("dopynion", 4, seed=1, players=4)
    assert games.seats == 4
    _, mask, _ = games.reset()
    rng = np.random.default_rng(0)
    while games.episodes_finished < 4:
        _, mask, *_ = games.step(random_slots(mask, rng))
    assert games.final_rewards.shape == (4, 4)
