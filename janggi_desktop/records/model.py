"""The format-neutral game record every reader produces and every writer consumes.

A :class:`GameRecord` holds what a file says about one game (tags, start, moves, result, comments); the moves
have already been replayed through the rules model when a reader returns it, so ``to_game()`` cannot fail
on a record that came from a file.  Errors are :class:`RecordError` (a ValueError) carrying the file, the game
number, the move and the offending text so the UI can show one precise line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..messages import one_line, quote, short_path
from ..rules import (
    Game,
    GameStateError,
    Handicap,
    IllegalMoveError,
    Move,
    Outcome,
    Termination,
    get_ruleset,
    handicap_of_fen,
)
from ..rules.errors import TemplatedError
from ..rules.notation import DEFAULT_ARRANGEMENT, FenError, arrangement_of, parse_fen, start_fen
from ..rules.ruleset import UnknownRuleSetError
from .tree import MoveTree

DEFAULT_FEN = start_fen()

#: Rule sets tried, in order, for a record that names none (Korean and pychess records follow KJA rules;
#: the others only differ in how long a game may last or in bikjang and passes).
FALLBACK_RULE_SETS = ("janggi", "janggimodern", "standard", "youzai")

#: PGN tag names always written (the Seven Tag Roster), with their "unknown" values.
SEVEN_TAGS = {"Event": "?", "Site": "?", "Date": "????.??.??", "Round": "?", "White": "?", "Black": "?",
              "Result": "*"}
RESULTS = ("1-0", "0-1", "1/2-1/2", "*")

# Input limits: every reader stops with a RecordError naming the limit instead of taking minutes and
# gigabytes.  Real files stay far below them (a .gib game is 1-3 KB; the largest collections we know hold a
# few thousand games; no rule set lets a game run past a few thousand plies).
#: The largest record file read (bytes) or pasted text (characters).
MAX_FILE_BYTES = 16 << 20
#: The longest line (characters): a long PGN move section is a few hundred characters.
MAX_LINE_CHARS = 64 << 10
#: The most games in one file.
MAX_GAMES = 10_000
#: The most plies in one game.
MAX_PLIES = 10_000
#: The most tags (headers) of one game.
MAX_TAGS = 1_000


class RecordError(ValueError):
    """A record that cannot be read or written; the message names the file, the game, the move and the
    failing text, so that one line tells the user where to look.

    The message is one line of at most :data:`~janggi_desktop.messages.MAX_MESSAGE` characters, whatever the
    input: the quoted text is cut to a few dozen characters, a long path keeps its end (the file name), and
    the whole is cut with an ellipsis (a 100 KB FEN tag must not give a 100 KB dialog).  The attributes keep
    the full values for callers that want them.

    ``reason`` may be an error: its message is the reason, and when it is a
    :class:`~janggi_desktop.rules.errors.TemplatedError` (a :class:`RecordFault`, the SAN reader's SanError)
    it is kept as :attr:`cause`, so that the window can say the reason in its language (ui/record_faults.py)."""

    def __init__(self, reason: str | BaseException, *, path: str | None = None, game: int | None = None,
                 move: str | None = None, text: str | None = None) -> None:
        self.cause: TemplatedError | None = reason if isinstance(reason, TemplatedError) else None
        self.reason = str(reason)
        self.path = path
        self.game = game
        self.move = move
        self.text = text
        super().__init__(self._message())

    def _message(self) -> str:
        where = []
        if self.path:
            where.append(short_path(self.path, 60))
        if self.game is not None:
            where.append(f"game {self.game}")
        if self.move is not None:
            where.append(f"move {one_line(self.move, 20)}")
        head = ", ".join(where)
        body = one_line(self.reason)
        if self.text is not None and repr(self.text) not in self.reason:
            body = f"{quote(self.text, 40)}: {body}"
        return one_line(f"{head}: {body}" if head else body)

    def located(self, path: str | None = None, game: int | None = None) -> RecordError:
        """The same error with the file and game filled in where they were not known yet."""
        return RecordError(self.cause or self.reason, path=self.path or path,
                           game=self.game if self.game is not None else game, move=self.move, text=self.text)


class RecordFault(TemplatedError):
    """Why a record cannot be read, as an English template with its values (a :class:`RecordError`'s
    ``reason``), so that the window can say it in its language."""


@dataclass
class GameRecord:
    """One game as read from or written to a file.

    ``tags`` uses PGN tag names for what both formats know (Event, Site, Date, Round, White = Cho,
    Black = Han, TimeControl, ...) and keeps any other header under its own name.  ``comments[k]`` is the
    comment after the k-th move (0: before the first move).
    """

    tags: dict[str, str] = field(default_factory=dict)
    ruleset: str = "standard"
    start_fen: str = DEFAULT_FEN
    cho: str | None = DEFAULT_ARRANGEMENT
    han: str | None = DEFAULT_ARRANGEMENT
    moves: list[Move] = field(default_factory=list)
    result: str = "*"
    termination: str = ""
    comments: dict[int, str] = field(default_factory=dict)
    #: Numeric Annotation Glyphs of the k-th move (PGN's ``$n``; 1 ``!``, 2 ``?``, 3 ``!!``, 4 ``??``, 5 ``!?``,
    #: 6 ``?!``), e.g. an analysis's judgement of the move.
    nags: dict[int, list[int]] = field(default_factory=dict)
    #: Lines played instead of the k-th move (PGN's ``( ... )``), each from the position before it: an
    #: analysis's better move, a commentator's alternative.  Only what replays legally is kept.
    variations: dict[int, list[list[Move]]] = field(default_factory=dict)
    #: Where the record came from (file path) and its number there (1-based), for messages.
    source: str = ""
    index: int = 1
    #: The whole move tree (variations nested to any depth, comments before moves, every line's NAGs) when a
    #: reader or the study board made one; the fields above are its main line.  A change made to those fields
    #: wins: see :func:`record_tree`.
    tree: MoveTree | None = None
    #: What a reader could not keep or had to guess, one line each naming the file, the game and the place
    #: (a variation cut at an illegal move, an unbalanced parenthesis, a comment cut to its limit).
    warnings: list[str] = field(default_factory=list)

    @property
    def is_standard_start(self) -> bool:
        """The game starts from a start arrangement (so .gib can say it with 초차림/한차림)."""
        if self.cho is None or self.han is None:
            return False
        return self.start_fen == start_fen(self.cho, self.han)

    @property
    def handicap(self) -> Handicap | None:
        """The handicap (접장기) the game is played with, read from its start position (the FEN is the truth:
        a ``Handicap`` tag is only written from it), or None."""
        return handicap_of_fen(self.start_fen)

    def to_game(self) -> Game:
        """A fresh :class:`Game` with every move replayed (and a recorded resignation applied)."""
        try:
            g = Game(self.ruleset, fen=self.start_fen)
            for i, m in enumerate(self.moves):
                try:
                    g.push(m)
                except IllegalMoveError as e:
                    raise RecordError(e, path=self.source or None, game=self.index,
                                      move=str(i + 1), text=str(m)) from None
        except (FenError, UnknownRuleSetError) as e:
            raise RecordError(e, path=self.source or None, game=self.index) from None
        apply_result(g, self.result, self.termination)
        return g


def record_tree(record: GameRecord, *, check: bool = True) -> MoveTree:
    """The record's whole move tree, as a new tree: ``record.tree`` made to agree with the record's fields
    (its main line becomes ``moves``; the main line's comments, NAGs and variations become the fields'
    where they differ from what the tree says), or made from the fields alone when the record has no tree.
    Raises :class:`RecordError` for a main-line move that is not legal (``check=False``: the caller tests
    them, as a writer does that plays each move).  A variation is cut at its first illegal move."""
    tree = record.tree
    try:
        if tree is None or (tree.ruleset, tree.start_fen) != (record.ruleset, record.start_fen):
            tree = MoveTree(record.ruleset, record.start_fen)
        else:
            tree = tree.copy()
        tree.apply_main_line_view(record.moves, record.comments, record.nags, record.variations, check=check)
    except (IllegalMoveError, FenError, UnknownRuleSetError) as e:
        raise RecordError(e, path=record.source or None, game=record.index) from None
    return tree


def set_record_tree(record: GameRecord, tree: MoveTree) -> GameRecord:
    """``record`` holding ``tree`` (a copy), its fields set to the tree's main line."""
    moves, comments, nags, variations = tree.main_line_view()
    record.tree = tree.copy()
    record.ruleset, record.start_fen = tree.ruleset, tree.start_fen
    record.moves, record.comments, record.nags, record.variations = moves, comments, nags, variations
    return record


def apply_result(game: Game, result: str, termination: str) -> None:
    """Give ``game`` what the moves alone cannot say: a recorded resignation or loss on time, or a draw
    accepted in a bikjang (rule sets where the side to move may accept one)."""
    if game.outcome() is not None:
        return
    term = termination.lower()
    try:
        if result in ("1-0", "0-1") and ("resign" in term or "기권" in term):
            game.resign("han" if result == "1-0" else "cho")
        elif result in ("1-0", "0-1") and ("time" in term or "시간" in term):
            game.forfeit_on_time("han" if result == "1-0" else "cho")
        elif result == "1/2-1/2" and game.ruleset.bikjang == "accept" and game.bikjang_pending():
            game.accept_bikjang_draw()
    except GameStateError:  # pragma: no cover - guarded by the tests above
        pass


def termination_text(outcome: Outcome | None) -> str:
    """The Termination tag for an outcome (the enum's value, e.g. "checkmate", "ply limit")."""
    return outcome.termination.value if outcome is not None else ""


def arrangements_of_fen(fen: str) -> tuple[str | None, str | None]:
    """(cho, han) arrangements when ``fen`` is exactly a start position, else (None, None)."""
    try:
        parsed = parse_fen(fen)
    except FenError:
        return None, None
    cho = arrangement_of(parsed.board, 0)
    han = arrangement_of(parsed.board, 1)
    if cho is None or han is None or start_fen(cho, han) != fen:
        return None, None
    return cho, han


def record_from_game(game: Game, **tags: str) -> GameRecord:
    """A record of ``game`` as it stands (moves, rule set, start, result) with extra ``tags`` such as
    ``White="Kim"`` (Cho) or ``Event="Club night"``."""
    outcome = game.outcome()
    cho, han = arrangements_of_fen(game.start_fen)
    result = outcome.result_text() if outcome else "*"
    clean = {str(k): str(v) for k, v in tags.items()}
    clean.pop("Result", None)
    return GameRecord(tags=clean, ruleset=game.ruleset.name, start_fen=game.start_fen, cho=cho, han=han,
                      moves=game.moves, result=result, termination=termination_text(outcome))


MoveParser = Callable[[Game, str], Move]


@dataclass
class MoveToken:
    """One move as written in a file, with the label used in error messages (e.g. "12..." or "23")."""

    text: str
    label: str
    #: Extra checks the format wants after the move is found (e.g. .gib's piece names); raise ValueError.
    check: Callable[[Game, Move], None] | None = None


def replay(tokens: list[MoveToken], start: str, rulesets: list[str], parse: MoveParser) -> Game:
    """Replay ``tokens`` from ``start`` under the first rule set of ``rulesets`` that accepts every move.

    Returns the replayed game; if none accepts them, raises the first rule set's error (the most likely
    one) as a RecordError naming the move and its text.
    """
    checks = [tok.check for tok in tokens]
    return _replay([tok.text for tok in tokens], checks if any(checks) else None, lambda i: tokens[i].label,
                   start, rulesets, parse)


def replay_texts(texts: list[str], start: str, rulesets: list[str], parse_int: Callable[[Game, str], int],
                 label_of: Callable[[int], str]) -> Game:
    """:func:`replay` for moves that are only their text (a PGN main line), read by ``parse_int`` as the
    rules' int moves (:func:`~.san.parse_move_int`: no Move object per ply); each is still checked legal
    before it is played.  ``label_of(i)`` names the ``i``-th move in an error, worked out only then (a
    label made for every move cost as much as the legality tests)."""
    return _replay(texts, None, label_of, start, rulesets, parse_int, ints=True)


def _replay(texts: list[str], checks: list[Callable[[Game, Move], None] | None] | None,
            label_of: Callable[[int], str], start: str, rulesets: list[str], parse: Callable[[Game, str], object],
            ints: bool = False) -> Game:
    first_error: RecordError | None = None
    for name in rulesets:
        try:
            rs = get_ruleset(name)
        except UnknownRuleSetError as e:
            raise RecordError(e) from None
        try:
            g = Game(rs, fen=start)
        except (FenError, GameStateError) as e:
            raise RecordError(RecordFault("bad start position: {error}", error=e)) from None
        push = g.push
        i = 0
        try:
            if ints:
                is_legal, push_int = g.is_legal_int, g.push_int
                for i, text in enumerate(texts):  # noqa: B007 (i names the move in the error below)
                    m = parse(g, text)
                    if is_legal(m):  # known legal already when parse tested it: a cache hit
                        push_int(m)
                    else:
                        push(Move(m >> 7, m & 127))  # raises the rules' error, which says why
            elif checks is None:
                for i, text in enumerate(texts):  # noqa: B007 (i names the move in the error below)
                    push(parse(g, text))
            else:
                for i, text in enumerate(texts):
                    move = parse(g, text)
                    check = checks[i]
                    if check is not None:
                        check(g, move)
                    push(move)
        except ValueError as e:
            error = RecordError(e, move=label_of(i), text=texts[i])
            if first_error is None:
                first_error = error
            continue
        return g
    assert first_error is not None
    raise first_error


__all__ = [
    "RecordFault",
    "DEFAULT_FEN",
    "FALLBACK_RULE_SETS",
    "MAX_FILE_BYTES",
    "MAX_GAMES",
    "MAX_LINE_CHARS",
    "MAX_PLIES",
    "MAX_TAGS",
    "RESULTS",
    "SEVEN_TAGS",
    "GameRecord",
    "MoveToken",
    "RecordError",
    "Termination",
    "apply_result",
    "arrangements_of_fen",
    "record_from_game",
    "record_tree",
    "replay",
    "replay_texts",
    "set_record_tree",
    "termination_text",
]
