"""Texel tuning of the evaluation weights on Fairy-Stockfish games (dev-only: numpy and scipy).

    python tune/texel.py --iters 1000 --lr 1.0 --val 0.2 --lam 0.5 --l2 1e-8 --seed 1 --k 0.002806
        --out resources/engine/eval_weights.json

is the command of the committed weights (also stored in their ``meta``); the options' defaults differ.

The games: ``tune/data/games-seed{1,2,4,5,6,7,8}.jsonl.gz`` train and validate; ``games-seed3`` is held out as
the test set (``--test``), never tuned on: it is also where the search oracle's newer positions come from.
Seeds 5 to 8 are 600 games each, ``python tune/fsf_games.py --games 600 --seed 5 --nodes 3000-6000 --out
tune/data/games-seed5.jsonl`` (then gzipped).

1. Positions: every quiet position of the games (``tune/fsf_games.py``) after the random opening plies: the
   side to move is not in check, and neither the move played nor the reply is a capture, so the static
   evaluation is meaningful there without a capture search.
2. Labels: the game's result from Cho's point of view (1, 0.5, 0), optionally blended with
   Fairy-Stockfish's own score of the position (``--lam``: weight of the result; the score is mapped to an
   expected result with a logistic scale fitted on the training games).
3. Split by game (``--val`` of the games, drawn with ``--seed``), so that positions of one game never sit on
   both sides and the validation error measures what the tuning generalises.
4. ``K``: the logistic scale of the starting weights (``tune/hand_weights.json``, the hand-written
   evaluation in the tuned form; ``--start`` to continue from another file) is fitted first and then
   kept, so the tuned numbers stay on the same centi-point scale as the search's margins (``--k`` gives it
   instead: more games fit a slightly different scale, and the margins were set in the one of before).
5. Adam on the mean squared error of ``sigmoid(K * eval)`` against the label, full batch, with an L2 pull
   of the piece-square entries (``--l2``) and of the other weights (``--l2-other``) towards their starting
   values (the hand-written knowledge is the prior), and the material of the general fixed at 0.  The
   weights of the iteration with the lowest validation error are kept.
The train and validation errors of the starting and the tuned weights are printed and stored in ``meta``, and
so are their errors on the test games (``--test``: the blended label with the logistic scale K of the
training, and the game results alone with each weight set's own best K).
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
import time
from pathlib import Path

import numpy as np
from scipy import sparse

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from features import INDEX, NAMES, dumps_weights, features, vector_to_weights, weights_to_vector  # noqa: E402

from janggi_desktop.engine.evaluate import load_weights  # noqa: E402
from janggi_desktop.rules.notation import parse_fen, parse_uci  # noqa: E402
from janggi_desktop.rules.position import Position  # noqa: E402


def game_positions(g: dict, skip: int = 4):
    """Yield (board copy, side to move, Fairy-Stockfish score or None) for the quiet positions of a game."""
    parsed = parse_fen(g["fen"])
    pos = Position(list(parsed.board), parsed.side)
    moves = [parse_uci(m) for m in g["moves"]]
    scores = g.get("scores") or [None] * len(moves)
    first = max(10, g.get("random_plies", 0) + skip)
    for i, (fr, to) in enumerate(moves):
        if i >= first and i + 1 < len(moves):
            nfr, nto = moves[i + 1]
            quiet = (fr == to or not pos.board[to]) and not pos.in_check()
            if quiet:
                cap = pos.make((fr << 7) | to)
                reply_quiet = nfr == nto or not pos.board[nto]
                pos.unmake((fr << 7) | to, cap)
                if reply_quiet:
                    yield list(pos.board), pos.side, scores[i]
        pos.make((fr << 7) | to)


def build(paths: list[str], cache: Path | None):
    """(X csr, result, fsf score (nan if none), game id) over all games in ``paths`` (``cache``: kept in and
    read from this file while the features and the game files are the same)."""
    if cache is not None and cache.exists():
        z = np.load(cache)
        if list(z["names"]) == NAMES and list(z.get("files", [])) == [str(p) for p in paths]:
            x = sparse.csr_matrix((z["data"], z["indices"], z["indptr"]), shape=tuple(z["shape"]))
            return x, z["result"], z["fsf"], z["game"]
    rows, cols, vals = [], [], []
    result, fsf, game = [], [], []
    n = 0
    gid = 0
    t0 = time.time()
    for path in paths:
        opener = gzip.open if str(path).endswith(".gz") else open
        with opener(path, "rt", encoding="utf-8") as f:
            for line in f:
                g = json.loads(line)
                if g.get("result") is None:
                    continue
                for board, side, score in game_positions(g):
                    for i, v in features(board, side).items():
                        rows.append(n)
                        cols.append(i)
                        vals.append(v)
                    result.append(g["result"])
                    fsf.append(np.nan if score is None else score)
                    game.append(gid)
                    n += 1
                gid += 1
    print(f"{n} positions from {gid} games in {time.time() - t0:.0f} s", flush=True)
    x = sparse.csr_matrix((np.array(vals, dtype=np.float64), (np.array(rows), np.array(cols))),
                          shape=(n, len(NAMES)))
    out = (x, np.array(result), np.array(fsf), np.array(game))
    if cache is not None:
        cache.parent.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(cache, data=x.data, indices=x.indices, indptr=x.indptr, shape=np.array(x.shape),
                            result=out[1], fsf=out[2], game=out[3], names=np.array(NAMES),
                            files=np.array([str(p) for p in paths]))
    return out


def sigmoid(z: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.clip(z, -50, 50)))


def mse(x, w: np.ndarray, y: np.ndarray, k: float) -> float:
    return float(np.mean((sigmoid(k * (x @ w)) - y) ** 2))


def fit_scale(e: np.ndarray, y: np.ndarray) -> float:
    """The logistic scale K minimising the error of sigmoid(K * e) against y (golden-section search on
    log K)."""
    lo, hi = np.log(1e-5), np.log(1e-1)
    f = lambda lk: float(np.mean((sigmoid(np.exp(lk) * e) - y) ** 2))  # noqa: E731
    g = (np.sqrt(5) - 1) / 2
    a, b = lo, hi
    for _ in range(60):
        c, d = b - g * (b - a), a + g * (b - a)
        if f(c) < f(d):
            b = d
        else:
            a = c
    return float(np.exp((a + b) / 2))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", nargs="+", default=[f"tune/data/games-seed{s}.jsonl.gz" for s in (1, 2, 4, 5, 6, 7, 8)])
    ap.add_argument("--test", nargs="*", default=["tune/data/games-seed3.jsonl.gz"],
                    help="held-out games: the starting and tuned weights' errors on them are reported")
    ap.add_argument("--cache", default="tune/data/positions.npz", help="feature cache ('' for none)")
    ap.add_argument("--start", default=str(Path(__file__).resolve().parent / "hand_weights.json"),
                    help="starting weights in the engine's JSON form (default: the hand-written evaluation)")
    ap.add_argument("--out", default=None, help="write the tuned weights here")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--val", type=float, default=0.15, help="share of the games held out for validation")
    ap.add_argument("--lam", type=float, default=1.0, help="weight of the game result against FSF's score")
    ap.add_argument("--iters", type=int, default=3000)
    ap.add_argument("--lr", type=float, default=2.0)
    ap.add_argument("--l2", type=float, default=2e-6, help="pull of the piece-square entries towards their start")
    ap.add_argument("--l2-other", type=float, default=0.0, help="pull of the other weights towards their start")
    ap.add_argument("--freeze", default="", help="comma-separated feature prefixes kept at their start value")
    ap.add_argument("--k", type=float, default=None,
                    help="the logistic scale, given instead of fitted to the starting weights (to keep the "
                         "centi-point scale of weights tuned before on other games: the search's margins are "
                         "written in it)")
    args = ap.parse_args(argv)

    x, result, fsf, game = build(args.games, Path(args.cache) if args.cache else None)
    rng = random.Random(args.seed)
    games = sorted(set(game.tolist()))
    val_games = set(rng.sample(games, max(1, int(len(games) * args.val))))
    is_val = np.array([gid in val_games for gid in game.tolist()])
    xt, xv = x[~is_val], x[is_val]
    rt, rv = result[~is_val], result[is_val]
    start_w = load_weights(args.start)
    w0 = np.array(weights_to_vector(start_w), dtype=np.float64)
    k = args.k if args.k is not None else fit_scale(xt @ w0, rt)
    print(f"train {xt.shape[0]} positions, validation {xv.shape[0]} ({len(val_games)} of {len(games)} games); "
          f"K = {k:.6f}")

    # Labels: the result, blended with Fairy-Stockfish's expected result where it gave a score.
    def label(r: np.ndarray, s: np.ndarray, ks: float) -> np.ndarray:
        if args.lam >= 1.0:
            return r
        has = ~np.isnan(s)
        y = r.copy()
        y[has] = args.lam * r[has] + (1 - args.lam) * sigmoid(ks * s[has])
        return y

    has_t = ~np.isnan(fsf[~is_val])
    ks = fit_scale(np.nan_to_num(fsf[~is_val][has_t]), rt[has_t]) if args.lam < 1.0 else 0.0
    yt = label(rt, fsf[~is_val], ks)
    yv = label(rv, fsf[is_val], ks)

    trainable = np.ones(len(NAMES), dtype=bool)
    trainable[INDEX["mat:guard"]] = True
    frozen = [p for p in args.freeze.split(",") if p]
    for i, name in enumerate(NAMES):
        if any(name.startswith(p) for p in frozen):
            trainable[i] = False
    pst_mask = np.array([n.startswith("pst:") for n in NAMES])
    # Entries never seen in the data (a guard outside the palace) keep their value: no gradient reaches them.
    seen = np.asarray((abs(x) > 0).sum(axis=0)).ravel() > 0
    trainable &= seen

    before = (mse(xt, w0, yt, k), mse(xv, w0, yv, k))
    print(f"start: train error {before[0]:.6f}, validation error {before[1]:.6f} (labels)", flush=True)
    w = w0.copy()
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    b1, b2, eps = 0.9, 0.999, 1e-8
    xtt = xt.T.tocsr()
    n = xt.shape[0]
    best = (before[1], w0.copy(), 0)
    for it in range(1, args.iters + 1):
        p = sigmoid(k * (xt @ w))
        grad = xtt @ (2 * (p - yt) * p * (1 - p) * k) / n
        grad += 2 * args.l2 * pst_mask * (w - w0) + 2 * args.l2_other * (~pst_mask) * (w - w0)
        grad[~trainable] = 0
        m = b1 * m + (1 - b1) * grad
        v = b2 * v + (1 - b2) * grad * grad
        w -= args.lr * (m / (1 - b1 ** it)) / (np.sqrt(v / (1 - b2 ** it)) + eps)
        if it % 250 == 0 or it == args.iters:
            tv = mse(xv, w, yv, k)
            print(f"iter {it}: train {mse(xt, w, yt, k):.6f} validation {tv:.6f}", flush=True)
            if tv < best[0]:
                best = (tv, w.copy(), it)
    w = best[1]
    wr = np.round(w)
    after = (mse(xt, wr, yt, k), mse(xv, wr, yv, k))
    print(f"tuned (iteration {best[2]}, rounded): train error {after[0]:.6f}, validation error {after[1]:.6f}")
    test = None
    if args.test:
        xs, rs, fs, _ = build(args.test, None)
        ys = label(rs, fs, ks)
        test = {which: {"labels": round(mse(xs, wv, ys, k), 6),
                             "results": round(mse(xs, wv, rs, fit_scale(xs @ wv, rs)), 6)}
                for which, wv in (("start", w0), ("tuned", wr))}
        print(f"test games ({xs.shape[0]} positions): start {test['start']}, tuned {test['tuned']}")
    for name in NAMES:
        if not name.startswith("pst:"):
            i = INDEX[name]
            print(f"  {name:16s} {w0[i]:8.0f} -> {wr[i]:8.0f}")
    if args.out:
        meta = {
            "script": "tune/texel.py",
            "command": "python3 tune/texel.py " + " ".join(sys.argv[1:] if argv is None else argv),
            "data": "tune/fsf_games.py games: " + ", ".join(args.games),
            "seed": args.seed, "positions": int(x.shape[0]), "games": len(games),
            "validation_games": len(val_games), "K": round(k, 6), "lam": args.lam, "l2": args.l2,
            "l2_other": args.l2_other, "val": args.val, "iterations": best[2], "lr": args.lr,
            "error_start": {"train": round(before[0], 6), "validation": round(before[1], 6)},
            "error_tuned": {"train": round(after[0], 6), "validation": round(after[1], 6)},
            "test_games": ", ".join(args.test or []), "error_test": test,
            "start": start_w.get("meta", {}).get("source", args.start),
            "source": "Texel-tuned on Fairy-Stockfish self-play games",
        }
        Path(args.out).write_text(dumps_weights(vector_to_weights(list(wr), meta)), encoding="utf-8")
        print(f"written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
