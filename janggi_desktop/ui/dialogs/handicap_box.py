"""The handicap (접장기) part of the new-game dialog: no handicap, one of the traditional ones (차 떼고, 포 떼고,
마 떼고, 상 떼고, 차포 떼고, both of a kind), or a free choice of pieces, for the side that gives it.

Like the time-control box, it takes its value in and gives the choice as a property (:attr:`handicap`), and
says why a choice cannot be played (:meth:`problem`: no piece chosen, more pieces than the side has), so the
dialog can refuse to start it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QSpinBox, QWidget

from janggi_desktop.rules import TRADITIONAL_HANDICAPS, Handicap, HandicapError

from ..spoken import translated_piece_error
from ..texts import translate

NONE, CUSTOM = "", "custom"
#: The kinds a free choice offers, with how many a side has at the start.
FREE_KINDS = (("R", 2), ("C", 2), ("N", 2), ("B", 2), ("A", 2), ("P", 5))
#: The English names of the traditional handicaps, declared for pyside6-lupdate (rules/handicap.py has them).
HANDICAP_NAMES = {
    "R": QT_TRANSLATE_NOOP("Handicap", "without a chariot"),
    "C": QT_TRANSLATE_NOOP("Handicap", "without a cannon"),
    "N": QT_TRANSLATE_NOOP("Handicap", "without a horse"),
    "B": QT_TRANSLATE_NOOP("Handicap", "without an elephant"),
    "RC": QT_TRANSLATE_NOOP("Handicap", "without a chariot and a cannon"),
    "RR": QT_TRANSLATE_NOOP("Handicap", "without both chariots"),
    "CC": QT_TRANSLATE_NOOP("Handicap", "without both cannons"),
    "NN": QT_TRANSLATE_NOOP("Handicap", "without both horses"),
    "BB": QT_TRANSLATE_NOOP("Handicap", "without both elephants"),
}
#: The handicap's refusals (the templates of rules/handicap.py), declared for pyside6-lupdate
#: (tests/ui/test_keyboard_play.py checks that every template is here).
HANDICAP_FAULTS = (
    QT_TRANSLATE_NOOP("Handicap", "a handicap is text such as 'han:R', not {type}"),
    QT_TRANSLATE_NOOP("Handicap", "{text} is not a handicap: expected SIDE:PIECES such as 'han:R' or 'cho:RC'"),
    QT_TRANSLATE_NOOP("Handicap", "{text}: the side is 'cho' or 'han', not {side}"),
    QT_TRANSLATE_NOOP("Handicap", "{text}: {piece} is not a piece letter (R C N B A P)"),
    QT_TRANSLATE_NOOP("Handicap", "{text}: a side cannot give its general"),
    QT_TRANSLATE_NOOP("Handicap", "the side of a handicap is 'cho' or 'han', not {side}"),
    QT_TRANSLATE_NOOP("Handicap", "a handicap takes off at least one piece"),
    QT_TRANSLATE_NOOP("Handicap", "{piece} is not a piece letter (R C N B A P)"),
    QT_TRANSLATE_NOOP("Handicap", "a side cannot give its general"),
    QT_TRANSLATE_NOOP("Handicap", "{square} is not a square (0..89)"),
    QT_TRANSLATE_NOOP("Handicap", "{side} has no {kind} on {square} to give"),
    QT_TRANSLATE_NOOP("Handicap", "the piece on {square} is named twice"),
    QT_TRANSLATE_NOOP("Handicap", "{side} has {count} {kind} piece(s) here, fewer than the handicap takes off"),
    QT_TRANSLATE_NOOP("Handicap", "{handicap} cannot be played here: {reason}"),
    QT_TRANSLATE_NOOP("Handicap", "{handicap} leaves {side} with no legal move: {outcome}"),
    QT_TRANSLATE_NOOP("Handicap", "Cho"),
    QT_TRANSLATE_NOOP("Handicap", "Han"),
)


def kind_label(letter: str) -> str:
    return {
        "R": translate("Handicap", "Chariots (차)"), "C": translate("Handicap", "Cannons (포)"),
        "N": translate("Handicap", "Horses (마)"), "B": translate("Handicap", "Elephants (상)"),
        "A": translate("Handicap", "Guards (사)"), "P": translate("Handicap", "Soldiers (졸/병)"),
    }[letter]


def handicap_text(handicap: Handicap) -> str:
    """"Han without a chariot (차 떼고)", translated; a free choice names its pieces by kind."""
    side = translate("Handicap", "Cho") if handicap.side == "cho" else translate("Handicap", "Han")
    name = handicap.traditional_name
    if name is not None:
        words = translate("Handicap", HANDICAP_NAMES[handicap.letters])
        if words == name[0]:  # in Korean the words are the name: "한 차포 떼고", not "한 차포 떼고 (차포 떼고)"
            return f"{side} {words}"
        return translate("Handicap", "%1 %2 (%3)").replace("%1", side).replace("%2", words).replace("%3", name[0])
    counts = ", ".join(f"{kind_label(k)} {handicap.letters.count(k)}" for k, _ in FREE_KINDS if k in handicap.letters)
    return translate("Handicap", "%1 without: %2").replace("%1", side).replace("%2", counts)


class HandicapBox(QGroupBox):
    """No handicap, a traditional one, or a free choice of pieces, and the side that gives it."""

    changed = Signal()

    def __init__(self, handicap: Handicap | None = None, parent: QWidget | None = None) -> None:
        super().__init__(translate("Handicap", "Handicap (접장기)"), parent)
        self.setObjectName("HandicapBox")
        grid = QGridLayout(self)
        self.kind_combo = QComboBox()
        self.kind_combo.setObjectName("handicap-kind")
        self.kind_combo.addItem(translate("Handicap", "No handicap"), NONE)
        for letters, (korean, _english) in TRADITIONAL_HANDICAPS.items():
            words = translate("Handicap", HANDICAP_NAMES[letters])
            self.kind_combo.addItem(korean if words == korean else f"{korean} — {words}", letters)
        self.kind_combo.addItem(translate("Handicap", "Free choice of pieces…"), CUSTOM)
        kind_label_widget = QLabel(translate("Handicap", "&Pieces taken off:"))
        kind_label_widget.setBuddy(self.kind_combo)
        self.side_combo = QComboBox()
        self.side_combo.setObjectName("handicap-side")
        self.side_combo.addItem(translate("Handicap", "Cho (초) plays without them"), "cho")
        self.side_combo.addItem(translate("Handicap", "Han (한) plays without them"), "han")
        self.side_label = QLabel(translate("Handicap", "&Side:"))
        self.side_label.setBuddy(self.side_combo)
        grid.addWidget(kind_label_widget, 0, 0)
        grid.addWidget(self.kind_combo, 0, 1)
        grid.addWidget(self.side_label, 0, 2)
        grid.addWidget(self.side_combo, 0, 3)
        self.free = QWidget()
        free_row = QHBoxLayout(self.free)
        free_row.setContentsMargins(0, 0, 0, 0)
        self.spins: dict[str, QSpinBox] = {}
        for letter, most in FREE_KINDS:
            spin = QSpinBox()
            spin.setObjectName(f"handicap-{letter}")
            spin.setRange(0, most)
            label = QLabel(kind_label(letter))
            label.setBuddy(spin)
            spin.setAccessibleName(kind_label(letter))
            free_row.addWidget(label)
            free_row.addWidget(spin)
            self.spins[letter] = spin
            spin.valueChanged.connect(self._changed)
        free_row.addStretch(1)
        grid.addWidget(self.free, 1, 0, 1, 4)
        self.problem_label = QLabel()
        self.problem_label.setObjectName("handicap-problem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b3261e;")
        grid.addWidget(self.problem_label, 2, 0, 1, 4)
        self.set_handicap(handicap)
        self.kind_combo.currentIndexChanged.connect(self._changed)
        self.side_combo.currentIndexChanged.connect(self._changed)
        self._show()

    # --- the value ----------------------------------------------------------------------------------------
    def set_handicap(self, handicap: Handicap | None) -> None:
        if handicap is None:
            self.kind_combo.setCurrentIndex(0)
            return
        self.side_combo.setCurrentIndex(self.side_combo.findData(handicap.side))
        i = self.kind_combo.findData(handicap.letters)
        if i >= 0 and all(sq is None for _, sq in handicap.pieces):
            self.kind_combo.setCurrentIndex(i)
            return
        self.kind_combo.setCurrentIndex(self.kind_combo.findData(CUSTOM))
        for letter, spin in self.spins.items():
            spin.setValue(handicap.letters.count(letter))

    def _letters(self) -> str:
        kind = self.kind_combo.currentData()
        if kind == CUSTOM:
            return "".join(letter * spin.value() for letter, spin in self.spins.items())
        return kind

    @property
    def handicap(self) -> Handicap | None:
        """The handicap chosen, or None (no handicap, or one that cannot be played: see :meth:`problem`)."""
        if self.kind_combo.currentData() == NONE or self.problem() is not None:
            return None
        return Handicap.of(self.side_combo.currentData(), self._letters())

    def problem(self, ruleset: str | None = None) -> str | None:
        """Why the handicap chosen cannot be played (translated), or None."""
        if self.kind_combo.currentData() == NONE:
            return None
        try:
            Handicap.make(self.side_combo.currentData(), [(letter, None) for letter in self._letters()]) \
                .start_fen(ruleset=ruleset)
        except HandicapError as e:
            return translated_piece_error(e, "Handicap")
        return None

    # --- showing it ---------------------------------------------------------------------------------------
    def _changed(self) -> None:
        self._show()
        self.changed.emit()

    def _show(self) -> None:
        kind = self.kind_combo.currentData()
        self.free.setVisible(kind == CUSTOM)
        self.side_combo.setEnabled(kind != NONE)
        self.side_label.setEnabled(kind != NONE)
        problem = self.problem()
        self.problem_label.setText(problem or "")
        self.problem_label.setVisible(problem is not None)


__all__ = ["HANDICAP_FAULTS", "HANDICAP_NAMES", "HandicapBox", "handicap_text"]
