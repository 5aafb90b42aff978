"""An analysis in a game record, and back: annotated PGN as lichess writes it.

After each move, the evaluation of the position it reached, from Cho's point of view, as a comment command
(``{[%eval 0.35]}``, ``{[%eval #-3]}``; the start position's before the first move); on a judged move its
glyph (``?!``, ``?``, ``??``: NAGs 6, 2, 4), a word on it in the comment ("Mistake. Hc3 was best.") and the
engine's better line as a variation.  A finished position carries no ``[%eval]``: the moves say how the game
ended.  Reading a record back gives the analysis again, so an opened file shows its graph without
re-analysing; the marks are the file's own (its writer knew every position's best move).

Annotating twice replaces what the first annotation wrote (evaluations, judgement words, marks, the better
line) and keeps everything else of the record (people's comments and variations).  :func:`split_judgement`
tells a window which words of a comment the annotation wrote (the move's glyph and the report already say
them) and which a person did.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace

from janggi_desktop.records.model import GameRecord
from janggi_desktop.records.san import move_to_san
from janggi_desktop.rules import Game

from .evaluation import Evaluation, Mark, eval_of_comment, without_eval
from .report import GameAnalysis, PositionEval

#: The word written in the comment of a judged move.
MARK_WORDS = {Mark.INACCURACY: "Inaccuracy", Mark.MISTAKE: "Mistake", Mark.BLUNDER: "Blunder"}
_JUDGEMENT_RE = re.compile(r"\b(?:Inaccuracy|Mistake|Blunder)\.(?: \S+ was best\.)?")
_MARK_NAGS = {m.nag for m in Mark}
#: The judgement as :func:`annotate` writes it at the start of a comment's words: the mark's word, then the
#: better move in SAN if there is one, then the rest (a person's words) after one space.
_LEADING_JUDGEMENT_RE = re.compile(r"(Inaccuracy|Mistake|Blunder)\.(?: \S+ was best\.)?(?= |$)")


def _clean(comment: str) -> str:
    """A comment without what an annotation wrote into it."""
    return " ".join(_JUDGEMENT_RE.sub(" ", without_eval(comment)).split())


def split_judgement(words: str, nags: Iterable[int]) -> tuple[str, str]:
    """The words of the comment after a move (its ``[%...]`` commands taken out) as (the judgement an
    annotation wrote, the rest).  Words are the annotation's only when they are exactly what :func:`annotate`
    writes and where it writes them: they open the comment ("Blunder." or "Blunder. Hc8 was best.", in
    English and SAN) and name the mark the move carries (``??`` for "Blunder", ``?`` for "Mistake", ``?!``
    for "Inaccuracy").  Anything else is a person's: the same words later in a comment, on a move without
    that mark, or in another form are shown whole.  ("", ``words``) when there is no judgement."""
    match = _LEADING_JUDGEMENT_RE.match(words)
    if match is None:
        return "", words
    word = match.group(1)
    if not any(m is not None and MARK_WORDS[m] == word for m in map(Mark.from_nag, nags)):
        return "", words
    return match.group(0), words[match.end():].strip()


def annotate(record: GameRecord, analysis: GameAnalysis) -> GameRecord:
    """A copy of ``record`` carrying ``analysis`` (which must be of the same moves: ValueError otherwise)."""
    if list(record.moves) != analysis.moves or record.start_fen != analysis.start_fen:
        raise ValueError("the analysis is of another game than the record")
    comments = {k: _clean(v) for k, v in record.comments.items()}
    nags = {k: [n for n in v if n not in _MARK_NAGS] for k, v in record.nags.items()}
    variations = {k: [list(line) for line in v] for k, v in record.variations.items()}
    for ply in range(len(analysis.moves) + 1):
        words = []
        ev = analysis.evaluation(ply)
        if ev is not None and ev.pgn() is not None:
            words.append(f"[%eval {ev.pgn()}]")
        report = analysis.report(ply)
        if report is not None and report.mark is not None:
            before = analysis.game_at(ply - 1)
            word = f"{MARK_WORDS[report.mark]}."
            if report.better:
                word += f" {move_to_san(before, report.better[0], legal=before.legal_ints())} was best."
                old = [line for line in variations.get(ply, []) if line != report.better]
                variations[ply] = [list(report.better), *old]
            words.append(word)
            nags[ply] = [report.mark.nag, *nags.get(ply, [])]
        if comments.get(ply):
            words.append(comments[ply])
        comments[ply] = " ".join(words)
    tags = dict(record.tags)
    if analysis.engine:
        tags["Annotator"] = analysis.engine
    return replace(record, tags=tags, comments={k: v for k, v in comments.items() if v},
                   nags={k: v for k, v in nags.items() if v}, variations={k: v for k, v in variations.items() if v})


def analysis_from_record(record: GameRecord) -> GameAnalysis | None:
    """The analysis an annotated record carries (None when no comment has an ``[%eval]``)."""
    evals = {k: ev for k, c in record.comments.items() if (ev := eval_of_comment(c)) is not None}
    if not evals:
        return None
    analysis = GameAnalysis(record.start_fen, record.ruleset, record.moves, engine=record.tags.get("Annotator", ""))
    game = Game(record.ruleset, fen=record.start_fen)
    for ply in range(len(record.moves) + 1):
        outcome = game.outcome()
        if outcome is not None:
            analysis.set(ply, PositionEval(Evaluation.from_outcome(outcome)))
        elif ply in evals:
            lines = record.variations.get(ply + 1, [])
            analysis.set(ply, PositionEval(evals[ply], list(lines[0]) if lines else []))
        if ply < len(record.moves):
            game.push_int(record.moves[ply].to_int())
    # Only the judged moves' better lines were written: a better line read back names the mark's move, and
    # the marks themselves are the file's.
    analysis.given_marks = {k: mark for k, v in record.nags.items() for n in v
                            if (mark := Mark.from_nag(n)) is not None}
    for ply in range(1, len(record.moves) + 1):  # a variation that is not the analysis's (no mark): not a line
        if ply not in analysis.given_marks and analysis.positions[ply - 1] is not None:
            analysis.positions[ply - 1].line = []
    return analysis


__all__ = ["MARK_WORDS", "analysis_from_record", "annotate", "split_judgement"]
