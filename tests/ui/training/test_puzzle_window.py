"""Training → Puzzles with the real widgets (pytest-qt, offscreen): a puzzle solved on the board, a wrong move
taken back and counted, hint, solution, next, the filters, the rating kept in the library and drawn; a
library that cannot be used never stops the window."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from janggi_desktop.rules import Move
from janggi_desktop.training import THEMES, PuzzleSet, open_store, parse_lines
from janggi_desktop.ui.training.puzzles import THEME_NAMES, PuzzleWindow, themes_text

LEFT = Qt.MouseButton.LeftButton
LINES = [
    # Han mates in 2 with continuous checks.
    '{"id":"00559301","fen":"9/2N2a3/5k3/9/3r5/9/9/C5n2/9/4K2n1 b - - 0 4","ruleset":"janggi",'
    '"solution":["d6e6","e1d1","e6e2"],"themes":["mate","mate-in-2","continuous-check"],"rating":1000}',
    # Han mates in 1.
    '{"id":"02f66a12","fen":"9/4c4/4k4/9/9/9/1r7/9/9/5K3 b - - 0 2","ruleset":"janggi","solution":["b4f4"],'
    '"themes":["mate","mate-in-1","continuous-check"],"rating":830}',
    # Cho mates in 1.
    '{"id":"0367750a","fen":"5k3/5aN2/9/9/2p6/9/3R3C1/4K4/9/9 w - - 0 2","ruleset":"janggi",'
    '"solution":["d4d10"],"themes":["mate","mate-in-1","continuous-check"],"rating":830}',
    # Han wins material.
    '{"id":"011c7334","fen":"3ac1bC1/1N2k4/7c1/1p2p1pp1/9/4nr3/r3Bb3/1R2KA1CN/9/3A1R3 b - - 0 21",'
    '"ruleset":"janggi","solution":["a4e4"],"themes":["material"],"rating":830}',
]


def puzzle_set() -> PuzzleSet:
    s = parse_lines(LINES)
    assert len(s) == 4 and not s.refused
    return s


def sq(name: str) -> int:
    return Move.from_uci(name + name).from_square


@pytest.fixture
def make(qtbot, tmp_path):
    made = []

    def make_window(store_path=None, puzzles=None, seed=1, opener=None):
        path = store_path or tmp_path / "library.sqlite3"
        w = PuzzleWindow(opener or (lambda: open_store(path)), puzzles=puzzles or puzzle_set(),
                         rng=random.Random(seed))
        qtbot.addWidget(w)
        w.resize(900, 640)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w

    yield make_window
    for w in made:
        w.shutdown()


def play(qtbot, w, uci: str) -> None:
    board = w.training.board
    qtbot.mouseClick(board.viewport(), LEFT, pos=board.point_of(Move.from_uci(uci).from_square))
    qtbot.mouseClick(board.viewport(), LEFT, pos=board.point_of(Move.from_uci(uci).to_square))


def solve(qtbot, w) -> None:
    """Play the current puzzle's line on the board by clicks, waiting for each reply."""
    line = w.current().solution
    for i in range(0, len(line), 2):
        if i + 1 < len(line):
            with qtbot.waitSignal(w.training.moved, timeout=3000):
                play(qtbot, w, line[i])
        else:
            with qtbot.waitSignal(w.recorded, timeout=3000):
                play(qtbot, w, line[i])


def test_solve_a_puzzle_on_the_board_and_the_rating_is_kept(qtbot, make, tmp_path):
    w = make()
    w.set_filters(mate_in=2)
    p = w.current()
    assert p.id == "00559301" and w.training.board.is_flipped()  # Han at the bottom
    assert "Mate in 2" not in w.training.title.text() and not w.info.text()  # the theme hidden
    with qtbot.waitSignal(w.recorded) as rec:
        solve(qtbot, w)
    assert rec.args[1] is True and rec.args[2].rating > 1500
    assert "Mate in 2" in w.info.text() and "Continuous check" in w.info.text()  # shown once solved
    assert not w.hint_button.isEnabled() and w.next_button.isEnabled()
    assert w.graph.points() == [pytest.approx(rec.args[2].rating)]
    # Kept in the library: a new window reads the rating and the history back.
    w2 = make()
    assert w2.rating().rating == pytest.approx(rec.args[2].rating)
    assert w2.graph.points() == [pytest.approx(rec.args[2].rating)]
    assert w2.current().id != "00559301"  # solved: not offered again while others remain


