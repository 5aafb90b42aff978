"""Help → How to play: the rules of the rule set in force in our own words, with small board diagrams of each
piece's moves, the palace, bikjang and points, and the keyboard shortcuts.

The diagrams are drawn here with the board's own pieces, and the points they mark are the rules model's legal
moves in each little position, so a picture can never contradict the game.  The text follows the rule set:
bikjang, passing, repetition, the move limit and points are described as that rule set has them.  Loaded
only when the dialog is first opened.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QPointF, QRectF, Qt, QUrl
from PySide6.QtGui import QColor, QImage, QKeySequence, QPainter, QPen, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from janggi_desktop.rules import Game, RuleSet

from .. import i18n
from ..action_text import without_mnemonic
from ..board.pieces import SIZE_FACTOR, label_for, piece_look
from ..texts import ruleset_description, translate

CELL = 34.0  # pixels between two points in a diagram
UNIT = 0.98 * CELL  # a general's width, as on the board


class Diagram:
    """A part of the board with pieces and the points the focused piece can reach (the rules model's moves)."""

    def __init__(self, key: str, fen: str, focus: list[str], files: tuple[int, int], ranks: tuple[int, int], *,
                 band: bool = False) -> None:
        self.key, self.fen, self.focus, self.files, self.ranks, self.band = key, fen, focus, files, ranks, band

    def render(self, ruleset: RuleSet, label_set: str, language: str, piece_set: str) -> QImage:
        game = Game(ruleset, fen=self.fen)
        targets: set[int] = set()
        for name in self.focus:
            sq = _square(name)
            targets.update(m.to_square for m in game.legal_moves() if m.from_square == sq and m.to_square != sq)
        f0, f1 = self.files
        r0, r1 = self.ranks
        margin = CELL * 0.62
        width, height = (f1 - f0) * CELL + 2 * margin, (r1 - r0) * CELL + 2 * margin
        image = QImage(round(width * 2), round(height * 2), QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(2.0)  # sharp on any screen
        image.fill(QColor("#e7bf7c"))
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)

        def pt(file: int, rank: int) -> QPointF:
            return QPointF(margin + (file - f0) * CELL, margin + (r1 - rank) * CELL)

        p.setPen(QPen(QColor("#3d2410"), 1.1))
        for rank in range(r0, r1 + 1):
            p.drawLine(pt(f0, rank), pt(f1, rank))
        for file in range(f0, f1 + 1):
            p.drawLine(pt(file, r0), pt(file, r1))
        for low in (1, 8):  # palace diagonals, clipped to the part shown
            for a, b in (((3, low), (5, low + 2)), ((5, low), (3, low + 2))):
                if f0 <= 3 and f1 >= 5 and r0 <= low and r1 >= low + 2:
                    p.drawLine(pt(*a), pt(*b))
        if self.band:
            generals = [sq for sq in range(90) if (piece := game.piece_at(sq)) is not None and piece[1] == "K"]
            a, b = (pt(sq % 9, sq // 9 + 1) for sq in generals)
            p.setPen(QPen(QColor(200, 30, 30, 210), 1.6, Qt.PenStyle.DashLine))
            p.setBrush(QColor(230, 40, 40, 70))
            w = CELL * 0.34
            p.drawRoundedRect(QRectF(a.x() - w / 2, min(a.y(), b.y()), w, abs(a.y() - b.y())), w / 2, w / 2)
        for sq in range(90):
            piece = game.piece_at(sq)
            file, rank = sq % 9, sq // 9 + 1
            if piece is None or not (f0 <= file <= f1 and r0 <= rank <= r1):
                continue
            side, kind = piece
            look = piece_look(side, kind, UNIT * SIZE_FACTOR[kind], piece_set)
            p.save()
            p.translate(pt(file, rank))
            # the face is chosen for the size the diagram is seen at (one logical pixel a unit), not drawn at
            look.paint(p, (label_for(side, kind, label_set, language), label_set), 1.0)
            p.restore()
            if sq in targets:
                p.setPen(QPen(QColor(20, 110, 200, 220), 2.6))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(pt(file, rank), UNIT * SIZE_FACTOR[kind] * 0.58, UNIT * SIZE_FACTOR[kind] * 0.58)
        p.setPen(QPen(QColor(255, 255, 255, 160), 1))
        p.setBrush(QColor(20, 110, 200, 200))
        for sq in targets:
            if game.piece_at(sq) is None:
                p.drawEllipse(pt(sq % 9, sq // 9 + 1), CELL * 0.13, CELL * 0.13)
        p.end()
        return image


def _square(name: str) -> int:
    return (int(name[1:]) - 1) * 9 + "abcdefghi".index(name[0])


#: The diagrams, by the piece or idea they show (Cho to move in each; the points marked are its moves).
DIAGRAMS = {
    "palace": Diagram("palace", "3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1", ["e2"], (2, 6), (1, 3)),
    "chariot": Diagram("chariot", "3k5/9/9/2p6/9/9/9/2R2P3/9/4K4 w - - 0 1", ["c3"], (0, 8), (1, 7)),
    "cannon": Diagram("cannon", "3k5/9/1r7/9/9/1P7/9/1C2P4/9/4K4 w - - 0 1", ["b3"], (0, 8), (1, 8)),
    "horse": Diagram("horse", "3k5/9/9/9/9/4P4/4N4/9/9/4K4 w - - 0 1", ["e4"], (1, 7), (1, 7)),
    "elephant": Diagram("elephant", "3k5/9/9/9/9/9/3PB4/9/9/4K4 w - - 0 1", ["e4"], (0, 8), (1, 7)),
    "soldier": Diagram("soldier", "5k3/9/3P5/9/2P6/9/9/9/9/4K4 w - - 0 1", ["c6", "d8"], (0, 8), (5, 10)),
    "palace_lines": Diagram("palace_lines", "4k4/9/3R5/9/9/9/9/9/9/3K5 w - - 0 1", ["d8"], (2, 6), (6, 10)),
    "bikjang": Diagram("bikjang", "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1", [], (3, 5), (1, 10), band=True),
}


def _result(result: str | None) -> str:
    if result == "draw":
        return translate("Help", "a draw")
    return translate("Help", "decided on points")


def rules_sections(ruleset: RuleSet) -> list[tuple[str, str, str | None]]:
    """(title, text, diagram key) for each part of the rules, worded for ``ruleset``."""
    r = ruleset
    out: list[tuple[str, str, str | None]] = [
        (translate("Help", "The aim"), translate(
            "Help", "Janggi is played on the points of a board of 9 files and 10 ranks. Cho (초, green) moves "
                    "first, then Han (한, red), one move each. You win by checkmate: the other general is attacked "
                    "(장군, check) and no move saves it. A move may never leave your own general attacked."), None),
        (translate("Help", "Setting up"), translate(
            "Help", "Before the game each player chooses where the horses and elephants of the back rank stand: "
                    "four arrangements. Han chooses first, then Cho.") if r.choose_arrangement else translate(
            "Help", "Under these rules the arrangement of horses and elephants is fixed."), None),
        (translate("Help", "General and guards"), translate(
            "Help", "They never leave the palace, the square of nine points with the diagonal lines. They step one "
                    "point along a line, along the diagonals too."), "palace"),
        (translate("Help", "Chariot (車 차)"), translate(
            "Help", "Moves any number of free points along a file or a rank, and along the palace diagonals. It "
                    "takes the first enemy piece in its way."), "chariot"),
        (translate("Help", "Cannon (包 포)"), translate(
            "Help", "Jumps along a line over exactly one piece, the screen, to any free point behind it, or takes "
                    "the first piece behind the screen. A cannon can neither jump over a cannon nor take one.")
         + (" " + translate("Help", "Under these rules a cannon that does not capture may also slide like a "
                                    "chariot.") if r.cannon_slides else ""), "cannon"),
        (translate("Help", "Horse (馬 마)"), translate(
            "Help", "One point along a line, then one point diagonally outwards. A piece on the first point blocks "
                    "that way."), "horse"),
        (translate("Help", "Elephant (象 상)"), translate(
            "Help", "One point along a line, then two points diagonally outwards. A piece on any point of the way "
                    "blocks it."), "elephant"),
        (translate("Help", "Soldier (卒 졸, 兵 병)"), translate(
            "Help", "One point forwards or sideways, never back.") + " " + (translate(
                "Help", "In the enemy palace it also steps forwards along the diagonals.")
                if r.soldier_palace_diagonals else translate(
                "Help", "Under these rules soldiers do not use the palace diagonals.")), "soldier"),
        (translate("Help", "The palace lines"), translate(
            "Help", "Chariots, cannons and soldiers may also move along the diagonal lines of either palace, as "
                    "far as the lines go."), "palace_lines"),
    ]
    pass_text = translate("Help", "Instead of moving you may pass (한수쉼), but not while your general is in check.")
    if r.double_pass is not None:
        pass_text += " " + (translate("Help", "Two passes in a row end the game: %1.")
                            .replace("%1", _result(r.double_pass)))
    out.append((translate("Help", "Passing"), pass_text, None))
    if r.bikjang == "none":
        bikjang = translate("Help", "Under these rules the generals may face each other on an open file "
                                    "(빅장, bikjang) without any effect.")
    elif r.bikjang == "accept":
        bikjang = translate("Help", "When the generals face each other on a file with nothing between them (빅장, "
                                    "bikjang), the side to move must break it with a move or accept a draw.")
    else:
        bikjang = (translate("Help", "When the generals face each other on a file with nothing between them (빅장, "
                                     "bikjang), the side to move must break it; passing instead ends the game: %1.")
                   .replace("%1", _result(r.bikjang_result)))
    out.append((translate("Help", "Bikjang (빅장)"), bikjang, "bikjang"))
    endings = []
    if r.repetition_count is not None:
        endings.append(translate("Help", "The same position occurring %1 times ends the game: %2.")
                       .replace("%1", str(r.repetition_count)).replace("%2", _result(r.repetition_result)))
        if r.perpetual_check_loses:
            endings.append(translate("Help", "A side that gave check with every move of the repetition loses."))
    if r.shuttle_rule:
        endings.append(translate("Help", "Moving one piece back and forth again and again (not the general or a "
                                         "guard) loses."))
    if r.ply_limit is not None:
        text = (translate("Help", "The game ends after %1 plies (half-moves) in all: %2.") if r.ply_limit_counts ==
                "total" else translate("Help", "The game ends after %1 plies (half-moves) without a capture: %2."))
        endings.append(text.replace("%1", str(r.ply_limit)).replace("%2", _result(r.ply_limit_result)))
    endings.append(translate("Help", "Points: chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2; Han "
                                     "adds 1.5 (덤) for moving second. The side with more points wins."))
    out.append((translate("Help", "Other endings and points"), " ".join(endings), None))
    return out


def board_controls() -> list[tuple[str, str]]:
    """(what, how) for the mouse and the keys that are not menu commands."""
    return [
        (translate("Help", "Move a piece"), translate("Help", "Click it, then a marked point; or drag it there")),
        (translate("Help", "Let go of a piece"), translate("Help", "Click it again, or right-click")),
        (translate("Help", "Show an earlier position"), translate("Help", "Click a move in the list, or ← and →")),
        (translate("Help", "Move a piece with the keys"),
         translate("Help", "Tab to the board (or Ctrl+B), the arrows to the piece, Enter or Space to pick it, the "
                           "same on its point; Escape lets go, a second Escape gives ← and → back to the moves")),
        (translate("Help", "Draw an arrow or circle a point"),
         translate("Help", "Right-drag from a point to another, or right-click a point: green; with Shift red, Ctrl "
                           "blue, Shift+Ctrl yellow. Drawn again, it goes. Kept with the position and in the PGN")),
    ]


def shortcuts(actions, more=()) -> list[tuple[str, str]]:
    """(command, keys) for every action of ``actions`` (a WindowActions) and of ``more`` (other actions, such as
    the study's: variations, comment, marks) that has a keyboard shortcut."""
    out = []
    for action in [*(getattr(actions, name) for name in sorted(vars(actions))), *more]:
        if hasattr(action, "shortcut") and not action.shortcut().isEmpty():
            keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
            out.append((without_mnemonic(action.text()), keys))
    return sorted(out, key=lambda row: row[0].casefold())


def help_html(ruleset: RuleSet, keys: list[tuple[str, str]]) -> str:
    """The page: the rules of ``ruleset`` with diagram images (``diagram:KEY``), then the shortcuts."""
    title = translate("Help", "How to play Janggi")
    in_force = translate("Help", "Rule set in force: %1").replace("%1", ruleset.name)
    parts = [f"<h2>{html.escape(title)}</h2>",
             f"<p><i>{html.escape(in_force)}</i> — {html.escape(ruleset_description(ruleset.name))}</p>"]
    for title, text, diagram in rules_sections(ruleset):
        parts.append(f"<h3>{html.escape(title)}</h3><table cellspacing='6'><tr>")
        if diagram is not None:
            parts.append(f"<td valign='top'><img src='diagram:{diagram}'></td>")
        parts.append(f"<td valign='top'>{html.escape(text)}</td></tr></table>")
    controls = translate("Help", "Mouse and keyboard")
    parts.append(f"<h3>{html.escape(controls)}</h3><table cellspacing='4'>")
    for what, how in [*board_controls(), *keys]:
        parts.append(f"<tr><td>{html.escape(what)}</td><td>&nbsp;&nbsp;<b>{html.escape(how)}</b></td></tr>")
    parts.append("</table>")
    return "".join(parts)


class HowToPlayDialog(QDialog):
    """The rules page (see the module docstring); non-modal, so it can stay open beside the board."""

    def __init__(self, parent: QWidget | None = None, *, ruleset: RuleSet, keys: list[tuple[str, str]],
                 label_set: str = "hanja", language: str = "en", piece_set: str = "classic") -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Help", "How to play"))
        self.ruleset = ruleset
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setObjectName("HowToPlay")
        self.browser.setOpenExternalLinks(False)
        # a text cursor for the keys: Ctrl+End, Ctrl+Home and the arrows move through the page (seen under Xvfb:
        # without it only Page Up/Down scrolled, and Ctrl+End did nothing)
        self.browser.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction
                                             | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        doc = self.browser.document()
        latin = language if language in ("en", "fr") else "en"
        for key, diagram in DIAGRAMS.items():
            doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"diagram:{key}"),
                            diagram.render(ruleset, label_set, latin, piece_set))
        self.browser.setHtml(help_html(ruleset, keys))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        screen = self.screen().availableGeometry()
        self.resize(min(720, screen.width() - 40), min(640, screen.height() - 60))


def show_how_to_play(window) -> HowToPlayDialog:
    """Open the page for the game on the board (its rule set), beside the window."""
    s = window.settings
    keys = shortcuts(window.actions, window.study.actions)
    d = HowToPlayDialog(window, ruleset=window.driver.game.ruleset, keys=keys,
                        label_set=s.label_set, language=i18n.latin_letters(), piece_set=s.piece_set)
    window.help_dialog = d
    d.show()
    return d
