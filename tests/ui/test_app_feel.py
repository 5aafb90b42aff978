"""How the window feels (issue 14): sounds, the answer to a click that cannot move, the bikjang file, the
animation speed, board styles and piece sets, legible Cho labels when small, and the board as an image."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QGuiApplication, QImage

from janggi_desktop.play import Change
from janggi_desktop.rules import Game, Move
from janggi_desktop.ui.board.geometry import PIECE_UNIT
from janggi_desktop.ui.board.pieces import (
    CLEAR_FACE_BELOW,
    PIECE_SETS,
    PieceLook,
    label_for,
    piece_look,
    piece_sprite,
)
from janggi_desktop.ui.board.view import BoardView
from janggi_desktop.ui.settings import SettingsStore
from janggi_desktop.ui.sound import SOUND_NAMES, SoundPlayer, sound_for

from .app_helpers import HOTSEAT, click, instant_player, sq, vs_engine

BIKJANG = "4k4/2r6/3a5/p1p3p1p/9/9/P1P3P1P/2C6/9/3K5 w - - 0 1"  # d1e1 faces the generals


# --- sounds --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("fen,uci,sound", [
    (None, "c4c5", "move"),
    ("3k5/9/9/9/9/9/4p4/4R4/4K4/9 w - - 0 1", "e3e4", "capture"),
    ("3k5/9/9/9/9/9/9/9/8R/4K4 w - - 0 1", "i2d2", "check"),
    (BIKJANG, "d1e1", "bikjang"),
])
def test_each_move_makes_its_sound(fen, uci, sound):
    game = Game("standard", fen=fen) if fen else Game()
    game.push_uci(uci)
    assert sound_for(Change.MOVE, game) == sound
    assert sound_for(Change.UNDO, game) is None and sound_for(Change.REVIEW, game) is None


def test_the_end_of_the_game_chimes_once():
    game = Game("standard", fen="3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1")
    game.resign("han")
    assert sound_for(Change.MOVE, game) is None  # the move that ends a game leaves the sound to the ending
    assert sound_for(Change.OUTCOME, game) == "game_end"


def test_a_player_without_audio_is_silent_but_says_what_was_due(qtbot):
    player = SoundPlayer(volume=60)
    player.load()  # no audio output here (offscreen, CI): silent, no error
    with qtbot.waitSignal(player.played) as played:
        player.play("capture")
    assert played.args == ["capture"]
    seen: list[str] = []
    player.played.connect(seen.append)
    player.countdown_tick(9)
    player.countdown_tick(2)
    assert seen == ["tick", "tick_last"]
    player.set_enabled(False)
    player.play("move")
    player.set_enabled(True)
    player.set_volume(0)
    player.play("move")
    assert seen == ["tick", "tick_last"]
    player.set_volume(50)
    with pytest.raises(ValueError, match="unknown sound"):
        player.play("trumpet")


def test_every_sound_file_is_shipped():
    from janggi_desktop import resource_files

    assert all((resource_files.sounds_dir() / f"{name}.wav").is_file() for name in SOUND_NAMES)


def test_moves_sound_and_the_mute_is_remembered(qtbot, make_window, config_dir):
    w = make_window()
    with qtbot.waitSignal(w.feedback.sounds.played) as played:
        w.play_move(Move.from_uci("c4c5"))
    assert played.args == ["move"]
    w.actions.sound_action.trigger()  # off
    seen: list[str] = []
    w.feedback.sounds.played.connect(seen.append)
    w.play_move(Move.from_uci("c7c6"))
    assert seen == [] and not w.actions.volume_actions[50].isEnabled()
    w.actions.volume_actions[50].setEnabled(True)
    w.actions.volume_actions[50].trigger()
    assert SettingsStore(config_dir).load()[0].volume == 50
    assert SettingsStore(config_dir).load()[0].sound is False
    w.close()
    w2 = make_window()
    assert not w2.feedback.sounds.enabled and w2.feedback.sounds.volume == 50
    assert not w2.actions.sound_action.isChecked() and w2.actions.volume_actions[50].isChecked()


# --- an answer to every click -----------------------------------------------------------------------------
def test_a_click_on_the_opponents_piece_is_answered(qtbot, make_window):
    w = make_window()
    with qtbot.waitSignal(w.feedback.sounds.played) as played:
        click(qtbot, w.board, sq("e7"))  # Han's soldier, Cho to move
    assert played.args == ["illegal"]
    assert w.board.flash_square() == sq("e7")
    assert "Han" in w.statusBar().currentMessage() and "Cho" in w.statusBar().currentMessage()
    qtbot.waitUntil(lambda: w.board.flash_square() is None, timeout=3000)  # it fades by itself


def test_a_point_out_of_reach_is_answered_and_the_piece_stays(qtbot, make_window):
    w = make_window()
    click(qtbot, w.board, sq("a1"))  # Cho's chariot: a2, a3 reachable
    refusals: list[tuple[int, str]] = []
    w.board.refused.connect(lambda s, why: refusals.append((s, why)))
    click(qtbot, w.board, sq("e5"))
    assert refusals == [(sq("e5"), "unreachable")] and w.board.flash_square() == sq("e5")
    assert w.game.moves == [] and "cannot go there" in w.statusBar().currentMessage()


def test_waiting_for_the_computer_is_said_not_flashed(qtbot, make_window):
    from .app_helpers import waiting_search

    w = make_window(search=waiting_search)
    w.games.new_game(vs_engine("han", 3))
    qtbot.waitUntil(w.runner.is_thinking)
    click(qtbot, w.board, sq("c4"))
    assert w.board.flash_square() is None and "computer" in w.statusBar().currentMessage()


def test_the_open_file_between_the_generals_is_marked_during_bikjang(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT, game=Game("standard", fen=BIKJANG))
    assert w.board.bikjang_span() is None
    with qtbot.waitSignal(w.feedback.sounds.played) as played:
        w.play_move(Move.from_uci("d1e1"))
    assert played.args == ["bikjang"]
    assert w.board.bikjang_span() == (sq("e1"), sq("e10"))
    assert w.play_move(Move.from_uci("d8e9"))  # Han's guard steps between: broken
    assert w.board.bikjang_span() is None


# --- animation, themes, piece sets ------------------------------------------------------------------------
def test_animation_speed_is_chosen_and_can_be_turned_off(qtbot, make_window, config_dir):
    w = make_window(search=instant_player)
    assert w.board.animation_ms > 0
    w.actions.animation_actions["slow"].trigger()
    slow = w.board.animation_ms
    w.actions.animation_actions["off"].trigger()
    assert w.board.animation_ms == 0 < slow
    w.games.new_game(vs_engine("cho", 3))
    w.play_move(Move.from_uci("c4c5"))
    qtbot.waitUntil(lambda: len(w.game.moves) == 2)
    reply = w.game.moves[-1]
    item = w.board.piece_item(reply.to_square)
    assert item.pos() == w.board.scene().square_pos(reply.to_square)  # no slide: already there
    assert SettingsStore(config_dir).load()[0].animation == "off"


def _grab_colour(view, square_name: str, dx: int, dy: int) -> QColor:
    image = view.viewport().grab().toImage()
    p = view.point_of(sq(square_name))
    return image.pixelColor(p.x() + dx, p.y() + dy)


def test_board_styles_and_piece_sets_are_chosen_in_view_and_remembered(qtbot, make_window, config_dir):
    w = make_window()
    wood = _grab_colour(w.board, "e5", 14, 14)  # a bare part of the board between the points
    w.actions.board_theme_actions["contrast"].trigger()
    plain = _grab_colour(w.board, "e5", 14, 14)
    assert plain.lightness() > 240 and wood.lightness() < 220  # near-white instead of wood
    w.actions.piece_set_actions["bold"].trigger()
    below_label = int(w.board.piece_item(sq("e2")).size * w.board.transform().m11() * 0.42)
    fill = _grab_colour(w.board, "e2", 0, below_label)
    assert fill.green() > fill.red() + 40  # Cho's general is filled green, not ivory
    settings = SettingsStore(config_dir).load()[0]
    assert (settings.board_theme, settings.piece_set) == ("contrast", "bold")
    w.close()
    w2 = make_window()
    assert (w2.board.board_theme(), w2.board.piece_set()) == ("contrast", "bold")
    assert w2.actions.board_theme_actions["contrast"].isChecked()
    assert w2.actions.piece_set_actions["bold"].isChecked()


# --- defect 6: Cho's labels small ---------------------------------------------------------------------------
def _smallest_board_scale(qtbot) -> float:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(view.minimumSize())
    view.show()
    qtbot.waitExposed(view)
    return view.transform().m11()


def test_cho_labels_switch_to_a_clear_face_when_small(qtbot):
    """Defect 6: Cho's brush glyphs smudged at small sizes; below a size the whole side reads in regular
    script, at a large size it keeps the brush."""
    small = _smallest_board_scale(qtbot)
    for kind in "KRCNBAP":
        look = piece_look("cho", kind, PIECE_UNIT * {"K": 1.0, "A": 0.6, "P": 0.6}.get(kind, 0.82))
        assert look.label_face("hanja", small) == "regular"
        assert look.label_face("hangeul", 1.0) == "regular"  # 1280×800: soldiers' labels under the limit
        assert look.label_face("hanja", 2.5) == "brush"  # a large board keeps the brush
        assert piece_look("han", kind, look.size).label_face("hanja", small) == "regular"
        assert piece_look("cho", kind, look.size, "bold").label_face("hangeul", 2.5) == "sans"
    soldier = piece_look("cho", "P", PIECE_UNIT * 0.6)
    assert soldier.size * 0.64 * 1.0 < CLEAR_FACE_BELOW <= soldier.size * 0.64 * 2.5


@pytest.mark.parametrize("piece_set", PIECE_SETS)
@pytest.mark.parametrize("label_set", ["hanja", "hangeul", "latin"])
def test_every_label_is_distinct_and_inked_at_the_smallest_board(qtbot, piece_set, label_set):
    scale = _smallest_board_scale(qtbot)
    for side in ("cho", "han"):
        images = []
        for kind in "KRCNBAP":
            look = PieceLook(side, kind, PIECE_UNIT * 0.82, piece_set)  # one size: only the labels differ
            sprite, _ = piece_sprite(look, (label_for(side, kind, label_set), label_set), round(scale, 4))
            images.append(sprite.toImage())
        for i, a in enumerate(images):
            assert all(a != b for b in images[i + 1:]), (side, label_set, "KRCNBAP"[i])


# --- Edit → Copy board as image ---------------------------------------------------------------------------
def test_copy_board_as_image(qtbot, make_window):
    w = make_window()
    w.play_move(Move.from_uci("c4c5"))
    click(qtbot, w.board, sq("a1"))  # a selection is not part of the picture
    w.actions.copy_image_action.trigger()
    image = QGuiApplication.clipboard().image()
    assert not image.isNull() and image.height() >= 760 and image.width() > 600
    assert w.board.selected_square() is None
    reference = w.board.to_image()
    assert image.convertToFormat(QImage.Format.Format_ARGB32) == reference.convertToFormat(QImage.Format.Format_ARGB32)
    middle = reference.pixelColor(reference.width() // 2 + 20, reference.height() // 2)
    assert middle.red() > middle.blue() + 40


# --- defects 4 and 5: a layout that never jumps, and the board takes the room ----------------------------------
def _geometry(widget):
    from PySide6.QtCore import QPoint, QRect

    return QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())


def test_nothing_moves_when_bikjang_check_a_capture_or_the_review_appear(qtbot, make_window):
    """Defect 4: the bikjang banner pushed the board down; the panel shifted for check, review, captures."""
    w = make_window()
    w.resize(1000, 700)
    qtbot.waitUntil(lambda: w.width() == 1000 and w.height() == 700)
    QGuiApplication.processEvents()
    board, moves = _geometry(w.board), _geometry(w.panel.move_list)
    for fen, uci in (("3k5/9/9/9/9/9/4p4/4R4/4K4/9 w - - 0 1", "e3e4"),  # a capture
                     ("3k5/9/9/9/9/9/9/9/8R/4K4 w - - 0 1", "i2d2"),  # a check
                     (BIKJANG, "d1e1")):  # the generals face each other
        w.games.new_game(HOTSEAT, game=Game("standard", fen=fen))
        assert w.play_move(Move.from_uci(uci)), uci
        QGuiApplication.processEvents()
        assert _geometry(w.board) == board and _geometry(w.panel.move_list) == moves, uci
    assert "Bikjang" in w.panel.check_label.text()
    w.driver.go_to(0)  # the review box (and the analysis lines, below the list: it gives up room at its bottom)
    QGuiApplication.processEvents()
    shown = _geometry(w.panel.move_list)
    assert w.panel.review_label.text() and shown.topLeft() == moves.topLeft() and shown.width() == moves.width()
    assert _geometry(w.board) == board


def test_the_game_toolbar_shows_its_words_where_they_fit_and_never_overflows(qtbot, make_window):
    """The window fits its game toolbar to its width when it is resized: words beside the icons when wide,
    icons alone when narrow, and in neither case a button pushed into the toolbar's overflow menu."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QToolButton

    w = make_window()
    tb = w.actions.toolbar
    overflow = tb.findChild(QToolButton, "qt_toolbar_ext_button")
    for width, style in ((1600, Qt.ToolButtonStyle.ToolButtonTextBesideIcon),
                         (800, Qt.ToolButtonStyle.ToolButtonIconOnly),
                         (1600, Qt.ToolButtonStyle.ToolButtonTextBesideIcon)):
        w.resize(width, 700)
        qtbot.waitUntil(lambda width=width: w.width() == width)
        # once the layout has settled (a few passes of the event loop):
        qtbot.waitUntil(lambda style=style: tb.toolButtonStyle() == style
                        and (overflow is None or not overflow.isVisible()), timeout=2000)
        assert all(b.isVisible() for b in tb.findChildren(QToolButton)
                   if b is not overflow and b.defaultAction() is not None and b.defaultAction().isVisible())


