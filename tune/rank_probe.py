"""Does the evaluation rank quiet moves as Fairy-Stockfish does?  A quick screen for evaluation terms (dev-only:
numpy and scipy).

    python tune/oracle_build.py --n 1200 --depth 8 --per-game 3 --exclude /tmp/oracle.json --out /tmp/rank.json
    python tune/rank_probe.py /tmp/rank.json [--extra threats,checks] [--train pst:,mob:]

The data are positions with every legal move scored by Fairy-Stockfish (``tune/oracle_build.py``'s form; build
them apart from the oracle that judges the engine, ``--exclude``).  In each position the quiet moves are kept
that Fairy-Stockfish scores within ``--window`` centipawns of the best of them: no capture, no check given, the
side to move not in check, and, unless ``--unsafe``, none that leaves the opponent a capture winning material by
SEE (the search answers those with the opponent's quiescence search; a static term need not).  Each is
described by the features of the position it leads to (``tune/features.py``, the engine's evaluation term for
term) from the mover's point of view.

A softmax of ``scale * evaluation / T`` over a position's moves is fitted to the softmax of Fairy-Stockfish's
scores (``/ T`` as well) by cross-entropy: first the scale alone (so the current weights are judged by how they
rank, not by how confident they are), then the weights named by ``--train`` with it (default: the ``--extra``
terms, else the piece-square tables and mobility; Adam, the iteration with the lowest cross-entropy on a
validation fifth of the positions kept).  Printed for the current weights and the refitted ones, on the
training and the validation positions: the cross-entropy, how often the best-ranked quiet move is
Fairy-Stockfish's, and the centipawns it gives up against Fairy-Stockfish's best quiet move.

Why: the oracle (``tune/oracle_eval.py``) judges a whole engine in minutes; this judges an evaluation term in
seconds, before it is written into the engine.  If refitting the existing weights does not lower the
validation figures but a new term does, the knowledge is in the term; if neither does, it is elsewhere.

``--extra`` adds candidate terms (probe-only, not in the engine; see ``EXTRAS``): ``threats`` (the best capture
gain by static exchange evaluation of the opponent, who moves next, 0 unless ``--unsafe``, and the mover's best
and second best were it to move again), ``palace`` (moves into the enemy palace, each side), ``checks`` (moves
that give check, each side), ``hanging`` (points attacked and not defended, each side), ``aim`` (cannons and
chariots one piece away from giving check, each side), ``cohesion`` (pieces defended by their own side,
soldiers side by side), ``pins`` (points pinned to their general, each side); several at once with commas.  A
new family is a function of the position and the mover in ``EXTRAS``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

import numpy as np
from scipy import sparse

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from features import NAMES, features, weights_to_vector  # noqa: E402

from janggi_desktop.engine.evaluate import load_weights  # noqa: E402
from janggi_desktop.engine.movegen import capture_moves  # noqa: E402
from janggi_desktop.engine.see import see  # noqa: E402
from janggi_desktop.rules import Game  # noqa: E402
from janggi_desktop.rules.board import CANNON, CHARIOT, GENERAL, KIND_POINTS, PALACE, RAYS, SOLDIER  # noqa: E402
from janggi_desktop.rules.position import Position  # noqa: E402


def capture_gains(board: list[int], who: int) -> list[int]:
    """The material ``who`` would win by each of its captures that wins some by SEE, largest first, then 0, 0."""
    gains = sorted((see(board, m) for m in capture_moves(board, who)), reverse=True)
    return [g for g in gains if g > 0] + [0, 0]


def threat_terms(board: list[int], mover: int) -> list[float]:
    """Minus the opponent's best capture gain by SEE (it moves next: always 0 unless --unsafe); the mover's best
    and second best, were it to move again."""
    theirs, ours = capture_gains(board, mover ^ 1), capture_gains(board, mover)
    return [-theirs[0], ours[0], ours[1]]


def palace_terms(board: list[int], mover: int) -> list[float]:
    """The mover's moves that reach a point of the enemy palace, and minus the opponent's into the mover's."""
    out = []
    for who in (mover, mover ^ 1):
        pos = Position(list(board), who)
        enemy = PALACE[who ^ 1]
        n = sum(1 for m in pos.pseudo_moves() if m >> 7 != m & 127 and m & 127 in enemy)
        out.append(n if who == mover else -n)
    return out


