"""The New game dialog: who plays each side (a person, the built-in engine at a level, an external engine
at its strength), the rule set, a handicap (접장기) and the clocks.

The dialog takes its values in through the constructor and exposes the user's choice as properties, so the
window and the tests read results the same way; the window opens it with ``open()`` (window-modal,
non-blocking) and reacts to ``accepted``.
"""

from __future__ import annotations

import os

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QSpacerItem,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from janggi_desktop.engine.levels import MAX_LEVEL, MIN_LEVEL
from janggi_desktop.play.clock import TimeControl
from janggi_desktop.play.engines import EngineInfo, EngineRegistry
from janggi_desktop.play.players import BUILTIN, FAIRY_STOCKFISH_NAME, UCI, PlayerSpec
from janggi_desktop.rules import RULE_SETS, Handicap

from ..particles import fit_particles
from ..screen_room import scroll_to_screen
from ..texts import ruleset_description, side_name
from ..wrapped_text import NoteLabel, fit_height_to_text
from .engine_texts import (
    builtin_engine_name,
    builtin_engine_strength,
    engine_strength_text,
    fairy_stockfish_installed_note,
    fairy_stockfish_stronger,
    level_item_text,
    level_note,
    rulesets_text,
    strength_option_name,
    strength_range_text,
)
from .handicap_box import HandicapBox
from .time_control_box import TimeControlBox

# --- New game ---------------------------------------------------------------------------------------------
SIDES = ("cho", "han")
#: Keys of the "who plays" lists: a person, the built-in engine, ``engine:NAME`` for an engine of the registry,
#: ``saved:SIDE`` for an external engine given by the caller that the registry does not list.
HUMAN_KEY, BUILTIN_KEY, ENGINE_PREFIX, SAVED_PREFIX = "human", "builtin", "engine:", "saved:"
HOTSEAT, COMPUTER, WATCH = "hotseat", "computer", "watch"
DEFAULT_LEVEL = 3


class PlayerRow:
    """The widgets that choose one side's player: who plays it, and beside it the strength (a named level for
    the built-in engine, the engine's own strength option for an external one, nothing for a person), with a
    line under it saying what the choice means or why it cannot be played."""

    def __init__(self, side: str) -> None:
        self.side = side
        self.side_label = QLabel(side_name(side))
        f = self.side_label.font()
        f.setBold(True)
        self.side_label.setFont(f)
        self.who_combo = QComboBox()
        self.who_combo.setObjectName(f"who-{side}")
        self.who_combo.setMinimumContentsLength(22)
        self.who_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.level_combo = QComboBox()
        self.level_combo.setObjectName(f"level-{side}")
        for n in range(MIN_LEVEL, MAX_LEVEL + 1):
            self.level_combo.addItem(level_item_text(n), n)
            self.level_combo.setItemData(self.level_combo.count() - 1, level_note(n), Qt.ItemDataRole.ToolTipRole)
        self.strength_label = QLabel()
        self.strength_spin = QSpinBox()
        self.strength_spin.setObjectName(f"strength-{side}")
        self.strength_label.setBuddy(self.strength_spin)
        engine_page = QWidget()
        el = QHBoxLayout(engine_page)
        el.setContentsMargins(0, 0, 0, 0)
        el.addWidget(self.strength_label)
        el.addWidget(self.strength_spin)
        el.addStretch(1)
        self.no_strength_label = QLabel()
        self.strength_stack = QStackedWidget()
        self.strength_stack.addWidget(QWidget())  # a person: nothing
        self.strength_stack.addWidget(self.level_combo)
        self.strength_stack.addWidget(engine_page)
        self.strength_stack.addWidget(self.no_strength_label)
        self.note_label = NoteLabel()
        self.note_label.setObjectName(f"note-{side}")
        # The longest note a level can have (with the line on an installed Fairy-Stockfish) keeps its room.
        self.note_label.expect([f"{level_note(n)} {fairy_stockfish_installed_note()}"
                                for n in range(MIN_LEVEL, MAX_LEVEL + 1)])

    @property
    def key(self) -> str:
        return self.who_combo.currentData() or HUMAN_KEY

    def select(self, key: str) -> None:
        """Choose ``key`` in the list, as a user picking it would (the dialog reacts the same way)."""
        i = self.who_combo.findData(key)
        if i >= 0:
            self.who_combo.setCurrentIndex(i)

    def select_level(self, level: int) -> None:
        self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(level)))


