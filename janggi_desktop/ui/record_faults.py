"""The reasons a record cannot be read, in the interface's language: the records package and the rules model
raise them as English templates with their values (:class:`~janggi_desktop.records.RecordFault`, the SAN
reader's :class:`~janggi_desktop.records.SanError`, the rules' ``IllegalMoveError``, ``MoveTextFault``,
``UnknownRuleSetError``, ``ArrangementError`` and ``FenError``; all Qt-free), declared here for
pyside6-lupdate (the FEN faults in ui/dialogs/position_editor.py) and translated where they are shown (the
import report).  A reason without a template stays English."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP

from janggi_desktop.messages import ELLIPSIS, MAX_MESSAGE
from janggi_desktop.rules.notation import FenError

from .texts import translate, translated_error

if TYPE_CHECKING:
    from janggi_desktop.library import Refusal

CONTEXT = "RecordFault"
#: The context of the errors whose templates are declared elsewhere (a FEN's faults: the position editor's).
CONTEXTS = {FenError: "Fen"}
#: The templates of records/ and rules/ a record can be refused with (tests/ui/test_translated_errors.py checks
#: that every one raised is here) and the side names they carry.
RECORD_FAULTS = (
    # the readers (RecordFault, SanError)
    QT_TRANSLATE_NOOP("RecordFault", "the file holds no game"),
    QT_TRANSLATE_NOOP("RecordFault", "cannot read the file: {reason}"),
    QT_TRANSLATE_NOOP("RecordFault", "malformed tag (expected [Name \"value\"])"),
    QT_TRANSLATE_NOOP("RecordFault", "unexpected {char} on line {line}"),
    QT_TRANSLATE_NOOP("RecordFault", "this is not a Janggi game"),
    QT_TRANSLATE_NOOP("RecordFault", "move must be text, not {type}"),
    QT_TRANSLATE_NOOP("RecordFault", "{text}: the game is already over ({outcome})"),
    QT_TRANSLATE_NOOP("RecordFault", "{text}: no legal move"),
    QT_TRANSLATE_NOOP("RecordFault", "{text} is not a legal move for {side} in {fen}"),
    QT_TRANSLATE_NOOP("RecordFault", "{text}: {side} may not pass now"),
    QT_TRANSLATE_NOOP("RecordFault", "{text} is neither SAN (e.g. 'Hc3', 'Rxe9+', pass 'Ke2') nor UCI "
                                     "(e.g. 'b1c3')"),
    QT_TRANSLATE_NOOP("RecordFault", "{text} is ambiguous: pieces on {squares} can all make it"),
    QT_TRANSLATE_NOOP("RecordFault", "bad FEN tag: {error}"),
    QT_TRANSLATE_NOOP("RecordFault", "bad start position: {error}"),
    QT_TRANSLATE_NOOP("RecordFault", "line {line}: {reason}"),
    # the limits
    QT_TRANSLATE_NOOP("RecordFault", "the text is too large (over {size} MB)"),
    QT_TRANSLATE_NOOP("RecordFault", "the file is too large (over {size} MB)"),
    QT_TRANSLATE_NOOP("RecordFault", "line {line} is too long (over {count:,} characters)"),
    QT_TRANSLATE_NOOP("RecordFault", "more than {count:,} games in one file"),
    QT_TRANSLATE_NOOP("RecordFault", "more than {count:,} plies in one game"),
    QT_TRANSLATE_NOOP("RecordFault", "more than {count:,} moves in one game's variations"),
    QT_TRANSLATE_NOOP("RecordFault", "more than {count:,} tags in one game"),
    QT_TRANSLATE_NOOP("RecordFault", "more than {count:,} headers in one game"),
    # the .gib reader (RecordFault, MoveTextFault)
    QT_TRANSLATE_NOOP("RecordFault", "malformed header (expected [키 \"값\"])"),
    QT_TRANSLATE_NOOP("RecordFault", "a comment '{{' is never closed"),
    QT_TRANSLATE_NOOP("RecordFault", "a '<' token is never closed"),
    QT_TRANSLATE_NOOP("RecordFault", "ply number {number} out of sequence (expected {expected})"),
    QT_TRANSLATE_NOOP("RecordFault", "this does not look like a .gib record"),
    QT_TRANSLATE_NOOP("RecordFault", "not a .gib move (expected e.g. '79졸78' or '한수쉼')"),
    QT_TRANSLATE_NOOP("RecordFault", "unknown side mark {text}"),
    QT_TRANSLATE_NOOP("RecordFault", "unknown piece name {text}"),
    QT_TRANSLATE_NOOP("RecordFault", "unexpected {text} after the to-square"),
    QT_TRANSLATE_NOOP("RecordFault", "the move is marked for {marked_side} but {side} is to move"),
    QT_TRANSLATE_NOOP("RecordFault", "the piece named is not the piece on the from-square"),
    QT_TRANSLATE_NOOP("RecordFault", "a capture is written but the to-square is empty"),
    QT_TRANSLATE_NOOP("RecordFault", "the captured piece named is not the piece on the to-square"),
    QT_TRANSLATE_NOOP("RecordFault", "the game is already over ({outcome})"),
    QT_TRANSLATE_NOOP("RecordFault", "{side} may not pass here"),
    # the rules (IllegalMoveError, MoveTextFault, UnknownRuleSetError, ArrangementError)
    QT_TRANSLATE_NOOP("RecordFault", "the game is over ({outcome}); no move can be played"),
    QT_TRANSLATE_NOOP("RecordFault", "move {number} ({text}) is not a legal move for {side} in {fen}"),
    QT_TRANSLATE_NOOP("RecordFault", "{text} is not legal here"),
    QT_TRANSLATE_NOOP("RecordFault", "{text} is not legal in {fen}"),
    QT_TRANSLATE_NOOP("RecordFault", "not a move: {value}"),
    QT_TRANSLATE_NOOP("RecordFault", "not a move int (from << 7 | to, squares 0..89): {value}"),
    QT_TRANSLATE_NOOP("RecordFault", "move squares {squares} are off the board (0..89)"),
    QT_TRANSLATE_NOOP("RecordFault", "{text} is not UCI move text (expected e.g. 'b1c3', 'b10c8' or a pass 'e2e2')"),
    QT_TRANSLATE_NOOP("RecordFault", "'0000' is not a Janggi pass; write the general's square twice, e.g. 'e2e2'"),
    QT_TRANSLATE_NOOP("RecordFault", "{text} is not a Korean square (two digits: row 1-9 or 0, column 1-9)"),
    QT_TRANSLATE_NOOP("RecordFault", "a Korean square is text, not {type}"),
    QT_TRANSLATE_NOOP("RecordFault", "unknown rule set {name}; expected one of: {names}"),
    QT_TRANSLATE_NOOP("RecordFault", "rule set must be a name, not {type}"),
    QT_TRANSLATE_NOOP("RecordFault", "unknown arrangement {text}; expected one of {names}"),
    QT_TRANSLATE_NOOP("RecordFault", "arrangement must be a string such as '마상상마', not {type}"),
    # the sides: the rules say "cho", the .gib reader "Cho"
    QT_TRANSLATE_NOOP("RecordFault", "cho"),
    QT_TRANSLATE_NOOP("RecordFault", "han"),
    QT_TRANSLATE_NOOP("RecordFault", "Cho"),
    QT_TRANSLATE_NOOP("RecordFault", "Han"),
)
#: A move a record names by its PGN number: "12." is Cho's twelfth move, "12..." Han's (the records' own
#: labels; a .gib or an autosave names a move by its ply, a number alone).
_PGN_NUMBER = re.compile(r"(\d+)(\.{3}|\.)")


def move_label(label: str) -> str:
    """The move a record's error names (``label``: "12.", "12..." or a ply number) in the interface's
    language.  A PGN number reads as the window names a move elsewhere in Korean ("12회 한", as the review's
    "12회 한 · …"), not as the record's "12..." followed by a word; English and French keep the number
    ("move 12...", "coup 12...")."""
    match = _PGN_NUMBER.fullmatch(label)
    if match is None:
        return translate("RecordFault", "move %1").replace("%1", label)
    number, dots = match.groups()
    text = translate("RecordFault", "move %1.") if dots == "." else translate("RecordFault", "move %1...")
    return text.replace("%1", number)


def refusal_text(refusal: Refusal) -> str:
    """A refused game as the import report lists it: the file, the game, the move, the text and why, in the
    interface's language (the refusal's own English line when its error is not known)."""
    error = refusal.error
    if error is None:
        return str(refusal)
    where = refusal.path if refusal.game is None else (
        translate("RecordFault", "%1, game %2").replace("%1", refusal.path).replace("%2", str(refusal.game)))
    parts = []
    if error.move is not None:
        parts.append(move_label(error.move))
    if error.text is not None and repr(error.text) not in error.reason:
        parts.append(repr(error.text[:40]))
    reason = translated_error(error.cause, CONTEXT, CONTEXTS) if error.cause is not None else error.reason
    said = translate("RecordFault", "%1: %2")  # (French spaces its colon)
    body = said.replace("%1", ", ".join(parts)).replace("%2", reason) if parts else reason
    # one line, cut as messages.one_line does, French's no-break spaces kept (one_line's split takes them),
    # the narrow one that groups digits too
    line = re.sub(r"[^\S\u00a0\u202f]+", " ", said.replace("%1", where).replace("%2", body)).strip()
    return line if len(line) <= MAX_MESSAGE else line[:MAX_MESSAGE - 1] + ELLIPSIS


__all__ = ["CONTEXTS", "RECORD_FAULTS", "move_label", "refusal_text"]