def check_terms(board: list[int], mover: int) -> list[float]:
    """Minus the opponent's moves that give check (it moves next), and the mover's, were it to move again."""
    out = []
    for who in (mover ^ 1, mover):
        pos = Position(list(board), who)
        n = sum(1 for m in pos.pseudo_moves() if m >> 7 != m & 127 and pos.gives_check(m))
        out.append(n if who == mover else -n)
    return out


def hanging_terms(board: list[int], mover: int) -> list[float]:
    """Minus the points of the mover's pieces that the opponent attacks and the mover does not defend, and the
    same of the opponent's pieces (the general left out)."""
    out = []
    for who in (mover, mover ^ 1):
        pos = Position(list(board), who)
        n = sum(KIND_POINTS[p & 7] for sq, p in enumerate(board)
                if p and p >> 3 == who and p & 7 != GENERAL and pos.attacked(sq, who ^ 1) and not pos.attacked(sq, who))
        out.append(-n if who == mover else n)
    return out


def aim_terms(board: list[int], mover: int) -> list[float]:
    """Lines on the enemy general one piece away from a check: the mover's cannons with two pieces between them
    and the general, chariots with one (whatever the pieces); minus the same of the opponent's."""
    out = []
    for who in (mover, mover ^ 1):
        target = board.index(((who ^ 1) << 3) | GENERAL)
        n = 0
        for ray in RAYS[target]:
            between = 0
            for sq in ray:
                p = board[sq]
                if not p:
                    continue
                if p >> 3 == who and ((p & 7 == CANNON and between == 2) or (p & 7 == CHARIOT and between == 1)):
                    n += 1
                between += 1
                if between > 2:
                    break
        out.append(n if who == mover else -n)
    return out


def cohesion_terms(board: list[int], mover: int) -> list[float]:
    """Pieces (the general left out) defended by a piece of their own side; soldiers beside a soldier of their
    own side on the same rank; each the mover's minus the opponent's."""
    defended = pairs = 0
    for who, sign in ((mover, 1), (mover ^ 1, -1)):
        pos = Position(list(board), who)
        soldier = (who << 3) | SOLDIER
        for sq, p in enumerate(board):
            if p and p >> 3 == who and p & 7 != GENERAL:
                defended += sign * pos.attacked(sq, who)
                if p == soldier and sq % 9 < 8 and board[sq + 1] == soldier:
                    pairs += sign
    return [defended, pairs]


def pin_terms(board: list[int], mover: int) -> list[float]:
    """Points of the pieces pinned to their general (taking one off the board leaves the general attacked): minus
    the mover's, and the opponent's."""
    out = []
    for who, sign in ((mover, -1), (mover ^ 1, 1)):
        pos = Position(list(board), who)
        general = pos.generals[who]
        pinned = 0
        for sq, p in enumerate(board):
            if p and p >> 3 == who and p & 7 != GENERAL:
                pos.board[sq] = 0
                pinned += KIND_POINTS[p & 7] * pos.attacked(general, who ^ 1)
                pos.board[sq] = p
        out.append(sign * pinned)
    return out


#: Candidate terms (probe-only, not in the engine), in the mover's view of the position after its move.
EXTRAS = {
    "threats": (["threats:next", "threats:own", "threats:own2"], threat_terms),
    "palace": (["palace:own", "palace:their"], palace_terms),
    "checks": (["checks:their", "checks:own"], check_terms),
    "hanging": (["hanging:own", "hanging:their"], hanging_terms),
    "aim": (["aim:own", "aim:their"], aim_terms),
    "cohesion": (["cohesion:defended", "cohesion:soldier_pairs"], cohesion_terms),
    "pins": (["pins:own", "pins:their"], pin_terms),
}


