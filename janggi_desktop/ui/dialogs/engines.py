"""Game → Engines…: the engines a player can choose — the built-in engine, always there, and the external UCI
engines of the registry — with ways to add one (by path or command line), remove one, and find Fairy-Stockfish.

An engine is checked before it is kept (it must start and answer ``uci`` and ``isready``); the check starts a
process and may wait up to its timeout, so it runs on a plain Python thread and the dialog polls it with a
timer, staying responsive and saying "Checking…".  The thread never touches Qt or the registry: it leaves its
result in a :class:`_Check`, and the dialog reads it on the GUI thread.  Closing the dialog cancels a check
in progress: its result is dropped (a closed dialog never adds an engine behind the user's back) and its
cancel event ends the check within a fraction of a second, the engine it started closed or killed — not
when the check's timeout runs out.  The application quitting (or the dialog being deleted) cancels it too,
and quitting waits the short moment the engine takes to go, so no process outlives the program.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from janggi_desktop.play.engines import (
    EngineCheckError,
    EngineInfo,
    EngineRegistry,
    check_engine,
    find_fairy_stockfish,
)
from janggi_desktop.rules import RULE_SETS

from ..particles import fit_particles
from ..wrapped_text import fit_height_to_text
from .engine_texts import builtin_engine_name, builtin_engine_strength, engine_strength_text, rulesets_text

#: How long an engine may take to answer ``uci`` and ``isready`` before it is refused (seconds).
CHECK_TIMEOUT = 10.0
#: How often the dialog looks at a running check (milliseconds).
POLL_MS = 50
#: How long quitting the application waits for cancelled checks to close their engines (seconds): a check
#: sees its cancel within 0.05 s and an engine that ignores ``quit`` and SIGTERM is killed after 0.4 s.
QUIT_WAIT = 2.0
ERROR_STYLE = "color: #b3261e;"


class _Check:
    """One check on a worker thread: ``work`` runs there, given the check's cancel event; its result or its
    error is read on the GUI thread once ``done``."""

    def __init__(self, work: Callable[[threading.Event], EngineInfo | None], what: str) -> None:
        self.what = what
        self.result: EngineInfo | None = None
        self.error: str | None = None
        self.cancel = threading.Event()
        self._work = work
        self.thread = threading.Thread(target=self._run, name="janggi-engine-check", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            self.result = self._work(self.cancel)
        except EngineCheckError as e:
            self.error = str(e)
        except Exception as e:  # noqa: BLE001 - a check must end with a message, whatever the engine did
            self.error = f"{type(e).__name__}: {e}"

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()


def _cancel_checks(checks: list[_Check], wait: float = 0.0) -> None:
    """Cancel every running check of ``checks`` and wait up to ``wait`` seconds in all for them to end (their
    engines closed).  A plain function over a plain list: it is called when the dialog is deleted, too."""
    for check in checks:
        check.cancel.set()
    deadline = time.monotonic() + wait
    for check in checks:
        check.thread.join(max(0.0, deadline - time.monotonic()))
    checks[:] = [c for c in checks if not c.done]


class EnginesDialog(QDialog):
    """The engine list; :attr:`changed` is emitted whenever the registry (edited in place) changes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None, registry: EngineRegistry) -> None:
        super().__init__(parent)
        self.setObjectName("EnginesDialog")
        self.setWindowTitle(self.tr("Engines"))
        self._registry = registry
        self._check: _Check | None = None
        self._abandoned: list[_Check] = []  # checks cut short by closing: cancelled, result dropped
        # Every check started and maybe still running: cancelled (and waited for) when the application quits,
        # cancelled when the dialog is deleted; the slots hold this list, not the dialog.
        self._running: list[_Check] = []
        app = QCoreApplication.instance()
        if app is not None:
            quitting = partial(_cancel_checks, self._running, QUIT_WAIT)
            app.aboutToQuit.connect(quitting)
            self.destroyed.connect(lambda *_: app.aboutToQuit.disconnect(quitting))
        self.destroyed.connect(partial(_cancel_checks, self._running))
        #: Seconds an engine may take to answer before it is refused (tests shorten it).
        self.check_timeout = CHECK_TIMEOUT
        layout = QVBoxLayout(self)

        heading = QLabel(self.tr("The engines you can choose in New game. External engines speak UCI and "
                                 "are checked before they are added."))
        heading.setWordWrap(True)
        layout.addWidget(heading)
        headers = [self.tr("Engine"), self.tr("Rule sets"), self.tr("Strength"), self.tr("Command")]
        self.table = QTableWidget(0, len(headers))
        self.table.setObjectName("EngineTable")
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab leaves the list (↑ ↓ pick a row), it does not walk its cells
        self.table.setWordWrap(False)  # one line a row; the whole of it in the row's tooltip
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)

        row = QHBoxLayout()
        self.remove_button = QPushButton(self.tr("Remove"))
        self.find_button = QPushButton(self.tr("Find Fairy-Stockfish"))
        self.find_button.setToolTip(self.tr("Look for an installed Fairy-Stockfish (on the PATH and in the usual "
                                            "places) and add it"))
        row.addWidget(self.remove_button)
        row.addWidget(self.find_button)
        row.addStretch(1)
        layout.addLayout(row)

        add_row = QHBoxLayout()
        add_label = QLabel(self.tr("Add an engine:"))
        self.command_edit = QLineEdit()
        self.command_edit.setObjectName("EngineCommand")
        self.command_edit.setPlaceholderText(self.tr("path or command line of a UCI engine"))
        self.command_edit.setClearButtonEnabled(True)
        add_label.setBuddy(self.command_edit)
        self.add_button = QPushButton(self.tr("Add"))
        self.browse_button = QPushButton(self.tr("Browse…"))
        self.browse_button.setToolTip(self.tr("Choose the engine's program file and add it"))
        add_row.addWidget(add_label)
        add_row.addWidget(self.command_edit, 1)
        add_row.addWidget(self.add_button)
        add_row.addWidget(self.browse_button)
        layout.addLayout(add_row)

        status_row = QHBoxLayout()
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)  # a busy indicator: the check's length is unknown
        self.busy_bar.setTextVisible(False)
        self.busy_bar.setMaximumWidth(80)
        self.busy_bar.setVisible(False)
        self.status_label = QLabel()
        self.status_label.setObjectName("EngineStatus")
        self.status_label.setWordWrap(True)
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        status_row.addWidget(self.busy_bar)
        status_row.addWidget(self.status_label, 1)
        layout.addLayout(status_row)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        fit_height_to_text(self)  # a long refusal lengthens the dialog

        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self.remove_button.clicked.connect(self.remove_selected)
        self.find_button.clicked.connect(self.find_fairy_stockfish)
        self.add_button.clicked.connect(self.add_typed)
        self.browse_button.clicked.connect(self.browse)
        self.command_edit.returnPressed.connect(self.add_typed)
        self.command_edit.textChanged.connect(self._update_buttons)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self._fill()
        self.resize(760, 380)

    # --- state -------------------------------------------------------------------------------------------
    @property
    def registry(self) -> EngineRegistry:
        return self._registry

    @property
    def checking(self) -> bool:
        """Whether a check this dialog started (including one abandoned by closing) is still running."""
        self._abandoned = [c for c in self._abandoned if not c.done]
        return bool(self._abandoned) or (self._check is not None and not self._check.done)

    def selected_engine(self) -> EngineInfo | None:
        """The external engine selected in the list (None: nothing, or the built-in engine)."""
        rows = self.table.selectionModel().selectedRows()
        if not rows or rows[0].row() == 0:
            return None
        return self._registry.get(self.table.item(rows[0].row(), 0).data(Qt.ItemDataRole.UserRole))

    def select_engine(self, name: str) -> None:
        for r in range(1, self.table.rowCount()):
            if self.table.item(r, 0).data(Qt.ItemDataRole.UserRole) == name:
                self.table.selectRow(r)

    # --- the list ----------------------------------------------------------------------------------------
    def _fill(self) -> None:
        selected = self.selected_engine()
        engines = self._registry.engines()
        self.table.setRowCount(1 + len(engines))
        self._set_row(0, builtin_engine_name(), rulesets_text(list(RULE_SETS)), builtin_engine_strength(),
                      self.tr("built in"), None)
        for r, info in enumerate(engines, start=1):
            self._set_row(r, info.name, rulesets_text(info.rulesets()), engine_strength_text(info),
                          " ".join(info.command), info)
        if selected is not None:
            self.select_engine(selected.name)
        self._update_buttons()

    def _set_row(self, r: int, name: str, rulesets: str, strength: str, command: str,
                 info: EngineInfo | None) -> None:
        full = ", ".join(info.rulesets()) if info is not None else ", ".join(RULE_SETS)
        tip = "\n".join([name, self.tr("Rule sets: %1").replace("%1", full), strength, command]
                        + ([self.tr("Janggi variants: %1").replace("%1", ", ".join(_janggi_variants(info)))]
                           if info is not None and info.variants else []))
        for c, text in enumerate((name, rulesets, strength, command)):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            if c == 0:
                item.setData(Qt.ItemDataRole.UserRole, info.name if info is not None else None)
            if info is None and c == 3:  # "built in": not a command
                font = item.font()
                font.setItalic(True)
                item.setFont(font)
            self.table.setItem(r, c, item)

    def _update_buttons(self) -> None:
        busy = self._check is not None
        self.remove_button.setEnabled(self.selected_engine() is not None)
        self.add_button.setEnabled(not busy and bool(self.command_edit.text().strip()))
        self.browse_button.setEnabled(not busy)
        self.find_button.setEnabled(not busy)

    # --- actions -----------------------------------------------------------------------------------------
    def ask_engine_path(self) -> str:
        """The file chooser of "Browse…" (tests replace this)."""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a UCI engine"), "",
                                              self.tr("All files (*)"))
        return path

    def browse(self) -> None:
        path = self.ask_engine_path()
        if path:
            self.command_edit.setText(path)
            self.add_command(path)

    def add_typed(self) -> None:
        text = self.command_edit.text().strip()
        if text and self._check is None:
            self.add_command(text)

    def add_command(self, command: str) -> None:
        """Check ``command`` (a path, or a command line) off the GUI thread; it is added if it works."""
        timeout = self.check_timeout
        self._start(lambda cancel: check_engine(command, timeout=timeout, cancel=cancel), command)

    def find_fairy_stockfish(self) -> None:
        """Look for an installed Fairy-Stockfish and add it (checked first, off the GUI thread)."""
        path = find_fairy_stockfish()
        if path is None:
            self._show(self.tr("Fairy-Stockfish was not found on this computer (looked on the PATH and in "
                               "/usr/games). Install it, or add it with its path."), error=True)
            return
        listed = next((e for e in self._registry.engines() if e.command[0] == path), None)
        if listed is not None:
            self.select_engine(listed.name)
            self._show(self.tr("%1 is already in the list.").replace("%1", listed.name))
            return
        scratch = EngineRegistry(self._registry.engines())  # discover() adds to it; ours changes on this thread
        timeout = self.check_timeout

        def discover(cancel: threading.Event) -> EngineInfo:
            found = scratch.discover(timeout=timeout, cancel=cancel)
            if found is None:
                raise EngineCheckError(f"{path} did not answer as a UCI engine")
            return found
        self._start(discover, path)

    def remove_selected(self) -> None:
        info = self.selected_engine()
        if info is None:
            return
        self._registry.remove(info.name)
        self._fill()
        self._show(self.tr("%1 was removed.").replace("%1", info.name))
        self.changed.emit()

    # --- the check ---------------------------------------------------------------------------------------
    def _start(self, work: Callable[[threading.Event], EngineInfo | None], what: str) -> None:
        self._check = _Check(work, what)
        self._running[:] = [c for c in self._running if not c.done] + [self._check]
        self._show(self.tr("Checking %1…").replace("%1", what))
        self.busy_bar.setVisible(True)
        self._update_buttons()
        self._timer.start()

    def _poll(self) -> None:
        check = self._check
        if check is None or not check.done:
            return
        self._timer.stop()
        self._check = None
        self.busy_bar.setVisible(False)
        if check.error is not None or check.result is None:
            self._show(check.error or self.tr("%1 could not be checked.").replace("%1", check.what), error=True)
        else:
            replaced = any(e.command == check.result.command for e in self._registry.engines())
            info = self._registry.add(check.result)
            self._fill()
            self.select_engine(info.name)
            self.command_edit.clear()
            self._show((self.tr("%1 was checked again and updated.") if replaced
                        else self.tr("%1 was added.")).replace("%1", info.name))
            self.changed.emit()
        self._update_buttons()

    def _show(self, text: str, *, error: bool = False) -> None:
        self.status_label.setText(fit_particles(text))
        self.status_label.setStyleSheet(ERROR_STYLE if error else "")

    def done(self, result: int) -> None:
        """Closing cancels a running check: its result is dropped, and its thread closes (or kills) the engine
        and ends within a fraction of a second; nothing waits for it here."""
        self._timer.stop()
        if self._check is not None:
            self._check.cancel.set()
            self._abandoned.append(self._check)
            self._check = None
            self.busy_bar.setVisible(False)
        super().done(result)


def _janggi_variants(info: EngineInfo) -> list[str]:
    """The engine's variants that are Janggi (Fairy-Stockfish knows some eighty variants)."""
    return [v for v in info.variants if v.startswith("janggi") or v in RULE_SETS]


__all__ = ["CHECK_TIMEOUT", "EnginesDialog"]
