"""The main window's actions, menus and toolbars, built in one place.

Every command the window offers is a ``QAction`` here, connected to what carries it out (the window, its
records controller); the menus and toolbars only arrange them.  The window enables and relabels them from
the game driver's state in ``MainWindow.update_state``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QToolBar

from . import i18n
from .icons import review_icon
from .settings import LABEL_SETS
from .texts import translate

if TYPE_CHECKING:
    from .main_window import MainWindow


@dataclass
class WindowActions:
    """The window's actions by name (tests and the window reach them here)."""

    new_action: QAction
    open_action: QAction
    save_action: QAction
    save_as_action: QAction
    copy_fen_action: QAction
    paste_fen_action: QAction
    paste_game_action: QAction
    copy_pgn_action: QAction
    first_action: QAction
    prev_action: QAction
    next_action: QAction
    last_action: QAction
    continue_action: QAction
    undo_action: QAction
    pass_action: QAction
    accept_draw_action: QAction
    resign_action: QAction
    move_now_action: QAction
    pause_action: QAction
    engines_action: QAction
    quit_action: QAction
    flip_action: QAction
    cycle_labels_action: QAction
    about_action: QAction
    hint_action: QAction
    analysis_action: QAction
    analyse_game_action: QAction
    next_mistake_action: QAction
    previous_mistake_action: QAction
    allow_hints_action: QAction
    analysis_engine_menu: QMenu | None = None
    label_actions: dict[str, QAction] = field(default_factory=dict)
    coord_actions: dict[str, QAction] = field(default_factory=dict)
    language_actions: dict[str, QAction] = field(default_factory=dict)
    groups: list[QActionGroup] = field(default_factory=list)
    recent_menu: QMenu | None = None
    recover_menu: QMenu | None = None
    toolbar: QToolBar | None = None
    review_toolbar: QToolBar | None = None


def _action(parent: QObject, text: str, slot, shortcut: QKeySequence | str | None = None, tip: str = "") -> QAction:
    a = QAction(text, parent)
    if shortcut is not None:
        a.setShortcut(QKeySequence(shortcut))
    if tip:
        a.setStatusTip(tip)
        a.setToolTip(tip)
    a.triggered.connect(slot)
    return a


def _choices(w: MainWindow, items, current: str, slot) -> tuple[QActionGroup, dict[str, QAction]]:
    """Checkable exclusive actions (label set, coordinates, language): one per ``(key, text)``."""
    group = QActionGroup(w)
    actions: dict[str, QAction] = {}
    for key, text in items:
        a = QAction(text, w, checkable=True)
        a.triggered.connect(lambda _checked=False, k=key: slot(k))
        group.addAction(a)
        actions[key] = a
    actions.get(current, next(iter(actions.values()))).setChecked(True)
    return group, actions


