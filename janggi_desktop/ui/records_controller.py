"""File and Edit: open, save, recent files and the clipboard, through :mod:`janggi_desktop.records`.

A file of several games opens a picker; any error is shown in a message box and nothing of the file reaches
the game on screen.  A record replaces the game on the board only through :attr:`RecordsController.show_record`,
which the window wires to :meth:`~.game_starter.GameStarter.show_record` (it keeps an unfinished game
recoverable first: File → Recover previous game).  A saved or copied PGN carries
the game report (evaluations, marks, better lines) and the hints used; an opened one brings them back.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QDate, QObject, Signal
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QFileDialog, QInputDialog, QLineEdit, QMenu, QProgressDialog, QWidget

from janggi_desktop.play import GameDriver
from janggi_desktop.play.clock import record_clock_marks
from janggi_desktop.records import dumps, load_file, loads, record_from_game, save_games
from janggi_desktop.records.model import GameRecord, record_tree, set_record_tree

from . import i18n
from .notation import moves_as_text
from .open_thread import OpenThread
from .ports import ErrorBoxes, SettingsKeeper, StatusLine
from .settings import MAX_RECENT, existing_recent_files
from .texts import translate

#: Formats Save as writes, by extension (the records package also reads .fen, but a FEN keeps no moves).
SAVE_FORMATS = (".pgn", ".gib")


def with_save_extension(path: str, *, gib: bool) -> str:
    """A Save as name: kept when it ends in .pgn or .gib (the extension decides the format), else given the
    extension of the chosen filter (.gib or .pgn)."""
    if Path(path).suffix.lower() in SAVE_FORMATS:
        return path
    return path + (".gib" if gib else ".pgn")


#: The longest tag name, value or file name taken back from an autosave (the file is ours: longer is damage).
MAX_TAG = 1000

class RecordAnnotator(Protocol):
    """What a saved record carries besides the moves (the analysis: its report and the hints used), and what
    an opened one brings back."""

    def record_tags(self) -> dict[str, str]: ...

    def annotated(self, record: GameRecord) -> GameRecord: ...


#: See :attr:`RecordsController.thread_bytes` (about 250 games of 60 moves, read in under a second).
OPEN_IN_THREAD_BYTES = 128 << 10


class RecordsController(QObject):
    """The window's File and Edit commands (see the module docstring)."""

    #: A record's game is to be shown (game, clock marks): the window wires it to the game starter.
    show_record = Signal(object, object)
    #: A record was opened and its game shown: the record (its analysis and hints come with it).
    record_loaded = Signal(object)
    #: The record shown gives its time controls (Cho's, Han's) but no clock at each move: the review's clocks
    #: show the controls (None: it gives no timed control, or its clocks, which come with the game).
    record_time_control = Signal(object)
    #: A position (a Game) to play on from, with the same players (Edit → Paste FEN).
    position_to_play = Signal(object)
    #: A FEN to open in the position editor, under a rule set's name.
    position_to_edit = Signal(str, str)
    #: The window's title.
    title_changed = Signal(str)
    #: What of an opened record the autosave keeps beside the game changed (:meth:`session_meta`): the
    #: window writes the autosave again.
    session_changed = Signal()

    def __init__(self, driver: GameDriver, keeper: SettingsKeeper, status: StatusLine, errors: ErrorBoxes,
                 annotator: RecordAnnotator, *, board_image: Callable[[], QImage], dialog_parent: QWidget) -> None:
        super().__init__(dialog_parent)
        self.driver, self.keeper, self.settings = driver, keeper, keeper.settings
        self.status, self.errors, self.annotator = status, errors, annotator
        self.board_image, self.dialog_parent = board_image, dialog_parent
        #: An opened record's result when its moves do not end the game (a win of unstated manner): the result,
        #: and the game it was recorded for (its start and moves).
        self.recorded: tuple[str, str, tuple] | None = None
        #: File → Open recent (filled when shown; None until the menus are made).
        self.recent_menu: QMenu | None = None
        #: The file Save writes to (None: Save asks, as Save as) and the loaded record's tags (players...).
        self.record_path: Path | None = None
        self.record_tags: dict[str, str] = {}
        self.game_picker = None
        self.fen_dialog = None
        self.title_name = ""  # the record's file name in the window's title
        #: A large file being read off the GUI thread, and its progress dialog (see :meth:`open_file`).
        self.open_thread: OpenThread | None = None
        self.open_progress = None
        #: Files larger than this (bytes) are read on a thread, with progress and Cancel (a 10,000-game record
        #: froze the window for 23 s); smaller ones (a few hundred games at most) are read at once.
        self.thread_bytes = OPEN_IN_THREAD_BYTES

    # --- opening ------------------------------------------------------------------------------------------
    def ask_open_path(self) -> str:
        """The file chooser of File → Open (tests replace this)."""
        path, _ = QFileDialog.getOpenFileName(
            self.dialog_parent, self.tr("Open a record"), self._last_dir(),
            self.tr("Janggi records (*.pgn *.gib *.fen);;PGN (*.pgn);;Korean records (*.gib);;"
                      "FEN (*.fen);;All files (*)"))
        return path

    def show_open_dialog(self) -> None:
        path = self.ask_open_path()
        if path:
            self.open_file(path)

    def open_file(self, path: str | os.PathLike[str]) -> bool:
        """Open a .pgn/.gib/.fen file: one game is shown at once, several give a list to pick from.

        On any error the box names the problem (file, game, move, text) and the current game is untouched.
        Returns whether the file could be read."""
        path = Path(path)
        try:
            large = path.stat().st_size > self.thread_bytes
        except (OSError, ValueError):
            large = False  # load_file says what is wrong
        if large:
            return self._open_on_thread(path)
        try:
            records, _encoding, note = load_file(path)
        except (ValueError, OSError) as e:
            self._open_failed(path, e)
            return False
        return self._opened(path, records, note)

    def _opened(self, path: Path, records: list, note: str) -> bool:
        self.add_recent(path)
        opened = self._open_records(records, path, path.name)
        warnings = [w for r in records for w in r.warnings]  # what was read as well as it could be (a cut line)
        if note:  # how the text was decoded, when it was not plain UTF-8 (nothing changes without a message)
            self.status.showMessage(f"{path.name}: {note}", 30000)
        elif warnings:
            self.status.showMessage(warnings[0] + (f" (+{len(warnings) - 1})" if len(warnings) > 1 else ""), 30000)
        return opened

    def _open_on_thread(self, path: Path) -> bool:
        """Read ``path`` on a thread with a progress dialog whose Cancel keeps the game on screen; the game (or
        the picker) comes when it is read.  True: the reading started (an error is shown when it ends)."""
        if self.open_thread is not None:
            return False  # one file at a time
        self.open_thread = thread = OpenThread(path, self)
        progress = QProgressDialog(self.tr("Reading %1…").replace("%1", path.name), self.tr("Cancel"), 0, 0,
                                   self.dialog_parent)
        progress.setWindowTitle(self.tr("Open a record"))
        progress.setMinimumDuration(300)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.canceled.connect(thread.cancel)
        self.open_progress = progress
        thread.progressed.connect(self._show_open_progress)
        thread.done.connect(lambda result, p=path: self._open_done(p, result))
        thread.finished.connect(self._open_thread_ended)
        app = QCoreApplication.instance()
        if app is not None:  # never let Qt destroy a running thread at exit
            app.aboutToQuit.connect(self.shutdown)
        thread.start()
        return True

    def _show_open_progress(self, read: int, expected: int) -> None:
        if self.open_progress is not None:
            self.open_progress.setMaximum(max(expected, 1))
            self.open_progress.setValue(read)
            self.open_progress.setLabelText(self.tr("%1 of about %2 games read").replace("%1", str(read))
                                            .replace("%2", str(expected)))

    def _open_done(self, path: Path, result: object) -> None:
        if self.open_progress is not None:
            self.open_progress.close()
            self.open_progress.deleteLater()
            self.open_progress = None
        if isinstance(result, Exception):
            self._open_failed(path, result)
        elif result is None:
            self.status.showMessage(self.tr("Opening %1 was cancelled").replace("%1", path.name), 10000)
        else:
            self._opened(path, result.records, result.note)

    def _open_thread_ended(self) -> None:
        if self.open_thread is not None:
            self.open_thread.deleteLater()
            self.open_thread = None

    def cancel_open(self) -> None:
        if self.open_thread is not None:
            self.open_thread.cancel()

    def shutdown(self, msecs: int = 5000) -> None:
        """Stop a file being read (closing the window, quitting) and wait for its thread."""
        if self.open_thread is not None:
            self.open_thread.cancel()
            self.open_thread.wait(msecs)

    def _open_records(self, records: list, path: Path | None, name: str) -> bool:
        from .dialogs.game_picker import GamePickerDialog

        if len(records) == 1:
            return self.open_record(records[0], path, whole_file=True)
        d = GamePickerDialog(records, name, self.dialog_parent)
        d.accepted.connect(lambda: d.selected_index is not None
                           and self.open_record(records[d.selected_index], path, whole_file=False))
        self.game_picker = d
        d.open()
        return True

    def _open_failed(self, path: Path, e: Exception) -> None:
        self.status.showMessage(self.tr("Could not open %1").replace("%1", path.name), 20000)
        self.errors.show_error(self.tr("Could not open the record"), str(e))

    def open_record(self, record, path: Path | None = None, *, whole_file: bool = True) -> bool:
        """Show one game record at its start, ready to step through.  ``whole_file``: the record is all of
        ``path``, so Save may write back there (a game picked from a file of several is saved with Save as,
        never over the others)."""
        try:
            game = record.to_game()
        except ValueError as e:
            self._open_failed(path or Path("?"), e)
            return False
        controls, marks = record_clock_marks(getattr(record, "tags", {}), getattr(record, "comments", {}),
                                             game.side_to_move ^ (game.ply % 2), game.ply)
        self.show_record.emit(game, marks)
        timed = controls is not None and any(c.timed for c in controls)
        self.record_time_control.emit(controls if timed and not marks else None)
        # a study, or a game with comments or marks (drawings on the board are comments): its variations,
        # comments and marks come on the board too, and a save writes them back
        if getattr(record, "tree", None) is not None or getattr(record, "comments", None) \
                or getattr(record, "nags", None):
            try:
                self.driver.set_tree(record_tree(record))
            except ValueError:  # the game on the board is not the record's (the starter kept another)
                pass
        self.record_tags = {k: v for k, v in getattr(record, "tags", {}).items()
                            if k not in ("Result", "FEN", "Annotator", "Hints")}
        result = getattr(record, "result", "*")
        if result in ("1-0", "0-1", "1/2-1/2") and game.outcome() is None:  # who won, not how: shown as said
            self.recorded = (result, game.start_fen, tuple(game.moves))
        self.record_loaded.emit(record)  # the analysis; the window shows the record's players, event and date
        if path is not None:
            if whole_file and path.suffix.lower() in SAVE_FORMATS:
                self.record_path = path
            self.title_name = path.name
            self.retitle()
        # the autosave again, now with the record's tree (put on the board after the game was autosaved as a
        # bare line) and its names: a restart brought back an untitled game without its variations
        self.session_changed.emit()
        return True

    def session_meta(self) -> dict | None:
        """What the autosave keeps of the opened record beside its game (its tags, result, file name and the
        file Save writes to), for :meth:`restore_session_meta` after a restart; None for a game played here."""
        if not (self.record_tags or self.title_name or self.recorded):
            return None
        meta: dict = {"tags": dict(self.record_tags), "title": self.title_name}
        if self.record_path is not None:
            meta["path"] = str(self.record_path)
        if self.recorded is not None:
            meta["result"] = self.recorded[0]
        return meta

    def restore_session_meta(self, meta: object) -> None:
        """The opened record's names, result and file as the autosave kept them (see :meth:`session_meta`),
        for the game just restored; anything malformed is left out (the game itself is restored anyway)."""
        if not isinstance(meta, dict):
            return
        tags = meta.get("tags")
        if isinstance(tags, dict):
            self.record_tags = {str(k)[:MAX_TAG]: str(v)[:MAX_TAG] for k, v in tags.items()
                                if isinstance(k, str) and isinstance(v, str)}
        title = meta.get("title")
        self.title_name = title[:MAX_TAG] if isinstance(title, str) else ""
        path = meta.get("path")
        if isinstance(path, str) and Path(path).is_file():  # Save writes back there, as before the restart
            self.record_path = Path(path)
        game = self.driver.game
        result = meta.get("result")
        if result in ("1-0", "0-1", "1/2-1/2") and game.outcome() is None:
            self.recorded = (result, game.start_fen, tuple(game.moves))
        self.retitle()
        self.session_changed.emit()

    def recorded_result(self, game) -> str:
        """The result the opened record gives for ``game`` ("1-0", "0-1", "1/2-1/2") when the moves alone do
        not end it and ``game`` is still the record's game, else ""."""
        if self.recorded is None:
            return ""
        result, start, moves = self.recorded
        return result if game.start_fen == start and tuple(game.moves) == moves else ""

    def retitle(self) -> None:
        """The window's title: the program's name, with the record's file name when one is open."""
        self.title_changed.emit(self.tr("Janggi Desktop — %1").replace("%1", self.title_name) if self.title_name
                                else self.tr("Janggi Desktop"))

    def forget_record(self) -> None:
        """A new game: no file to save to, no tags from a record."""
        self.record_path = None
        self.record_tags = {}
        self.title_name = ""
        self.recorded = None

    # --- recent files -------------------------------------------------------------------------------------
    def add_recent(self, path: str | os.PathLike[str]) -> None:
        p = str(Path(path).resolve())
        s = self.settings
        s.recent_files = ([p] + [f for f in s.recent_files if f != p])[:MAX_RECENT]
        self.keeper.save()

    def fill_recent_menu(self) -> None:
        """Rebuild Open recent; files that no longer exist (or cannot be looked at) are forgotten."""
        s = self.settings
        existing = existing_recent_files(s.recent_files)
        if existing != s.recent_files:
            s.recent_files = existing
            self.keeper.save()
        menu = self.recent_menu
        if menu is None:  # the menus are not filled yet (they fill it then)
            return
        menu.clear()
        for i, f in enumerate(existing):
            a = menu.addAction(f"&{(i + 1) % 10}  {Path(f).name}")
            a.setToolTip(f)
            a.setStatusTip(f)
            a.setData(f)
            a.triggered.connect(lambda _checked=False, f=f: self.open_file(f))
        if existing:
            menu.addSeparator()
            menu.addAction(self.tr("&Clear the list")).triggered.connect(self.clear_recent)
        else:
            menu.addAction(self.tr("No recent files")).setEnabled(False)

    def clear_recent(self) -> None:
        self.settings.recent_files = []
        self.keeper.save()
        self.fill_recent_menu()

    def _last_dir(self) -> str:
        for f in existing_recent_files(self.settings.recent_files):
            return str(Path(f).parent)
        return ""

    # --- saving -------------------------------------------------------------------------------------------
    def current_record(self, *, ask_name: bool = True):
        """The whole game (every move, also in review) as a GameRecord with the loaded tags (players...); a game
        played here is dated today and names its players: the user (File → Your name, asked once unless
        ``ask_name`` is False: the library keeps a game without a question) and the computer with its level."""
        tags = dict(self.record_tags)
        if not self.record_tags:  # a game played here is dated today; an opened record keeps what it said
            tags["Date"] = QDate.currentDate().toString("yyyy.MM.dd")
        cho, han = self.driver.specs
        if not {"White", "Black"} & tags.keys() and not (cho.is_human and han.is_human):
            name = self.user_name() if ask_name else self.settings.player_name
            tags["White"], tags["Black"] = ((name or cho.label()) if cho.is_human else cho.label(),
                                            (name or han.label()) if han.is_human else han.label())
        tags.update(self.annotator.record_tags())
        clock_tags, clock_comments = self.driver.clock_annotations()  # a timed game: its clock at each move
        # the game is the tree's main line, also while a variation is on the board (a variation looked at
        # and saved became the main line, and the game a variation with its result lost); Make main line
        # (the move list's menu) is how a variation becomes the game
        game = self.driver.main_line_game()
        record = record_from_game(game, **{**clock_tags, **tags})
        tree = self.driver.tree.copy()  # the variations, comments and NAGs of the study
        end = tree.find(game.moves)
        if end is not None:
            tree.promote(end)
            set_record_tree(record, tree)
            if end.children:  # the main line goes on past the game's end: the game's result is not its
                record.result, record.termination = "*", ""
        if game is not self.driver.game:  # the clocks known are the line on the board's: only where it is the game's
            common = next((i for i, (a, b) in enumerate(zip(game.moves, self.driver.game.moves, strict=False))
                           if a != b), min(len(game.moves), len(self.driver.game.moves)))
            clock_comments = {ply: text for ply, text in clock_comments.items() if ply <= common}
        record.comments.update(clock_comments)
        return record

    def user_name(self) -> str:
        """The user's name for a record: asked the first time it is needed, then remembered."""
        s = self.settings
        if not s.player_name and not s.name_asked:
            s.name_asked = True
            s.player_name = self.ask_name(s.player_name)[:80]
            self.keeper.save()
        return s.player_name

    def ask_name(self, current: str) -> str:
        """The name box (tests replace this); "" when cancelled."""
        text, ok = QInputDialog.getText(self.dialog_parent, self.tr("Your name"), self.tr(
            "Your name in the records of your games (File → Your name changes it):"),
            QLineEdit.EchoMode.Normal, current)
        return " ".join(text.split()) if ok else current

    def edit_name(self) -> None:
        """File → Your name."""
        s = self.settings
        s.player_name = self.ask_name(s.player_name)[:80]
        s.name_asked = True
        self.keeper.save()

    def recorded_players(self) -> tuple[str, str] | None:
        """Who played Cho and Han by an opened record's tags ("" for one not named; None: no names, or a game
        played here)."""
        tags = self.record_tags
        cho, han = tags.get("White", "").strip(" ?"), tags.get("Black", "").strip(" ?")
        return (cho, han) if cho or han else None

    def header_text(self) -> str:
        """Who played whom, where and when, for a record opened from a file ("" for a game played here)."""
        tags = self.record_tags
        players = self.recorded_players()
        if players is None:
            return ""
        cho, han = players
        rest = " · ".join(t for t in (tags.get("Event", "").strip(" ?"), tags.get("Date", "").strip(" ?."),
                                      self.driver.game.ruleset.name) if t)
        return (translate("Players", "%1 (Cho) against %2 (Han) · %3").replace("%1", cho or "?")
                .replace("%2", han or "?").replace("%3", rest))

    def save(self) -> bool:
        """File → Save: to the file the game came from or was last saved to, else as Save as."""
        if self.record_path is None:
            return self.save_as()
        return self.save_file(self.record_path)

    def ask_save_path(self) -> str:
        """The file chooser of File → Save as: a .pgn or .gib path, the extension following the chosen filter
        when the name has none (tests replace this)."""
        pgn_filter = self.tr("PGN (*.pgn)")
        gib_filter = self.tr("Korean records (*.gib)")
        suggested = self._last_dir()
        if self.record_path is not None:
            suggested = str(self.record_path.with_suffix(".pgn")
                            if self.record_path.suffix.lower() not in SAVE_FORMATS else self.record_path)
        path, chosen = QFileDialog.getSaveFileName(self.dialog_parent, self.tr("Save the game"), suggested,
                                                   f"{pgn_filter};;{gib_filter}")
        return with_save_extension(path, gib=chosen == gib_filter) if path else ""

    def save_as(self) -> bool:
        path = self.ask_save_path()
        return bool(path) and self.save_file(path)

    def save_file(self, path: str | os.PathLike[str]) -> bool:
        """Write the game as PGN or .gib (by the extension); an error is shown and nothing else changes."""
        path = Path(path)
        if path.suffix.lower() not in SAVE_FORMATS:
            self.errors.show_error(self.tr("Could not save the game"),
                                   self.tr("%1: choose a name ending in .pgn or .gib.").replace("%1", str(path)))
            return False
        try:
            record = self.current_record()
            save_games(path, [self.annotator.annotated(record) if path.suffix.lower() == ".pgn" else record])
        except (ValueError, OSError) as e:
            self.errors.show_error(self.tr("Could not save the game"), str(e))
            return False
        self.record_path = path
        self.title_name = path.name
        self.retitle()
        self.status.showMessage(self.tr("Saved to %1").replace("%1", str(path)), 8000)
        self.add_recent(path)
        return True

    # --- clipboard ----------------------------------------------------------------------------------------
    def copy_fen(self) -> None:
        """Edit → Copy FEN: the position on the board (in review, the one shown)."""
        QGuiApplication.clipboard().setText(self.driver.shown_game.fen())
        self.status.showMessage(self.tr("FEN copied."), 5000)

    def copy_moves(self) -> None:
        """Edit → Copy moves: the moves numbered in pairs, in the notation the list uses."""
        s = self.settings
        QGuiApplication.clipboard().setText(moves_as_text(self.driver.game, s.notation, s.label_set,
                                                          i18n.latin_letters()))
        self.status.showMessage(self.tr("Moves copied."), 5000)

    def copy_pgn(self) -> None:
        """Edit → Copy PGN: the whole game with its tags."""
        try:
            text = dumps([self.annotator.annotated(self.current_record())], "pgn")
        except ValueError as e:
            self.errors.show_error(self.tr("Could not copy the game"), str(e))
            return
        QGuiApplication.clipboard().setText(text)
        self.status.showMessage(self.tr("PGN copied."), 5000)

    def paste_fen(self):
        """Edit → Paste FEN: a dialog with the clipboard's text, checked as the user types; accepting it
        starts a new game from the position under the chosen rule set with the same players (the game it
        replaces stays recoverable, and Undo brings it back)."""
        from .dialogs.position_editor import FenDialog

        d = FenDialog(self.dialog_parent, text=QGuiApplication.clipboard().text()[:2000],
                      ruleset=self.driver.game.ruleset.name)
        d.accepted.connect(lambda: d.game is not None and self._start_from_fen(d.game))
        d.edit_requested.connect(lambda fen: self.position_to_edit.emit(fen, d.ruleset_name))
        self.fen_dialog = d
        d.open()
        return d

    def _start_from_fen(self, game) -> None:
        self.position_to_play.emit(game)
        self.status.showMessage(self.tr("New game from the pasted position."), 8000)

    def copy_board_image(self) -> None:
        """Edit → Copy board as image: the board as shown (pieces, last move, check), for sharing."""
        QGuiApplication.clipboard().setImage(self.board_image())
        self.status.showMessage(self.tr("A picture of the board was copied."), 5000)

    def paste_game(self) -> bool:
        """Edit → Paste game: a PGN or .gib record on the clipboard opens as a file would (several games: a
        list to pick from); text that does not read is reported and the current game stays."""
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            self.errors.show_error(self.tr("Paste game"), self.tr("The clipboard holds no text."))
            return False
        try:
            records = loads(text)
            if not records:
                raise ValueError(self.tr("The pasted text holds no game."))
        except ValueError as e:
            self.errors.show_error(self.tr("Paste game"), self.tr("The pasted text could not be read as a game:\n%1")
                                   .replace("%1", str(e)))
            return False
        return self._open_records(records, None, self.tr("The pasted text"))
