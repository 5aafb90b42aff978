"""The main window's actions, menus and toolbars, built in one place.

Every command the window offers is a ``QAction`` here, connected to what carries it out (the window, its
records controller); the menus and toolbars only arrange them.  The window enables and relabels them from
the game driver's state in :meth:`.game_presenter.GamePresenter.update`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QToolBar

from janggi_desktop.play import GameDriver

from . import i18n
from .action_text import set_text
from .analysis.controller import AnalysisController
from .game_starter import GameStarter
from .icons import action_icon, review_icon
from .keyboard_play import KeyboardPlay
from .records_controller import RecordsController
from .settings import ANIMATION_SPEEDS, BOARD_THEMES, LABEL_SETS, PIECE_SETS, VOLUME_STEPS, Settings
from .study_controller import StudyController
from .texts import translate
from .training.mistakes_controller import MistakesTraining
from .view_options import ViewOptions


class ActionHost(Protocol):
    """What the actions are made for and connected to: the window (a ``QMainWindow``: its menu bar and
    toolbars), its commands and its controllers.  Named here so that the window's actions need no import of
    the window (which imports them)."""

    driver: GameDriver
    settings: Settings
    records: RecordsController
    games: GameStarter
    view: ViewOptions
    analysis: AnalysisController
    keyboard: KeyboardPlay
    mistakes: MistakesTraining
    study: StudyController

    def menuBar(self) -> QMenuBar: ...  # noqa: N802 - Qt's name

    def addToolBar(self, toolbar: QToolBar) -> None: ...  # noqa: N802 - Qt's name

    def width(self) -> int: ...

    def close(self) -> bool: ...

    def continue_from_here(self) -> None: ...

    def undo(self) -> None: ...

    def pass_turn(self) -> None: ...

    def accept_draw(self) -> None: ...

    def resign(self) -> None: ...

    def move_now(self) -> None: ...

    def toggle_pause(self) -> None: ...

    def show_engines_dialog(self) -> object: ...

    def show_about(self) -> None: ...

    def game_library(self) -> object: ...

    def show_library_window(self) -> None: ...

    def show_explorer(self, visible: bool) -> None: ...

    def set_add_opened_records(self, always: bool) -> None: ...
    def show_puzzles(self) -> None: ...


@dataclass(eq=False)
class WindowActions:
    """The window's actions by name (tests and the window reach them here).

    :func:`build_actions` passes the actions by name, then fills in the menu bar, the choices, their groups
    and the toolbars.  Compared by identity: each window has its own.
    """

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
    copy_image_action: QAction | None = None
    type_move_action: QAction | None = None
    focus_board_action: QAction | None = None
    read_position_action: QAction | None = None
    edit_position_action: QAction | None = None
    how_to_play_action: QAction | None = None
    sound_action: QAction | None = None
    copy_moves_action: QAction | None = None
    name_action: QAction | None = None
    import_games_action: QAction | None = None
    import_folder_action: QAction | None = None
    library_action: QAction | None = None
    add_opened_action: QAction | None = None
    explorer_action: QAction | None = None
    hint_action: QAction | None = None
    analysis_action: QAction | None = None
    analyse_game_action: QAction | None = None
    next_mistake_action: QAction | None = None
    previous_mistake_action: QAction | None = None
    allow_hints_action: QAction | None = None
    analysis_engine_menu: QMenu | None = None
    label_actions: dict[str, QAction] = field(default_factory=dict)
    board_theme_actions: dict[str, QAction] = field(default_factory=dict)
    piece_set_actions: dict[str, QAction] = field(default_factory=dict)
    animation_actions: dict[str, QAction] = field(default_factory=dict)
    volume_actions: dict[int, QAction] = field(default_factory=dict)
    notation_actions: dict[str, QAction] = field(default_factory=dict)
    coord_actions: dict[str, QAction] = field(default_factory=dict)
    language_actions: dict[str, QAction] = field(default_factory=dict)
    groups: list[QActionGroup] = field(default_factory=list)
    # What retranslate() re-applies: (action, menu or toolbar; its English text; its English tip).
    sources: list[tuple[QObject, str, str]] = field(default_factory=list)
    #: The menu bar's, in order: File, Edit, Game, Analysis, Training, View, Help.
    menus: list[QMenu] = field(default_factory=list)
    #: Training → Puzzles… (made with the menus' contents)
    puzzles_action: QAction | None = None
    #: Training → My mistakes (N due)…: its text says how many are due (set as the menu opens, not retranslated)
    my_mistakes_action: QAction | None = None
    recent_menu: QMenu | None = None
    recover_menu: QMenu | None = None
    toolbar: QToolBar | None = None
    review_toolbar: QToolBar | None = None
    fitter: ToolbarFitter | None = None

    def show_choice(self, name: str, value: object) -> None:
        """Check what the View menu shows for a choice made (a Settings field's ``name`` and ``value``: see
        :attr:`~.view_options.ViewOptions.chosen`)."""
        if name == "sound":
            self.sound_action.setChecked(bool(value))
            for action in self.volume_actions.values():
                action.setEnabled(bool(value))
        elif name == "flipped":
            self.flip_action.setChecked(bool(value))
        else:
            action = getattr(self, CHOICE_ACTIONS[name]).get(value)
            if action is not None:
                action.setChecked(True)

    def retranslate(self) -> None:
        """Give every action, menu and toolbar its text in the language now installed (Qt's LanguageChange)."""
        for obj, text, tip in self.sources:
            if isinstance(obj, QAction):
                set_text(obj, translate(CONTEXT, text))
                if tip:
                    obj.setStatusTip(translate(CONTEXT, tip))
                    obj.setToolTip(translate(CONTEXT, tip))
            elif isinstance(obj, QMenu):
                obj.setTitle(translate(CONTEXT, text))
            else:
                obj.setWindowTitle(translate(CONTEXT, text))


CONTEXT = "MainWindow"
#: The View menu's choices: the Settings field each sets, and the WindowActions field of its actions.
CHOICE_ACTIONS = {"label_set": "label_actions", "notation": "notation_actions", "board_theme": "board_theme_actions",
                  "piece_set": "piece_set_actions", "animation": "animation_actions",
                  "coordinate_style": "coord_actions", "volume": "volume_actions", "language": "language_actions"}
# Where _action, _choices and _menu record their sources while build_actions runs (then moved to WindowActions).
_SOURCES: list[tuple[QObject, str, str]] = []
#: A key of an action: a key sequence's text ("Ctrl+F"), several of them, or the platform's own keys for a
#: common command (``QKeySequence.StandardKey.Undo``).
Shortcut = str | tuple[str, ...] | QKeySequence.StandardKey


def _action(parent: QObject, text: str, slot, shortcut: Shortcut | None = None, tip: str = "") -> QAction:
    """An action from its English ``text`` and ``tip`` (marked with QT_TRANSLATE_NOOP), shown translated,
    with its ``shortcut``."""
    a = QAction(parent)
    _SOURCES.append((a, text, tip))
    set_text(a, translate(CONTEXT, text))
    tip = translate(CONTEXT, tip) if tip else ""
    if isinstance(shortcut, tuple):  # several keys for one command (the move box: / and Ctrl+M)
        a.setShortcuts([QKeySequence(k) for k in shortcut])
    elif shortcut is not None:
        a.setShortcut(QKeySequence(shortcut))
    if tip:
        a.setStatusTip(tip)
        a.setToolTip(tip)
    a.triggered.connect(slot)
    return a


def _choices(w: ActionHost, items, current: str, slot) -> tuple[QActionGroup, dict[str, QAction]]:
    """Checkable exclusive actions (label set, coordinates, language): one per ``(key, text, translatable)``."""
    group = QActionGroup(w)
    actions: dict[str, QAction] = {}
    for key, text, translatable in items:
        a = QAction(w, checkable=True)
        if translatable:
            _SOURCES.append((a, text, ""))
        set_text(a, translate(CONTEXT, text) if translatable else text)
        a.triggered.connect(lambda _checked=False, k=key: slot(k))
        group.addAction(a)
        actions[key] = a
    actions.get(current, next(iter(actions.values()))).setChecked(True)
    return group, actions


def build_actions(w: ActionHost) -> WindowActions:
    """Create the window's actions, the menu bar with its menus and the View menu's choices, and the
    toolbars."""
    rec, d, std, an = w.records, w.driver, QKeySequence.StandardKey, w.analysis
    _SOURCES.clear()

    a = WindowActions(
        new_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&New game…"), w.games.show_new_game_dialog, std.New,
                           QT_TRANSLATE_NOOP("MainWindow", "Start a new game")),
        open_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Open…"), rec.show_open_dialog, std.Open,
                            QT_TRANSLATE_NOOP("MainWindow", "Open a game record (.pgn, .gib or .fen)")),
        save_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Save"), rec.save, std.Save,
                            QT_TRANSLATE_NOOP("MainWindow", "Save this game")),
        save_as_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "Save &as…"), rec.save_as, std.SaveAs,
                               QT_TRANSLATE_NOOP("MainWindow", "Save this game to a new PGN or .gib file")),
        copy_fen_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "Copy &FEN"), rec.copy_fen, None,
                                QT_TRANSLATE_NOOP("MainWindow", "Copy the position on the board as FEN")),
        paste_fen_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Paste FEN…"), rec.paste_fen, None,
                                 QT_TRANSLATE_NOOP("MainWindow",
                                                   "Start a new game from a FEN (the clipboard's, or typed)")),
        paste_game_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "Paste &game (PGN or .gib)"), rec.paste_game, None,
                                  QT_TRANSLATE_NOOP("MainWindow", "Open the game record on the clipboard")),
        copy_pgn_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "Copy PG&N"), rec.copy_pgn, None,
                                QT_TRANSLATE_NOOP("MainWindow", "Copy the whole game as PGN")),
        first_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&First position"), lambda: d.go_to(0), "Home",
                             QT_TRANSLATE_NOOP("MainWindow", "Show the start position (Home)")),
        prev_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "Pre&vious move"), lambda: d.step(-1), "Left",
                            QT_TRANSLATE_NOOP("MainWindow", "Show the position one move earlier (←)")),
        next_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Next move"), lambda: d.step(1), "Right",
                            QT_TRANSLATE_NOOP("MainWindow", "Show the position one move later (→)")),
        last_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Last position"), d.go_to_end, "End",
                            QT_TRANSLATE_NOOP("MainWindow", "Show the latest position (End)")),
        continue_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Continue from here"), w.continue_from_here,
                                "Ctrl+Return", QT_TRANSLATE_NOOP("MainWindow", "Play on from the position shown (the "
                                                                       "later moves are removed)")),
        undo_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Undo"), w.undo, std.Undo,
                            QT_TRANSLATE_NOOP("MainWindow", "Take back the last move")),
        pass_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Pass"), w.pass_turn, "Ctrl+P",
                            QT_TRANSLATE_NOOP("MainWindow", "Pass this turn (한수쉼)")),
        accept_draw_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "Accept &draw"), w.accept_draw, "Ctrl+D",
                                   QT_TRANSLATE_NOOP("MainWindow", "Accept the draw the bikjang offers")),
        resign_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Resign"), w.resign, None,
                              QT_TRANSLATE_NOOP("MainWindow", "Resign this game")),
        move_now_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Move now"), w.move_now, "Ctrl+Shift+M",
                                QT_TRANSLATE_NOOP("MainWindow", "Make the engine play its best move so far (or ask it "
                                                        "again)")),
        pause_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "Pause cloc&ks"), w.toggle_pause, None,
                             QT_TRANSLATE_NOOP("MainWindow", "Stop both clocks, or start them again (between people, "
                                                             "or on your turn against the computer)")),
        engines_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Engines…"), w.show_engines_dialog, None,
                               QT_TRANSLATE_NOOP("MainWindow", "The built-in engine and external UCI engines such as "
                                                       "Fairy-Stockfish")),
        quit_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Quit"), w.close, std.Quit),
        flip_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Flip board"), w.view.toggle_flip, "Ctrl+F",
                            QT_TRANSLATE_NOOP("MainWindow", "Turn the board around")),
        cycle_labels_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "Next label se&t"), w.view.cycle_label_set,
                                    "Ctrl+L", QT_TRANSLATE_NOOP("MainWindow",
                                                                "Switch the piece labels: hanja, hangeul, Latin")),
        about_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&About Janggi Desktop"), w.show_about),
        type_move_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Type a move"), w.keyboard.focus_move_box,
                                 ("/", "Ctrl+M"), QT_TRANSLATE_NOOP("MainWindow", "Type a move: 79졸78, Hc3, c7d7, "
                                                                                  "a destination, or pass (/)")),
        focus_board_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "Move on the &board with the keys"),
                                   w.keyboard.focus_board, "Ctrl+B",
                                   QT_TRANSLATE_NOOP("MainWindow", "A cursor on the board: arrows move it, Enter "
                                                                   "picks a piece and then its destination, Escape "
                                                                   "lets go")),
        read_position_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "Read the p&osition"),
                                     w.keyboard.read_position, "Ctrl+Shift+P",
                                     QT_TRANSLATE_NOOP("MainWindow", "The position as text, row by row, with each "
                                                                     "side's pieces, the clocks and the result")),
        copy_image_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "Copy board as &image"), rec.copy_board_image,
                                  "Ctrl+Shift+C", QT_TRANSLATE_NOOP("MainWindow", "Copy a picture of the board, to "
                                                                                  "share the position")),
        edit_position_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Edit a position…"),
                                     w.games.show_position_editor, "Ctrl+E",
                                     QT_TRANSLATE_NOOP("MainWindow", "Set up any position, then play or analyse it")),
        how_to_play_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&How to play"), lambda: _show_help(w),
                                   std.HelpContents, QT_TRANSLATE_NOOP("MainWindow", "The rules, with pictures, and "
                                                                                     "the keyboard shortcuts")),
        copy_moves_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "Copy &moves"), rec.copy_moves, None,
                                  QT_TRANSLATE_NOOP("MainWindow", "Copy the moves as the list writes them")),
        name_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "Your na&me…"), rec.edit_name, None,
                            QT_TRANSLATE_NOOP("MainWindow", "Your name in the records of your games")),
        sound_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Sound"), lambda on: w.view.set_sound(on), None,
                             QT_TRANSLATE_NOOP("MainWindow", "Sounds for moves, captures, check and the end of the "
                                                             "game")),
        hint_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Hint (훈수)"), an.hint, "Ctrl+H",
                            QT_TRANSLATE_NOOP("MainWindow", "Show the engine's best move for you (the game records "
                                                            "it)")),
        analysis_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "Analysis &mode"), an.set_mode, "Ctrl+Shift+A",
                                QT_TRANSLATE_NOOP("MainWindow", "Analyse the position on the board continuously: "
                                                                "evaluation bar, best lines and arrow")),
        analyse_game_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "Analyse &game"), an.analyse_game,
                                    "Ctrl+Shift+R", QT_TRANSLATE_NOOP("MainWindow", "Evaluate every position: graph, "
                                                                                    "marked mistakes and better "
                                                                                    "moves")),
        next_mistake_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Next mistake"), an.next_mistake,
                                    "Ctrl+Right", QT_TRANSLATE_NOOP("MainWindow",
                                                                    "Show the next move marked ?!, ? or ??")),
        previous_mistake_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Previous mistake"),
                                        lambda: an.next_mistake(backwards=True), "Ctrl+Left",
                                        QT_TRANSLATE_NOOP("MainWindow", "Show the previous move marked ?!, ? or ??")),
        allow_hints_action=_action(w, QT_TRANSLATE_NOOP("MainWindow", "&Allow hints"), an.set_hints_allowed, None,
                                   QT_TRANSLATE_NOOP("MainWindow", "Turn the Hint command on or off")),
    )
    a.analysis_action.setCheckable(True)
    a.allow_hints_action.setCheckable(True)
    a.allow_hints_action.setChecked(w.settings.hints)
    for act, icon in ((a.first_action, "first"), (a.prev_action, "previous"), (a.next_action, "next"),
                      (a.last_action, "last")):
        act.setIcon(review_icon(icon))
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    for act, icon in ((a.new_action, "new"), (a.undo_action, "undo"), (a.pass_action, "pass"),
                      (a.accept_draw_action, "draw"), (a.resign_action, "resign"), (a.flip_action, "flip"),
                      (a.cycle_labels_action, "labels"), (a.hint_action, "hint"), (a.analysis_action, "analysis")):
        act.setIcon(action_icon(icon))
    a.flip_action.setCheckable(True)
    a.flip_action.setChecked(w.settings.flipped)
    a.sound_action.setCheckable(True)
    a.sound_action.setChecked(w.settings.sound)
    _build_menus(w, a)
    _fill_menus(w, a)
    a.sources = list(_SOURCES)
    _SOURCES.clear()
    return a


