"""Choosing the time control in the new-game dialog, and naming a time control in the interface language.

The box offers the presets of docs/rules.md#presets (untimed by default, 5m + 30s×3, 10m + 30s×3, 20m + 30s×3,
5m + 15s×1, 10m + 5s increment) and a custom control typed in our short text (``15m+30sx5``, ``3m+2s``,
``30s/move``); ticking "handicap" gives Han a control of its own.  Like the dialogs, it takes its values in
through the constructor and exposes the choice as :attr:`TimeControlBox.time_controls`; :meth:`problem` says
why a typed control cannot be used (the dialog shows it and disables Start).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget

from janggi_desktop.play.clock import PRESETS, TimeControl, TimeControlError

from ..texts import side_name, time_control_text, translate, translated_error

CUSTOM = "custom"
#: The faults of a typed or saved control (the templates of rules/timecontrol.py's and play/clock.py's
#: TimeControlError), declared for pyside6-lupdate; a fault missing here is shown in English
#: (tests/ui/test_translated_errors.py checks that every template is here).
TIME_CONTROL_FAULTS = (
    QT_TRANSLATE_NOOP("TimeControl", "a time is missing"),
    QT_TRANSLATE_NOOP("TimeControl", "{text} is not a time such as 5m, 30s or 1h30m"),
    QT_TRANSLATE_NOOP("TimeControl", "{text}: a number inside a duration needs its unit (h, m, s)"),
    QT_TRANSLATE_NOOP("TimeControl", "{text} is longer than a day"),
    QT_TRANSLATE_NOOP("TimeControl", "unknown time control kind {kind}; expected one of {kinds}"),
    QT_TRANSLATE_NOOP("TimeControl", "{name} must be a whole number >= 0, not {value}"),
    QT_TRANSLATE_NOOP("TimeControl", "the main time is longer than a day"),
    QT_TRANSLATE_NOOP("TimeControl", "a period or an increment is longer than an hour"),
    QT_TRANSLATE_NOOP("TimeControl", "an untimed control has no times"),
    QT_TRANSLATE_NOOP("TimeControl", "byo-yomi needs 1-{max} periods of more than 0 seconds"),
    QT_TRANSLATE_NOOP("TimeControl", "byo-yomi has no increment"),
    QT_TRANSLATE_NOOP("TimeControl", "an increment control needs a main time above 0"),
    QT_TRANSLATE_NOOP("TimeControl", "an increment control has no periods"),
    QT_TRANSLATE_NOOP("TimeControl", "the time per move must be above 0"),
    QT_TRANSLATE_NOOP("TimeControl", "a per-move control has only its time per move"),
    QT_TRANSLATE_NOOP("TimeControl", "no time control given; write e.g. 5m+30sx3, 10m+5s or untimed"),
    QT_TRANSLATE_NOOP("TimeControl", "{text}: a number is too long; write e.g. 5m+30sx3, 10m+5s or untimed"),
    QT_TRANSLATE_NOOP("TimeControl", "the number of periods after x must be a whole number"),
    QT_TRANSLATE_NOOP("TimeControl", "the number of periods before x must be a whole number"),
    QT_TRANSLATE_NOOP("TimeControl", "{text}: {reason}; write e.g. 5m+30sx3 (byo-yomi), 10m+5s (increment), "
                                     "30s/move or untimed"),
    QT_TRANSLATE_NOOP("TimeControl", "{reason}; write e.g. 5m+30sx3 (byo-yomi), 10m+5s (increment), 30s/move or "
                                     "untimed"),
    QT_TRANSLATE_NOOP("TimeControl", "not a saved clock: {reason}"),
    QT_TRANSLATE_NOOP("TimeControl", "a saved clock has two sides"),
    QT_TRANSLATE_NOOP("TimeControl", "a saved clock's times are out of range"),
    QT_TRANSLATE_NOOP("TimeControl", "not saved clocks: {reason}"),
)


class _Row:
    """One side's choice: a preset or Custom, and the typed control when Custom."""

    def __init__(self, name: str) -> None:
        self.label = QLabel()
        self.combo = QComboBox()
        self.combo.setObjectName(f"time-{name}")
        for tc in PRESETS:
            self.combo.addItem(time_control_text(tc), tc.text())
        self.combo.addItem(translate("TimeControlBox", "Custom…"), CUSTOM)
        self.edit = QLineEdit()
        self.edit.setObjectName(f"time-custom-{name}")
        self.edit.setPlaceholderText(translate("TimeControlBox", "e.g. 15m+30sx5, 3m+2s or 30s/move"))
        self.edit.setToolTip(translate("TimeControlBox", "Byo-yomi: main time + period × periods (15m+30sx5). "
                                       "Increment: main time + seconds added per move (3m+2s). Also 10m (sudden "
                                       "death) and 30s/move."))

    def show(self, tc: TimeControl) -> None:
        i = self.combo.findData(tc.text())
        if i >= 0:
            self.combo.setCurrentIndex(i)
        else:
            self.combo.setCurrentIndex(self.combo.findData(CUSTOM))
            self.edit.setText(tc.text())
        self.edit.setVisible(self.combo.currentData() == CUSTOM)

    def control(self) -> TimeControl:
        """The chosen control; raises TimeControlError for a custom text that is not one."""
        key = self.combo.currentData()
        return TimeControl.parse(self.edit.text() if key == CUSTOM else key)


