#!/usr/bin/env python3
"""A complete dopynion bot over HTTP: the arbiter POSTs each decision as JSON to this server and
reads the action from the response body. Smithy Big Money.

    python3 docs/bots/http_bot.py 8765 &
    emberdeck tournament --agents "http://127.0.0.1:8765/decide,big-money" --games 10
"""
import json
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer


def choose(message):
    legal = message["legal"]
    view = message["view"]
    if view["decision"] is not None:
        return legal[0]
    if {"type": "play", "card": "Smithy"} in legal:
        return {"type": "play", "card": "Smithy"}
    if {"type": "play_all_treasures"} in legal:
        return {"type": "play_all_treasures"}
    owned = view["hand"] + view["discard"] + view["in_play"]
    smithies = owned.count("Smithy")
    for card in ["Province", "Gold"] + (["Smithy"] if smithies == 0 and view["coins"] <= 5 else []) + ["Silver"]:
        if {"type": "buy", "card": card} in legal:
            return {"type": "buy", "card": card}
    return {"type": "end_turn"}


class Bot(BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length", 0))
        message = json.loads(self.rfile.read(length))
        answer = choose(message) if message["type"] == "decision" else {}
        body = json.dumps(answer).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


if __name__ == "__main__":
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8765
    HTTPServer(("127.0.0.1", port), Bot).serve_forever()