def move_rows(data: list[dict], window: float, extras: list[str], unsafe: bool = False):
    """(sparse rows of the mover's-view features of each kept quiet move, FSF scores, group starts).  A quiet
    move after which the opponent can win material by a capture (by SEE) is left out unless ``unsafe``: the
    search answers such a capture itself (the opponent's quiescence search), so the evaluation should not."""
    n_feat = len(NAMES) + sum(len(EXTRAS[e][0]) for e in extras)
    tempo = NAMES.index("tempo")
    rows, cols, vals, scores, starts = [], [], [], [], []
    for d in data:
        game = Game(ruleset="janggi", fen=d["fen"])
        if game.in_check():
            continue
        sign = 1 if game.side_to_move == 0 else -1  # features are Cho minus Han
        kept = []
        for m in game.legal_moves():
            if m.is_pass or m.uci not in d["scores"] or game.position.board[m.to_square]:
                continue
            game.push(m)
            if not game.in_check() and (unsafe or not capture_gains(game.position.board, game.side_to_move)[0]):
                f = {i: sign * v for i, v in features(game.position.board, game.side_to_move).items() if i != tempo}
                i = len(NAMES)
                for e in extras:
                    for v in EXTRAS[e][1](game.position.board, game.side_to_move ^ 1):
                        f[i] = v
                        i += 1
                kept.append((d["scores"][m.uci], f))
            game.pop()
        best = max((s for s, _ in kept), default=None)
        kept = [(s, f) for s, f in kept if s >= best - window] if kept else []
        if len(kept) < 2:
            continue
        starts.append(len(scores))
        for s, f in kept:
            for i, v in f.items():
                if v:
                    rows.append(len(scores))
                    cols.append(i)
                    vals.append(v)
            scores.append(s)
    x = sparse.csr_matrix((np.array(vals, dtype=float), (rows, cols)), shape=(len(scores), n_feat))
    return x, np.array(scores, dtype=float), np.array(starts)


class Groups:
    """The moves of a set of positions: softmax and figures per position."""

    def __init__(self, x, scores: np.ndarray, starts: np.ndarray, t: float) -> None:
        self.x, self.scores, self.starts, self.t = x, scores, starts, t
        self.sizes = np.diff(np.r_[starts, len(scores)])
        self.target = self.softmax(scores / t)

    def softmax(self, z: np.ndarray) -> np.ndarray:
        e = np.exp(z - np.repeat(np.maximum.reduceat(z, self.starts), self.sizes))
        return e / np.repeat(np.add.reduceat(e, self.starts), self.sizes)

    def cross_entropy(self, w: np.ndarray, scale: float) -> float:
        p = self.softmax(scale * (self.x @ w) / self.t)
        return float(-np.sum(self.target * np.log(p + 1e-12)) / len(self.starts))

    def figures(self, w: np.ndarray, scale: float) -> str:
        ev = self.x @ w
        top = cp = 0.0
        for s, n in zip(self.starts, self.sizes, strict=True):
            pick = s + int(np.argmax(ev[s:s + n]))
            best = self.scores[s:s + n].max()
            top += self.scores[pick] == best
            cp += best - self.scores[pick]
        k = len(self.starts)
        return (f"cross-entropy {self.cross_entropy(w, scale):.4f}, best move Fairy-Stockfish's "
                f"{100 * top / k:4.1f} %, gives up {cp / k:5.1f} cp")

    def gradient(self, w: np.ndarray, scale: float) -> np.ndarray:
        p = self.softmax(scale * (self.x @ w) / self.t)
        return scale * (self.x.T @ (p - self.target)) / self.t / len(self.starts)

    def best_scale(self, w: np.ndarray) -> float:
        return min(np.exp(np.linspace(-4, 2, 61)), key=lambda c: self.cross_entropy(w, float(c)))


