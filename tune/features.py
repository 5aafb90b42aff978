"""The evaluation as a linear function of its weights: ``evaluation(position) = weights . features(position)``.

Mirrors ``janggi_desktop/engine/evaluate.py`` term for term (``tests/engine/test_tuning.py`` checks that
the two agree on many positions), so the Texel tuner can fit the weights by regression and write them back
in the engine's own JSON form.  Everything is from Cho's point of view, Cho's features minus Han's.

Feature names: ``mat:KIND`` (count difference), ``pst:KIND:ROW:FILE`` (ROW 0 = the owner's far rank, as the
JSON stores it; FILE 0-4, files f-i folded onto d-a), ``phase:KIND`` (count difference x pieces gone),
``ks:KIND`` (missing enemy guards x own pieces of KIND, minus the same for the enemy), ``mob:KIND``
(mobility difference) and ``tempo`` (+1 Cho to move, -1 Han to move).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from janggi_desktop.engine.evaluate import FULL_BOARD, KIND_BY_NAME  # noqa: E402
from janggi_desktop.rules.board import (  # noqa: E402
    CANNON,
    CHARIOT,
    ELEPHANT,
    ELEPHANT_MOVES,
    GUARD,
    HORSE,
    HORSE_MOVES,
    RAYS,
)

NAME_OF = {k: n for n, k in KIND_BY_NAME.items()}
PIECE_KINDS = ["general", "guard", "elephant", "horse", "chariot", "cannon", "soldier"]
PHASE_KINDS = ["guard", "elephant", "horse", "chariot", "cannon", "soldier"]
KS_KINDS = ["chariot", "cannon", "horse"]
MOB_KINDS = ["chariot", "cannon", "horse", "elephant"]


def feature_names() -> list[str]:
    names = [f"mat:{k}" for k in PIECE_KINDS if k != "general"]
    names += [f"pst:{k}:{r}:{f}" for k in PIECE_KINDS for r in range(10) for f in range(5)]
    names += [f"phase:{k}" for k in PHASE_KINDS]
    names += [f"ks:{k}" for k in KS_KINDS]
    names += [f"mob:{k}" for k in MOB_KINDS]
    names += ["tempo"]
    return names


NAMES = feature_names()
INDEX = {n: i for i, n in enumerate(NAMES)}

# Precomputed feature index of a piece on a square (own-side row, folded file), per piece code.
_PST_INDEX: list[list[int]] = [[-1] * 90 for _ in range(16)]
for _kind, _name in NAME_OF.items():
    for _sq in range(90):
        _rank, _file = divmod(_sq, 9)
        _f = min(_file, 8 - _file)
        _PST_INDEX[_kind][_sq] = INDEX[f"pst:{_name}:{9 - _rank}:{_f}"]  # Cho: rank index 0 = row 9
        _PST_INDEX[_kind | 8][_sq] = INDEX[f"pst:{_name}:{_rank}:{_f}"]  # Han: mirrored top to bottom
_MAT_INDEX = [-1] * 16
for _kind, _name in NAME_OF.items():
    if _name != "general":
        _MAT_INDEX[_kind] = _MAT_INDEX[_kind | 8] = INDEX[f"mat:{_name}"]


def mobility_terms(board: list[int]) -> dict[int, int]:
    """Cho-minus-Han mobility counts per kind (chariot lines, cannon jumps, free horse and elephant legs),
    counted exactly as ``evaluate.mobility`` counts them."""
    mob = {CHARIOT: 0, CANNON: 0, HORSE: 0, ELEPHANT: 0}
    for sq in range(90):
        p = board[sq]
        if not p:
            continue
        k = p & 7
        n = 0
        if k == CHARIOT:
            for ray in RAYS[sq]:
                for t in ray:
                    n += 1
                    if board[t]:
                        break
        elif k == HORSE:
            for leg, _t in HORSE_MOVES[sq]:
                if not board[leg]:
                    n += 1
        elif k == CANNON:
            for ray in RAYS[sq]:
                screened = False
                for t in ray:
                    q = board[t]
                    if not screened:
                        if q:
                            if q & 7 == CANNON:
                                break
                            screened = True
                    else:
                        if q:
                            if q & 7 != CANNON:
                                n += 1
                            break
                        n += 1
        elif k == ELEPHANT:
            for b1, b2, _t in ELEPHANT_MOVES[sq]:
                if not board[b1] and not board[b2]:
                    n += 1
        else:
            continue
        mob[k] += -n if p & 8 else n
    return mob


def features(board: list[int], side: int) -> dict[int, float]:
    """Sparse feature vector {feature index: value} of a placement with ``side`` (0 Cho, 1 Han) to move."""
    f: dict[int, float] = {}
    counts = [0] * 16
    for sq in range(90):
        p = board[sq]
        if not p:
            continue
        counts[p] += 1
        s = -1 if p & 8 else 1
        i = _PST_INDEX[p][sq]
        f[i] = f.get(i, 0) + s
        i = _MAT_INDEX[p]
        if i >= 0:
            f[i] = f.get(i, 0) + s
    gone = FULL_BOARD - sum(counts)
    for name in PHASE_KINDS:
        k = KIND_BY_NAME[name]
        d = counts[k] - counts[k | 8]
        if d and gone:
            f[INDEX[f"phase:{name}"]] = d * gone
    miss_cho, miss_han = 2 - counts[GUARD], 2 - counts[GUARD | 8]
    for name in KS_KINDS:
        k = KIND_BY_NAME[name]
        v = miss_han * counts[k] - miss_cho * counts[k | 8]
        if v:
            f[INDEX[f"ks:{name}"]] = v
    for k, v in mobility_terms(board).items():
        if v:
            f[INDEX[f"mob:{NAME_OF[k]}"]] = v
    f[INDEX["tempo"]] = 1 if side == 0 else -1
    return f


def weights_to_vector(w: dict) -> list[float]:
    """The engine's JSON weights as a vector in feature order."""
    vec = [0.0] * len(NAMES)
    for name, v in w["material"].items():
        if name != "general":
            vec[INDEX[f"mat:{name}"]] = v
    for name, rows in w["pst"].items():
        for r, row in enumerate(rows):
            for fi, v in enumerate(row):
                vec[INDEX[f"pst:{name}:{r}:{fi}"]] = v
    for name, v in w["phase"].items():
        vec[INDEX[f"phase:{name}"]] = v
    for name, v in w["king_safety"].items():
        vec[INDEX[f"ks:{name}"]] = v
    for name, v in w["mobility"].items():
        vec[INDEX[f"mob:{name}"]] = v
    vec[INDEX["tempo"]] = w["tempo"]
    return vec


