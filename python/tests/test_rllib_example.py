"""The RLlib self-play example (examples/python/rllib_self_play.py) trains and evaluates: two
small iterations, each evaluated on 4 games per opponent, in a subprocess given two minutes at
most. Skipped without RLlib (``pip install "ray[rllib]"``) or torch."""

import csv
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("torch")
pytest.importorskip("ray.rllib")

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "python" / "rllib_self_play.py"

# The whole run (Ray's start included) must end within this many seconds.
TIME_LIMIT_S = 120


def test_two_iterations_train_and_evaluate(tmp_path):
    out = tmp_path / "curve.csv"
    command = [
        sys.executable,
        str(EXAMPLE),
        "--iterations", "2",
        "--eval-games", "4",
        "--eval-every", "1",
        "--seed", "3",
        "--train-batch", "400",
        "--minibatch", "100",
        "--epochs", "1",
        "--hidden", "32",
        "--out", str(out),
    ]  # fmt: skip
    done = subprocess.run(
        command, capture_output=True, text=True, timeout=TIME_LIMIT_S, cwd=tmp_path
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "policy weights checksum" in done.stdout
    rows = list(csv.DictReader(out.open()))
    assert [int(row["iteration"]) for row in rows] == [1, 2]
    assert int(rows[0]["env_steps"]) >= 400
    assert int(rows[1]["env_steps"]) > int(rows[0]["env_steps"])
    for row in rows:
        assert int(row["games"]) == 4
        for key in ("vs_random", "vs_one863_ai"):
            rate, low, high = (float(row[key + s]) for s in ("", "_low", "_high"))
            assert 0.0 <= low <= rate <= high <= 1.0
            # A score counts half a point per draw: a multiple of 1/8 over 4 games.
            assert (rate * 8).is_integer()
