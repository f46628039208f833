#!/usr/bin/env python3
"""A complete dopynion bot over stdio: Big Money (Province at 8+, Gold at 6-7, Silver at 3-5).

Run it in a tournament with:
    emberdeck tournament --ruleset dopynion --agents "stdio:python3 docs/bots/stdio_bot.py,big-money" --games 10
Each line on stdin is one JSON message; answer every "decision" with one JSON line.
"""
import json
import sys

WANTED = ["Province", "Gold", "Silver"]


def choose(message):
    legal = message["legal"]
    kinds = {a["type"] for a in legal}
    # Answer decisions asked by other cards (Militia...) with the first option offered.
    if message["view"]["decision"] is not None:
        return legal[0]
    if "play_all_treasures" in kinds:
        return {"type": "play_all_treasures"}
    buys = {a["card"] for a in legal if a["type"] == "buy"}
    for card in WANTED:
        if card in buys:
            return {"type": "buy", "card": card}
    return {"type": "end_turn"}


for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "decision":
        print(json.dumps(choose(message)), flush=True)
    # "game_over" messages need no answer.