def test_a_wrong_move_is_taken_back_and_counted_once(qtbot, make, tmp_path):
    w = make()
    w.set_filters(mate_in=2)
    records = []
    w.recorded.connect(lambda p, solved, r: records.append((p.id, solved)))
    with qtbot.waitSignal(w.training.taken_back, timeout=3000):
        play(qtbot, w, "d6d5")
        assert w.training.message.text()  # said
    assert records == [("00559301", False)] and w.rating().rating < 1500
    assert w.training.board.game().moves == []  # taken back
    with qtbot.waitSignal(w.training.taken_back, timeout=3000):
        play(qtbot, w, "d6d4")  # a second wrong move: still one attempt
    with qtbot.waitSignal(w.training.moved, timeout=3000):
        play(qtbot, w, "d6e6")
    with qtbot.waitSignal(w.training.finished, timeout=3000):
        play(qtbot, w, "e6e2")
    assert records == [("00559301", False)]
    assert len(open_store(tmp_path / "library.sqlite3").rating_history()) == 1


def test_hint_solution_and_retry(qtbot, make):
    w = make()
    w.set_filters(mate_in=2)
    records = []
    w.recorded.connect(lambda p, solved, r: records.append(solved))
    w.hint_button.click()
    assert w.training.board.highlighted() == sq("d6") and records == [False]
    with qtbot.waitSignal(w.training.finished, timeout=5000):
        w.solution_button.click()
    assert w.training.board.game().is_over() and "Mate in 2" in w.info.text()
    assert records == [False]
    w.retry_button.click()
    assert w.training.board.game().moves == [] and w.training.board.is_interactive()
    assert records == [False]


def test_next_and_the_filters(qtbot, make):
    w = make()
    shown = []
    w.shown.connect(lambda p: shown.append(p.id))
    w.set_filters(theme="material")
    assert w.current().id == "011c7334" and w.candidates() == [w.current()]
    assert w.count_label.text() == "1 puzzle, 1 not solved yet"  # not "1 puzzles"
    w.set_filters(theme=None, mate_in=1)
    assert {p.id for p in w.candidates()} == {"02f66a12", "0367750a"}
    first = w.current().id
    w.next_button.click()
    assert w.current().id != first and w.current().mate_in == 1
    assert not w.training.board.is_flipped() if w.current().solver == "cho" else w.training.board.is_flipped()
    w.set_filters(theme="escape", mate_in=None)
    assert w.current() is None and w.training.message.text()  # nothing matches: said, nothing shown
    w.set_filters(theme=None)
    assert w.current() is not None
    assert len(shown) >= 4


def test_the_filters_offer_only_choices_that_keep_a_puzzle(qtbot, make):
    """Escape with any mate length kept nothing, and Next then did nothing without a word (the tester): a
    length the theme has no puzzle of cannot be chosen, a theme without mates greys the length box out and
    takes it back to any length, and Next is greyed out when nothing is left."""
    w = make()
    boxes = w.theme_filter, w.length_filter

    def enabled(box) -> list:
        return [box.itemData(i) for i in range(box.count()) if box.model().item(i).isEnabled()]

    assert enabled(w.length_filter) == [None, 1, 2]  # the set has mates in 1 and 2
    assert "escape" not in enabled(w.theme_filter) and "material" in enabled(w.theme_filter)
    w.set_filters(mate_in=2)
    assert w.current().mate_in == 2
    w.set_filters(theme="material", mate_in=2)  # a theme without mates: the length goes back to any
    assert w.length_filter.currentData() is None and not w.length_filter.isEnabled()
    assert w.current().id == "011c7334" and w.next_button.isEnabled()
    w.next_button.click()
    assert w.current().id == "011c7334"
    w.set_filters(theme="continuous-check")
    assert w.length_filter.isEnabled() and enabled(w.length_filter) == [None, 1, 2]
    w.set_filters(theme="escape")  # (a greyed-out theme chosen anyway, as a test can): said, Next greyed out
    assert w.current() is None and w.training.message.text() == "No puzzle matches these filters."
    assert not w.next_button.isEnabled()
    w.set_filters(theme=None)
    assert w.current() is not None and w.next_button.isEnabled() and all(b.isEnabled() for b in boxes)


