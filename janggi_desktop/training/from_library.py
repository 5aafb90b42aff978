"""Mistake exercises from the games kept in the library.

A game analysed in the window or with ``janggi-desktop analyse`` and kept in the library carries the
evaluation after each ply (``games.evals``, pawns from Cho's view as PGN writes them, ``"#-3"`` for a mate)
and the marks of the judged moves (``games.marks``, NAGs by ply).  That is enough to rebuild the analysis
(:class:`~janggi_desktop.analysis.GameAnalysis` with the marks as given) and take the user's ``?``/``??``
moves from it; the better lines are not kept there, so such exercises are judged by the engine alone (see
:func:`~janggi_desktop.training.mistakes.judge`).

Which side is the user's: a side whose player's name is one of the user's names; without names, the person
in a game against the computer (a built-in level or an engine).  A hotseat game between two people with no
names given makes no exercises (whose mistakes would they be?).
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from janggi_desktop.analysis import Evaluation, GameAnalysis, Mark, PositionEval
from janggi_desktop.library import Library, LibraryError
from janggi_desktop.rules import Move

from .mistakes import Exercise, exercises_from_analysis


def analysis_of_row(start_fen: str, ruleset: str, moves: str, evals: str, marks: str | None) -> GameAnalysis:
    """The analysis a library row keeps.  Raises ValueError (or KeyError, TypeError) when it does not read."""
    analysis = GameAnalysis(start_fen, ruleset, [Move.from_uci(m) for m in moves.split()])
    after = json.loads(evals)
    if not isinstance(after, list):
        raise ValueError("evals is not a list")
    for ply, text in enumerate(after, start=1):
        if text is not None and ply < len(analysis.positions):
            analysis.set(ply, PositionEval(Evaluation.parse_pgn(str(text))))
    given: dict[int, Mark] = {}
    for ply, nags in (json.loads(marks) if marks else {}).items():
        for nag in nags:
            mark = Mark.from_nag(int(nag))
            if mark is not None:
                given[int(ply)] = mark
    analysis.given_marks = given
    return analysis


def user_sides(cho: tuple[str, str], han: tuple[str, str], names: Iterable[str]) -> list[str]:
    """The sides (of "cho", "han") that are the user's, from each side's (name, kind)."""
    wanted = {n.casefold() for n in names if n.strip()}
    if wanted:
        return [side for side, (name, _) in (("cho", cho), ("han", han)) if name.casefold() in wanted]
    computer = ("level", "engine")
    if cho[1] == "person" and han[1] in computer:
        return ["cho"]
    if han[1] == "person" and cho[1] in computer:
        return ["han"]
    return []


def library_exercises(library: Library, names: Iterable[str] = (), *,
                      game_ids: Iterable[int] | None = None) -> tuple[list[Exercise], int]:
    """(exercises, games that did not read) from every analysed game of the library (or of ``game_ids``)
    in which the user played.  A game whose stored analysis does not read is skipped and counted."""
    names = list(names)
    sql = ("SELECT id, start_fen, ruleset, moves, evals, marks, cho_name, cho_kind, han_name, han_kind "
           "FROM games WHERE evals IS NOT NULL")
    params: tuple = ()
    if game_ids is not None:
        ids = [int(i) for i in game_ids]
        sql += f" AND id IN ({', '.join('?' * len(ids))})" if ids else " AND 0"
        params = tuple(ids)
    try:
        rows = library.query(sql + " ORDER BY id", params)
    except LibraryError:
        return [], 0
    out: list[Exercise] = []
    bad = 0
    for game_id, start_fen, ruleset, moves, evals, marks, cho_name, cho_kind, han_name, han_kind in rows:
        sides = user_sides((cho_name, cho_kind), (han_name, han_kind), names)
        if not sides:
            continue
        try:
            analysis = analysis_of_row(start_fen, ruleset, moves, evals, marks)
            for side in sides:
                out += exercises_from_analysis(analysis, side, game_id=game_id)
        except (ValueError, KeyError, TypeError, AttributeError):
            bad += 1
    return out, bad