def _show_help(w: ActionHost) -> None:
    from .dialogs.help import show_how_to_play  # dialogs load when first opened (ui/dialogs)

    show_how_to_play(w)


def _menu(parent, title: str) -> QMenu:
    """A menu (of the menu bar or a menu) from its English ``title``, shown translated."""
    menu = parent.addMenu(translate(CONTEXT, title))
    _SOURCES.append((menu, title, ""))
    return menu


def _toolbar(title: str) -> QToolBar:
    """A toolbar from its English ``title``, shown translated."""
    toolbar = QToolBar(translate(CONTEXT, title))
    _SOURCES.append((toolbar, title, ""))
    return toolbar


def _fill(menu: QMenu, actions) -> None:
    for act in actions:
        menu.addSeparator() if act is None else menu.addAction(act)


def _build_menus(w: ActionHost, a: WindowActions) -> None:
    """The menu bar's titles (their menus are filled by :func:`_fill_menus`) and the toolbars."""
    mb = w.menuBar()
    for title in (QT_TRANSLATE_NOOP("MainWindow", "&File"), QT_TRANSLATE_NOOP("MainWindow", "&Edit"),
                  QT_TRANSLATE_NOOP("MainWindow", "&Game"), QT_TRANSLATE_NOOP("MainWindow", "&Analysis"),
                  QT_TRANSLATE_NOOP("MainWindow", "&Training"), QT_TRANSLATE_NOOP("MainWindow", "&View"),
                  QT_TRANSLATE_NOOP("MainWindow", "&Help")):
        a.menus.append(_menu(mb, title))

    tb = _toolbar(QT_TRANSLATE_NOOP("MainWindow", "Game"))
    tb.setObjectName("MainToolBar")
    tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    tb.setMovable(False)
    # Pass away from Undo (side by side, the two read as Undo and Redo), with the game's other turns and ends.
    _fill(tb, (a.new_action, a.undo_action, None, a.pass_action, a.accept_draw_action, a.resign_action, a.pause_action,
               None, a.hint_action, a.analysis_action, None, a.flip_action, a.cycle_labels_action))
    w.addToolBar(tb)
    a.toolbar = tb
    rtb = _toolbar(QT_TRANSLATE_NOOP("MainWindow", "Review"))
    rtb.setObjectName("ReviewToolBar")
    rtb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
    rtb.setMovable(False)
    _fill(rtb, (a.first_action, a.prev_action, a.next_action, a.last_action, a.continue_action))
    button = rtb.widgetForAction(a.continue_action)
    if button is not None:
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    w.addToolBar(rtb)
    a.review_toolbar = rtb
    a.fitter = ToolbarFitter(w, tb, rtb)


