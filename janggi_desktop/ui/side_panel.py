"""The panel beside the board: whose turn, points, captures, the move counter, the move list, the computer.

It only *shows* a game: the main window calls :meth:`SidePanel.update_game` after every change, and the
panel reads what it needs from the ``Game`` (cheap: the move list is replayed on a plain board list).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGroupBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from janggi_desktop.rules import Game

from . import fonts
from .dialogs import CHO_COLOR, HAN_COLOR, points_text
from .notation import captured_labels, move_texts


def format_score(score: object) -> str:
    """An evaluation for the panel, from the engine's side-to-move score: numbers as pawn-ish units."""
    if score is None:
        return "–"
    if isinstance(score, str):
        return score
    if isinstance(score, (int, float)):
        if abs(score) >= 10000:  # mate scores
            return "#" if score > 0 else "-#"
        return f"{score / 100:+.2f}" if isinstance(score, int) else f"{score:+.2f}"
    return str(score)


class SidePanel(QWidget):
    """Read-only view of the game state next to the board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SidePanel")
        self.setMinimumWidth(230)
        self.setMaximumWidth(340)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)

        self.turn_label = QLabel()
        f = self.turn_label.font()
        f.setPointSizeF(f.pointSizeF() * 1.35)
        f.setBold(True)
        self.turn_label.setFont(f)
        self.turn_label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.turn_label)

        self.check_label = QLabel()
        self.check_label.setStyleSheet("color: #b03a2e; font-weight: bold;")
        layout.addWidget(self.check_label)

        self.mode_label = QLabel()
        self.mode_label.setWordWrap(True)
        layout.addWidget(self.mode_label)

        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        layout.addWidget(line)

        self.points_label = QLabel()
        pf = self.points_label.font()
        pf.setPointSizeF(pf.pointSizeF() * 1.15)
        self.points_label.setFont(pf)
        self.counter_label = QLabel()
        self.captured_cho_label = QLabel()
        self.captured_han_label = QLabel()
        for lbl in (self.captured_cho_label, self.captured_han_label):
            lbl.setWordWrap(True)
            lbl.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.points_label)
        layout.addWidget(self.counter_label)
        layout.addWidget(self.captured_cho_label)
        layout.addWidget(self.captured_han_label)

        self.ai_box = QGroupBox(self.tr("Computer"))
        ai_layout = QVBoxLayout(self.ai_box)
        self.ai_label = QLabel()
        self.ai_label.setWordWrap(True)
        ai_layout.addWidget(self.ai_label)
        layout.addWidget(self.ai_box)

        moves_box = QGroupBox(self.tr("Moves"))
        ml = QVBoxLayout(moves_box)
        self.move_list = QListWidget()
        self.move_list.setObjectName("MoveList")
        base = self.move_list.font().pointSizeF()
        self.move_list.setFont(fonts.ui_font(base * 1.1 if base > 0 else 11))  # bundled face: hanja/hangeul
        self.move_list.setAlternatingRowColors(True)
        ml.addWidget(self.move_list)
        layout.addWidget(moves_box, 1)
        self._rows: list[str] = []
        self.set_thinking(False)

    # --- updates ----------------------------------------------------------------------------------------
    def update_game(self, game: Game, label_set: str, language: str = "en", *, mode_text: str = "") -> None:
        outcome = game.outcome()
        if outcome is not None:
            self.turn_label.setText(self.tr("Game over"))
        elif game.turn == "cho":
            self.turn_label.setText(f"<span style='color:{CHO_COLOR.name()}'>●</span> "
                                    + self.tr("Cho (초) to move"))
        else:
            self.turn_label.setText(f"<span style='color:{HAN_COLOR.name()}'>●</span> "
                                    + self.tr("Han (한) to move"))
        self.check_label.setText(self.tr("장군 / check") if outcome is None and game.in_check() else "")
        self.check_label.setVisible(bool(self.check_label.text()))
        self.mode_label.setText(mode_text)
        self.mode_label.setVisible(bool(mode_text))

        cho, han = game.points()
        self.points_label.setText(points_text(cho, han))
        rs = game.ruleset
        if rs.ply_limit is None:
            self.counter_label.setText(self.tr("Ply %1").replace("%1", str(game.total_ply)))
        elif rs.ply_limit_counts == "total":
            self.counter_label.setText(self.tr("Ply %1 / %2").replace("%1", str(game.total_ply))
                                       .replace("%2", str(rs.ply_limit)))
        else:
            self.counter_label.setText(self.tr("%1 without capture / %2").replace("%1", str(game.halfmove_clock))
                                       .replace("%2", str(rs.ply_limit)))
        by_cho, by_han = captured_labels(game, label_set, language)
        self.captured_cho_label.setText(self.tr("Taken by Cho: %1").replace(
            "%1", f"<span style='color:{HAN_COLOR.name()}'>{' '.join(by_cho) or '–'}</span>"))
        self.captured_han_label.setText(self.tr("Taken by Han: %1").replace(
            "%1", f"<span style='color:{CHO_COLOR.name()}'>{' '.join(by_han) or '–'}</span>"))
        self._set_moves(move_texts(game, label_set, language), game)

    def _set_moves(self, texts: list[str], game: Game) -> None:
        # Rows pair Cho's and Han's moves; a game from a FEN where Han moves first starts with "…".
        first_han = game.total_ply - game.ply
        offset = first_han % 2
        rows: list[str] = []
        cells = (["…"] if offset else []) + texts
        number = (first_han // 2) + 1
        for i in range(0, len(cells), 2):
            pair = cells[i:i + 2]
            rows.append(f"{number}.  " + "   ".join(f"{c:<8}" for c in pair).rstrip())
            number += 1
        if rows == self._rows:
            return
        self._rows = rows
        self.move_list.clear()
        for r in rows:
            QListWidgetItem(r, self.move_list)
        self.move_list.scrollToBottom()

    def move_rows(self) -> list[str]:
        return list(self._rows)

    def set_thinking(self, thinking: bool, depth: int | None = None, score: object = None,
                     visible: bool = True) -> None:
        self.ai_box.setVisible(visible)
        if not thinking:
            self.ai_label.setText(self.tr("Waiting for your move."))
        elif depth:
            self.ai_label.setText(self.tr("Thinking… depth %1, evaluation %2").replace("%1", str(depth))
                                  .replace("%2", format_score(score)))
        else:
            self.ai_label.setText(self.tr("Thinking…"))
