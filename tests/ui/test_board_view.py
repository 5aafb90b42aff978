"""The board view driven with real mouse events on its points (pytest-qt, offscreen)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QFontDatabase, QRawFont

from janggi_desktop import resource_files
from janggi_desktop.rules import Game, Move
from janggi_desktop.ui import fonts
from janggi_desktop.ui.board.pieces import HANGEUL, HANJA, PieceItem
from janggi_desktop.ui.board.view import BoardView

LEFT = Qt.MouseButton.LeftButton


def sq(name: str) -> int:
    return (int(name[1:]) - 1) * 9 + "abcdefghi".index(name[0])


@pytest.fixture
def view(qtbot):
    v = BoardView()
    qtbot.addWidget(v)
    v.resize(640, 700)
    v.show()
    qtbot.waitExposed(v)
    v.set_game(Game())
    return v


def click(qtbot, view, square: int) -> None:
    qtbot.mouseClick(view.viewport(), LEFT, pos=view.point_of(square))


def drag(qtbot, view, start: int, end: int | QPoint) -> None:
    a = view.point_of(start)
    b = view.point_of(end) if isinstance(end, int) else end
    vp = view.viewport()
    qtbot.mousePress(vp, LEFT, pos=a)
    for k in range(1, 6):  # several moves, as a hand does: the first ones cross the drag threshold
        qtbot.mouseMove(vp, a + (b - a) * (k / 5))
    qtbot.mouseRelease(vp, LEFT, pos=b)


def pusher(view):
    """Play what the view emits, as the main window does: push, then refresh."""
    made = []

    def on_move(move):
        made.append(move)
        view.game().push(move)
        view.refresh()

    view.move_made.connect(on_move)
    return made


def test_move_by_two_clicks(qtbot, view):
    click(qtbot, view, sq("b1"))
    assert view.selected_square() == sq("b1")
    with qtbot.waitSignal(view.move_made, timeout=1000) as blocker:
        click(qtbot, view, sq("c3"))
    assert blocker.args == [Move(sq("b1"), sq("c3"))]
    assert view.selected_square() is None
    assert view.dot_count() == 0


def test_view_does_not_push_and_refresh_follows_the_game(qtbot, view):
    game = view.game()
    made = pusher(view)
    click(qtbot, view, sq("b1"))
    click(qtbot, view, sq("c3"))
    assert made == [Move(sq("b1"), sq("c3"))]
    assert game.moves == made
    assert view.label_text(sq("c3")) == "馬" and view.label_text(sq("b1")) is None
    assert view.last_move_squares() == (sq("b1"), sq("c3"))
    game.pop()
    view.refresh()
    assert view.label_text(sq("b1")) == "馬" and view.label_text(sq("c3")) is None
    assert view.last_move_squares() is None


def test_move_made_alone_changes_nothing(qtbot, view):
    """Without a listener that pushes, the piece stays where the game has it."""
    emitted = []
    view.move_made.connect(emitted.append)
    drag(qtbot, view, sq("b1"), sq("c3"))
    assert emitted == [Move(sq("b1"), sq("c3"))]
    assert view.game().moves == []
    assert view.piece_square_at(view.point_of(sq("b1"))) == sq("b1")
    assert view.piece_square_at(view.point_of(sq("c3"))) is None


def test_move_by_drag_and_drop(qtbot, view):
    made = pusher(view)
    drag(qtbot, view, sq("c4"), sq("d4"))
    assert made == [Move(sq("c4"), sq("d4"))]
    assert view.piece_square_at(view.point_of(sq("d4"))) == sq("d4")
    assert view.label_text(sq("d4")) == "卒"


def test_illegal_drop_returns_the_piece(qtbot, view):
    emitted = []
    view.move_made.connect(emitted.append)
    drag(qtbot, view, sq("b1"), sq("b5"))  # a horse cannot go there
    assert emitted == []
    assert view.game().moves == []
    assert view.piece_square_at(view.point_of(sq("b1"))) == sq("b1")
    assert view.piece_square_at(view.point_of(sq("b5"))) is None
    drag(qtbot, view, sq("b1"), QPoint(2, 2))  # dropped off the board
    assert emitted == []
    assert view.piece_square_at(view.point_of(sq("b1"))) == sq("b1")


def test_dots_for_horse_at_start(qtbot, view):
    click(qtbot, view, sq("b1"))
    assert view.dot_count() == 2
    assert view.destinations() == sorted([sq("a3"), sq("c3")])


@pytest.mark.parametrize("fen", [
    None,  # start
    "1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1",
    "1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23",
])
def test_dots_equal_legal_moves_of_every_piece(qtbot, view, fen):
    game = Game() if fen is None else Game.from_fen(fen, ruleset="janggi")
    view.set_game(game)
    legal = [m for m in game.legal_moves() if m.from_square != m.to_square]
    own = [s for s in range(90) if (p := game.piece_at(s)) is not None and p[0] == game.turn]
    assert own
    for s in own:
        click(qtbot, view, s)
        expected = sorted(m.to_square for m in legal if m.from_square == s)
        assert view.selected_square() == s
        assert view.destinations() == expected
        assert view.dot_count() == len(expected)


def test_passes_are_not_made_on_the_board(qtbot, view):
    game = view.game()
    assert game.can_pass()
    click(qtbot, view, sq("e2"))
    assert sq("e2") not in view.destinations()
    assert view.dot_count() == len([m for m in game.legal_moves()
                                    if m.from_square == sq("e2") and m.to_square != sq("e2")])


def test_capture_rings_count_as_destinations(qtbot, view):
    game = view.game()
    for m in ["b1c3", "b10c8", "c4d4", "g7f7", "c3d5", "i10i8"]:
        game.push_uci(m)
    view.refresh()
    click(qtbot, view, sq("d5"))
    assert view.destinations() == sorted([sq("c7"), sq("e7"), sq("b6"), sq("b4"), sq("f6"), sq("f4")])
    emitted = []
    view.move_made.connect(emitted.append)
    click(qtbot, view, sq("e7"))  # a capture by click
    assert emitted == [Move(sq("d5"), sq("e7"))]


def test_selection_rules(qtbot, view):
    click(qtbot, view, sq("b1"))
    click(qtbot, view, sq("h3"))  # another own piece: reselect
    assert view.selected_square() == sq("h3")
    click(qtbot, view, sq("e5"))  # an empty point that is no destination: deselect
    assert view.selected_square() is None and view.dot_count() == 0
    click(qtbot, view, sq("b10"))  # Han's piece while Cho is to move: nothing
    assert view.selected_square() is None
    click(qtbot, view, sq("a1"))
    click(qtbot, view, sq("a1"))  # the selected piece again: let go of it
    assert view.selected_square() is None


def test_square_clicked_reports_points(qtbot, view):
    with qtbot.waitSignal(view.square_clicked, timeout=1000) as blocker:
        click(qtbot, view, sq("e5"))
    assert blocker.args == [sq("e5")]


def test_not_interactive_ignores_clicks_and_drags(qtbot, view):
    emitted = []
    view.move_made.connect(emitted.append)
    click(qtbot, view, sq("b1"))
    view.set_interactive(False)
    assert view.selected_square() is None  # turning interaction off drops the selection
    click(qtbot, view, sq("b1"))
    click(qtbot, view, sq("c3"))
    drag(qtbot, view, sq("c4"), sq("d4"))
    assert emitted == [] and view.selected_square() is None
    assert view.piece_square_at(view.point_of(sq("c4"))) == sq("c4")
    view.set_interactive(True)
    click(qtbot, view, sq("b1"))
    assert view.dot_count() == 2


def test_game_over_shows_no_destinations(qtbot, view):
    game = view.game()
    game.resign("han")
    view.refresh()
    click(qtbot, view, sq("b1"))
    assert view.dot_count() == 0


def test_label_sets(qtbot, view):
    pieces = {"e2": ("楚", "초", "K", "G"), "e9": ("漢", "한", "K", "G"), "a4": ("卒", "졸", "P", "S"),
              "a7": ("兵", "병", "P", "S"), "b1": ("馬", "마", "H", "V"), "b3": ("包", "포", "C", "N"),
              "a1": ("車", "차", "R", "T"), "c1": ("象", "상", "E", "E"), "d1": ("士", "사", "A", "C")}
    for name, (hanja, _, _, _) in pieces.items():
        assert view.label_text(sq(name)) == hanja
    view.set_label_set("hangeul")
    for name, (_, hangeul, _, _) in pieces.items():
        assert view.label_text(sq(name)) == hangeul
    view.set_label_set("latin")
    for name, (_, _, en, _) in pieces.items():
        assert view.label_text(sq(name)) == en
    view.set_latin_language("fr")
    for name, (_, _, _, fr) in pieces.items():
        assert view.label_text(sq(name)) == fr
    assert view.label_text(sq("e5")) is None
    # pieces that appear later take the current label set
    view.game().push_uci("b1c3")
    view.refresh()
    assert view.label_text(sq("c3")) == "V"
    with pytest.raises(ValueError, match="label set"):
        view.set_label_set("emoji")


def test_flipping_maps_points(qtbot, view):
    for flipped in (False, True, False):
        view.set_flipped(flipped)
        for s in range(90):
            assert view.square_at(view.point_of(s)) == s
            assert view.piece_square_at(view.point_of(s)) == (s if view.game().piece_at(s) else None)
    a1, i1, a10 = (view.point_of(sq(n)) for n in ("a1", "i1", "a10"))
    assert a1.x() < i1.x() and a1.y() > a10.y()  # Cho at the bottom
    view.set_flipped(True)
    a1, i1, a10 = (view.point_of(sq(n)) for n in ("a1", "i1", "a10"))
    assert a1.x() > i1.x() and a1.y() < a10.y()  # Han at the bottom
    made = pusher(view)
    click(qtbot, view, sq("b1"))
    click(qtbot, view, sq("c3"))
    assert made == [Move(sq("b1"), sq("c3"))]


def test_square_at_off_board(qtbot, view):
    assert view.square_at(QPoint(1, 1)) is None
    a1, b1 = view.point_of(sq("a1")), view.point_of(sq("b1"))
    near = QPoint(a1.x() + (b1.x() - a1.x()) // 3, a1.y())
    assert view.square_at(near) == sq("a1")


def test_check_marker(qtbot, view):
    game = Game.from_fen("4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1", ruleset="janggi")
    view.set_game(game)
    assert game.in_check()
    assert view.check_square() == sq("e10")
    view.set_game(Game())
    assert view.check_square() is None


def test_keeps_proportions_when_resized(qtbot, view):
    scene_rect = view.scene().sceneRect()
    ratio = scene_rect.width() / scene_rect.height()
    assert ratio > 1.0 or scene_rect.height() > 0
    for w, h in ((500, 900), (1000, 500), (700, 700)):
        view.resize(w, h)
        qtbot.waitUntil(lambda w=w, h=h: view.viewport().size().width() == w)
        shown = view.mapFromScene(scene_rect).boundingRect()
        assert abs(shown.width() / shown.height() - ratio) < 0.02
        assert QRectF(view.viewport().rect()).adjusted(-2, -2, 2, 2).contains(QRectF(shown))
        assert shown.width() >= w - 4 or shown.height() >= h - 4  # fills one direction
        a1, b1, a2 = (view.point_of(sq(n)) for n in ("a1", "b1", "a2"))
        assert b1.x() - a1.x() > a1.y() - a2.y() > 0  # cells wider than tall


def test_coordinate_style(qtbot, view):
    view.set_coordinate_style("algebraic")
    view.set_coordinate_style("korean")
    with pytest.raises(ValueError, match="coordinate style"):
        view.set_coordinate_style("roman")


def test_bundled_fonts_cover_the_labels(qtbot):
    loaded = fonts.load_fonts()
    assert set(loaded) == set(fonts.FONT_FILES)
    families = set(QFontDatabase.families())
    for family in (fonts.CHO_HANJA, fonts.CHO_HANGEUL, fonts.HAN_HANJA, fonts.HAN_HANGEUL, fonts.SANS):
        assert family in families
    folder = resource_files.fonts_dir()
    need = {
        "JanggiChoHanja.ttf": "".join(HANJA["cho"].values()),
        "JanggiHanHanja.ttf": "".join(HANJA["han"].values()),
        "JanggiChoHangeul.ttf": "".join(HANGEUL["cho"].values()),
        "JanggiHanHangeul.otf": "".join(HANGEUL["han"].values()),
        "JanggiSans-Bold.otf": "KAEHRCPGVTNSabcdefghi0123456789장군한수쉼",
    }
    for name, text in need.items():
        raw = QRawFont((folder / name).read_bytes(), 40)
        assert raw.isValid(), name
        for ch in text:
            assert raw.supportsCharacter(ord(ch)), (name, ch)
            assert not raw.pathForGlyph(raw.glyphIndexesForString(ch)[0]).isEmpty(), (name, ch)
        # subsets, not whole CJK fonts (10-30 MB): the label fonts hold a few glyphs, the sans the interface's
        # words and the common Hangul syllables
        assert (folder / name).stat().st_size < (400_000 if name.startswith("JanggiSans") else 40_000)


def test_pieces_have_three_sizes(qtbot, view):
    items = [i for i in view.scene().items() if isinstance(i, PieceItem) and i.isVisible()]
    sizes = {i.kind: i.size for i in items}
    assert sizes["K"] > sizes["R"] == sizes["C"] == sizes["N"] == sizes["B"] > sizes["A"] == sizes["P"]
    assert abs(sizes["R"] / sizes["K"] - 0.82) < 1e-9 and abs(sizes["P"] / sizes["K"] - 0.60) < 1e-9


def test_moves_from_refresh_slide_into_place(qtbot, view):
    """A move that arrives through refresh() (the computer's, an undo) slides; captured pieces then vanish."""
    game = view.game()
    for m in ["b1c3", "b10c8", "c4d4", "g7f7", "c3d5", "i10i8"]:
        game.push_uci(m)
    view.set_game(game)
    game.push_uci("d5e7")  # Cho's horse takes Han's soldier
    view.refresh()
    assert view.label_text(sq("e7")) == "馬"  # the model is up to date at once
    qtbot.waitUntil(lambda: view.piece_square_at(view.point_of(sq("e7"))) == sq("e7"), timeout=2000)
    qtbot.waitUntil(lambda: view.piece_square_at(view.point_of(sq("d5"))) is None, timeout=2000)

    def visible() -> int:
        return len([i for i in view.scene().items() if isinstance(i, PieceItem) and i.isVisible()])

    qtbot.waitUntil(lambda: visible() == 31, timeout=2000)
    game.pop()  # undo: the horse goes back, the soldier comes back
    view.refresh()
    qtbot.waitUntil(lambda: view.piece_square_at(view.point_of(sq("d5"))) == sq("d5"), timeout=2000)
    assert view.piece_square_at(view.point_of(sq("e7"))) == sq("e7")
    assert view.label_text(sq("e7")) == "兵"
    # a second refresh in the middle of a slide ends the first one where it belongs
    view.animation_ms = 10_000
    game.push_uci("d5e7")
    view.refresh()
    game.pop()
    view.refresh()
    game.push_uci("d5c7")
    view.refresh()
    view.animation_ms = 0
    game.pop()
    view.refresh()
    for s in range(90):
        assert view.piece_square_at(view.point_of(s)) == (s if game.piece_at(s) else None)


@pytest.mark.parametrize("side,label_set,family", [
    ("cho", "hanja", fonts.CHO_HANJA), ("han", "hanja", fonts.HAN_HANJA),
    ("cho", "hangeul", fonts.CHO_HANGEUL), ("han", "hangeul", fonts.HAN_HANGEUL),
    ("cho", "latin", fonts.SANS), ("han", "latin", fonts.SANS),
])
def test_labels_use_the_bundled_faces(qtbot, side, label_set, family):
    from PySide6.QtGui import QFont, QFontInfo

    fonts.load_fonts()
    font = QFont()
    font.setFamilies(fonts.families_for(side, label_set))
    font.setPixelSize(40)
    assert QFontInfo(font).family() == family


def test_set_game_none_clears_the_board(qtbot, view):
    view.set_game(None)
    assert all(view.label_text(s) is None for s in range(90))
    click(qtbot, view, sq("b1"))
    assert view.selected_square() is None and view.last_move_squares() is None


def ink_pixels(image, view, square: int, ink, radius: int) -> int:
    """Pixels near ``ink`` within ``radius`` of a point's centre in a grab of the view."""
    centre = view.point_of(square)
    count = 0
    for y in range(centre.y() - radius, centre.y() + radius + 1):
        for x in range(centre.x() - radius, centre.x() + radius + 1):
            c = image.pixelColor(x, y)
            if abs(c.red() - ink.red()) + abs(c.green() - ink.green()) + abs(c.blue() - ink.blue()) < 90:
                count += 1
    return count


def test_labels_are_drawn_and_change_with_the_label_set(qtbot, view):
    from janggi_desktop.ui.board.pieces import SIDE_INK

    pictures = {}
    for label_set in ("hanja", "hangeul", "latin"):
        view.set_label_set(label_set)
        image = view.viewport().grab().toImage()
        for name, side in (("e2", "cho"), ("e9", "han"), ("a4", "cho"), ("a7", "han")):
            ink = ink_pixels(image, view, sq(name), SIDE_INK[side], 6)
            assert 10 < ink < 150, (label_set, name, ink)  # strokes in the side's colour, not a filled box
        centre = view.point_of(sq("e2"))
        pictures[label_set] = image.copy(centre.x() - 12, centre.y() - 12, 25, 25)
    assert pictures["hanja"] != pictures["hangeul"] != pictures["latin"] != pictures["hanja"]


NO_SYSTEM_FONTS = r"""
import json
from PySide6.QtWidgets import QApplication
from PySide6.QtGui import QFontDatabase
app = QApplication([])
from janggi_desktop.rules import Game
from janggi_desktop.ui.board.view import BoardView
from janggi_desktop.ui.board.pieces import SIDE_INK
from tests.ui.test_board_view import ink_pixels, sq
view = BoardView(); view.resize(600, 610); view.show(); view.set_game(Game())
out = {"families": QFontDatabase.families()}
for label_set in ("hanja", "hangeul", "latin"):
    view.set_label_set(label_set)
    app.processEvents()
    image = view.viewport().grab().toImage()
    out[label_set] = [ink_pixels(image, view, sq(n), SIDE_INK[s], 6) for n, s in (("e2", "cho"), ("e9", "han"))]
    c = view.point_of(sq("e2"))
    crop = image.copy(c.x() - 12, c.y() - 12, 25, 25)
    out[label_set + "-picture"] = [crop.pixel(x, y) for y in range(25) for x in range(25)]
print(json.dumps(out))
"""


def test_labels_render_without_any_system_font(tmp_path):
    """The bundled subsets alone draw every label (fontconfig pointed at an empty configuration)."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    conf = tmp_path / "fonts.conf"
    conf.write_text('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n'
                    f"<fontconfig><cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>\n")
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, FONTCONFIG_FILE=str(conf), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([str(root), os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-c", NO_SYSTEM_FONTS], env=env, cwd=root, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert not any("CJK" in f or "Nanum" in f for f in out["families"])  # really no system CJK font
    for label_set in ("hanja", "hangeul", "latin"):
        # strokes, not a filled "missing glyph" box: some ink, and not the whole 13 x 13 centre
        assert 10 < min(out[label_set]) and max(out[label_set]) < 150, (label_set, out[label_set])
    assert out["hanja-picture"] != out["hangeul-picture"] != out["latin-picture"] != out["hanja-picture"]


def test_double_click_and_right_click(qtbot, view):
    vp = view.viewport()
    # what a platform sends for a quick double click: press, release, double-click, release
    qtbot.mouseClick(vp, LEFT, pos=view.point_of(sq("b1")))
    qtbot.mouseDClick(vp, LEFT, pos=view.point_of(sq("b1")))  # (QTest sends the double-click event only)
    qtbot.mouseRelease(vp, LEFT, pos=view.point_of(sq("b1")))
    assert view.selected_square() is None  # the second click let go of the piece
    click(qtbot, view, sq("b1"))
    qtbot.mouseClick(vp, Qt.MouseButton.RightButton, pos=view.point_of(sq("e5")))
    assert view.selected_square() is None and view.dot_count() == 0
    emitted = []
    view.move_made.connect(emitted.append)
    a, b = view.point_of(sq("b1")), view.point_of(sq("c3"))
    qtbot.mousePress(vp, LEFT, pos=a)
    for k in range(1, 4):
        qtbot.mouseMove(vp, a + (b - a) * (k / 4))
    qtbot.mousePress(vp, Qt.MouseButton.RightButton, pos=b)  # cancels the drag
    qtbot.mouseRelease(vp, LEFT, pos=b)
    qtbot.mouseRelease(vp, Qt.MouseButton.RightButton, pos=b)  # QTest keeps a button pressed for later tests
    assert emitted == []
    assert view.piece_square_at(view.point_of(sq("b1"))) == sq("b1")


def test_pieces_are_drawn_on_their_points_when_the_board_sits_inside_a_window(qtbot):
    """Qt paints a child widget with its offset in the window; the pieces must still land on their points."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    layout.setContentsMargins(37, 53, 11, 7)
    view = BoardView()
    layout.addWidget(view)
    window.resize(700, 780)
    window.show()
    qtbot.waitExposed(window)
    view.set_game(Game())
    image = window.grab().toImage()
    for name in ("e2", "a1", "i10", "b3", "e9"):
        item = view.piece_item(sq(name))
        centre = view.viewport().mapTo(window, view.point_of(sq(name)))
        reach = item.size * 0.36 * view.transform().m11()  # between the label and the coloured rim
        ivory = 0
        for k in range(16):
            angle = math.pi * k / 8
            colour = image.pixelColor(round(centre.x() + reach * math.cos(angle)),
                                      round(centre.y() + reach * math.sin(angle)))
            ivory += colour.blue() >= 165 and colour.red() >= 200  # the ivory face, not the wood (blue ~110)
        assert ivory >= 10, (name, ivory)


def test_the_viewport_made_in_python_is_set_up_as_qts_own(qtbot, view):
    """BoardView makes its viewport itself (see its __init__): the same plain widget Qt would have made, filled
    on the Base role, focus going to the view, and the board drawn through it."""
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QGraphicsView, QWidget

    plain = QGraphicsView()
    qtbot.addWidget(plain)
    vp, qt_vp = view.viewport(), plain.viewport()
    assert type(vp) is QWidget and vp.parent() is view and vp.focusProxy() is view
    assert vp.backgroundRole() == qt_vp.backgroundRole() == QPalette.ColorRole.Base
    assert vp.autoFillBackground() and qt_vp.autoFillBackground()
    assert vp.focusPolicy() == qt_vp.focusPolicy()
    assert view.piece_square_at(view.point_of(0)) == 0  # a click on the viewport finds the piece