def vector_to_weights(vec: list[float], meta: dict) -> dict:
    """A weight vector rounded to integers in the engine's JSON form.  The general's material is 0: it is
    never captured, so only its table matters."""
    r = [int(round(x)) for x in vec]
    return {
        "meta": meta,
        "material": {"general": 0, **{k: r[INDEX[f"mat:{k}"]] for k in PIECE_KINDS if k != "general"}},
        "phase": {k: r[INDEX[f"phase:{k}"]] for k in PHASE_KINDS},
        "king_safety": {k: r[INDEX[f"ks:{k}"]] for k in KS_KINDS},
        "mobility": {k: r[INDEX[f"mob:{k}"]] for k in MOB_KINDS},
        "tempo": r[INDEX["tempo"]],
        "pst": {k: [[r[INDEX[f"pst:{k}:{row}:{fi}"]] for fi in range(5)] for row in range(10)]
                for k in PIECE_KINDS},
    }


def dumps_weights(w: dict) -> str:
    """JSON with one line per table row, so a diff of two tunings reads like the tables themselves."""
    import json

    out = ["{"]
    items = list(w.items())
    for i, (key, value) in enumerate(items):
        sep = "," if i < len(items) - 1 else ""
        if key == "pst":
            out.append(' "pst": {')
            kinds = list(value.items())
            for j, (kind, rows) in enumerate(kinds):
                out.append(f'  "{kind}": [')
                for r, row in enumerate(rows):
                    out.append("   [" + ", ".join(f"{x:4d}" for x in row) + "]" + ("," if r < len(rows) - 1 else ""))
                out.append("  ]" + ("," if j < len(kinds) - 1 else ""))
            out.append(" }" + sep)
        else:
            out.append(f' "{key}": ' + json.dumps(value, ensure_ascii=False) + sep)
    out.append("}")
    return "\n".join(out) + "\n"