def _build_choices(w: ActionHost, a: WindowActions) -> None:
    """The View menu's exclusive choices (label set, coordinates, language, …), the settings' checked."""
    names = {"hanja": QT_TRANSLATE_NOOP("MainWindow", "&Hanja (漢字)"),
             "hangeul": QT_TRANSLATE_NOOP("MainWindow", "Han&geul (한글)"),
             "latin": QT_TRANSLATE_NOOP("MainWindow", "&Latin letters")}
    group, a.label_actions = _choices(w, [(n, names[n], True) for n in LABEL_SETS], w.settings.label_set,
                                      w.view.set_label_set)
    a.groups.append(group)
    coordinates = (("korean", QT_TRANSLATE_NOOP("MainWindow", "&Korean digits (1–9, 1–0)"), True),
                   ("algebraic", QT_TRANSLATE_NOOP("MainWindow", "&Algebraic (a–i, 1–10)"), True))
    group, a.coord_actions = _choices(w, coordinates, w.settings.coordinate_style, w.view.set_coordinate_style)
    a.groups.append(group)
    current = w.settings.language if w.settings.language != "system" else ""
    languages = (("", QT_TRANSLATE_NOOP("MainWindow", "Follow the system"), True),
                 *((code, name, False) for code, name in i18n.LANGUAGE_NAMES.items()))
    group, a.language_actions = _choices(w, languages, current, w.view.set_language)
    a.groups.append(group)
    themes = {"wood": QT_TRANSLATE_NOOP("MainWindow", "&Wood"),
              "contrast": QT_TRANSLATE_NOOP("MainWindow", "&High contrast")}
    group, a.board_theme_actions = _choices(w, [(n, themes[n], True) for n in BOARD_THEMES], w.settings.board_theme,
                                            w.view.set_board_theme)
    a.groups.append(group)
    sets = {"classic": QT_TRANSLATE_NOOP("MainWindow", "&Classic (brush and regular script)"),
            "bold": QT_TRANSLATE_NOOP("MainWindow", "&Bold (clearest when small)")}
    group, a.piece_set_actions = _choices(w, [(n, sets[n], True) for n in PIECE_SETS], w.settings.piece_set,
                                          w.view.set_piece_set)
    a.groups.append(group)
    speeds = {"off": QT_TRANSLATE_NOOP("MainWindow", "&Off"), "fast": QT_TRANSLATE_NOOP("MainWindow", "&Fast"),
              "normal": QT_TRANSLATE_NOOP("MainWindow", "&Normal"), "slow": QT_TRANSLATE_NOOP("MainWindow", "&Slow")}
    group, a.animation_actions = _choices(w, [(n, speeds[n], True) for n in ANIMATION_SPEEDS], w.settings.animation,
                                          w.view.set_animation)
    a.groups.append(group)
    notations = (("korean", QT_TRANSLATE_NOOP("MainWindow", "&Korean (79卒78, 79졸78)"), True),
                 ("san", QT_TRANSLATE_NOOP("MainWindow", "&Algebraic, as in PGN (Hc3)"), True),
                 ("uci", QT_TRANSLATE_NOOP("MainWindow", "&Coordinates (b1c3)"), True))
    group, a.notation_actions = _choices(w, notations, w.settings.notation, w.view.set_notation)
    a.groups.append(group)
    volumes = [(v, f"&{i + 1}  {v} %", False) for i, v in enumerate(VOLUME_STEPS)]
    group, a.volume_actions = _choices(w, volumes, w.settings.volume, w.view.set_volume)
    a.groups.append(group)
    for act in a.volume_actions.values():
        act.setEnabled(w.settings.sound)


