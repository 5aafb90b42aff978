"""Players: everything that can make a move, behind one interface.

A person at the board, the built-in engine at a level, and any external UCI engine (Fairy-Stockfish first)
are all a :class:`Player`.  The game driver asks the side to move's player for a move the same way whoever
it is, so hotseat, playing the computer, playing Fairy-Stockfish and watching two engines are one code path
(Cute Chess's ChessPlayer idea).

Thinking is synchronous: :meth:`Player.think` blocks until it has a move and returns it, and
:meth:`Player.analyse` (the analysis board, hints, the game report) until it has its best lines.  Whoever calls it
owns the thread (the window runs it off the GUI thread, the match runner in its own loop) and stops it
cooperatively by setting the ``stop`` event it passed in, after which the player returns the best move it
has within about 50 ms.  An event per request, rather than a ``stop()`` method, means a stop meant for one
request can never cut a later one short.

A player that cannot move — an engine that does not start, crashes, goes silent or answers an illegal move —
raises :class:`PlayerError` with a message for the user; the game itself is never touched by a player (it
receives a copy), so nothing is lost.

:class:`PlayerSpec` is a player written down: what the new-game dialog returns, what the settings and the
autosave keep, and what ``janggi-desktop match`` reads (``human``, ``builtin:LEVEL``, ``fsf:SKILL``,
``uci:COMMAND[:SKILL]``).

The engine's modules are imported inside the methods that use them, when a player first thinks: the built-in
search (``engine.search`` with ``engine.levels``, ~7-9 ms to import) and the UCI client (``engine.client``,
~27 ms), measured over what the window has loaded at its first frame, which never needs them.
"""

from __future__ import annotations

import dataclasses
import os
import shlex
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from janggi_desktop.level_bounds import MAX_LEVEL, MIN_LEVEL  # engine/levels.py names the levels
from janggi_desktop.messages import quote
from janggi_desktop.rules import Game, Move

from .fairy_stockfish import find_fairy_stockfish

if TYPE_CHECKING:  # engine.client costs ~27 ms to import: imported inside the UCI player's methods (see above)
    from janggi_desktop.engine.client import UciClient

HUMAN, BUILTIN, UCI = "human", "builtin", "uci"
KINDS = (HUMAN, BUILTIN, UCI)
FAIRY_STOCKFISH_NAME = "Fairy-Stockfish"
#: Think time of an external engine when neither the clock nor the caller gives one (milliseconds).
DEFAULT_ENGINE_MOVETIME = 1000
#: The "Move Overhead" an external engine is given (when it has the option and the user set none): its answer
#: still has to cross the pipe, our reader thread and the window's event loop before the clock is pressed, and
#: Stockfish's 10 ms default loses on time in a short byo-yomi period on a busy machine.
ENGINE_MOVE_OVERHEAD_MS = 100
#: Engines (by the start of their ``id name``, lower case) that read UCI ``go ... byoyomi`` as USI does:
#: Fairy-Stockfish adds the period to the time left *and* counts it as an increment of every move
#: (src/uci.cpp: ``limits.inc[c] = byoyomi; limits.time[c] += byoyomi``), so in main time it plans as if
#: each move banked a whole period, and thought 2 min 43 s on the first move of 5m + 30s x 3.  They are given
#: a Korean clock in terms they manage well (:func:`usi_byoyomi_limits`).
USI_BYOYOMI_ENGINES = ("fairy-stockfish",)


class PlayerError(RuntimeError):
    """A player could not make a move; the message is for the user (the game is kept as it was)."""


class PlayerSpecError(ValueError):
    """Text or data that does not describe a player."""


class ThinkLimits(NamedTuple):
    """How long a player may think: a fixed time, a depth or node budget, or the clocks (UCI ``go``'s
    fields, in milliseconds, ``wtime`` being Cho's).  All None: the player's own default (a built-in level
    thinks for its level's time)."""

    movetime_ms: int | None = None
    depth: int | None = None
    nodes: int | None = None
    wtime: int | None = None
    btime: int | None = None
    winc: int | None = None
    binc: int | None = None
    byoyomi: int | None = None
    movestogo: int | None = None
    #: Think until stopped (analysis): the other fields are ignored and the caller's stop event ends it.
    infinite: bool = False

    @property
    def on_clock(self) -> bool:
        return self.wtime is not None or self.btime is not None


