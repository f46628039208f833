#!/usr/bin/env python3
"""A deliberately broken dopynion bot: plays correctly for a few decisions, then answers garbage.
The arbiter must eliminate it with a clear reason and finish the game without it."""
import json
import sys

answered = 0
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] != "decision":
        continue
    answered += 1
    if answered > 5:
        print("I refuse to play", flush=True)
    else:
        print(json.dumps({"type": "end_turn"}), flush=True)
