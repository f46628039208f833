#!/usr/bin/env python3
"""A bot for any ruleset over stdio: prefers attacking and playing to ending the turn, answering
with {"index": N} into the legal list, so it needs to know nothing of the ruleset's actions.

    emberdeck simulate --ruleset hearth --agents "stdio:python3 docs/bots/first_legal_bot.py,random"
"""
import json
import sys


def rank(action):
    # hearth writes actions as serde does ("EndTurn", {"Attack": {...}}); dopynion as {"type": ...}.
    text = json.dumps(action)
    if "EndTurn" in text or "end_turn" in text:
        return 2
    if "Attack" in text:
        return 0
    return 1


for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "decision":
        legal = message["legal"]
        best = min(range(len(legal)), key=lambda i: rank(legal[i]))
        print(json.dumps({"index": best}), flush=True)