class ThinkInfo(NamedTuple):
    """Progress of a search: one line of the engine's thinking.  Scores are from the side to move's point of
    view (as UCI reports them): ``score_cp`` in centi-pawns, or ``score_mate`` moves to mate (negative: being
    mated).  An immutable record (``_replace`` makes a changed copy)."""

    depth: int
    score_cp: int | None = None
    score_mate: int | None = None
    nodes: int = 0
    nps: int = 0
    time_ms: int = 0
    pv: Sequence[Move] = ()
    #: Which of the best lines this is (1: the best), when the player was asked for several.
    multipv: int = 1

    def for_cho(self, side_to_move: str) -> tuple[int | None, int | None]:
        """(centi-pawns, moves to mate) from Cho's point of view (positive: good for Cho), as the window and
        the records show an evaluation, whoever is to move."""
        sign = 1 if side_to_move == "cho" else -1
        return (None if self.score_cp is None else sign * self.score_cp,
                None if self.score_mate is None else sign * self.score_mate)


InfoCallback = Callable[[ThinkInfo], None]
#: The most lines an analysis asks for (the analysis board shows 1-5).
MAX_MULTIPV = 5


def legal_prefix(game: Game, pv: Sequence[Move]) -> list[Move]:
    """The longest start of ``pv`` that is legal from ``game`` (an engine's line may go on under rules of
    its own, e.g. Fairy-Stockfish's close variant for our ``standard``: what cannot be played is cut)."""
    g = game.copy()
    out: list[Move] = []
    for move in pv:
        if g.is_over() or not g.is_legal(move):
            break
        g.push(move)
        out.append(move)
    return out


def usi_byoyomi_limits(limits: ThinkLimits, side: int) -> ThinkLimits:
    """A Korean byo-yomi clock as an engine that reads ``byoyomi`` USI's way should be given it, for the side
    ``side`` (0: Cho) to move.

    In main time a period is not an increment: what this move may spend without losing anything is the main
    time plus one period (a move made within the period keeps it), and nothing unspent comes back later.  So
    the engine is told exactly that, as sudden death: ``wtime``/``btime`` = main time + period, no ``byoyomi``;
    it then spreads the time over the moves to come as in any sudden-death game.  Once in byo-yomi (main time
    0), and on a clock of a fixed time per move, the limits are left as they are: ``go wtime 0 byoyomi P``
    makes Fairy-Stockfish think up to the period less its Move Overhead, which is what a period is for.
    Other clocks (increment, sudden death, none) are left alone."""
    if limits.byoyomi is None or not limits.on_clock or limits.infinite:
        return limits
    main = limits.wtime if side == 0 else limits.btime
    if main is None or main <= 0:
        return limits
    budget = main + limits.byoyomi
    if side == 0:
        return limits._replace(wtime=budget, byoyomi=None)
    return limits._replace(btime=budget, byoyomi=None)


# --- specs ------------------------------------------------------------------------------------------------
class _PlayerSpecFields(NamedTuple):
    kind: str
    level: int = 0
    name: str = ""
    command: tuple[str, ...] = ()
    options: tuple[tuple[str, str], ...] = ()


