"""The reasons a record cannot be read, in the interface's language: the records package raises them as
English templates with their values (:class:`~janggi_desktop.records.RecordFault`, the SAN reader's
:class:`~janggi_desktop.records.SanError`; Qt-free), declared here for pyside6-lupdate and translated where
they are shown (the import report).  A reason without a template (a rule's refusal, a limit) stays English."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP

from janggi_desktop.messages import ELLIPSIS, MAX_MESSAGE

from .texts import translate, translated_error

if TYPE_CHECKING:
    from janggi_desktop.library import Refusal

CONTEXT = "RecordFault"
#: The templates of records/ (RecordFault and SanError calls; tests/ui/test_record_faults.py checks that all
#: are here) and the side names they carry.
RECORD_FAULTS = (
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
    QT_TRANSLATE_NOOP("RecordFault", "cho"),
    QT_TRANSLATE_NOOP("RecordFault", "han"),
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
    reason = translated_error(error.cause, CONTEXT) if error.cause is not None else error.reason
    said = translate("RecordFault", "%1: %2")  # (French spaces its colon)
    body = said.replace("%1", ", ".join(parts)).replace("%2", reason) if parts else reason
    # one line, cut as messages.one_line does, French's no-break spaces kept (one_line's split takes them)
    line = re.sub(r"[^\S\u00a0]+", " ", said.replace("%1", where).replace("%2", body)).strip()
    return line if len(line) <= MAX_MESSAGE else line[:MAX_MESSAGE - 1] + ELLIPSIS


__all__ = ["RECORD_FAULTS", "move_label", "refusal_text"]
