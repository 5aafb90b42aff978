"""Texts and colours shared by the side panel, the dialogs and the main window: side, arrangement and rule-set
names, a game's result and its reason, the points line — all translated at call time.

Kept apart from ``dialogs`` so that the window's first frame does not wait for the dialog classes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QColor

from janggi_desktop.play.clock import BYOYOMI, INCREMENT, PER_MOVE, TimeControl
from janggi_desktop.play.players import PlayerSpec, ThinkInfo
from janggi_desktop.rules import RULE_SETS, Game, Outcome, Termination
from janggi_desktop.rules.errors import TemplatedError

from . import i18n
from .particles import fit_particles

if TYPE_CHECKING:
    from janggi_desktop.analysis import Evaluation

CHO_COLOR = QColor("#1f7a6a")
HAN_COLOR = QColor("#c0392b")
#: Colours of the marks (glyph -> colour), as lichess uses them: inaccuracy, mistake, blunder (the game report,
#: the move list and the mistakes' list).
MARK_COLOURS = {"?!": QColor("#2a8fc7"), "?": QColor("#e08a00"), "??": QColor("#d23a2a")}


def translate(context: str, text: str) -> str:
    """QCoreApplication.translate (named so that pyside6-lupdate reads the context argument)."""
    return QCoreApplication.translate(context, text)


class _LocaleNumber(int):
    """A count in a message: ``{count:,}`` groups its digits as the interface's language does (10,000; 10 000)."""

    def __format__(self, spec: str) -> str:
        return QLocale().toString(int(self)) if spec == "," else super().__format__(spec)


def translated_error(error: BaseException, context: str, contexts: Mapping[type, str] | None = None) -> str:
    """``error``'s message in the interface's language: a :class:`~janggi_desktop.rules.errors.TemplatedError`'s
    template translated in ``context`` (or in ``contexts``' context for its class, e.g. ``{FenError: "Fen"}``)
    and filled with its values: a value that is such an error translated the same way, a ``side`` (or
    ``…_side``) value translated as a word of the context, an :class:`Outcome` in words, a ``{count:,}`` number
    grouped as the language groups digits.  Any other error, or a translation that does not fit the values,
    gives the English message."""
    if not isinstance(error, TemplatedError):
        return str(error)
    own = next((c for kind, c in (contexts or {}).items() if isinstance(error, kind)), context)
    values: dict[str, object] = {}
    for name, value in error.params.items():
        if isinstance(value, TemplatedError):
            value = translated_error(value, context, contexts)
        elif isinstance(value, Outcome):
            value = outcome_words(value)
        elif (name == "side" or name.endswith("_side")) and isinstance(value, str):
            value = translate(own, value)
        elif isinstance(value, int) and not isinstance(value, bool):
            value = _LocaleNumber(value)
        values[name] = value
    try:
        return fit_particles(translate(own, error.template).format(**values))
    except (KeyError, IndexError, ValueError):
        return str(error)


def outcome_words(outcome: Outcome) -> str:
    """How a game ended in a few words, inside a sentence: "Cho wins: checkmate", "draw: repetition" (and the
    points when they decided it)."""
    if outcome.winner == "cho":
        text = translate("Outcome", "Cho wins: %1")
    elif outcome.winner == "han":
        text = translate("Outcome", "Han wins: %1")
    else:
        text = translate("Outcome", "draw: %1")
    text = fit_particles(text.replace("%1", i18n.termination_text(outcome.termination)))
    if outcome.points is not None:
        text = translate("Outcome", "%1; points %2").replace("%1", text).replace(
            "%2", points_text(*outcome.points))
    return text


def side_name(side: str) -> str:
    return translate("Sides", "Cho (초)") if side == "cho" else translate("Sides", "Han (한)")


def ruleset_description(name: str) -> str:
    """The rule set's one-line description, translated (the English text lives in rules/ruleset.py)."""
    return i18n.ruleset_description(name, RULE_SETS[name].description if name in RULE_SETS else name)


def arrangement_name(seat_string: str) -> str:
    """The name of an arrangement read from the player's own seat (left to right as that player sees)."""
    names = {
        "마상상마": translate("Arrangements", "Inner elephants (안상)"),
        "상마마상": translate("Arrangements", "Outer elephants (바깥상)"),
        "상마상마": translate("Arrangements", "Left elephant (왼상)"),
        "마상마상": translate("Arrangements", "Right elephant (오른상)"),
    }
    return names[seat_string]


def seat_string(arrangement: str, side: str) -> str:
    """Board-absolute arrangement → as the player of ``side`` sees it (Han sits opposite: mirrored)."""
    return arrangement if side == "cho" else arrangement[::-1]


# --- counting: one convention everywhere -------------------------------------------------------------------
# A *move* is a pair, Cho's and Han's, numbered as the move list numbers its rows ("3." is Cho's third move
# and Han's answer); a *ply* is one side's move (a half-move).  Counters of plies say "ply".

def ply_count_text(n: int) -> str:
    """"1 ply", "7 plies"."""
    return translate("Counting", "1 ply") if n == 1 else translate("Counting", "%1 plies").replace("%1", str(n))