def test_the_alert_takes_the_players_line_room_instead_of_room_of_its_own(qtbot, make_window):
    """At 800×600 the move list needs every line: the check or bikjang alert shows over the players line (which
    steps aside), in one slot as tall as the taller of the two, so no empty room waits for the alert."""
    w = make_window()
    w.resize(800, 600)
    qtbot.waitUntil(lambda: w.board.width() > 0)
    panel = w.panel
    assert panel.mode_label.isVisible() and not panel.check_label.text()
    assert _geometry(panel.check_label).top() == _geometry(panel.mode_label).top()
    slot = max(panel.mode_label.height(), panel.check_label.height())
    assert slot < panel.mode_label.minimumHeight() + panel.check_label.minimumHeight()
    for fen, uci, alert in (("3k5/9/9/9/9/9/9/9/8R/4K4 w - - 0 1", "i2d2", "장군"), (BIKJANG, "d1e1", "Bikjang")):
        w.games.new_game(HOTSEAT, game=Game("standard", fen=fen))
        assert panel.mode_label.isVisible()
        assert w.play_move(Move.from_uci(uci)), uci
        assert alert in panel.check_label.text() and not panel.mode_label.isVisible()
        w.undo()
        assert not panel.check_label.text() and panel.mode_label.isVisible()