def test_next_prefers_unsolved_puzzles(qtbot, make):
    w = make()
    solve(qtbot, w)
    solved = w.current().id
    for _ in range(6):
        w.next_button.click()
        assert w.current().id != solved


def test_an_unavailable_library_never_stops_the_window(qtbot, make, tmp_path):
    def broken():
        raise OSError("the disk is gone")

    w = make(opener=broken)
    assert w.notice.isVisibleTo(w) and "the disk is gone" in w.notice.text()
    w.set_filters(mate_in=2)
    with qtbot.waitSignal(w.recorded) as rec:
        solve(qtbot, w)
    assert rec.args[2].rating > 1500 and w.graph.points() == [pytest.approx(rec.args[2].rating)]
    w.set_filters(mate_in=1)
    with qtbot.waitSignal(w.recorded) as second:
        solve(qtbot, w)
    assert w.graph.points() == [pytest.approx(rec.args[2].rating), pytest.approx(second.args[2].rating)]


def test_a_damaged_history_is_said_and_play_goes_on(qtbot, make, tmp_path):
    path = tmp_path / "damaged.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    w = make(store_path=path)
    assert w.notice.isVisibleTo(w) and w.notice.text()
    w.set_filters(mate_in=1)
    with qtbot.waitSignal(w.recorded):
        solve(qtbot, w)


def test_the_set_loads_on_a_thread_and_refusals_are_said(qtbot, tmp_path):
    f = tmp_path / "puzzles.jsonl"
    f.write_text("\n".join([*LINES, "not json"]) + "\n", encoding="utf-8")
    w = PuzzleWindow(lambda: open_store(tmp_path / "lib.sqlite3"), puzzle_path=f, rng=random.Random(3))
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.ready, timeout=10000):
        w.show()
    assert len(w.puzzles) == 4 and w.current() is not None
    assert "line 5" in w.training.message.text()
    w.shutdown()


def test_a_missing_puzzle_file_is_said(qtbot, tmp_path):
    w = PuzzleWindow(lambda: open_store(tmp_path / "lib.sqlite3"), puzzle_path=tmp_path / "none.jsonl")
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.ready, timeout=10000):
        w.show()
    assert w.current() is None and "none.jsonl" in w.training.message.text()
    assert not w.hint_button.isEnabled() and not w.solution_button.isEnabled()
    w.shutdown()


def test_a_history_that_fails_while_playing_is_said(qtbot, make, tmp_path):
    class Failing:
        problem = ""

        def __init__(self):
            self.inner = open_store(tmp_path / "lib.sqlite3")
            self.library = self.inner.library

        def rating(self):
            return self.inner.rating()

        def solved_ids(self):
            return set()

        def rating_history(self):
            return []

        def record_attempt(self, *args, **kwargs):
            raise RuntimeError("the file went away")

    w = make(opener=Failing)
    w.set_filters(mate_in=1)
    with qtbot.waitSignal(w.recorded) as rec:
        solve(qtbot, w)
    assert rec.args[2].rating > 1500 and "the file went away" in w.notice.text() and w.notice.isVisibleTo(w)
    assert w.graph.points() == [pytest.approx(rec.args[2].rating)]


def test_every_theme_has_words():
    assert set(THEME_NAMES) == set(THEMES)
    assert themes_text(puzzle_set().by_id("00559301")) == "Mate in 2 · Continuous check (연속 장군)"


def test_training_menu_opens_puzzles_without_touching_the_game(qtbot, make_window):
    w = make_window()
    titles = [m.title().replace("&", "") for m in w.actions.menus]
    assert titles[4] == "Training"
    assert w.actions.puzzles_action in w.actions.menus[4].actions()
    before = w.game.fen()
    w.actions.puzzles_action.trigger()
    pw = w.puzzle_window
    with qtbot.waitSignal(pw.ready, timeout=20000):
        pass
    assert len(pw.puzzles) >= 1000 and pw.current() is not None
    with qtbot.waitSignal(pw.recorded, timeout=3000):
        pw.hint_button.click()
    assert w.game.fen() == before and w.board.game() is w.game  # the main window's game is its own
    w.actions.puzzles_action.trigger()
    assert w.puzzle_window is pw  # one window, shown again
    w.view.set_board_theme("contrast")  # the View menu's look reaches the puzzles' board
    w.view.set_label_set("hangeul")
    assert pw.training.board.board_theme() == "contrast"
    assert pw.training.board.label_text(pw.current().game().position.generals[0]) == w.board.label_text(
        w.game.position.generals[0])


