"""Where one player of a match lost its games: its marked moves in match records annotated by an engine.

    python3 bench/match.py ours:10 fsf:10 --games 20 --pgn games.pgn
    janggi-desktop analyse games.pgn analysed.pgn --engine fsf --movetime 100
    python3 bench/mistakes.py analysed.pgn --player ours [--fens]

For each game the player lost: its inaccuracies, mistakes and blunders (``?!``/``?``/``??`` as the analysis
marked them), the ply of its first blunder and the evaluation before and after it.  Then totals over all
games: the marks by phase of the game (plies 1-30, 31-80, 81 on) and how many lost games turned on one
blunder (the player's evaluation was above -2.00 before it), and the player's mean evaluation after 10, 20,
30 and 40 plies (where an opening drifts away).  ``--fens`` lists each blunder's position and
the move played, to look at again or to search with another engine version.  Prints, asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from janggi_desktop.analysis.evaluation import Mark, eval_of_comment  # noqa: E402
from janggi_desktop.records import load_games  # noqa: E402
from janggi_desktop.records.model import GameRecord  # noqa: E402
from janggi_desktop.rules import Game  # noqa: E402

#: A mate in the evaluation counts as this many centi-points.
MATE_CP = 3000
PHASES = ((30, "plies 1-30"), (80, "plies 31-80"), (10**6, "plies 81-"))
#: The plies after which the mean evaluation is printed.
CHECKPOINTS = (10, 20, 30, 40)


def player_cp(record: GameRecord, ply: int, sign: int) -> int | None:
    """The evaluation after ``ply`` moves (0: the start) from the player's side, mates as +-MATE_CP."""
    comment = record.comments.get(ply)
    ev = eval_of_comment(comment) if comment else None
    if ev is None:
        return None
    if ev.mate is not None:
        return sign * (MATE_CP if ev.mate > 0 else -MATE_CP)
    if ev.cp is None:
        return None
    return sign * max(-MATE_CP, min(MATE_CP, ev.cp))


def phase_of(ply: int) -> str:
    return next(name for limit, name in PHASES if ply < limit)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+", help="annotated PGN files (janggi-desktop analyse)")
    ap.add_argument("--player", required=True, help="a part of the player's name in the Cho/Han tags")
    ap.add_argument("--fens", action="store_true", help="list every blunder's position")
    a = ap.parse_args(argv)

    marks_by_phase: Counter[tuple[str, Mark]] = Counter()
    lost = one_blunder = played = 0
    blunders: list[str] = []
    at_checkpoint: dict[int, list[int]] = {p: [] for p in CHECKPOINTS}
    for path in a.files:
        for record in load_games(path):
            cho, han = record.tags.get("White", ""), record.tags.get("Black", "")
            if (a.player in cho) == (a.player in han):
                continue  # not the player's game, or both sides match the name
            played += 1
            side = 0 if a.player in cho else 1
            sign = 1 if side == 0 else -1
            for p in CHECKPOINTS:
                cp = player_cp(record, p, sign) if p <= len(record.moves) else None
                if cp is not None:
                    at_checkpoint[p].append(cp)
            won = record.result == ("1-0" if side == 0 else "0-1")
            counts: Counter[Mark] = Counter()
            first = None
            game = Game(record.ruleset, fen=record.start_fen)
            for ply, move in enumerate(record.moves):
                if ply % 2 == side:
                    for nag in record.nags.get(ply + 1, []):
                        mark = Mark.from_nag(nag)
                        if mark is None:
                            continue
                        counts[mark] += 1
                        marks_by_phase[(phase_of(ply), mark)] += 1
                        if mark is Mark.BLUNDER:
                            before, after = player_cp(record, ply, sign), player_cp(record, ply + 1, sign)
                            if first is None:
                                first = (ply + 1, before, after)
                            if a.fens:
                                blunders.append(f"  {game.fen()}  played {move.uci}  ({before} -> {after})")
                game.push(move)
            if won or record.result == "1/2-1/2":
                continue
            lost += 1
            turned = first is not None and first[1] is not None and first[1] > -200
            one_blunder += turned
            marks = " ".join(f"{counts[m]}{m.glyph}" for m in Mark)
            where = f"first ?? at ply {first[0]} ({first[1]} -> {first[2]})" if first else "no ??"
            print(f"lost: {cho} vs {han} {record.result} ({record.termination or '?'}, {len(record.moves)} plies)"
                  f"  marks {marks}  {where}")
    print(f"\n{a.player}: {played} games, {lost} lost; {one_blunder} of the lost games turned on a blunder "
          f"made at an evaluation above -2.00")
    for _, name in PHASES:
        print(f"  {name:12s} " + "  ".join(f"{m.glyph:>2s} {marks_by_phase[(name, m)]:3d}" for m in Mark))
    print(f"mean evaluation for the player (cp, mates as +-{MATE_CP}): " + ", ".join(
        f"after {p} plies {statistics.mean(v):+.0f} (median {statistics.median(v):+.0f}, {len(v)} games)"
        for p, v in at_checkpoint.items() if v))
    if blunders:
        print("blunders:")
        print("\n".join(blunders))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
