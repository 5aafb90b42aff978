"""Dialogs around the board: New game (who plays each side, and the rule set), Setup (horse/elephant
arrangements), Game over, About.

Following the small-PySide-app pattern: each dialog takes its values in through the constructor and
exposes the user's choice as properties, so the main window and the tests read results the same way.  The
window opens them with ``open()`` (window-modal, non-blocking) and reacts to ``accepted``.
"""

from __future__ import annotations

import os
import random

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from janggi_desktop.engine.levels import MAX_LEVEL, MIN_LEVEL
from janggi_desktop.play.clock import TimeControl
from janggi_desktop.play.engines import EngineInfo, EngineRegistry
from janggi_desktop.play.players import BUILTIN, UCI, PlayerSpec
from janggi_desktop.rules import ARRANGEMENTS, DEFAULT_ARRANGEMENT, RULE_SETS, Outcome, start_fen
from janggi_desktop.rules.board import CANNON, CHARIOT, ELEPHANT, GENERAL, GUARD, HORSE

from .engine_texts import (
    builtin_engine_name,
    builtin_engine_strength,
    engine_strength_text,
    level_item_text,
    level_note,
    rulesets_text,
    strength_option_name,
    strength_range_text,
)
from .notation import piece_label
from .particles import fit_particles
from .texts import (
    CHO_COLOR,
    HAN_COLOR,
    arrangement_name,
    points_text,
    reason_text,
    result_text,
    ruleset_description,
    seat_string,
    side_name,
)
from .wrapped_text import NoteLabel, fit_height_to_text

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
        self.note_label.expect([level_note(n) for n in range(MIN_LEVEL, MAX_LEVEL + 1)])

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
                 time_controls: tuple[TimeControl, TimeControl] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("New game"))
        self._registry = registry if registry is not None else EngineRegistry()
        self._saved: dict[str, PlayerSpec] = {}  # saved:SIDE -> an engine spec the registry does not list
        self._last_level = DEFAULT_LEVEL
        self._strengths: dict[str, int] = {}  # engine name -> the strength last chosen for it
        self._last_engine = BUILTIN_KEY  # what "against the computer" / "watch" put on an empty seat
        self._busy = 0  # >0 while the dialog fills the rows itself: the top is synced once, afterwards
        self.engines_dialog = None
        layout = QVBoxLayout(self)

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

        from .time_control_box import TimeControlBox

        self.clock_box = TimeControlBox(time_controls)
        layout.addWidget(self.clock_box)

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

    def problem(self) -> str | None:
        """Why the choice cannot be started (shown above the buttons), or None."""
        problems = [p for p in (self._row_problem(self.rows[s]) for s in SIDES) if p]
        problems.append(self.clock_box.problem() or "")
        return " ".join(dict.fromkeys(p for p in problems if p)) or None

    def accept(self) -> None:
        if self.problem() is None:  # Start is disabled then; Enter must not get round it
            super().accept()

    # --- engines -----------------------------------------------------------------------------------------
    def open_engines_dialog(self):
        """Game → Engines… from inside this dialog; the lists follow whatever is added or removed."""
        from .engines_dialog import EnginesDialog

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
            text = level_note(row.level_combo.currentData())
        elif key in self._saved:
            text = self.tr("Not in the engine list; run as saved: %1").replace(
                "%1", " ".join(self._saved[key].command))
        else:
            info = self._engine(key)
            text = engine_strength_text(info) if info is not None else ""
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
        clock_problem = self.clock_box.problem()
        self.problem_label.setText(clock_problem if clock_problem else
                                   self.tr("Choose another engine or another rule set to start."))
        self.problem_label.setVisible(problem is not None)
        self.start_button.setEnabled(problem is None)
        self.start_button.setToolTip(problem or "")


# --- Setup: arrangements ----------------------------------------------------------------------------------
def _octagon(center: QPointF, r: float) -> QPolygonF:
    k = r * 0.42
    x, y = center.x(), center.y()
    return QPolygonF([QPointF(x - k, y - r), QPointF(x + k, y - r), QPointF(x + r, y - k), QPointF(x + r, y + k),
                      QPointF(x + k, y + r), QPointF(x - k, y + r), QPointF(x - r, y + k), QPointF(x - r, y - k)])