class TimeControlBox(QGroupBox):
    """The clock part of the new-game dialog (see the module docstring)."""

    changed = Signal()

    def __init__(self, time_controls: tuple[TimeControl, TimeControl] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TimeControlBox")
        self.setTitle(self.tr("Clock"))
        cho, han = time_controls or (PRESETS[0], PRESETS[0])
        grid = QGridLayout(self)
        grid.setColumnStretch(2, 1)
        self.rows = {"cho": _Row("cho"), "han": _Row("han")}
        for r, row in enumerate(self.rows.values()):
            grid.addWidget(row.label, r, 0)
            grid.addWidget(row.combo, r, 1)
            grid.addWidget(row.edit, r, 2)
        self.handicap_check = QCheckBox(self.tr("A different time for each side (handicap)"))
        self.handicap_check.setObjectName("time-handicap")
        grid.addWidget(self.handicap_check, 2, 0, 1, 3)
        self.rows["cho"].show(cho)
        self.rows["han"].show(han)
        self.handicap_check.setChecked(cho != han)
        for row in self.rows.values():
            row.combo.currentIndexChanged.connect(self._update)
            row.edit.textChanged.connect(self._update)
        self.handicap_check.toggled.connect(self._update)
        self._update()

    @property
    def handicap(self) -> bool:
        return self.handicap_check.isChecked()

    @property
    def time_controls(self) -> tuple[TimeControl, TimeControl]:
        """(Cho's, Han's) as chosen (untimed for a typed control that cannot be read: see :meth:`problem`)."""
        out = []
        for side in ("cho", "han") if self.handicap else ("cho", "cho"):
            try:
                out.append(self.rows[side].control())
            except TimeControlError:
                out.append(PRESETS[0])
        return out[0], out[1]

    def problem(self) -> str | None:
        """Why the typed control cannot be used, or None."""
        for side in ("cho", "han") if self.handicap else ("cho",):
            row = self.rows[side]
            if row.combo.currentData() != CUSTOM:
                continue
            try:
                row.control()
            except TimeControlError as e:
                return translated_error(e, "TimeControl")
        return None

    def select(self, side: str, text: str) -> None:
        """Choose ``text`` (a preset's or a custom control's short text) for ``side``, as a user would."""
        row = self.rows[side]
        i = row.combo.findData(text)
        if i >= 0:
            row.combo.setCurrentIndex(i)
        else:
            row.combo.setCurrentIndex(row.combo.findData(CUSTOM))
            row.edit.setText(text)

    def _update(self) -> None:
        handicap = self.handicap
        cho, han = self.rows["cho"], self.rows["han"]
        cho.label.setText(side_name("cho") if handicap else self.tr("Both sides"))
        han.label.setText(side_name("han"))
        for row in (han.label, han.combo):
            row.setVisible(handicap)
        for row in self.rows.values():
            row.edit.setVisible(row.combo.currentData() == CUSTOM and (row is cho or handicap))
        for side, row in self.rows.items():
            bad = False
            if row.combo.currentData() == CUSTOM and (side == "cho" or handicap):
                try:
                    row.control()
                except TimeControlError:
                    bad = True
            row.edit.setStyleSheet("border: 1px solid #b3261e;" if bad else "")
        self.changed.emit()