def test_the_panel_scrolls_rather_than_make_the_window_taller(qtbot, make_window):
    """Clocks, the computer's box, analysis lines and a game report need more height than 800×600 has: the
    panel scrolls; the window and the board keep their size (the window grew, and the board was re-laid out
    and re-rendered mid-game, stalling the event loop ~140 ms)."""
    from janggi_desktop.play import TimeControl

    w = make_window()
    w.resize(800, 600)
    qtbot.waitUntil(lambda: w.height() == 600)
    QGuiApplication.processEvents()
    board = _geometry(w.board)
    w.games.new_game(vs_engine("cho", 1), "janggi", time_control=TimeControl.parse("5m+30sx3"))
    w.analysis.lines_panel.show()
    w.analysis.report_panel.show()
    for _ in range(3):
        QGuiApplication.processEvents()
    assert w.clocks.view.isVisible()
    assert (w.width(), w.height()) == (800, 600)
    assert _geometry(w.board) == board


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_the_board_takes_the_room_and_the_panel_the_rest(qtbot, make_window, size):
    """Defect 5: the panel kept ~240 px at any size: wide empty margins beside the board at full size."""
    w = make_window()
    w.resize(*size)
    qtbot.waitUntil(lambda: w.width() == size[0])
    QGuiApplication.processEvents()
    drawn = w.board.mapFromScene(w.board.scene().sceneRect()).boundingRect()
    empty = w.board.width() - drawn.width()
    assert empty <= 0.08 * size[0], (size, empty)  # the board fills its column: no wide margins
    assert w.board.height() - drawn.height() <= 8  # and is as tall as the window lets it be
    assert w.panel.width() >= 200