def label_font(pixel_size: float, side: str = "cho", label_set: str = "hanja") -> QFont:
    """The board's bundled label face for a side and label set (system fonts as fallbacks)."""
    from . import fonts

    fonts.load_fonts()
    font = QFont()
    font.setFamilies(fonts.families_for(side, label_set))
    font.setPixelSize(max(6, int(pixel_size)))
    return font


class ArrangementPicture(QAbstractButton):
    """A checkable picture of one side's back ranks with an arrangement, drawn from that player's seat."""

    def __init__(self, arrangement: str, side: str, label_set: str = "hanja", language: str = "en",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.arrangement = arrangement
        self.side = side
        self.label_set = label_set
        self.language = language
        self.setCheckable(True)
        self.setText(arrangement_name(seat_string(arrangement, side)))
        self.setToolTip(f"{self.text()} — {arrangement}")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def sizeHint(self) -> QSize:
        return QSize(320, 170)

    def minimumSizeHint(self) -> QSize:
        return QSize(240, 130)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        checked = self.isChecked()
        p.setPen(QPen(QColor("#2d6cdf") if checked else QColor("#8a6d3b"), 4 if checked else 1.5))
        p.setBrush(QColor("#f3d597") if checked else QColor("#e6c483"))
        p.drawRoundedRect(rect, 8, 8)

        name_h = 26.0
        inner = rect.adjusted(8, 6, -8, -(name_h + 2))
        # Nine files with half a cell of margin each side; three ranks (cannons, general, back rank).
        dx = min(inner.width() / 9, inner.height() / 3 / 0.92)
        dy = dx * 0.92
        left = inner.center().x() - 4 * dx
        top = inner.center().y() - dy  # centred vertically

        def pt(col: int, row: int) -> QPointF:  # row 0 = third rank from the player, 2 = the back rank
            return QPointF(left + col * dx, top + row * dy)

        p.setPen(QPen(QColor("#5b4321"), 1))
        for c in range(9):
            p.drawLine(QPointF(pt(c, 0).x(), pt(c, 0).y() - dy * 0.45), pt(c, 2))
        for r in range(3):
            p.drawLine(pt(0, r), pt(8, r))
        p.drawLine(pt(3, 0), pt(5, 2))
        p.drawLine(pt(5, 0), pt(3, 2))

        seat = seat_string(self.arrangement, self.side)
        side_code = 0 if self.side == "cho" else 1
        kinds = {"마": HORSE, "상": ELEPHANT}
        pieces = [(0, 2, CHARIOT), (8, 2, CHARIOT), (3, 2, GUARD), (5, 2, GUARD), (4, 1, GENERAL),
                  (1, 0, CANNON), (7, 0, CANNON)]
        for col, ch in zip((1, 2, 6, 7), seat, strict=True):
            pieces.append((col, 2, kinds[ch]))
        color = CHO_COLOR if self.side == "cho" else HAN_COLOR
        for col, row, kind in pieces:
            r = dx * (0.5 if kind == GENERAL else 0.44 if kind in (CHARIOT, CANNON, HORSE, ELEPHANT) else 0.34)
            chosen = kind in (HORSE, ELEPHANT)
            c = pt(col, row)
            p.setPen(QPen(color if chosen else QColor("#9a7b4f"), 2.0 if chosen else 1.0))
            p.setBrush(QColor("#fffaf0") if chosen else QColor("#efe3c8"))
            p.drawPolygon(_octagon(c, r))
            p.setFont(label_font(r * 1.2, self.side, self.label_set))
            p.setPen(color)
            text = piece_label(kind | side_code << 3, self.label_set, self.language)
            p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, text)

        p.setPen(QColor("#1d1d1d"))
        f = QFont(self.font())
        f.setBold(checked)
        p.setFont(f)
        p.drawText(QRectF(rect.left(), rect.bottom() - name_h - 2, rect.width(), name_h),
                   Qt.AlignmentFlag.AlignCenter, self.text())
        if self.hasFocus():
            p.setPen(QPen(QColor("#2d6cdf"), 1, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 6, 6)
        p.end()


class ArrangementPage(QWidget):
    """The four arrangements for one side, as pictures from that side's seat."""

    changed = Signal(str)

    def __init__(self, side: str, label_set: str, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        layout = QVBoxLayout(self)
        if side == "han":
            title = self.tr("Han (한) chooses first: your horses (馬) and elephants (象), seen from your seat")
        else:
            title = self.tr("Cho (초) chooses: your horses (馬) and elephants (象), seen from your seat")
        heading = QLabel(title)
        heading.setWordWrap(True)
        f = heading.font()
        f.setBold(True)
        heading.setFont(f)
        layout.addWidget(heading)
        grid = QGridLayout()
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.pictures: dict[str, ArrangementPicture] = {}
        # Ordered as the player reads them from the seat (inner, outer, left, right).
        for i, seat in enumerate(("마상상마", "상마마상", "상마상마", "마상마상")):
            arrangement = seat_string(seat, side)  # seat-relative -> board-absolute (an involution)
            pic = ArrangementPicture(arrangement, side, label_set, language)
            pic.setObjectName(f"arrangement-{side}-{arrangement}")
            self.group.addButton(pic)
            self.pictures[arrangement] = pic
            grid.addWidget(pic, i // 2, i % 2)
        layout.addLayout(grid)
        self.pictures[DEFAULT_ARRANGEMENT].setChecked(True)
        self.group.buttonToggled.connect(lambda b, on: on and self.changed.emit(b.arrangement))

    @property
    def arrangement(self) -> str:
        b = self.group.checkedButton()
        return b.arrangement if b is not None else DEFAULT_ARRANGEMENT

    def set_arrangement(self, arrangement: str) -> None:
        self.pictures[arrangement].setChecked(True)


class SetupDialog(QDialog):
    """Each human side picks its arrangement, Han first (tournament practice); the computer picks its own."""

    def __init__(self, parent: QWidget | None = None, *, human_sides: tuple[str, ...] = ("han", "cho"),
                 label_set: str = "hanja", language: str = "en", rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SetupDialog")
        self.setWindowTitle(self.tr("Setup: horses and elephants (차림)"))
        self._rng = rng or random.Random()
        self._computer: dict[str, str] = {}
        layout = QVBoxLayout(self)
        self.stack = QStackedWidget()
        self.pages: dict[str, ArrangementPage] = {}
        for side in ("han", "cho"):  # Han chooses first
            if side in human_sides:
                page = ArrangementPage(side, label_set, language)
                self.pages[side] = page
                self.stack.addWidget(page)
            else:
                self._computer[side] = self._rng.choice(list(ARRANGEMENTS))
        layout.addWidget(self.stack)
        self.note = QLabel()
        layout.addWidget(self.note)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.back_button = QPushButton(self.tr("Back"))
        self.next_button = QPushButton(self.tr("Next"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)
        layout.addLayout(buttons)
        self.next_button.setDefault(True)
        self.back_button.clicked.connect(lambda: self._go(-1))
        self.next_button.clicked.connect(self._next)
        self.cancel_button.clicked.connect(self.reject)
        self._go(0)

    def _go(self, step: int) -> None:
        i = max(0, min(self.stack.count() - 1, self.stack.currentIndex() + step))
        self.stack.setCurrentIndex(i)
        last = i == self.stack.count() - 1
        self.back_button.setEnabled(i > 0)
        self.next_button.setText(self.tr("Start game") if last else self.tr("Next"))
        notes = []
        if self.stack.currentWidget() is self.pages.get("cho") and "han" in self.pages:
            notes.append(self.tr("Han chose: %1.").replace(
                "%1", arrangement_name(seat_string(self.pages["han"].arrangement, "han"))))
        if self._computer:
            notes.append(self.tr("The computer chooses its own arrangement."))
        self.note.setText(" ".join(notes))

    def _next(self) -> None:
        if self.stack.currentIndex() >= self.stack.count() - 1:
            self.accept()
        else:
            self._go(1)

    def arrangement(self, side: str) -> str:
        if side in self.pages:
            return self.pages[side].arrangement
        return self._computer[side]

    @property
    def cho_arrangement(self) -> str:
        return self.arrangement("cho")

    @property
    def han_arrangement(self) -> str:
        return self.arrangement("han")

    def start_fen(self) -> str:
        return start_fen(self.cho_arrangement, self.han_arrangement)


# --- Game over --------------------------------------------------------------------------------------------
class GameOverDialog(QDialog):
    """The result and its reason (with both points totals when points decided); New game one click away."""

    new_game_requested = Signal()

    def __init__(self, outcome: Outcome, parent: QWidget | None = None) -> None:
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
        self.new_game_button.clicked.connect(self._new_game)
        self.close_button.clicked.connect(self.reject)
        self.new_game_button.setDefault(True)
        layout.addWidget(buttons)

    def _new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()


# --- Open: pick one game of a file ------------------------------------------------------------------------
def _tag(tags: dict[str, str], *names: str) -> str:
    for n in names:
        v = (tags.get(n) or "").strip()
        if v and v not in ("?", "????.??.??"):
            return v
    return ""


class GamePickerDialog(QDialog):
    """A file holds several games: a table (players, event, date, result, moves) to choose the one to open.

    ``records`` are ``GameRecord`` objects (anything with ``tags``, ``result`` and ``moves``); the choice is
    :attr:`selected_index` once the dialog is accepted (a double click accepts).
    """

    def __init__(self, records: list, file_name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GamePickerDialog")
        self.setWindowTitle(self.tr("Choose a game"))
        self.records = list(records)
        layout = QVBoxLayout(self)
        heading = QLabel(self.tr("%1 holds %2 games. Choose the one to open:").replace("%1", file_name)
                         .replace("%2", str(len(self.records))))
        heading.setWordWrap(True)
        layout.addWidget(heading)
        headers = [self.tr("Cho (초)"), self.tr("Han (한)"), self.tr("Event"), self.tr("Date"), self.tr("Result"),
                   self.tr("Plies")]
        self.table = QTableWidget(len(self.records), len(headers))
        self.table.setObjectName("GameTable")
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        unknown = self.tr("?")
        for row, rec in enumerate(self.records):
            tags = getattr(rec, "tags", {}) or {}
            event = _tag(tags, "Event")
            rnd = _tag(tags, "Round")
            if rnd:
                event = f"{event} ({rnd})" if event else rnd
            values = [_tag(tags, "White") or unknown, _tag(tags, "Black") or unknown, event,
                      _tag(tags, "Date"), self._result(getattr(rec, "result", "*")), str(len(rec.moves))]
            for col, text in enumerate(values):
                item = QTableWidgetItem(text)
                if col >= 4:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(lambda _index: self.accept())
        layout.addWidget(self.table, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        if self.records:
            self.table.selectRow(0)
        self.table.itemSelectionChanged.connect(self._update)
        self._update()
        self.resize(720, 420)

    def _result(self, result: str) -> str:
        return {"1-0": self.tr("Cho wins"), "0-1": self.tr("Han wins"), "1/2-1/2": self.tr("Draw")}.get(
            result, self.tr("unfinished"))

    def _update(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Open).setEnabled(self.selected_index is not None)

    @property
    def selected_index(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def select(self, index: int) -> None:
        self.table.selectRow(index)


__all__ = [
    "ArrangementPage",
    "ArrangementPicture",
    "GameOverDialog",
    "GamePickerDialog",
    "NewGameDialog",
    "PlayerRow",
    "SetupDialog",
    "arrangement_name",
    "points_text",
    "reason_text",
    "result_text",
    "ruleset_description",
    "seat_string",
    "side_name",
]