def build_actions(w: MainWindow) -> WindowActions:
    """Create the window's actions, menus and toolbars."""
    rec, d, std, an = w.records, w.driver, QKeySequence.StandardKey, w.analysis

    a = WindowActions(
        new_action=_action(w, translate("MainWindow", "&New game…"), w.games.show_new_game_dialog, std.New,
                           translate("MainWindow", "Start a new game")),
        open_action=_action(w, translate("MainWindow", "&Open…"), rec.show_open_dialog, std.Open,
                            translate("MainWindow", "Open a game record (.pgn, .gib or .fen)")),
        save_action=_action(w, translate("MainWindow", "&Save"), rec.save, std.Save,
                            translate("MainWindow", "Save this game")),
        save_as_action=_action(w, translate("MainWindow", "Save &as…"), rec.save_as, std.SaveAs,
                               translate("MainWindow", "Save this game to a new PGN or .gib file")),
        copy_fen_action=_action(w, translate("MainWindow", "Copy &FEN"), rec.copy_fen, None,
                                translate("MainWindow", "Copy the position on the board as FEN")),
        paste_fen_action=_action(w, translate("MainWindow", "&Paste FEN"), rec.paste_fen, None,
                                 translate("MainWindow", "Start a new game from a FEN on the clipboard")),
        paste_game_action=_action(w, translate("MainWindow", "Paste &game (PGN or .gib)"), rec.paste_game, None,
                                  translate("MainWindow", "Open the game record on the clipboard")),
        copy_pgn_action=_action(w, translate("MainWindow", "Copy P&GN"), rec.copy_pgn, None,
                                translate("MainWindow", "Copy the whole game as PGN")),
        first_action=_action(w, translate("MainWindow", "&First position"), lambda: d.go_to(0), Qt.Key.Key_Home,
                             translate("MainWindow", "Show the start position (Home)")),
        prev_action=_action(w, translate("MainWindow", "P&revious move"), lambda: d.step(-1), Qt.Key.Key_Left,
                            translate("MainWindow", "Show the position one move earlier (←)")),
        next_action=_action(w, translate("MainWindow", "&Next move"), lambda: d.step(1), Qt.Key.Key_Right,
                            translate("MainWindow", "Show the position one move later (→)")),
        last_action=_action(w, translate("MainWindow", "&Last position"), d.go_to_end, Qt.Key.Key_End,
                            translate("MainWindow", "Show the latest position (End)")),
        continue_action=_action(w, translate("MainWindow", "&Continue from here"), w.continue_from_here,
                                "Ctrl+Return", translate("MainWindow", "Play on from the position shown (the "
                                                                       "later moves are removed)")),
        undo_action=_action(w, translate("MainWindow", "&Undo"), w.undo, std.Undo,
                            translate("MainWindow", "Take back the last move")),
        pass_action=_action(w, translate("MainWindow", "&Pass"), w.pass_turn, "Ctrl+P",
                            translate("MainWindow", "Pass this turn (한수쉼)")),
        accept_draw_action=_action(w, translate("MainWindow", "Accept &draw"), w.accept_draw, "Ctrl+D",
                                   translate("MainWindow", "Accept the draw the bikjang offers")),
        resign_action=_action(w, translate("MainWindow", "&Resign"), w.resign, None,
                              translate("MainWindow", "Resign this game")),
        move_now_action=_action(w, translate("MainWindow", "&Move now"), w.move_now, "Ctrl+M",
                                translate("MainWindow", "Make the engine play its best move so far (or ask it "
                                                        "again)")),
        pause_action=_action(w, translate("MainWindow", "Pa&use clocks"), w.clocks.toggle_pause, None,
                             translate("MainWindow", "Stop both clocks, or start them again (between people, or "
                                                     "on your turn against the computer)")),
        engines_action=_action(w, translate("MainWindow", "&Engines…"), w.show_engines_dialog, None,
                               translate("MainWindow", "The built-in engine and external UCI engines such as "
                                                       "Fairy-Stockfish")),
        quit_action=_action(w, translate("MainWindow", "&Quit"), w.close, std.Quit),
        flip_action=_action(w, translate("MainWindow", "&Flip board"), w.view.toggle_flip, "Ctrl+F",
                            translate("MainWindow", "Turn the board around")),
        cycle_labels_action=_action(w, translate("MainWindow", "Next &label set"), w.view.cycle_label_set, "Ctrl+L",
                                    translate("MainWindow", "Switch the piece labels: hanja, hangeul, Latin")),
        about_action=_action(w, translate("MainWindow", "&About Janggi Desktop"), w.show_about),
        hint_action=_action(w, translate("MainWindow", "&Hint (훈수)"), an.hint, "Ctrl+H",
                            translate("MainWindow", "Show the engine's best move for you (the game records it)")),
        analysis_action=_action(w, translate("MainWindow", "Analysis &mode"), an.set_mode, "Ctrl+Shift+A",
                                translate("MainWindow", "Analyse the position on the board continuously: "
                                                        "evaluation bar, best lines and arrow")),
        analyse_game_action=_action(w, translate("MainWindow", "Analyse &game"), an.analyse_game, "Ctrl+Shift+R",
                                    translate("MainWindow", "Evaluate every position: graph, marked mistakes and "
                                                            "better moves")),
        next_mistake_action=_action(w, translate("MainWindow", "&Next mistake"), an.next_mistake, "Ctrl+Right",
                                    translate("MainWindow", "Show the next move marked ?!, ? or ??")),
        previous_mistake_action=_action(w, translate("MainWindow", "&Previous mistake"),
                                        lambda: an.next_mistake(backwards=True), "Ctrl+Left",
                                        translate("MainWindow", "Show the previous move marked ?!, ? or ??")),
        allow_hints_action=_action(w, translate("MainWindow", "&Allow hints"), an.set_hints_allowed, None,
                                   translate("MainWindow", "Turn the Hint command on or off")),
    )
    a.analysis_action.setCheckable(True)
    a.allow_hints_action.setCheckable(True)
    a.allow_hints_action.setChecked(w.settings.hints)
    for act, icon in ((a.first_action, "first"), (a.prev_action, "previous"), (a.next_action, "next"),
                      (a.last_action, "last")):
        act.setIcon(review_icon(icon))
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    a.flip_action.setCheckable(True)
    a.flip_action.setChecked(w.settings.flipped)
    names = {"hanja": translate("MainWindow", "&Hanja (漢字)"), "hangeul": translate("MainWindow", "Han&geul (한글)"),
             "latin": translate("MainWindow", "&Latin letters")}
    group, a.label_actions = _choices(w, [(n, names[n]) for n in LABEL_SETS], w.settings.label_set,
                                      w.view.set_label_set)
    a.groups.append(group)
    coordinates = (("korean", translate("MainWindow", "&Korean digits (1–9, 1–0)")),
                   ("algebraic", translate("MainWindow", "&Algebraic (a–i, 1–10)")))
    group, a.coord_actions = _choices(w, coordinates, w.settings.coordinate_style, w.view.set_coordinate_style)
    a.groups.append(group)
    current = w.settings.language if w.settings.language != "system" else ""
    languages = (("", translate("MainWindow", "Follow the system")),) + tuple(i18n.LANGUAGE_NAMES.items())
    group, a.language_actions = _choices(w, languages, current, w.view.set_language)
    a.groups.append(group)
    _build_menus(w, a)
    return a