def show_mistakes_due(a: WindowActions, text: str) -> None:
    """Training → My mistakes with how many are due (``text``, from the mistakes' controller)."""
    if a.my_mistakes_action is not None:
        set_text(a.my_mistakes_action, text)
        tip = translate("MainWindow", "The positions of your ? and ?? moves in your analysed games: find a better "
                                      "move, each one brought back until you do")
        a.my_mistakes_action.setStatusTip(tip)
        a.my_mistakes_action.setToolTip(tip)


def _fill_menus(w: ActionHost, a: WindowActions) -> None:
    """Fill the menu bar's menus, with the View menu's choices."""
    _build_choices(w, a)
    file_menu, edit_menu, game_menu, analysis, training, view, help_menu = a.menus
    _fill(file_menu, (a.new_action, a.open_action))
    a.recent_menu = _menu(file_menu, QT_TRANSLATE_NOOP("MainWindow", "Open &recent"))
    w.records.recent_menu = a.recent_menu
    a.recent_menu.aboutToShow.connect(w.records.fill_recent_menu)
    a.recover_menu = _menu(file_menu, QT_TRANSLATE_NOOP("MainWindow", "Recover previous &game"))
    a.recover_menu.aboutToShow.connect(lambda: w.games.fill_recover_menu(a.recover_menu))
    a.recover_menu.addAction(translate("MainWindow", "No game to recover")).setEnabled(False)  # until shown
    a.import_games_action = _action(w, QT_TRANSLATE_NOOP("MainWindow", "&Import games…"),
                                    lambda: w.game_library().show_import_dialog(), None,
                                    QT_TRANSLATE_NOOP("MainWindow", "Add the games of .pgn and .gib files to the "
                                                                    "game library"))
    a.import_folder_action = _action(w, QT_TRANSLATE_NOOP("MainWindow", "Import a &folder…"),
                                     lambda: w.game_library().show_import_folder_dialog(), None,
                                     QT_TRANSLATE_NOOP("MainWindow", "Add the games of every .pgn and .gib file of a "
                                                                     "folder and its subfolders to the game library"))
    a.library_action = _action(w, QT_TRANSLATE_NOOP("MainWindow", "&Library…"), w.show_library_window, None,
                               QT_TRANSLATE_NOOP("MainWindow", "Browse, search, open and export the games of the "
                                                               "library"))
    a.explorer_action = _action(w, QT_TRANSLATE_NOOP("MainWindow", "Opening e&xplorer"), w.show_explorer, None,
                                QT_TRANSLATE_NOOP("MainWindow", "Show the moves played from the position on the "
                                                                "board in the library's games"))
    a.explorer_action.setCheckable(True)
    a.add_opened_action = _action(w, QT_TRANSLATE_NOOP("MainWindow", "A&dd opened records to the library"),
                                  w.set_add_opened_records, None,
                                  QT_TRANSLATE_NOOP("MainWindow", "Keep every record opened from a file in the game "
                                                                  "library without asking"))
    a.add_opened_action.setCheckable(True)
    a.add_opened_action.setChecked(w.settings.add_opened_records)
    _fill(file_menu, (None, a.library_action, a.import_games_action, a.import_folder_action, a.add_opened_action,
                      None, a.save_action, a.save_as_action, None, a.name_action, None, a.quit_action))
    _fill(edit_menu,
          (a.copy_fen_action, a.paste_fen_action, a.edit_position_action, None, a.copy_pgn_action,
           a.paste_game_action, a.copy_moves_action, None, a.copy_image_action, None, w.study.comment_action))
    # the move shown: a comment (Ctrl+K), a mark (Ctrl+1..6), the move tree's own undo: found in the menus
    # and by the keyboard, not only in the move list's context menu (issue 48)
    marks = _menu(edit_menu, QT_TRANSLATE_NOOP("MainWindow", "Mar&k this move"))
    _fill(marks, w.study.nag_actions.values())
    _fill(edit_menu, (w.study.undo_edit_action, w.study.redo_edit_action))
    _fill(game_menu,
          (a.undo_action, a.pass_action, a.accept_draw_action, a.resign_action, a.move_now_action, a.pause_action,
           None, a.type_move_action, a.focus_board_action, a.read_position_action, None,
           a.first_action, a.prev_action, a.next_action, a.last_action, a.continue_action, None, a.engines_action))
    _fill(analysis, (a.hint_action, a.analysis_action, None, a.analyse_game_action, a.next_mistake_action,
                     a.previous_mistake_action, None, a.allow_hints_action))
    a.analysis_engine_menu = _menu(analysis, QT_TRANSLATE_NOOP("MainWindow", "Analysis &engine"))
    a.analysis_engine_menu.aboutToShow.connect(lambda: w.analysis.fill_engine_menu(a.analysis_engine_menu))
    a.puzzles_action = _action(w, QT_TRANSLATE_NOOP("MainWindow", "&Puzzles…"), w.show_puzzles, None,
                               QT_TRANSLATE_NOOP("MainWindow", "Solve Janggi puzzles chosen near your puzzle rating"))
    a.my_mistakes_action = QAction(w)
    a.my_mistakes_action.triggered.connect(w.mistakes.show_list)
    _fill(training, (a.puzzles_action, a.my_mistakes_action))
    training.aboutToShow.connect(lambda: show_mistakes_due(a, w.mistakes.menu_text()))
    show_mistakes_due(a, translate("MistakesTraining", "My &mistakes…"))
    labels = _menu(view, QT_TRANSLATE_NOOP("MainWindow", "Piece &labels"))
    _fill(labels, (*a.label_actions.values(), None, a.cycle_labels_action))
    _fill(_menu(view, QT_TRANSLATE_NOOP("MainWindow", "&Pieces")), a.piece_set_actions.values())
    _fill(_menu(view, QT_TRANSLATE_NOOP("MainWindow", "&Board")), a.board_theme_actions.values())
    view.addAction(a.flip_action)
    view.addAction(a.explorer_action)
    _fill(_menu(view, QT_TRANSLATE_NOOP("MainWindow", "&Coordinates")), a.coord_actions.values())
    _fill(_menu(view, QT_TRANSLATE_NOOP("MainWindow", "Move &notation")), a.notation_actions.values())
    _fill(_menu(view, QT_TRANSLATE_NOOP("MainWindow", "&Animation")), a.animation_actions.values())
    sound = _menu(view, QT_TRANSLATE_NOOP("MainWindow", "S&ound"))
    _fill(sound, (a.sound_action, None, *a.volume_actions.values()))
    _fill(_menu(view, QT_TRANSLATE_NOOP("MainWindow", "Lan&guage")), a.language_actions.values())
    _fill(help_menu, (a.how_to_play_action, None, a.about_action))
    w.records.fill_recent_menu()


class ToolbarFitter:
    """Shows the game toolbar's text beside its icons where the window is wide enough, icons alone (with
    their tooltips) where it is not, so no button is pushed into the overflow menu.  The window calls
    :meth:`fit` when it is shown or resized (not an event filter: that would see every event of the window)."""

    def __init__(self, window, toolbar: QToolBar, others: QToolBar) -> None:
        self.window, self.toolbar, self.others = window, toolbar, others

    def fit(self) -> None:
        tb = self.toolbar
        room = self.window.width() - self.others.sizeHint().width() - 16
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        if tb.sizeHint().width() > room:
            tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