def split(x, scores: np.ndarray, starts: np.ndarray, val: set[int], t: float) -> tuple[Groups, Groups]:
    ends = np.r_[starts[1:], len(scores)]
    out = []
    for keep in (lambda i: i not in val, lambda i: i in val):
        idx = [np.arange(s, e) for i, (s, e) in enumerate(zip(starts, ends, strict=True)) if keep(i)]
        sizes = [len(r) for r in idx]
        rows = np.concatenate(idx)
        out.append(Groups(x[rows], scores[rows], np.r_[0, np.cumsum(sizes)[:-1]], t))
    return out[0], out[1]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("data", nargs="+", help="positions with every move scored (tune/oracle_build.py)")
    ap.add_argument("--weights", default=None, help="the evaluation weights (default: the engine's)")
    ap.add_argument("--extra", default="", help=f"candidate terms added to the evaluation's own, comma-separated: "
                    f"{', '.join(EXTRAS)}")
    ap.add_argument("--train", default=None, help="comma-separated prefixes of the weights refitted (default: the "
                    "--extra families, or without them pst:,mob:)")
    ap.add_argument("--window", type=float, default=150.0, help="quiet moves kept within this of the best (cp)")
    ap.add_argument("--t", type=float, default=50.0, help="softmax temperature (cp)")
    ap.add_argument("--unsafe", action="store_true", help="keep the quiet moves that leave material to be won too")
    ap.add_argument("--iters", type=int, default=1500)
    ap.add_argument("--lr", type=float, default=0.05, help="Adam step (weights in centipawns)")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)

    data = [d for path in a.data for d in json.loads(Path(path).read_text(encoding="utf-8"))]
    extras = [e for e in a.extra.split(",") if e]
    unknown = [e for e in extras if e not in EXTRAS]
    if unknown:
        ap.error(f"unknown --extra {', '.join(unknown)} (known: {', '.join(EXTRAS)})")
    train_prefixes = [p for p in (a.train or ",".join(f"{e}:" for e in extras) or "pst:,mob:").split(",") if p]
    x, scores, starts = move_rows(data, a.window, extras, a.unsafe)
    names = NAMES + [n for e in extras for n in EXTRAS[e][0]]
    val = set(random.Random(a.seed).sample(range(len(starts)), len(starts) // 5))
    train, valid = split(x, scores, starts, val, a.t)
    print(f"{len(starts)} positions, {len(scores)} quiet moves ({len(scores) / len(starts):.1f} a position); "
          f"validation {len(val)} positions")
    w0 = np.array(weights_to_vector(load_weights(a.weights) if a.weights else load_weights())
                  + [0.0] * (len(names) - len(NAMES)), dtype=float)
    scale = train.best_scale(w0)
    print(f"current weights (scale {scale:.3f}):\n  train      {train.figures(w0, scale)}\n"
          f"  validation {valid.figures(w0, scale)}")
    fit = np.array([any(n.startswith(p) for p in train_prefixes) for n in names])
    fit &= np.asarray((abs(x) > 0).sum(axis=0)).ravel() > 0
    w, m1, m2 = w0.copy(), np.zeros_like(w0), np.zeros_like(w0)
    best = (valid.cross_entropy(w0, scale), w0.copy(), scale, 0)
    for it in range(1, a.iters + 1):
        if it % 50 == 1:
            scale = train.best_scale(w)
        g = train.gradient(w, scale)
        g[~fit] = 0
        m1 = 0.9 * m1 + 0.1 * g
        m2 = 0.999 * m2 + 0.001 * g * g
        w -= a.lr * (m1 / (1 - 0.9 ** it)) / (np.sqrt(m2 / (1 - 0.999 ** it)) + 1e-8)
        if it % 50 == 0:
            ce = valid.cross_entropy(w, scale)
            if ce < best[0]:
                best = (ce, w.copy(), scale, it)
    _, w, scale, it = best
    print(f"refitted {', '.join(train_prefixes)} (iteration {it}, scale {scale:.3f}):\n"
          f"  train      {train.figures(w, scale)}\n  validation {valid.figures(w, scale)}")
    changed = [(abs(w[i] - w0[i]), n, w0[i], w[i]) for i, n in enumerate(names) if not n.startswith("pst:")]
    for _, n, before, after in sorted(changed, reverse=True)[:8]:
        if before != after:
            print(f"  {n:16s} {before:8.2f} -> {after:8.2f}")
    pst = [abs(w[i] - w0[i]) for i, n in enumerate(names) if n.startswith("pst:")]
    print(f"  piece-square entries: mean change {sum(pst) / len(pst):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