def ply_name(game: Game, ply: int) -> str:
    """The ``ply``-th ply of ``game`` (1 = its first) named as the move list shows it: "move 3, Cho"; 0 is the
    start position."""
    if ply <= 0:
        return translate("Counting", "the start position")
    absolute = game.total_ply - game.ply + ply  # plies since the first move of a game from the start
    side = "cho" if absolute % 2 == 1 else "han"
    text = translate("Counting", "move %1, Cho") if side == "cho" else translate("Counting", "move %1, Han")
    return text.replace("%1", str((absolute + 1) // 2))


def bikjang_text(ruleset) -> str:
    """What the side to move must do in bikjang under ``ruleset`` (a RuleSet whose bikjang is not "none")."""
    if ruleset.bikjang == "accept":
        return translate("Bikjang", "빅장 Bikjang: the generals face each other. Break it with a move, or accept "
                                    "the draw.")
    return translate("Bikjang", "빅장 Bikjang: the generals face each other. Break it with a move; passing ends "
                                "the game (count/draw).")


def result_text(outcome: Outcome) -> str:
    if outcome.winner == "cho":
        return translate("GameOver", "Cho wins")
    if outcome.winner == "han":
        return translate("GameOver", "Han wins")
    return translate("GameOver", "Draw")


def recorded_result_text(result: str) -> str:
    """Who won by a record's result tag ("1-0", "0-1", "1/2-1/2"), for a record whose moves do not end the game
    (a win of unstated manner: the record says who won, not how)."""
    if result == "1-0":
        return translate("GameOver", "Cho wins")
    if result == "0-1":
        return translate("GameOver", "Han wins")
    return translate("GameOver", "Draw")


def reason_text(outcome: Outcome) -> str:
    t = outcome.termination
    loser = "han" if outcome.winner == "cho" else "cho"
    if t is Termination.CHECKMATE:
        return translate("GameOver", "Checkmate (외통수).")
    if t is Termination.RESIGNATION:
        return (translate("GameOver", "Cho resigned.") if loser == "cho" else translate("GameOver", "Han resigned."))
    if t is Termination.AGREEMENT:
        if outcome.in_bikjang:
            return translate("GameOver", "Bikjang (빅장): the draw was accepted.")
        return translate("GameOver", "The players agreed to a draw.")
    if t is Termination.TIME_FORFEIT:
        return (translate("GameOver", "Cho ran out of time.") if loser == "cho"
                else translate("GameOver", "Han ran out of time."))
    if t is Termination.BIKJANG:
        if outcome.by_points:
            return translate("GameOver", "Bikjang (빅장) was not broken: decided on points.")
        return translate("GameOver", "Bikjang (빅장) was not broken.")
    if t is Termination.DOUBLE_PASS:
        return translate("GameOver", "Both sides passed.")
    if t is Termination.REPETITION:
        return translate("GameOver", "The same position was repeated.")
    if t is Termination.PERPETUAL_CHECK:
        return translate("GameOver", "Perpetual check: the checking side loses.")
    if t is Termination.SHUTTLE:
        return translate("GameOver", "A piece was shuttled back and forth: that side loses.")
    if t is Termination.PLY_LIMIT:
        return translate("GameOver", "The ply limit was reached.")
    return outcome.detail


def evaluation_text(info: ThinkInfo, side_to_move: str) -> str:
    """An engine's evaluation from Cho's point of view, with the side it favours: "Cho +1.3", "Han +0.4",
    "Even", "Cho mates in 3"."""
    cp, mate = info.for_cho(side_to_move)
    return _evaluation_words(cp, mate)


def evaluation_words(evaluation: Evaluation | None) -> str:
    """An :class:`~janggi_desktop.analysis.Evaluation` in words, as :func:`evaluation_text` says a search's
    (a finished game: its result)."""
    if evaluation is None:
        return "–"
    if evaluation.winner == "draw":
        return translate("GameOver", "Draw")
    if evaluation.winner is not None:
        return translate("GameOver", "Cho wins") if evaluation.winner == "cho" else translate("GameOver", "Han wins")
    return _evaluation_words(evaluation.cp, evaluation.mate)


def _evaluation_words(cp: int | None, mate: int | None) -> str:
    if mate is not None:
        text = translate("Evaluation", "Cho mates in %1") if mate > 0 else translate("Evaluation", "Han mates in %1")
        return text.replace("%1", str(abs(mate)))
    if cp is None:
        return "–"
    if abs(cp) < 5:
        return translate("Evaluation", "Even")
    return lead_words("cho" if cp > 0 else "han", f"{abs(cp) / 100:.1f}")


def lead_words(side: str, lead: str) -> str:
    """A side's lead as the window writes it, "Cho +1.5": an engine's evaluation in pawns, the points ahead."""
    text = translate("Evaluation", "Cho +%1") if side == "cho" else translate("Evaluation", "Han +%1")
    return text.replace("%1", lead)


def player_text(spec: PlayerSpec) -> str:
    """A player as the window names it: a person, the built-in engine at its named level, an external engine
    with its strength."""
    if spec.is_human:
        return spec.name or translate("Players", "Person")
    if spec.kind == "builtin":
        from .dialogs.engine_texts import level_name  # the engine's level table: not needed before a game against it

        return (translate("Players", "Janggi Desktop level %1 (%2)").replace("%1", str(spec.level))
                .replace("%2", level_name(spec.level)))
    strength = spec.strength
    return spec.label() if strength is None else (
        translate("Players", "%1, strength %2").replace("%1", spec.name or spec.command[0]).replace("%2", strength))


def players_text(specs: tuple[PlayerSpec, PlayerSpec], ruleset: str) -> str:
    """Who plays whom, and under which rule set, for the side panel."""
    cho, han = specs
    if cho.is_human and han.is_human:
        return translate("Players", "Two players (hotseat) · %1").replace("%1", ruleset)
    if cho.is_human or han.is_human:
        you, engine = (side_name("cho"), han) if cho.is_human else (side_name("han"), cho)
        return fit_particles(translate("Players", "You play %1 against %2 · %3").replace("%1", you)
                             .replace("%2", player_text(engine)).replace("%3", ruleset))
    return (translate("Players", "%1 (Cho) against %2 (Han) · %3").replace("%1", player_text(cho))
            .replace("%2", player_text(han)).replace("%3", ruleset))


def side_players(specs: tuple[PlayerSpec, PlayerSpec]) -> tuple[str, str]:
    """Who plays Cho and who plays Han, for their clocks: "You" and the engine against a person, each engine
    between engines, the people's names (if any) between two people here ("" for nobody named)."""
    cho, han = specs
    if cho.is_human and han.is_human:
        return cho.name or "", han.name or ""
    you = translate("Players", "You")
    return (you if cho.is_human else player_text(cho)), (you if han.is_human else player_text(han))


def duration_text(ms: int) -> str:
    """A duration as people say it: "5 min", "30 s", "1 h 30 min", "1.5 s"."""
    h, rest = divmod(ms, 3_600_000)
    m, rest = divmod(rest, 60_000)
    parts = []
    if h:
        parts.append(translate("TimeControl", "%1 h").replace("%1", str(h)))
    if m:
        parts.append(translate("TimeControl", "%1 min").replace("%1", str(m)))
    if rest or not parts:
        parts.append(translate("TimeControl", "%1 s").replace("%1", f"{rest / 1000:g}"))
    return " ".join(parts)


def time_control_text(tc: TimeControl, short: bool = False) -> str:
    """A control named for the interface: "5 min + 30 s × 3 (byo-yomi)", "10 min + 5 s per move (increment)"...
    ``short``: as a clock face shows a record's control, without the kind's name ("5 min + 30 s × 3",
    "10 min + 5 s a move", "10 min", "30 s per move")."""
    if tc.kind == BYOYOMI:
        text = (translate("ClockFace", "%1 + %2 × %3") if short
                else translate("TimeControl", "%1 + %2 × %3 (byo-yomi)"))
        return (text.replace("%1", duration_text(tc.main_ms)).replace("%2", duration_text(tc.period_ms))
                .replace("%3", str(tc.periods)))
    if tc.kind == INCREMENT and tc.increment_ms:
        text = (translate("ClockFace", "%1 + %2 a move") if short
                else translate("TimeControl", "%1 + %2 per move (increment)"))
        return text.replace("%1", duration_text(tc.main_ms)).replace("%2", duration_text(tc.increment_ms))
    if tc.kind == INCREMENT:
        return (duration_text(tc.main_ms) if short
                else translate("TimeControl", "%1 (sudden death)").replace("%1", duration_text(tc.main_ms)))
    if tc.kind == PER_MOVE:
        text = translate("ClockFace", "%1 per move") if short else translate("TimeControl", "%1 for every move")
        return text.replace("%1", duration_text(tc.period_ms))
    return translate("TimeControl", "Untimed")


def points_text(cho: float, han: float) -> str:
    return translate("Points", "Cho %1 · Han %2").replace("%1", f"{cho:g}").replace("%2", f"{han:g}")


def refusal_text(why: str, game, sq: int) -> str:
    """Why a click on the board could not move (see ``BoardView.REFUSALS``), in a short sentence."""
    if why == "opponent":
        piece = game.piece_at(sq)
        owner = piece[0] if piece is not None else ("han" if game.turn == "cho" else "cho")
        return (translate("Feedback", "That is %1's piece: %2 is to move.")
                .replace("%1", side_name(owner)).replace("%2", side_name(game.turn)))
    if why == "unreachable":
        return translate("Feedback", "The selected piece cannot go there.")
    if why == "immobile":
        if game.in_check():
            return translate("Feedback", "That piece has no legal move: the general is in check (장군).")
        return translate("Feedback", "That piece has no legal move.")
    if game.is_over():
        return translate("Feedback", "The game is over: undo, or start a new game.")
    return translate("Feedback", "Wait: it is the computer's turn.")