class NewGameDialog(QDialog):
    """Who plays each side (a person, the built-in engine at a named level, or an external engine at its
    strength), and the rule set with its description.

    The three choices at the top (two players, against the computer, watching two engines) only fill the two
    rows below, which stay editable; the top follows whatever the rows say.  An external engine that cannot
    play the chosen rule set is greyed out in the lists, and if one is chosen anyway (the rule set changed
    after it) the reason is shown and Start is disabled.  The clock (a preset, a typed control, one per side
    for a handicap) is chosen below the rule set: :attr:`time_controls`.  The dialog shares the caller's
    engine registry: "Manage engines…" edits it in place and :attr:`engines_changed` tells the caller to save
    it.
    """

    engines_changed = Signal()

    def __init__(self, parent: QWidget | None = None, *,
                 players: tuple[PlayerSpec, PlayerSpec] = (PlayerSpec.human(), PlayerSpec.human()),
                 ruleset: str = "standard", registry: EngineRegistry | None = None,
                 time_controls: tuple[TimeControl, TimeControl] | None = None,
                 handicap: Handicap | None = None, level: int = DEFAULT_LEVEL) -> None:
        """``level``: the built-in engine's level last chosen, proposed when a seat becomes the computer's."""
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("New game"))
        self._registry = registry if registry is not None else EngineRegistry()
        self._saved: dict[str, PlayerSpec] = {}  # saved:SIDE -> an engine spec the registry does not list
        self._last_level = level
        self._strengths: dict[str, int] = {}  # engine name -> the strength last chosen for it
        self._last_engine = BUILTIN_KEY  # what "against the computer" / "watch" put on an empty seat
        self._busy = 0  # >0 while the dialog fills the rows itself: the top is synced once, afterwards
        self.engines_dialog = None
        # the body scrolls where the screen is too low for it (800×600, a free handicap): the buttons stay in view
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)

        box = QGroupBox(self.tr("Players"))
        grid = QGridLayout(box)
        grid.setColumnStretch(3, 1)
        self.hotseat_radio = QRadioButton(self.tr("Two players on this computer"))
        self.computer_radio = QRadioButton(self.tr("Play against the computer"))
        self.watch_radio = QRadioButton(self.tr("Watch two engines"))
        self.quick_group = QButtonGroup(self)
        for i, b in enumerate((self.hotseat_radio, self.computer_radio, self.watch_radio)):
            self.quick_group.addButton(b, i)
        self.side_combo = QComboBox()
        self.side_combo.addItem(self.tr("Cho (초) — moves first"), "cho")
        self.side_combo.addItem(self.tr("Han (한) — receives 1.5 points"), "han")
        computer_row = QHBoxLayout()
        self.side_label = QLabel(self.tr("Your side:"))
        self.side_label.setBuddy(self.side_combo)
        computer_row.addWidget(self.computer_radio)
        computer_row.addSpacing(16)
        computer_row.addWidget(self.side_label)
        computer_row.addWidget(self.side_combo)
        computer_row.addStretch(1)
        grid.addWidget(self.hotseat_radio, 0, 0, 1, 4)
        grid.addLayout(computer_row, 1, 0, 1, 4)
        grid.addWidget(self.watch_radio, 2, 0, 1, 4)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        grid.addWidget(line, 3, 0, 1, 4)
        self.rows: dict[str, PlayerRow] = {}
        for i, side in enumerate(SIDES):
            row = PlayerRow(side)
            self.rows[side] = row
            r = 4 + 2 * i
            grid.addWidget(row.side_label, r, 0)
            grid.addWidget(row.who_combo, r, 1)
            grid.addWidget(row.strength_stack, r, 2)
            grid.addWidget(row.note_label, r + 1, 1, 1, 3)
        self.manage_button = QPushButton(self.tr("Manage engines…"))
        self.manage_button.setObjectName("ManageEngines")
        manage_row = QHBoxLayout()
        manage_row.addStretch(1)
        manage_row.addWidget(self.manage_button)
        grid.addLayout(manage_row, 8, 0, 1, 4)
        # Room the box keeps when the seats' notes go (the dialog does not shrink back) goes below the seats, not
        # between them (their labels and strength boxes would grow): the two seats stay together.
        grid.addItem(QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding), 9, 0)
        grid.setRowStretch(9, 1)
        layout.addWidget(box)

        rules = QGroupBox(self.tr("Rule set"))
        rl = QVBoxLayout(rules)
        self.ruleset_combo = QComboBox()
        for name in RULE_SETS:
            self.ruleset_combo.addItem(name, name)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.description.setMinimumWidth(420)
        rl.addWidget(self.ruleset_combo)
        rl.addWidget(self.description)
        layout.addWidget(rules)

        self.handicap_box = HandicapBox(handicap)
        layout.addWidget(self.handicap_box)

        self.clock_box = TimeControlBox(time_controls)
        layout.addWidget(self.clock_box)
        layout.addStretch(1)
        outer = QVBoxLayout(self)
        outer.addWidget(scroll_to_screen(body, self))
        layout = outer

        self.problem_label = QLabel()
        self.problem_label.setObjectName("Problem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b3261e;")
        layout.addWidget(self.problem_label)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        fit_height_to_text(self)  # a longer note, rule set description or problem lengthens the dialog
        self.ruleset_combo.setCurrentIndex(max(0, self.ruleset_combo.findData(ruleset)))
        self._fill_who_lists()
        self._busy += 1
        for side, spec in zip(SIDES, players, strict=True):
            self._show_spec(self.rows[side], spec)
        self._busy -= 1
        humans = [s for s, p in zip(SIDES, players, strict=True) if p.is_human]
        self.side_combo.setCurrentIndex(self.side_combo.findData(humans[0] if len(humans) == 1 else "cho"))

        for row in self.rows.values():
            row.who_combo.currentIndexChanged.connect(lambda _i, row=row: self._who_changed(row))
            row.level_combo.currentIndexChanged.connect(lambda _i, row=row: self._level_changed(row))
            row.strength_spin.valueChanged.connect(lambda value, row=row: self._strength_changed(row, value))
        self.quick_group.idToggled.connect(self._quick_toggled)
        self.side_combo.currentIndexChanged.connect(self._side_changed)
        self.ruleset_combo.currentIndexChanged.connect(self._ruleset_changed)
        self.manage_button.clicked.connect(self.open_engines_dialog)
        self.clock_box.changed.connect(self._update)
        self.handicap_box.changed.connect(self._update)
        for row in self.rows.values():
            self._show_strength(row)
        self._ruleset_changed()

    # --- the result --------------------------------------------------------------------------------------
    @property
    def players(self) -> tuple[PlayerSpec, PlayerSpec]:
        """(Cho, Han) as chosen."""
        return self._spec(self.rows["cho"]), self._spec(self.rows["han"])

    @property
    def ruleset_name(self) -> str:
        return self.ruleset_combo.currentData()

    @property
    def mode(self) -> str:
        """"hotseat" when both sides are people, else "computer" (an engine plays at least one side)."""
        return HOTSEAT if all(p.is_human for p in self.players) else COMPUTER

    @property
    def human_side(self) -> str | None:
        """The side of the only person at the board; None when two people or none play."""
        humans = [s for s in SIDES if self.rows[s].key == HUMAN_KEY]
        return humans[0] if len(humans) == 1 else None

    @property
    def registry(self) -> EngineRegistry:
        return self._registry

    @property
    def time_controls(self) -> tuple[TimeControl, TimeControl]:
        """(Cho's, Han's) clock as chosen."""
        return self.clock_box.time_controls

    @property
    def handicap(self) -> Handicap | None:
        """The handicap chosen (접장기: a side starts without some pieces), or None."""
        return self.handicap_box.handicap

    def problem(self) -> str | None:
        """Why the choice cannot be started (shown above the buttons), or None."""
        problems = [p for p in (self._row_problem(self.rows[s]) for s in SIDES) if p]
        problems.append(self.handicap_box.problem(self.ruleset_name) or "")
        problems.append(self.clock_box.problem() or "")
        return " ".join(dict.fromkeys(p for p in problems if p)) or None

    def accept(self) -> None:
        if self.problem() is None:  # Start is disabled then; Enter must not get round it
            super().accept()

    # --- engines -----------------------------------------------------------------------------------------
    def open_engines_dialog(self):
        """Game → Engines… from inside this dialog; the lists follow whatever is added or removed."""
        from .engines import EnginesDialog

        d = EnginesDialog(self, self._registry)
        d.changed.connect(self._engines_edited)
        self.engines_dialog = d
        d.open()
        return d

    def _engines_edited(self) -> None:
        self.refresh_engines()
        self.engines_changed.emit()

    def refresh_engines(self) -> None:
        """Rebuild the lists from the registry, keeping each side's choice (an engine that was removed gives
        way to the built-in engine)."""
        keys = {s: self.rows[s].key for s in SIDES}
        self._busy += 1
        self._fill_who_lists()
        for side, key in keys.items():
            row = self.rows[side]
            row.select(key if row.who_combo.findData(key) >= 0 else BUILTIN_KEY)
            self._show_strength(row)
        self._busy -= 1
        if self._last_engine.startswith(ENGINE_PREFIX) and self._engine(self._last_engine) is None:
            self._last_engine = BUILTIN_KEY
        self._update()

    def _engine(self, key: str) -> EngineInfo | None:
        if key.startswith(ENGINE_PREFIX):
            return self._registry.get(key[len(ENGINE_PREFIX):])
        return None

    def _fill_who_lists(self) -> None:
        builtin = builtin_engine_name()
        for row in self.rows.values():
            combo = row.who_combo
            key = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(self.tr("Person"), HUMAN_KEY)
            combo.addItem(builtin, BUILTIN_KEY)
            combo.setItemData(1, builtin_engine_strength(), Qt.ItemDataRole.ToolTipRole)
            for info in self._registry.engines():
                text = info.name if info.name != builtin else f"{info.name} (UCI)"
                combo.addItem(text, ENGINE_PREFIX + info.name)
                combo.setItemData(combo.count() - 1, " ".join(info.command), Qt.ItemDataRole.ToolTipRole)
            saved = self._saved.get(SAVED_PREFIX + row.side)
            if saved is not None:
                combo.addItem(saved.name or os.path.basename(saved.command[0]), SAVED_PREFIX + row.side)
                combo.setItemData(combo.count() - 1, " ".join(saved.command), Qt.ItemDataRole.ToolTipRole)
            if key is not None and combo.findData(key) >= 0:
                combo.setCurrentIndex(combo.findData(key))
            combo.blockSignals(False)

    def _show_spec(self, row: PlayerRow, spec: PlayerSpec) -> None:
        """Put a spec given by the caller into a row."""
        if spec.kind == BUILTIN:
            self._last_level = spec.level
            row.select_level(spec.level)
            row.select(BUILTIN_KEY)
        elif spec.kind == UCI:
            info = (next((e for e in self._registry.engines() if e.command == spec.command), None)
                    or self._registry.get(spec.name))
            if info is None:  # an engine the registry no longer lists: offered as it was saved
                key = SAVED_PREFIX + row.side
                self._saved[key] = spec
                self._fill_who_lists()
                row.select(key)
            else:
                if spec.strength is not None and info.strength is not None:
                    try:
                        self._strengths[info.name] = int(spec.strength)
                    except ValueError:
                        pass
                row.select(ENGINE_PREFIX + info.name)
                self._show_strength(row)
            self._last_engine = row.key
        else:
            row.select(HUMAN_KEY)

    def _spec(self, row: PlayerRow) -> PlayerSpec:
        key = row.key
        if key == BUILTIN_KEY:
            return PlayerSpec.builtin(row.level_combo.currentData())
        if key in self._saved:
            return self._saved[key]
        info = self._engine(key)
        if info is None:
            return PlayerSpec.human()
        return info.spec(row.strength_spin.value() if info.strength is not None else None)

    # --- reacting to the user ----------------------------------------------------------------------------
    def _who_changed(self, row: PlayerRow) -> None:
        if row.key != HUMAN_KEY:
            self._last_engine = row.key
        self._show_strength(row)
        if not self._busy:
            self._update()

    def _show_strength(self, row: PlayerRow) -> None:
        """The strength beside a row's choice, at the value last chosen for that engine in this dialog."""
        key = row.key
        info = self._engine(key)
        if key == BUILTIN_KEY:
            row.level_combo.blockSignals(True)
            row.select_level(self._last_level)
            row.level_combo.blockSignals(False)
            row.strength_stack.setCurrentIndex(1)
        elif info is not None and info.strength is not None:
            s = info.strength
            row.strength_label.setText(strength_option_name(s) + ":")
            row.strength_spin.blockSignals(True)
            row.strength_spin.setRange(s.min, s.max)
            row.strength_spin.setValue(self._strengths.get(info.name, s.default))
            row.strength_spin.blockSignals(False)
            row.strength_spin.setToolTip(strength_range_text(s))
            row.strength_stack.setCurrentIndex(2)
        elif key == HUMAN_KEY:
            row.strength_stack.setCurrentIndex(0)
        else:
            row.no_strength_label.setText(self.tr("(strength as saved)") if key in self._saved
                                          else engine_strength_text(info) if info is not None else "")
            row.strength_stack.setCurrentIndex(3)
        self._show_note(row)

    def _level_changed(self, row: PlayerRow) -> None:
        self._last_level = row.level_combo.currentData()
        self._show_note(row)

    def _strength_changed(self, row: PlayerRow, value: int) -> None:
        info = self._engine(row.key)
        if info is not None:
            self._strengths[info.name] = value

    def _quick_toggled(self, button_id: int, checked: bool) -> None:
        if checked and not self._busy:
            self._apply_quick((HOTSEAT, COMPUTER, WATCH)[button_id])

    def _side_changed(self) -> None:
        if self.computer_radio.isChecked() and not self._busy:
            self._apply_quick(COMPUTER)

    def _ready_engine(self) -> str:
        """The engine to put on an empty seat: the one last chosen, if it can play the rule set."""
        key = self._last_engine
        if key == BUILTIN_KEY or (key in self._saved) or (
                (info := self._engine(key)) is not None and self.ruleset_name in info.rulesets()):
            return key
        return BUILTIN_KEY

    def _apply_quick(self, mode: str) -> None:
        """Fill the rows for a quick choice: people on both seats, you against the engine, or two engines."""
        self._busy += 1
        if mode == HOTSEAT:
            for row in self.rows.values():
                row.select(HUMAN_KEY)
        elif mode == COMPUTER:
            you = self.side_combo.currentData()
            other = "han" if you == "cho" else "cho"
            engine = next((self.rows[s].key for s in (other, you) if self.rows[s].key != HUMAN_KEY),
                          self._ready_engine())
            self.rows[you].select(HUMAN_KEY)
            self.rows[other].select(engine)
        else:
            engine = self._ready_engine()
            for row in self.rows.values():
                if row.key == HUMAN_KEY:
                    row.select(engine)
        self._busy -= 1
        self._update()

    def _ruleset_changed(self) -> None:
        self.description.setText(ruleset_description(self.ruleset_name))
        self._update()

    # --- showing the state -------------------------------------------------------------------------------
    def _row_problem(self, row: PlayerRow) -> str | None:
        info = self._engine(row.key)
        if info is None or self.ruleset_name in info.rulesets():
            return None
        return fit_particles(self.tr("%1 cannot play the %2 rule set (it plays: %3).").replace("%1", info.name)
                             .replace("%2", self.ruleset_name).replace("%3", rulesets_text(info.rulesets())))

    def _show_note(self, row: PlayerRow) -> None:
        key = row.key
        problem = self._row_problem(row)
        if problem:
            text = problem
        elif key == BUILTIN_KEY:
            # Which engine is stronger (issue 52): the level's measure, and that Fairy-Stockfish, when it is
            # installed, is much stronger than any of them.
            text = level_note(row.level_combo.currentData())
            if self._registry.get(FAIRY_STOCKFISH_NAME) is not None:
                text = f"{text} {fairy_stockfish_installed_note()}"
        elif key in self._saved:
            text = self.tr("Not in the engine list; run as saved: %1").replace(
                "%1", " ".join(self._saved[key].command))
        else:
            info = self._engine(key)
            text = engine_strength_text(info) if info is not None else ""
            if info is not None and info.name == FAIRY_STOCKFISH_NAME:
                text = f"{fairy_stockfish_stronger()} {text}"
        row.note_label.setText(text)
        row.note_label.setStyleSheet("color: #b3261e;" if problem else "color: palette(placeholder-text);")
        row.note_label.setVisible(bool(text))

    def _update(self) -> None:
        """Grey out the engines that cannot play the rule set, sync the quick choice with the rows, and allow
        Start only for a playable choice."""
        for row in self.rows.values():
            model = row.who_combo.model()
            for i in range(row.who_combo.count()):
                info = self._engine(row.who_combo.itemData(i))
                if info is None:
                    continue
                ok = self.ruleset_name in info.rulesets()
                item = model.item(i)
                item.setEnabled(ok)
                item.setToolTip(" ".join(info.command) if ok else self.tr(
                    "Does not play the %1 rule set").replace("%1", self.ruleset_name))
            self._show_note(row)
        humans = [s for s in SIDES if self.rows[s].key == HUMAN_KEY]
        self._busy += 1
        if len(humans) == 2:
            self.hotseat_radio.setChecked(True)
        elif len(humans) == 1:
            self.computer_radio.setChecked(True)
            self.side_combo.setCurrentIndex(self.side_combo.findData(humans[0]))
        else:
            self.watch_radio.setChecked(True)
        self._busy -= 1
        self.side_combo.setEnabled(self.computer_radio.isChecked())
        self.side_label.setEnabled(self.computer_radio.isChecked())
        problem = self.problem()  # the reason is under the row; here, what to do about it
        handicap_problem = self.handicap_box.problem(self.ruleset_name)
        clock_problem = self.clock_box.problem() or handicap_problem
        self.problem_label.setText(clock_problem if clock_problem else
                                   self.tr("Choose another engine or another rule set to start."))
        # the handicap box says its own reason under its pieces: not a second time here (seen under Xvfb: "a
        # handicap takes off at least one piece" twice, one above the other)
        said_in_box = handicap_problem is not None and clock_problem == handicap_problem == self.handicap_box.problem()
        self.problem_label.setVisible(problem is not None and not said_in_box)
        self.start_button.setEnabled(problem is None)
        self.start_button.setToolTip(problem or "")


# --- Setup: arrangements ----------------------------------------------------------------------------------
