"""The Game over dialog: who won, how, and the points when a count decided it; New game or the game's analysis
from there."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from janggi_desktop.rules import Outcome

from ..texts import points_text, reason_text, result_text


class GameOverDialog(QDialog):
    """The result and its reason (with both points totals when points decided); New game one click away, and
    the game's analysis (the report, then Practise these mistakes) when ``can_analyse``."""

    new_game_requested = Signal()
    #: "Analyse the game": the game report of the game that ended.
    analyse_requested = Signal()

    def __init__(self, outcome: Outcome, parent: QWidget | None = None, *, can_analyse: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("GameOverDialog")
        self.setWindowTitle(self.tr("Game over"))
        self.setMinimumWidth(360)
        self.outcome = outcome
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 12)
        self.result_label = QLabel(result_text(outcome))
        f = self.result_label.font()
        f.setPointSizeF(f.pointSizeF() * 1.6)
        f.setBold(True)
        self.result_label.setFont(f)
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason_label = QLabel(reason_text(outcome))
        self.reason_label.setWordWrap(True)
        self.reason_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.result_label)
        layout.addWidget(self.reason_label)
        self.points_label = QLabel()
        self.points_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        if outcome.points is not None:
            self.points_label.setText(self.tr("Points: %1").replace("%1", points_text(*outcome.points)))
            layout.addWidget(self.points_label)
        buttons = QDialogButtonBox()
        self.new_game_button = buttons.addButton(self.tr("New game…"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = buttons.addButton(self.tr("Look at the board"), QDialogButtonBox.ButtonRole.RejectRole)
        # A game just lost or won: its analysis is what a player asks for next, and it was two menus away
        self.analyse_button = None
        if can_analyse:
            self.analyse_button = buttons.addButton(self.tr("Analyse the game"),
                                                    QDialogButtonBox.ButtonRole.ActionRole)
            self.analyse_button.clicked.connect(self._analyse)
        self.new_game_button.clicked.connect(self._new_game)
        self.close_button.clicked.connect(self.reject)
        self.new_game_button.setDefault(True)
        layout.addWidget(buttons)

    def _new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()

    def _analyse(self) -> None:
        self.reject()  # the board is looked at, with its report
        self.analyse_requested.emit()


# --- Open: pick one game of a file ------------------------------------------------------------------------
