"""emberdeck.distributed on a local Ray with two CPUs (skipped where Ray is missing): the arena
gives the same totals however its games are split, self-play gives the arrays the native
function gives."""

import numpy as np
import pytest

import emberdeck

ray = pytest.importorskip("ray", reason="ray is not installed")

from emberdeck import distributed

# The local Ray of these tests: two CPUs, as the CI machine has.
RAY_CPUS = 2


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=RAY_CPUS, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def test_arena_is_the_same_however_split(local_ray):
    whole = distributed.arena("one863", ["random", "one863-ai"], 60, seed=3, batch=60)
    split = distributed.arena("one863", ["random", "one863-ai"], 60, seed=3, batch=7)
    assert whole == split
    assert whole.games == 60
    assert sum(whole.wins) + whole.draws == 60
    low, high = whole.interval
    assert 0.0 <= low <= whole.win_rate <= high <= 1.0
    local = emberdeck.arena_games("one863", ["random", "one863-ai"], seed=3, first=0, count=60)
    assert whole.draws == sum(1 for g in local if g[2])


def test_arena_refuses_three_agents(local_ray):
    with pytest.raises(ValueError):
        distributed.arena("gods", ["random"] * 3, 2)


def test_self_play_gathers_batches(local_ray):
    data = distributed.self_play("gods", 3, seed=2, agent="random", batch=1)
    local = emberdeck.self_play_games("gods", "random", seed=2, first=0, count=3)
    observation_len, slots = emberdeck.spaces("gods")
    assert data["observations"].shape[1] == observation_len
    assert data["masks"].shape[1] == slots
    for field in distributed.SELF_PLAY_FIELDS:
        assert np.array_equal(data[field], local[field])
    rows = np.arange(len(data["slots"]))
    assert (data["masks"][rows, data["slots"]] == 1).all()
    assert set(np.unique(data["games"]).tolist()) == {0, 1, 2}


def test_wilson():
    low, high = distributed.wilson(50, 100)
    assert low < 0.5 < high
    assert distributed.wilson(0, 0) == (0.0, 1.0)
