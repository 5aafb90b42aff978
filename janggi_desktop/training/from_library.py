"""Mistake exercises from the games kept in the library.

A game analysed in the window or with ``janggi-desktop analyse`` and kept in the library carries the
evaluation after each ply (``games.evals``, pawns from Cho's view as PGN writes them, ``"#-3"`` for a mate)
and the marks of the judged moves (``games.marks``, NAGs by ply).  That is enough to rebuild the analysis
(:class:`~janggi_desktop.analysis.GameAnalysis` with the marks as given) and take the user's ``?``/``??``
moves from it; the better lines are not kept there, so such exercises are judged by the engine alone (see
:func:`~janggi_desktop.training.mistakes.judge`).

Which side is the user's: a side whose player's name is one of the user's names (the window's File → Your
name); else the person in a game against the computer (a built-in level or an engine) when no names are
given, or when the game was played in this program (no source file: the window keeps its games as they end,
and a game played before the user gave a name is kept under "Human").  An imported game against an engine
whose person is not named as the user is someone else's.  A hotseat game between two people neither named
as the user makes no exercises (whose mistakes would they be?).

A game analysed in the window reaches the library by :func:`keep_analysis` (the window calls it when a game
report is complete); one analysed with ``janggi-desktop analyse`` carries its ``[%eval]`` comments and marks
into the library when its file is imported.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import NamedTuple

from janggi_desktop.analysis import Evaluation, GameAnalysis, Mark, PositionEval
from janggi_desktop.library import Library, LibraryError, set_analysis
from janggi_desktop.rules import Move

from .mistakes import Exercise, exercises_from_analysis
from .store import TrainingStore


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


def user_sides(cho: tuple[str, str], han: tuple[str, str], names: Iterable[str], *,
               played_here: bool = False) -> list[str]:
    """The sides (of "cho", "han") that are the user's, from each side's (name, kind); ``played_here``: the
    game was played in this program (see the module docstring)."""
    wanted = {n.strip().casefold() for n in names if n.strip()}
    if wanted:
        named = [side for side, (name, _) in (("cho", cho), ("han", han)) if name.strip().casefold() in wanted]
        if named or not played_here:
            return named
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
    sql = ("SELECT id, start_fen, ruleset, moves, evals, marks, cho_name, cho_kind, han_name, han_kind, source "
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
    for game_id, start_fen, ruleset, moves, evals, marks, cho_name, cho_kind, han_name, han_kind, source in rows:
        sides = user_sides((cho_name, cho_kind), (han_name, han_kind), names, played_here=source is None)
        if not sides:
            continue
        try:
            analysis = analysis_of_row(start_fen, ruleset, moves, evals, marks)
            for side in sides:
                out += exercises_from_analysis(analysis, side, game_id=game_id)
        except (ValueError, KeyError, TypeError, AttributeError):
            bad += 1
    return out, bad


def keep_analysis(library: Library, analysis: GameAnalysis) -> list[int]:
    """Keep ``analysis`` (complete or not) with every game of the library that has exactly its start, rule set
    and moves (the game the window kept when it ended, or opened from the library); returns their ids.  The
    evaluation after each ply as PGN writes it and the marks as NAGs (what :func:`analysis_of_row` reads back),
    and the comments of the annotated record (``[%eval]``, "Blunder. … was best."), so the game opened in
    review from the library shows its report; the record's own comments and NAGs that are not marks stay.
    Raises LibraryError when the library cannot be read or written."""
    from janggi_desktop.analysis import annotate
    from janggi_desktop.library import get_record

    rows = library.query("SELECT id FROM games WHERE start_fen = ? AND ruleset = ? AND moves = ? ORDER BY id",
                         (analysis.start_fen, analysis.ruleset, " ".join(m.uci for m in analysis.moves)))
    evals = []
    for ply in range(1, len(analysis.moves) + 1):
        evaluation = analysis.evaluation(ply)
        evals.append(evaluation.pgn() if evaluation is not None else None)
    ids = []
    for (game_id,) in rows:
        try:
            annotated = annotate(get_record(library, int(game_id)), analysis)
        except (KeyError, ValueError, TypeError):  # a row that does not read: its marks alone
            marks = {ply: [mark.nag] for ply, mark in analysis.marks().items()}
            set_analysis(library, int(game_id), evals, marks)
        else:
            set_analysis(library, int(game_id), evals, annotated.nags, annotated.comments)
        ids.append(int(game_id))
    return ids


def collect_exercises(store: TrainingStore, names: Iterable[str] = (), *,
                      game_ids: Iterable[int] | None = None) -> tuple[int, int]:
    """Add to ``store`` the exercises of the library's analysed games (or of ``game_ids``) in which the user
    played; (new exercises, games whose analysis did not read).  One already kept keeps its schedule."""
    exercises, bad = library_exercises(store.library, names, game_ids=game_ids)
    return store.add_exercises(exercises), bad


class SourceGame(NamedTuple):
    """What the list of exercises says of the game one came from."""

    cho: str
    han: str
    date: str


def source_games(library: Library, game_ids: Iterable[int]) -> dict[int, SourceGame]:
    """The players and date (the record's, else the day it was kept) of the library's games ``game_ids``
    (a game deleted since is not in the answer).  Raises LibraryError when the library cannot be read."""
    ids = sorted({int(i) for i in game_ids})
    out: dict[int, SourceGame] = {}
    for start in range(0, len(ids), 500):  # SQLite's limit on a query's parameters
        part = ids[start:start + 500]
        rows = library.query(f"SELECT id, cho_name, han_name, date, added FROM games WHERE id IN "
                             f"({', '.join('?' * len(part))})", tuple(part))
        for game_id, cho, han, date, added in rows:
            out[int(game_id)] = SourceGame(cho or "", han or "", date or (added or "")[:10])
    return out