class PlayerSpec(_PlayerSpecFields):
    """A player written down.

    ``kind`` is ``human``, ``builtin`` (the built-in engine at ``level`` 1-10) or ``uci`` (an external engine
    run as ``command``, with UCI ``options`` set before each game, e.g. ``(("Skill Level", "5"),)``).
    ``name`` is a person's name or an engine's display name.  An immutable record, checked when made.
    """

    __slots__ = ()

    def __new__(cls, *args, **kwargs) -> PlayerSpec:
        self = super().__new__(cls, *args, **kwargs)
        self._check()
        return self

    def _check(self) -> None:
        if self.kind not in KINDS:
            raise PlayerSpecError(f"unknown player kind {self.kind!r}; expected one of {', '.join(KINDS)}")
        if self.kind == BUILTIN and not (isinstance(self.level, int) and MIN_LEVEL <= self.level <= MAX_LEVEL):
            raise PlayerSpecError(f"the built-in engine's level must be {MIN_LEVEL}-{MAX_LEVEL}, not {self.level!r}")
        if self.kind == UCI and not self.command:
            raise PlayerSpecError("an external engine needs a command to run")

    # constructors
    @classmethod
    def human(cls, name: str = "") -> PlayerSpec:
        return cls(HUMAN, name=name)

    @classmethod
    def builtin(cls, level: int) -> PlayerSpec:
        return cls(BUILTIN, level=level)

    @classmethod
    def fairy_stockfish(cls, skill: int | None = None, path: str | None = None) -> PlayerSpec:
        """Fairy-Stockfish where it is installed (``path`` overrides the search), at ``skill`` (-20..20)."""
        exe = path or find_fairy_stockfish() or "fairy-stockfish"
        options = (("Skill Level", str(skill)),) if skill is not None else ()
        return cls(UCI, name=FAIRY_STOCKFISH_NAME, command=(exe,), options=options)

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def strength(self) -> str | None:
        """The value of the engine's strength option (Skill Level or UCI_Elo), if one is set."""
        for name, value in self.options:
            if name.lower() in ("skill level", "uci_elo"):
                return value
        return None

    def label(self) -> str:
        """A short English name for records and the command line ("Level 5 (Club)", "Fairy-Stockfish,
        Skill Level 3"); the window builds its own translated text."""
        if self.kind == HUMAN:
            return self.name or "Human"
        if self.kind == BUILTIN:
            from janggi_desktop.engine.levels import get_level

            return f"Janggi Desktop level {self.level} ({get_level(self.level).name})"
        name = self.name or os.path.basename(self.command[0])
        shown = [f"{k} {v}" for k, v in self.options if k.lower() != "uci_limitstrength"]
        return f"{name}, {', '.join(shown)}" if shown else name

    # text form (command line) -----------------------------------------------------------------------------
    @classmethod
    def parse(cls, text: str) -> PlayerSpec:
        """``human``, ``builtin:LEVEL``, ``fsf[:SKILL]``, ``uci:COMMAND[:SKILL]`` (COMMAND split as a shell
        would, so it may carry arguments: ``uci:python3 -m janggi_desktop.engine:5``)."""
        kind, sep, arg = text.strip().partition(":")
        kind = kind.lower()
        if kind == HUMAN:
            return cls.human(arg)
        if kind == BUILTIN:
            try:
                return cls.builtin(int(arg) if len(arg) <= 6 else MAX_LEVEL + 1)
            except ValueError:
                raise PlayerSpecError(f"{quote(text, 30)}: write builtin:LEVEL with a level "
                                      f"{MIN_LEVEL}-{MAX_LEVEL}") from None
        if kind == "fsf":
            if not arg:
                return cls.fairy_stockfish()
            skill = int(arg) if len(arg) <= 6 and arg.lstrip("+-").isdigit() else None
            if skill is None or not -20 <= skill <= 20:  # Fairy-Stockfish's range: outside it, an error
                raise PlayerSpecError(f"{quote(text, 30)}: write fsf:SKILL with a Skill Level -20..20")
            return cls.fairy_stockfish(skill)
        if kind == UCI and arg:
            command, skill = arg, None
            head, _, tail = arg.rpartition(":")
            if head and tail.lstrip("-").isdigit():
                command, skill = head, tail
            try:
                argv = tuple(shlex.split(command))
            except ValueError as e:
                raise PlayerSpecError(f"{text!r}: {e}") from None
            if not argv:
                raise PlayerSpecError(f"{text!r}: no engine command")
            options = (("Skill Level", skill),) if skill is not None else ()
            return cls(UCI, name=os.path.basename(argv[0]), command=argv, options=options)
        raise PlayerSpecError(f"unknown player {text!r}: use human, builtin:LEVEL, fsf:SKILL or "
                              f"uci:COMMAND[:SKILL]")

    # data form (settings, autosave) -----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        if self.kind == BUILTIN:
            d["level"] = self.level
        if self.name:
            d["name"] = self.name
        if self.kind == UCI:
            d["command"] = list(self.command)
            d["options"] = [list(o) for o in self.options]
        return d

    @classmethod
    def from_dict(cls, data: Any) -> PlayerSpec:
        """The spec ``to_dict`` wrote; anything else raises :class:`PlayerSpecError` (never another error)."""
        if not isinstance(data, dict):
            raise PlayerSpecError(f"a player must be a dictionary, not {type(data).__name__}")
        kind = data.get("kind")
        name = data.get("name", "")
        if not isinstance(name, str):
            raise PlayerSpecError("a player's name must be text")
        if kind == BUILTIN:
            level = data.get("level")
            if type(level) is not int:
                raise PlayerSpecError(f"the built-in engine's level must be an integer, not {level!r}")
            return cls(BUILTIN, level=level, name=name)
        if kind == UCI:
            command = data.get("command")
            options = data.get("options", [])
            if not (isinstance(command, list) and command and all(isinstance(c, str) for c in command)):
                raise PlayerSpecError("an external engine's command must be a list of words")
            if not (isinstance(options, list) and all(
                    isinstance(o, list) and len(o) == 2 and all(isinstance(x, str) for x in o) for o in options)):
                raise PlayerSpecError("an external engine's options must be a list of [name, value] pairs")
            return cls(UCI, name=name, command=tuple(command), options=tuple((o[0], o[1]) for o in options))
        if kind == HUMAN:
            return cls(HUMAN, name=name)
        raise PlayerSpecError(f"unknown player kind {kind!r}")

    def create(self, *, seed: int | None = None, env: dict[str, str] | None = None) -> Player:
        """A new player for this spec (an engine process starts only when it first thinks)."""
        if self.kind == HUMAN:
            return HumanPlayer(self)
        if self.kind == BUILTIN:
            return BuiltinPlayer(self, seed=seed)
        return UciEnginePlayer(self, env=env)