def test_the_first_window_fits_the_screen(qtbot, make_window):
    """The first window (nothing saved) was 1100x820 whatever the screen: on a 1366x768 laptop its bottom,
    the status bar, was off the screen (seen under Xvfb at 1280x800).  The offscreen screen is smaller than
    1100x820 too."""
    from PySide6.QtCore import QSize

    from janggi_desktop.ui.main_window import FIRST_SIZE, first_size

    w = make_window()
    available = w.screen().availableGeometry()
    assert available.contains(w.frameGeometry()), (w.frameGeometry(), available)
    assert first_size(QSize(1366, 768 - 40)) == QSize(1100, 668)  # the task bar left out
    assert first_size(QSize(1920, 1040)) == FIRST_SIZE


def test_a_panel_width_the_user_drags_is_kept(qtbot, make_window):
    w = make_window()
    w.resize(1280, 800)
    splitter = w.centralWidget()
    qtbot.waitUntil(lambda: w.width() == 1280)
    splitter.moveSplitter(1280 - 320, 1)
    assert splitter.user_panel_width is not None
    chosen = w.panel.width()
    w.resize(1400, 820)
    qtbot.waitUntil(lambda: w.width() == 1400)
    assert abs(w.panel.width() - chosen) <= 2


def test_without_any_audio_qt_multimedia_is_not_even_loaded(qtbot, monkeypatch):
    from janggi_desktop.ui import sound

    monkeypatch.setattr(sound, "audio_possible", lambda: False)
    monkeypatch.setattr(sound, "_quiet_audio_probe", lambda: pytest.fail("Qt Multimedia loaded"))
    player = SoundPlayer()
    player.load()
    assert player.available is False
    with qtbot.waitSignal(player.played):
        player.play("move")