def _fill(menu: QMenu, actions) -> None:
    for act in actions:
        menu.addSeparator() if act is None else menu.addAction(act)


def _build_menus(w: MainWindow, a: WindowActions) -> None:
    mb = w.menuBar()
    file_menu = mb.addMenu(translate("MainWindow", "&File"))
    _fill(file_menu, (a.new_action, a.open_action))
    a.recent_menu = file_menu.addMenu(translate("MainWindow", "Open &recent"))
    a.recent_menu.aboutToShow.connect(w.records.fill_recent_menu)
    a.recover_menu = file_menu.addMenu(translate("MainWindow", "Recover previous &game"))
    a.recover_menu.aboutToShow.connect(w.games.fill_recover_menu)
    a.recover_menu.addAction(translate("MainWindow", "No game to recover")).setEnabled(False)  # until shown
    _fill(file_menu, (None, a.save_action, a.save_as_action, None, a.quit_action))
    _fill(mb.addMenu(translate("MainWindow", "&Edit")),
          (a.copy_fen_action, a.paste_fen_action, None, a.copy_pgn_action, a.paste_game_action))
    _fill(mb.addMenu(translate("MainWindow", "&Game")),
          (a.undo_action, a.pass_action, a.accept_draw_action, a.resign_action, a.move_now_action, a.pause_action, None,
           a.first_action, a.prev_action, a.next_action, a.last_action, a.continue_action, None, a.engines_action))
    analysis = mb.addMenu(translate("MainWindow", "&Analysis"))
    _fill(analysis, (a.hint_action, a.analysis_action, None, a.analyse_game_action, a.next_mistake_action,
                     a.previous_mistake_action, None, a.allow_hints_action))
    a.analysis_engine_menu = analysis.addMenu(translate("MainWindow", "Analysis &engine"))
    a.analysis_engine_menu.aboutToShow.connect(w.analysis.fill_engine_menu)
    view = mb.addMenu(translate("MainWindow", "&View"))
    labels = view.addMenu(translate("MainWindow", "Piece &labels"))
    _fill(labels, (*a.label_actions.values(), None, a.cycle_labels_action))
    view.addAction(a.flip_action)
    _fill(view.addMenu(translate("MainWindow", "&Coordinates")), a.coord_actions.values())
    _fill(view.addMenu(translate("MainWindow", "Lan&guage")), a.language_actions.values())
    mb.addMenu(translate("MainWindow", "&Help")).addAction(a.about_action)

    tb = QToolBar(translate("MainWindow", "Game"))
    tb.setObjectName("MainToolBar")
    tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    tb.setMovable(False)
    _fill(tb, (a.new_action, a.undo_action, a.pass_action, a.accept_draw_action, a.resign_action, a.pause_action, None,
               a.hint_action, a.analysis_action, None, a.flip_action, a.cycle_labels_action))
    w.addToolBar(tb)
    a.toolbar = tb
    rtb = QToolBar(translate("MainWindow", "Review"))
    rtb.setObjectName("ReviewToolBar")
    rtb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
    rtb.setMovable(False)
    _fill(rtb, (a.first_action, a.prev_action, a.next_action, a.last_action, a.continue_action))
    button = rtb.widgetForAction(a.continue_action)
    if button is not None:
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    w.addToolBar(rtb)
    a.review_toolbar = rtb