# --- players ----------------------------------------------------------------------------------------------
class Player:
    """What the game driver asks for moves.  Subclasses implement :meth:`think` (engines) or are fed by
    the board (a person)."""

    is_human: ClassVar[bool] = False

    def __init__(self, spec: PlayerSpec) -> None:
        self.spec = spec

    @property
    def name(self) -> str:
        return self.spec.label()

    def new_game(self, game: Game) -> None:
        """A new game starts (an engine forgets what it learnt of the last one)."""

    def think(self, game: Game, limits: ThinkLimits | None = None, *, on_info: InfoCallback | None = None,
              stop: threading.Event | None = None) -> Move:
        """A legal move for the side to move in ``game`` (the caller's copy: the player may change it).

        Blocks until the move is chosen; setting ``stop`` makes it return its best move so far promptly.
        Raises :class:`PlayerError` when no move can be had."""
        raise PlayerError(f"{self.name} does not think: a person moves on the board")

    def analyse(self, game: Game, limits: ThinkLimits | None = None, *, multipv: int = 1,
                on_info: InfoCallback | None = None, stop: threading.Event | None = None) -> list[ThinkInfo]:
        """The ``multipv`` best lines for the side to move in ``game`` (the caller's copy), best first.

        Each line is a :class:`ThinkInfo` whose score is from the side to move's point of view and whose
        ``pv`` is legal from ``game``; fewer lines come back when there are fewer legal moves, none when the
        game is over.  ``limits.infinite`` analyses until ``stop`` is set (then the lines reached so far
        are returned); ``on_info`` hears every line as the engine reports it, its ``multipv`` saying which.
        Raises :class:`PlayerError` when the player cannot analyse."""
        raise PlayerError(f"{self.name} does not analyse: a person moves on the board")

    def close(self) -> None:
        """Release what the player holds (an engine process); the player is not used again."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"


class HumanPlayer(Player):
    """A person: the board feeds their moves to the driver; nobody asks them to think."""

    is_human = True

    def __init__(self, spec: PlayerSpec | None = None) -> None:
        super().__init__(spec or PlayerSpec.human())


class BuiltinPlayer(Player):
    """The built-in engine at a level, in this process.  One searcher per game, so its hash table carries
    what it learnt from one move to the next."""

    def __init__(self, spec: PlayerSpec, *, seed: int | None = None) -> None:
        if spec.kind != BUILTIN:
            raise PlayerSpecError(f"not a built-in engine: {spec}")
        super().__init__(spec)
        self.level = spec.level
        self.seed = seed
        self._searcher: Any = None
        self._analysis_searcher: Any = None  # its own tables, and never the opening book
        self._lock = threading.Lock()

    @property
    def searcher(self) -> Any:
        """The engine's searcher of this game (None until the first move is thought about)."""
        return self._searcher

    def new_game(self, game: Game) -> None:
        with self._lock:
            self._searcher = None
            self._analysis_searcher = None

    def _search_limits(self, limits: ThinkLimits | None) -> Any:
        """The engine's limits for ``limits`` at this player's level (its own default when none are given)."""
        from janggi_desktop.engine.levels import level_limits
        from janggi_desktop.engine.search import Limits

        limits = limits or ThinkLimits()
        if limits == ThinkLimits():
            return level_limits(self.level)
        if limits.infinite:
            return level_limits(self.level, Limits(infinite=True))
        return level_limits(self.level, Limits(
            movetime=limits.movetime_ms, depth=limits.depth, nodes=limits.nodes, wtime=limits.wtime,
            btime=limits.btime, winc=limits.winc, binc=limits.binc, movestogo=limits.movestogo))

    def _ensure_searcher(self) -> Any:
        from janggi_desktop.engine.levels import get_level
        from janggi_desktop.engine.search import Searcher

        if self._searcher is None:
            self._searcher = Searcher(style=get_level(self.level).style, hash_mb=16, seed=self.seed)
        return self._searcher

    def _ensure_analysis_searcher(self) -> Any:
        """The searcher of analyses: the level's style without an opening book (a book answers a move with
        no evaluation, and an analysis wants the evaluation)."""
        from janggi_desktop.engine.levels import get_level
        from janggi_desktop.engine.search import Searcher

        if self._analysis_searcher is None:
            style = get_level(self.level).style
            if any(f.name == "book" for f in dataclasses.fields(style)):
                style = dataclasses.replace(style, book=False)
            self._analysis_searcher = Searcher(style=style, hash_mb=16, seed=self.seed)
        return self._analysis_searcher

    def think(self, game: Game, limits: ThinkLimits | None = None, *, on_info: InfoCallback | None = None,
              stop: threading.Event | None = None) -> Move:
        from janggi_desktop.engine.search import NoMoveError, SearchInfo

        search_limits = self._search_limits(limits)
        search_limits.infinite = False  # a move is wanted: the search ends by itself

        def report(info: SearchInfo) -> None:
            if on_info is not None:
                on_info(ThinkInfo(depth=info.depth, score_cp=info.score_cp, score_mate=info.score_mate,
                                  nodes=info.nodes, nps=info.nps, time_ms=info.time_ms, pv=list(info.pv)))

        with self._lock:  # one search at a time per player: the searcher's tables are not shared
            try:
                result = self._ensure_searcher().search(search_limits, on_info=report, stop_event=stop, game=game)
            except NoMoveError as e:
                raise PlayerError(f"{self.name}: {e}") from None
        if result.best is None:  # pragma: no cover - the search raises NoMoveError instead
            raise PlayerError(f"{self.name} found no move")
        return result.best

    def analyse(self, game: Game, limits: ThinkLimits | None = None, *, multipv: int = 1,
                on_info: InfoCallback | None = None, stop: threading.Event | None = None) -> list[ThinkInfo]:
        from janggi_desktop.engine.multipv import search_lines
        from janggi_desktop.engine.search import SearchInfo

        if game.is_over():
            return []
        search_limits = self._search_limits(limits)
        if search_limits.infinite and stop is None:
            raise PlayerError(f"{self.name}: an analysis without limits needs a way to stop it")

        def line(info: SearchInfo, k: int) -> ThinkInfo:
            return ThinkInfo(depth=info.depth, score_cp=info.score_cp, score_mate=info.score_mate,
                             nodes=info.nodes, nps=info.nps, time_ms=info.time_ms, pv=list(info.pv), multipv=k)

        def report(info: SearchInfo, k: int) -> None:
            if on_info is not None:
                on_info(line(info, k))

        with self._lock:
            lines = search_lines(self._ensure_analysis_searcher(), game, search_limits,
                                 max(1, min(multipv, MAX_MULTIPV)), on_info=report, stop_event=stop)
        return [line(info, k) for k, info in enumerate(lines, 1)]