def test_next_and_retry_give_the_keyboard_to_the_board(qtbot, make):
    w = make()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    board = w.training.board
    first = w.current().id
    w.next_button.setFocus()
    qtbot.keyClick(w.next_button, Qt.Key.Key_Space)  # Next by the keyboard
    assert w.current().id != first
    qtbot.waitUntil(board.hasFocus, timeout=3000)
    # ... and the keys work there at once: the first arrow shows the cursor, on the solver's general (before,
    # the board had the focus without its cursor and the arrows and Enter did nothing: seen under Xvfb)
    assert not board.cursor_shown()
    qtbot.keyClick(board, Qt.Key.Key_Up)
    assert board.cursor_shown() and board.cursor_square() == w.current().game().position.generals[
        0 if w.current().solver == "cho" else 1]
    qtbot.keyClick(board, Qt.Key.Key_Return)  # Enter picks the general
    assert board.selected_square() == board.cursor_square()
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    w.hint_button.click()  # a result, so Retry is offered
    with qtbot.waitSignal(w.training.finished, timeout=5000):
        w.solution_button.click()
    w.retry_button.setFocus()
    qtbot.keyClick(w.retry_button, Qt.Key.Key_Space)
    assert w.training.board.game().moves == []
    qtbot.waitUntil(board.hasFocus, timeout=3000)
    # A filter's change brings a puzzle too, but the focus stays in the box being used.
    w.length_filter.setFocus()
    qtbot.waitUntil(w.length_filter.hasFocus, timeout=3000)
    w.set_filters(mate_in=1)
    assert w.length_filter.hasFocus() and not board.hasFocus()


def test_the_window_opens_with_the_keyboard_on_the_board_first_in_the_tab_chain(qtbot, make):
    w = make()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    board = w.training.board
    qtbot.waitUntil(board.hasFocus, timeout=3000)  # no Tab needed to reach it (it came after six widgets)
    qtbot.keyClick(board, Qt.Key.Key_Down)  # the first key shows the cursor; the next moves it
    start = board.cursor_square()
    qtbot.keyClick(board, Qt.Key.Key_Up)
    assert board.cursor_square() != start
    qtbot.keyClick(board, Qt.Key.Key_Tab)  # then the buttons, Hint first
    qtbot.waitUntil(w.hint_button.hasFocus, timeout=3000)


def test_a_new_rating_is_shown_as_provisional(qtbot, make, tmp_path):
    w = make()
    assert w.rating().provisional
    assert "?" in w.rating_label.text() and "provisional" in w.rating_label.text()
    assert "110" in w.rating_label.toolTip()
    w.shutdown()
    store = open_store(tmp_path / "library.sqlite3")
    puzzle = puzzle_set().puzzles[0]
    for i in range(14):  # enough attempts for the deviation to fall under the threshold
        store.record_attempt(puzzle, i % 2 == 0)
    store.library.close()
    w2 = make()
    assert not w2.rating().provisional
    assert "?" not in w2.rating_label.text() and "provisional" not in w2.rating_label.text()
    assert w2.rating_label.toolTip() == ""


def test_what_is_said_after_a_puzzle_and_without_one_follows_a_language_switch(qtbot, make):
    """Seen under Xvfb: after a switch to French the title 'No puzzle' and its reason stayed in English, and
    a solved puzzle's message and 'Puzzle … · rated …' stayed in the language it was solved in."""
    from PySide6.QtCore import QCoreApplication

    from janggi_desktop.ui import i18n

    w = make()
    app = QCoreApplication.instance()
    try:
        with qtbot.waitSignal(w.training.finished, timeout=5000):
            w.show_solution()
        assert w.training.message.text() == "That was the solution."
        i18n.install_translators(app, "fr")
        qtbot.waitUntil(lambda: w.training.message.text() == "Voilà la solution.", timeout=3000)
        assert w.info.text().startswith("Problème ") and "Thèmes" in w.info.text()
        w.set_filters(theme="escape", mate_in=2)  # nothing is both
        assert w.current() is None and w.training.title.text() == "Aucun problème"
        i18n.install_translators(app, "ko")
        qtbot.waitUntil(lambda: w.training.title.text() == "문제 없음", timeout=3000)
        assert w.training.message.text() == "이 필터에 맞는 문제가 없습니다."
    finally:
        i18n.install_translators(app, "en")
