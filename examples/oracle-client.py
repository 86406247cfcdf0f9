#!/usr/bin/env python3
"""A client of `atout oracle` in Python, standard library only (docs/oracle.md, "JSON Lines protocol").

It starts the oracle, sends one request per line, reads one answer per line, and checks the
answers: the Tarabish example of legal plays (hand JH 8H AC, trick so far KS 9H 7S, hearts trump:
JH alone without the partner exception, AC and JH when a trump must still overtrump, every card
with the whole exception), a Tarot trick's winner, card points,
a perft count within its node budget, and a malformed line answered without ending the run.
It exits 1 on the first mismatch.

    python3 examples/oracle-client.py                      # runs node dist/cli.js oracle
    python3 examples/oracle-client.py atout oracle         # or any command that speaks the protocol
"""
import json
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


class Oracle:
    """One oracle process; `ask` sends a request (any JSON-able value, or a raw line) and returns the answer."""

    def __init__(self, command):
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8", cwd=ROOT
        )
        self.next_id = 0

    def ask(self, query=None, line=None, **fields):
        if line is None:
            self.next_id += 1
            line = json.dumps({"v": 1, "id": self.next_id, "query": query, **fields})
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        if line is not None and query is not None and answer["id"] != self.next_id:
            fail(f"answer to request {self.next_id} has id {answer['id']!r}")
        return answer

    def close(self):
        self.process.stdin.close()
        rest = self.process.stdout.read()
        code = self.process.wait()
        if rest or code != 0:
            fail(f"the oracle ended with exit code {code} and output {rest!r}")


def fail(message):
    print(f"oracle-client: MISMATCH: {message}", file=sys.stderr)
    sys.exit(1)


def expect(what, got, want):
    if got != want:
        fail(f"{what}: got {got!r}, expected {want!r}")
    print(f"ok  {what}: {json.dumps(got)}")


def answer_of(what, answer):
    if not answer["ok"]:
        fail(f"{what}: {answer['error']['code']}: {answer['error']['message']}")
    return answer["answer"]


def main(argv):
    command = argv[1:] or ["node", os.path.join("dist", "cli.js"), "oracle"]
    oracle = Oracle(command)

    hello = answer_of("hello", oracle.ask("hello"))
    expect("protocol version", hello["protocol"], 1)
    games = {g["id"]: g["queries"] for g in hello["games"]}

    # Tarabish, hearts trump: seat 0 led KS, seat 1 (the partner of seat 3) trumped with 9H, seat 2
    # played 7S; seat 3 holds JH 8H AC and cannot follow spades.
    example = {"hand": ["JH", "8H", "AC"], "trick": [{"seat": 0, "card": "KS"}, {"seat": 1, "card": "9H"}, {"seat": 2, "card": "7S"}], "trump": "H"}
    if "legal-plays" not in games.get("tarabish", []):
        fail("tarabish does not answer legal-plays")
    # partnerException: off (must overtrump), overtrump-if-trumping (free, but a trump must beat the
    # 9H), free (any card); the old true/false still read as free/off
    for exception, want in [("off", ["JH"]), ("overtrump-if-trumping", ["AC", "JH"]), ("free", ["8H", "AC", "JH"]), (True, ["8H", "AC", "JH"])]:
        plays = answer_of("tarabish legal plays", oracle.ask("legal-plays", game="tarabish", options={"partnerException": exception}, facts=example))
        expect(f"tarabish legal plays, partnerException={exception}", sorted(p["card"] for p in plays["legal"]), sorted(want))

    trick = [{"seat": 1, "card": "KH"}, {"seat": 2, "card": "2T"}, {"seat": 3, "card": "QH"}, {"seat": 0, "card": "EX"}]
    won = answer_of("tarot trick winner", oracle.ask("trick-winner", game="tarot", options={"players": 4}, facts={"trick": trick}))
    expect("tarot trick winner (2T trumps the kings' suit)", [won["winner"], won["card"], won["points"]], [2, "2T", 13])

    points = answer_of("tarot card points", oracle.ask("card-points", game="tarot", facts={"cards": ["EX", "21T", "KH", "5C"]}))
    expect("tarot card points (half points exact)", [points["points"], points["oudlers"], points["total"]], [14, 2, 91])

    bad = oracle.ask(line="this is not JSON")
    expect("a malformed line is answered (id null) and the run goes on", [bad["id"], bad["ok"], bad["error"]["code"]], [None, False, "input/bad-json"])

    count = answer_of("perft", oracle.ask("perft", game="tarot", options={"players": 4}, facts={"seed": 7, "depth": 3}))
    expect("tarot perft from seed 7, depth 3", count["nodes"], "35")
    over = oracle.ask("perft", game="tarot", options={"players": 4}, facts={"seed": 7, "depth": 12, "maxNodes": 1000})
    expect("perft beyond its node budget", over["ok"] or over["error"]["code"], "oracle/budget")

    oracle.close()
    print("oracle-client: every answer matches")


if __name__ == "__main__":
    main(sys.argv)