class UciEnginePlayer(Player):
    """An external UCI engine, run as a process that lives as long as the game (started when it first
    thinks, so a slow or broken engine never holds up the window).

    The rule set is told with ``UCI_Variant``.  An engine that does not know our rule set but knows a close
    one (Fairy-Stockfish has no ``standard``: its ``janggitraditional`` differs only in how some games end)
    is given the current position alone and ``searchmoves`` with every move our rules allow, so it can only
    answer a legal move and its own ending rules never cut the game short.
    """

    #: Rule sets an engine may stand in for with a close variant: ours -> theirs.
    CLOSE_VARIANTS = {"standard": "janggitraditional"}

    def __init__(self, spec: PlayerSpec, *, env: dict[str, str] | None = None,
                 startup_timeout: float = 10.0) -> None:
        if spec.kind != UCI:
            raise PlayerSpecError(f"not an external engine: {spec}")
        super().__init__(spec)
        self.env = env
        self.startup_timeout = startup_timeout
        self._client: UciClient | None = None
        self._configured: str | None = None  # the rule set the running process was set up for
        self._multipv = 1  # the MultiPV the running process was last given
        self._analysing = False  # the process was last set up to analyse (OwnBook off)
        self._lock = threading.Lock()
        self._closed = False

    @property
    def engine_name(self) -> str:
        return self.spec.name or (self._client.name if self._client and self._client.name else
                                  os.path.basename(self.spec.command[0]))

    @property
    def process(self) -> Any:
        """The engine's running process (a ``subprocess.Popen``), or None when none is running."""
        client = self._client
        return client.proc if client is not None and client.proc.poll() is None else None

    def new_game(self, game: Game) -> None:
        self._configured = None  # ucinewgame and the options again before the next search

    def variant_for(self, ruleset: str, variants: list[str] | None) -> tuple[str | None, bool]:
        """(UCI_Variant to set or None, whether the engine plays our rule set exactly)."""
        if variants is None:  # no UCI_Variant option: a single-variant engine, assumed to play Janggi
            return None, False
        if ruleset in variants:
            return ruleset, True
        close = self.CLOSE_VARIANTS.get(ruleset)
        if close in variants:
            return close, False
        raise PlayerError(f"{self.engine_name} does not play the {ruleset} rule set "
                          f"(it knows: {', '.join(variants) or 'no Janggi variant'})")

    def _start(self, game: Game) -> UciClient:
        from janggi_desktop.engine.client import EngineError, UciClient

        if self._closed:
            raise PlayerError(f"{self.engine_name} has been closed")
        client = self._client
        if client is not None and client.proc.poll() is not None:
            client.close()
            client = self._client = None
            self._configured = None
        if client is None:
            try:
                client = UciClient(list(self.spec.command), env=self.env, startup_timeout=self.startup_timeout)
            except EngineError as e:
                raise PlayerError(f"{self.engine_name} could not be started: {e}") from None
            self._client = client
            self._multipv = 1
            self._analysing = False
        if self._configured != game.ruleset.name:
            opt = client.options.get("uci_variant")
            variant, _ = self.variant_for(game.ruleset.name, opt.vars if opt is not None else None)
            try:
                if variant is not None:
                    client.set_option("UCI_Variant", variant)
                for name, value in self.spec.options:
                    if name.lower() in client.options:
                        client.set_option(client.options[name.lower()].name, value)
                overhead = client.options.get("move overhead")
                if overhead is not None and all(n.lower() != "move overhead" for n, _ in self.spec.options):
                    client.set_option(overhead.name, str(ENGINE_MOVE_OVERHEAD_MS))
                client.new_game()
                client.is_ready(self.startup_timeout)
            except EngineError as e:
                raise PlayerError(f"{self.engine_name} stopped answering while being set up: {e}") from None
            self._configured = game.ruleset.name
        return client

    @staticmethod
    def reads_byoyomi_as_usi(client: UciClient) -> bool:
        """Whether the running engine is one of :data:`USI_BYOYOMI_ENGINES` (by its ``id name``)."""
        name = (client.name or "").lower()
        return any(name.startswith(prefix) for prefix in USI_BYOYOMI_ENGINES)

    def _set_position(self, client: UciClient, game: Game, legal: list[Move]) -> list[str]:
        """Send ``game`` to the engine; the ``searchmoves`` to give with ``go`` (none when the engine plays
        our rule set exactly)."""
        opt = client.options.get("uci_variant")
        _, exact = self.variant_for(game.ruleset.name, opt.vars if opt is not None else None)
        if exact:
            client.position(game.start_fen, [m.uci for m in game.moves])
            return []
        # the position alone, with the plies-since-capture count reset, and our legal moves
        fields = game.fen().split()
        fields[4] = "0"
        client.position(" ".join(fields))
        return [m.uci for m in legal]

    def _set_analysing(self, client: UciClient, analysing: bool) -> None:
        """An analysis wants the engine's evaluation of every position, so an engine with its own opening
        book (UCI ``OwnBook``) is asked not to answer from it; for playing, the book comes back as the
        engine (or the player's options) had it."""
        opt = client.options.get("ownbook")
        if opt is None or analysing == self._analysing:
            return
        own = {n.lower(): v for n, v in self.spec.options}.get("ownbook", opt.default or "true")
        client.set_option(opt.name, "false" if analysing else own)
        self._analysing = analysing

    def _set_multipv(self, client: UciClient, wanted: int) -> int:
        """Ask the engine for ``wanted`` lines (as many as its MultiPV option allows; 1 without one)."""
        opt = client.options.get("multipv")
        n = 1 if opt is None else max(1, min(wanted, opt.max or wanted))
        if n != self._multipv:
            client.set_option(opt.name if opt is not None else "MultiPV", n)
            self._multipv = n
        return n

    @staticmethod
    def _info_of(line: str) -> ThinkInfo | None:
        """An ``info`` line with a score as a ThinkInfo (None for others and for bounds of an aspiration
        window, which are not the line's value)."""
        from janggi_desktop.engine.client import parse_info

        info = parse_info(line)
        if (info is None or info.depth is None or (info.score_cp is None and info.score_mate is None)
                or info.bound is not None):
            return None
        pv = []
        for text in info.pv:
            try:
                pv.append(Move.from_uci(text))
            except ValueError:
                break
        return ThinkInfo(depth=info.depth, score_cp=info.score_cp, score_mate=info.score_mate,
                         nodes=info.nodes or 0, nps=info.nps or 0, time_ms=info.time_ms or 0, pv=pv,
                         multipv=info.multipv)

    def _go(self, client: UciClient, limits: ThinkLimits, searchmoves: list[str], report: Callable[[str], None],
            stop: threading.Event | None) -> Any:
        from janggi_desktop.engine.client import EngineError, EngineTimeoutError

        movetime = limits.movetime_ms
        if (movetime is None and not limits.on_clock and limits.depth is None and limits.nodes is None
                and not limits.infinite):
            movetime = DEFAULT_ENGINE_MOVETIME
        try:
            if limits.infinite:
                return client.go(searchmoves=searchmoves, on_info=report, stop_event=stop, infinite=True)
            return client.go(movetime=movetime, depth=limits.depth, nodes=limits.nodes, wtime=limits.wtime,
                             btime=limits.btime, winc=limits.winc, binc=limits.binc, byoyomi=limits.byoyomi,
                             movestogo=limits.movestogo, searchmoves=searchmoves, on_info=report,
                             stop_event=stop)
        except EngineTimeoutError:
            self._drop_client()
            raise PlayerError(f"{self.engine_name} did not answer in time and was stopped") from None
        except EngineError as e:
            self._drop_client()
            raise PlayerError(f"{self.engine_name} stopped unexpectedly ({e})") from None

    def think(self, game: Game, limits: ThinkLimits | None = None, *, on_info: InfoCallback | None = None,
              stop: threading.Event | None = None) -> Move:
        limits = limits or ThinkLimits()
        if limits.infinite:
            limits = ThinkLimits()  # a move is wanted: the engine's own time
        with self._lock:
            client = self._start(game)
            legal = game.legal_moves()
            if not legal:
                raise PlayerError(f"{self.engine_name}: the game is over, there is no move to find")
            self._set_multipv(client, 1)
            self._set_analysing(client, False)
            searchmoves = self._set_position(client, game, legal)
            if self.reads_byoyomi_as_usi(client):
                limits = usi_byoyomi_limits(limits, game.side_to_move)

            def report(line: str) -> None:
                if on_info is not None:
                    info = self._info_of(line)
                    if info is not None:
                        on_info(info)

            best = self._go(client, limits, searchmoves, report, stop)
        if best.move is None:
            raise PlayerError(f"{self.engine_name} found no move, though the game goes on")
        try:
            move = Move.from_uci(best.move)
        except ValueError:
            raise PlayerError(f"{self.engine_name} answered {best.move!r}, which is not a move") from None
        if move not in legal:
            raise PlayerError(f"{self.engine_name} answered {best.move}, which is not a legal move here")
        return move

    def analyse(self, game: Game, limits: ThinkLimits | None = None, *, multipv: int = 1,
                on_info: InfoCallback | None = None, stop: threading.Event | None = None) -> list[ThinkInfo]:
        """``setoption name MultiPV value N`` and ``go`` (``go infinite`` for ``limits.infinite``); the last
        line the engine gave for each of 1..N, each cut to what is legal here."""
        limits = limits or ThinkLimits()
        if limits.infinite and stop is None:
            raise PlayerError(f"{self.engine_name}: an analysis without limits needs a way to stop it")
        if game.is_over():
            return []
        with self._lock:
            client = self._start(game)
            legal = game.legal_moves()
            n = self._set_multipv(client, max(1, min(multipv, MAX_MULTIPV, len(legal))))
            self._set_analysing(client, True)
            searchmoves = self._set_position(client, game, legal)
            lines: dict[int, ThinkInfo] = {}

            def report(line: str) -> None:
                info = self._info_of(line)
                if info is None or not info.pv or info.multipv > n or info.pv[0] not in legal:
                    return
                lines[info.multipv] = info
                if on_info is not None:
                    on_info(info)

            best = self._go(client, limits, searchmoves, report, stop)
        out = [lines[k]._replace(pv=legal_prefix(game, lines[k].pv)) for k in sorted(lines)]
        if not out and best.move is not None:  # an engine that gave no scored line: its move alone
            move = Move.from_uci(best.move)
            if move in legal:
                out = [ThinkInfo(depth=0, pv=[move])]
        return out

    def _drop_client(self) -> None:
        client, self._client = self._client, None
        self._configured = None
        if client is not None:
            client.close(timeout=0.5)

    def close(self) -> None:
        """End the engine process (politely, then by force); safe from any thread and more than once."""
        self._closed = True
        self._drop_client()


__all__ = [
    "BUILTIN", "DEFAULT_ENGINE_MOVETIME", "ENGINE_MOVE_OVERHEAD_MS", "FAIRY_STOCKFISH_NAME", "HUMAN", "KINDS",
    "MAX_LEVEL", "MAX_MULTIPV", "MIN_LEVEL", "UCI", "BuiltinPlayer", "HumanPlayer", "InfoCallback", "Player",
    "PlayerError", "PlayerSpec", "PlayerSpecError", "ThinkInfo", "ThinkLimits", "USI_BYOYOMI_ENGINES",
    "UciEnginePlayer", "legal_prefix", "usi_byoyomi_limits",
]