def test_the_window_gets_its_icon_once_the_board_is_painted(qtbot, make_window):
    w = make_window()  # shown: its first frame comes, then the icon (7 PNG decodes it did not wait for)
    qtbot.waitUntil(lambda: not w.windowIcon().isNull())
    assert w.windowIcon().availableSizes()


def test_the_window_has_its_menus_keys_and_move_list_from_the_start(qtbot, config_dir):
    """The menus' contents, the keyboard shortcuts, the move list and the move box are made with the window
    (each cost the first frame under 5 ms: issue 51); only the icon and the library wait for the first frame
    (finish_start), once."""
    from PySide6.QtGui import QKeySequence

    from janggi_desktop.ui.main_window import MainWindow
    from janggi_desktop.ui.settings import SettingsStore

    w = MainWindow(SettingsStore(config_dir), autosave=False)
    qtbot.addWidget(w)
    a = w.actions
    assert not w.started and a.recent_menu is not None and w.windowIcon().isNull()
    assert a.undo_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert a.flip_action.shortcut() == QKeySequence("Ctrl+F")
    assert a.type_move_action.shortcuts() == [QKeySequence("/"), QKeySequence("Ctrl+M")]
    assert w.study.up_action.shortcut() == QKeySequence("Up")
    assert a.label_actions[w.settings.label_set].isChecked() and len(a.groups) == 8
    w.play_move(w.game.legal_moves()[0])
    w.view.cycle_label_set()
    assert w.settings.label_set == "hangeul" and a.label_actions["hangeul"].isChecked()
    assert w.panel.move_list.topLevelItemCount() == 1 and w.panel.move_list.cell_text(1)
    assert w.keyboard.box.parent() is not None  # in the panel, under the list
    file_menu = w.menuBar().actions()[0].menu()
    assert a.open_action in file_menu.actions()
    count = len(file_menu.actions())
    w.finish_start()
    assert w.started and not w.windowIcon().isNull()
    w.finish_start()  # again (the fallback timer after the first frame's): nothing is added twice
    assert len(file_menu.actions()) == count


def test_panel_updates_restyle_the_alert_and_review_lines_only_when_they_change(qtbot, make_window):
    """Setting a style sheet re-polishes a label even when it is the same sheet; the panel is updated after
    every move and every review step, so the alert and review lines are restyled only on a real change."""
    from PySide6.QtCore import QEvent, QObject

    class StyleChanges(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.count = 0

        def eventFilter(self, obj, event):  # noqa: N802 - Qt virtual
            if event.type() == QEvent.Type.StyleChange:
                self.count += 1
            return False

    w = make_window()
    for uci in ("c4c5", "c7c6", "e4e5"):
        w.play_move(Move.from_uci(uci))
    assert w.driver.game.total_ply == 3
    counter = StyleChanges()
    w.panel.check_label.installEventFilter(counter)
    w.panel.review_label.installEventFilter(counter)
    for ply in (2, 1, 0, 1, 2):  # review steps: the review line keeps its style
        w.driver.go_to(ply)
    assert counter.count == 1  # the review line took its style once; the alert line not at all
    w.driver.go_to(3)  # back to the game: the review line's style is cleared, once
    assert counter.count == 2
    w.play_move(Move.from_uci("g7g6"))
    w.play_move(Move.from_uci("g4g5"))
    assert w.driver.game.total_ply == 5 and counter.count == 2
