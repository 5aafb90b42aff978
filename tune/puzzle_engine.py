"""A small UCI pipe to Fairy-Stockfish for the puzzle scripts (make_puzzles.py, check_puzzles.py).

Why its own module: both scripts need the same thing, a MultiPV search that gives every line's move, exact
score (a mate as "mate in k" kept apart from centipawns), depth and principal variation, and the depth at which
the best move settled.  Searches are deterministic (Threads 1, a depth and node limit, ``ucinewgame`` before
each puzzle clears the hash), so a rerun with the same seed gives the same puzzles.
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass, field

from fsf_games import FAIRY_STOCKFISH, Fsf

MATE_BASE = 30000


@dataclass
class Line:
    """One MultiPV line: ``mate`` is k > 0 (the side to move mates in k moves), k < 0 (it is mated in -k
    moves) or None (``cp`` is then centipawns for the side to move)."""

    move: str
    cp: int | None
    mate: int | None
    depth: int
    pv: list[str] = field(default_factory=list)

    @property
    def value(self) -> int:
        """One comparable number: a mate in k is MATE_BASE - k, being mated in k is -MATE_BASE + k."""
        if self.mate is not None:
            return MATE_BASE - self.mate if self.mate > 0 else -MATE_BASE - self.mate
        return self.cp if self.cp is not None else 0


@dataclass
class Search:
    lines: list[Line]          # best first
    depth: int                 # deepest completed depth of line 1
    settled_depth: int         # the first depth from which line 1's move never changed
    nodes: int


class Engine(Fsf):
    """Fairy-Stockfish over UCI, one thread, for one variant (the pipe's send and wait are fsf_games.Fsf's)."""

    def __init__(self, variant: str = "janggi", hash_mb: int = 64, path: str = FAIRY_STOCKFISH) -> None:
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.name = ""
        self.send("uci")
        for line in self.wait("uciok"):
            if line.startswith("id name "):
                self.name = line[len("id name "):]
        self.send(f"setoption name UCI_Variant value {variant}")
        self.send("setoption name Threads value 1")
        self.send(f"setoption name Hash value {hash_mb}")
        self.multipv = 0
        self.new_game()

    def new_game(self) -> None:
        self.send("ucinewgame")
        self.send("isready")
        self.wait("readyok")

    def search(self, fen: str, moves: list[str], *, depth: int, nodes: int, multipv: int = 1) -> Search:
        """One search of the position after ``moves``, stopped at ``depth`` or ``nodes``, whichever first."""
        if multipv != self.multipv:
            self.send(f"setoption name MultiPV value {multipv}")
            self.multipv = multipv
        self.send(f"position fen {fen} moves {' '.join(moves)}" if moves else f"position fen {fen}")
        self.send(f"go depth {depth} nodes {nodes}")
        out = self.wait("bestmove")
        best: dict[int, Line] = {}
        first_moves: list[tuple[int, str]] = []
        total_nodes = 0
        for text in out:
            p = text.split()
            if len(p) < 2 or p[0] != "info" or "pv" not in p or "score" not in p:
                continue
            if "lowerbound" in p or "upperbound" in p:
                continue
            d = int(p[p.index("depth") + 1])
            k = int(p[p.index("multipv") + 1]) if "multipv" in p else 1
            i = p.index("score")
            cp = mate = None
            if p[i + 1] == "cp":
                cp = int(p[i + 2])
            else:
                mate = int(p[i + 2])
            if "nodes" in p:
                total_nodes = int(p[p.index("nodes") + 1])
            pv = p[p.index("pv") + 1:]
            if k not in best or d >= best[k].depth:
                best[k] = Line(pv[0], cp, mate, d, pv)
            if k == 1:
                first_moves.append((d, pv[0]))
        lines = sorted(best.values(), key=lambda ln: -ln.value)
        settled = 0
        if lines:
            final = lines[0].move
            settled = first_moves[-1][0] if first_moves else 0
            for d, mv in reversed(first_moves):
                if mv != final:
                    break
                settled = d
        return Search(lines, lines[0].depth if lines else 0, settled, total_nodes)

    def close(self) -> None:
        try:
            self.send("quit")
            self.p.wait(timeout=2)
        except Exception:  # noqa: BLE001 - best effort at exit
            self.p.kill()
