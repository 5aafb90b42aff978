"""Alpha-beta search on the rules model's int moves, with the rule set's game-end rules built in.

Why it looks the way it does:

* Speed in pure Python comes from doing little per node: the search works on a private
  :class:`~janggi_desktop.rules.position.Position` (``board`` list, incremental Zobrist ``key``) with its own
  make/unmake that also keeps the material + piece-square score, the piece counts and each side's set of
  occupied points incrementally (move generation and mobility visit the pieces, not the 90 points), and the
  node functions are closures so their state is read from fast cell variables, not attributes.  Work
  that cannot change the tree is skipped: mobility is cached by placement, a move is first made on the
  board alone so that illegal and pruned moves never pay for the full make/unmake, and the frontier's
  "does it give check?" test is answered from the points a check could come from (``check_points``).
* Every *root* move comes from ``Game.legal_ints()``, so whatever the search believes, ``bestmove`` is legal
  under the rule set (bikjang, shuttle rule, game already over).
* Inside the tree the rule set is applied as well: a pass is a move (legal when not in check); after a pass a
  second pass ends the game (double-pass rule); facing generals must be broken (``pass`` rules: a pass then
  ends the game with the bikjang result; ``accept`` rules: the side to move may take the draw); reaching
  the ply limit scores as its result.  Points results use the rules' 13/7/5/3/3/2 + 1.5 deom totals.
* Repetition, perpetual check and the shuttle rule are decided by the rules' own
  :func:`~janggi_desktop.rules.repetition.repetition_verdict` on the line from the game's start through the
  search path (keys, checks, moves, captures), so a verdict in the tree is exactly the one the game would
  reach.  It is asked only where one is possible: when a position on the line occurs again, and (shuttle
  rule sets) when a move exactly reverses the mover's previous one or follows its pass.
* Null-move pruning is sound here in a way it is not in chess: a pass *is* a legal move whenever the side is
  not in check, so "passing still fails high" is a true lower bound (up to the reduced depth).  It is used
  only where a real pass would be legal and would not end the game (not in check, no bikjang pending, the
  previous move was not a pass).  Being sound, it can afford deep reductions: three plies and one more per
  four of depth, and up to two more the further the static score stands above beta (``null_reduction``).
  The pass itself is searched after the moves, as a late quiet move is (pruned and reduced where they are):
  it beats every move only rarely, and searched in full at every node that fails low it took a fifth of the
  nodes.
* Near the leaves, work is saved where it cannot change the result much: the hash move is tried before the
  other moves are generated (it refutes often enough to skip generation), quiet moves of a hopeless
  frontier node (futility) and late quiet moves of shallow nodes (late move pruning) are not tried unless
  they give check, and the root searches an aspiration window around the last score.
* The quiescence search skips captures that lose material by static exchange evaluation (:mod:`.see`)
  and, in its first ply, makes a side in check answer the check instead of standing pat (a capture that
  mates is seen one ply deeper than before).
* Points-awareness: near a ply limit that the rule set decides on points, the evaluation leans towards
  that decision (see ``POINTS_HORIZON``); the tree itself scores every points ending exactly.
* Time: ``Limits.time_budget`` (:mod:`.timeman`) turns a UCI clock into a soft and a hard deadline counted
  from the ``go``; stop requests and the deadline are polled every 256 nodes; a stop unwinds the recursion
  with an exception, which is why the search owns a private Position.
* The top levels open from the book (:mod:`.book`) while the game is in it.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from janggi_desktop.rules.board import (
    CANNON,
    CHARIOT,
    ELEPHANT_ATTACKERS,
    GENERAL,
    GUARD,
    HORSE,
    HORSE_ATTACKERS,
    RAYS,
    SOLDIER_ATTACKERS,
)
from janggi_desktop.rules.game import Game, Move
from janggi_desktop.rules.position import ZOBRIST, ZOBRIST_SIDE, Position
from janggi_desktop.rules.repetition import repetition_verdict

from .book import book_move
from .evaluate import (
    FULL_BOARD,
    KS_CANNON,
    KS_CHARIOT,
    KS_HORSE,
    ORDER_VALUE,
    PHASE,
    POINTS2,
    PSQ,
    TEMPO,
    board_score,
    mobility,
    piece_counts,
)
from .movegen import capture_moves
from .see import see
from .timeman import DEFAULT_OVERHEAD_MS, search_budget

MATE = 30000
MATE_BOUND = MATE - 1000
INF = 32000
#: Score of a game won (or lost) by a points decision of the rule set: decisive, but below any mate.
POINTS_WIN = 10000
#: Score of a game won outright by a rule other than mate (perpetual check, shuttling).
RULE_WIN = 20000
#: A 64-bit key mixed into the TT key after a pass: the same placement after a pass has different options
#: (a second pass ends the game under the double-pass rule).
PASS_KEY = 0x5DEECE66D1F2B3C4

EXACT, LOWER, UPPER = 0, 1, 2
MAX_PLY = 128
#: PHASE_SIGNED[piece]: the piece's value change per piece gone, signed from Cho's point of view.
PHASE_SIGNED = [0] * 16
for _k, _w in PHASE.items():
    PHASE_SIGNED[_k] = _w
    PHASE_SIGNED[_k | 8] = -_w
#: Frontier futility margins by remaining depth (centi-points): a quiet move is not tried when the static
#: score plus this cannot reach alpha.
FUTILITY_MARGIN = (0, 220, 500)
#: Late move pruning: at these remaining depths, quiet moves after this many are not tried.
LMP_COUNT = (0, 8, 12, 18)
#: Late move reductions: LATE_REDUCTION[min(depth, 5)][min(n, 16)] plies less for the n-th move tried (the
#: pass counts as one more quiet move after the others), when it is quiet and neither side is in check; a ply
#: less for a move ordered above zero: the counter move, or a move whose history is positive.
LATE_REDUCTION = tuple(tuple(0 if d < 3 or n <= 3 else 1 if n < 7 else 2 if d < 5 or n < 16 else 3
                             for n in range(17)) for d in range(6))
#: Null-move reduction below depth 4 (where a null move is tried at all: depth >= 3).
NULL_R_SHALLOW = 2
#: From depth 4: NULL_R_BASE plies, one more per NULL_R_DEPTH plies of depth, and one more per NULL_R_MARGIN
#: centi-points the static score stands above beta, up to NULL_R_MARGIN_MAX.
NULL_R_BASE, NULL_R_DEPTH, NULL_R_MARGIN, NULL_R_MARGIN_MAX = 3, 4, 200, 2


def null_reduction(depth: int, margin: int) -> int:
    """Plies the null move's search is reduced by at ``depth``, the static score ``margin`` (>= 0) above beta."""
    if depth < 4:
        return NULL_R_SHALLOW
    return NULL_R_BASE + depth // NULL_R_DEPTH + min(margin // NULL_R_MARGIN, NULL_R_MARGIN_MAX)


#: Half-width of the root's aspiration window (centi-points).
ASPIRATION = 60
#: Plies of the quiescence search in which a side in check must answer it (no standing pat).
QCHECK = 1
#: Within this many plies of a ply limit decided on points, the evaluation leans towards the points result.
POINTS_HORIZON = 40
#: How much (centi-points) being ahead on points is worth at the limit itself.
POINTS_PULL = 300
#: Largest mobility swing expected: beyond this distance from the window, the cheap evaluation decides.
LAZY = 150
#: Entries of the mobility cache (placement key -> mobility) before it is emptied: a few MB.
MOB_CACHE_MAX = 1 << 16
#: An int move (from << 7) | to fits in 14 bits; move ordering packs a sort score above it.
MOVE_BITS = 14
MOVE_MASK = (1 << MOVE_BITS) - 1


class SearchStopped(Exception):
    """Raised inside the search to unwind it when time, nodes or a stop request end it."""


class NoMoveError(ValueError):
    """The game is over: there is no move to search."""


@dataclass
class Limits:
    """What ends a search.  Times in milliseconds; all None and ``infinite`` False means depth 64 only.

    The clock fields are UCI ``go``'s (Fairy-Stockfish's dialect, docs/rules.md#clocks-over-uci): ``wtime`` is
    Cho's main time, ``byoyomi`` the length of a byo-yomi period (the main time is 0 once in byo-yomi).
    ``max_movetime`` caps the thinking time on a clock (a weak level thinks no longer than its own time,
    whatever the clock allows); ``move_overhead`` is what the pipe and the process cost per move, kept back
    from the clock; ``started`` is the ``time.perf_counter()`` at which the ``go`` arrived (the clock runs
    from then, not from when the search got going)."""

    movetime: int | None = None
    depth: int | None = None
    nodes: int | None = None
    wtime: int | None = None  # Cho's clock (Cho is "white" in UCI)
    btime: int | None = None
    winc: int | None = None
    binc: int | None = None
    movestogo: int | None = None
    byoyomi: int | None = None
    infinite: bool = False
    searchmoves: list[int] | None = None  # int moves; only these at the root
    max_movetime: int | None = None
    move_overhead: int = DEFAULT_OVERHEAD_MS
    started: float | None = None

    @property
    def on_clock(self) -> bool:
        return self.wtime is not None or self.btime is not None

    def time_budget(self, side: int) -> tuple[float | None, float | None]:
        """(soft, hard) seconds from ``started``: no new iteration after ``soft``, abort at ``hard``; None =
        unlimited.  The clock arithmetic is :mod:`.timeman`'s."""
        b = search_budget(movetime=self.movetime, infinite=self.infinite, side=side, wtime=self.wtime,
                          btime=self.btime, winc=self.winc, binc=self.binc, byoyomi=self.byoyomi,
                          movestogo=self.movestogo, overhead_ms=self.move_overhead)
        soft, hard = b.soft, b.hard
        if self.max_movetime is not None and not self.infinite:
            cap = max(self.max_movetime, 1) / 1000.0
            soft = cap if soft is None else min(soft, cap)
            hard = cap if hard is None else min(hard, cap)
        return soft, hard


@dataclass
class SearchInfo:
    """Progress of one iteration (what a UCI ``info`` line says)."""

    depth: int
    seldepth: int
    score_cp: int | None
    score_mate: int | None
    nodes: int
    nps: int
    time_ms: int
    pv: list[Move] = field(default_factory=list)
    score: int = 0  # raw score, side-to-move's point of view


@dataclass
class SearchResult:
    best: Move | None
    info: SearchInfo | None
    ponder: Move | None = None

    @property
    def depth(self) -> int:
        return self.info.depth if self.info else 0

    @property
    def nodes(self) -> int:
        return self.info.nodes if self.info else 0


def score_to_mate(score: int) -> int | None:
    """Moves to mate (negative when being mated) for a mate score, else None."""
    if score >= MATE_BOUND:
        return (MATE - score + 1) // 2
    if score <= -MATE_BOUND:
        return -((MATE + score + 1) // 2)
    return None


@dataclass
class Style:
    """Deliberate weaknesses for the lower levels (all off = full strength)."""

    #: Half-width in centi-points of a per-position pseudo-random term added to the evaluation.
    eval_noise: int = 0
    #: Quiescence search (captures to the end) on; off, the engine cannot see recaptures beyond its depth.
    quiescence: bool = True
    #: Choose at random among root moves within this many centi-points of the best (0: always the best).
    choice_margin: int = 0
    #: Probability of treating a defended enemy piece as free for this move (a beginner's "it's hanging").
    overlook_defence: float = 0.0
    #: Play from the opening book while the position is in it (the top levels: sound, varied openings),
    #: whatever depth or time is asked; never under ``infinite`` (analysis) or ``searchmoves``.
    book: bool = False


class Searcher:
    """Searches a game with a transposition table kept between searches (reuse it for a whole game)."""

    def __init__(self, game: Game | None = None, *, hash_mb: int = 32, style: Style | None = None,
                 seed: int | None = None) -> None:
        self.game = game
        self.style = style or Style()
        self.rng = random.Random(seed)
        self.set_hash(hash_mb)
        self._ruleset_name: str | None = None

    def set_hash(self, hash_mb: int) -> None:
        """TT size: about 200 bytes per Python dict entry."""
        self.tt: dict[int, tuple[int, int, int, int]] = {}
        self.tt_max = max(1000, int(hash_mb) * 1024 * 1024 // 200)

    def clear(self) -> None:
        self.tt.clear()

    # ------------------------------------------------------------------------------------------------------
    def search(self, limits: Limits | None = None, on_info: Callable[[SearchInfo], None] | None = None,
               stop_event: threading.Event | None = None, game: Game | None = None) -> SearchResult:
        """Search ``game`` (default: the one given at construction) and return the best move with the last
        completed iteration's info.  Raises :class:`NoMoveError` when the game is over."""
        if game is not None:
            self.game = game
        game = self.game
        if game is None:
            raise NoMoveError("no game to search")
        limits = limits or Limits()
        root_moves = list(game.legal_ints())
        if not root_moves:
            raise NoMoveError("the game is over: no legal move")
        if limits.searchmoves:
            chosen = [m for m in root_moves if m in set(limits.searchmoves)]
            if chosen:
                root_moves = chosen
        if game.ruleset.name != self._ruleset_name:
            self.tt.clear()
            self._ruleset_name = game.ruleset.name
        if self.style.book and not limits.infinite and not limits.searchmoves:
            move = book_move(game, self.rng)
            if move is not None:
                info = SearchInfo(depth=1, seldepth=1, score_cp=0, score_mate=None, nodes=0, nps=0, time_ms=0,
                                  pv=[move], score=0)
                if on_info is not None:
                    on_info(info)
                return SearchResult(best=move, info=info)
        return _run(self, game, root_moves, limits, on_info, stop_event)


def make_room(tt: dict[int, tuple[int, int, int, int]], keep: int) -> None:
    """Shrink a full transposition table to at most ``keep`` entries by dropping the shallowest ones (those
    of the least remaining depth first): a deep entry stands for the most search, and the line being searched
    sits in them.  Emptying the whole table instead threw away the running iteration's hash moves in the middle
    of a long think or an analysis."""
    if len(tt) <= keep:
        return
    depths: dict[int, int] = {}
    for entry in tt.values():
        depths[entry[0]] = depths.get(entry[0], 0) + 1
    left = len(tt)
    for cut in sorted(depths):  # entries of this depth and shallower go
        left -= depths[cut]
        if left <= keep:
            break
    for k in [k for k, entry in tt.items() if entry[0] <= cut]:
        del tt[k]


def points_result_score(pts2: int, us: int, ply: int) -> int:
    """Score for the side ``us`` when the game ends now decided on points (``pts2``: Cho minus Han, x2,
    deom not yet included).  A points result is a plain win or loss: the margin does not count, so the
    winner takes the quickest and the loser the longest way there (a score that grew with the margin made a
    side that was behind end the game at once, by a bikjang or a pass, rather than play on and lose by more
    points later: against anyone who can still go wrong, playing on is better)."""
    v = POINTS_WIN - ply
    cho_wins = pts2 - 3 > 0  # Han's 1.5 deom
    return v if cho_wins == (us == 0) else -v


def _run(self: Searcher, game: Game, root_moves: list[int], limits: Limits,
         on_info: Callable[[SearchInfo], None] | None, stop_event: threading.Event | None) -> SearchResult:
    rs = game.ruleset
    style = self.style
    pos: Position = game.position.copy()
    board = pos.board
    generals = pos.generals
    attacked = pos.attacked
    pseudo_moves = pos.pseudo_moves
    generals_facing = pos.generals_facing
    sensitive = pos.sensitive_squares
    tt = self.tt
    tt_max = self.tt_max
    t0 = time.perf_counter()  # the search's own start (for nodes per second)
    start = limits.started if limits.started is not None else t0  # the clock's start (for the deadlines)
    soft, hard = limits.time_budget(pos.side)
    hard_deadline = start + hard if hard is not None else None
    max_depth = limits.depth or 64
    node_limit = limits.nodes

    # --- incremental state -------------------------------------------------------------------------------
    st_score = board_score(board)  # material + PST, Cho's view
    counts = piece_counts(board)
    st_total = sum(counts)
    st_pts2 = sum(POINTS2[p] for p in board)
    st_phase = sum(PHASE_SIGNED[p] for p in board)  # sum of the pieces' phase weights, Cho's view
    # The points of each side's pieces, so that move generation and mobility visit the pieces instead of
    # scanning the 90 points of the board (do() and undo() keep them).
    occupied: tuple[set[int], set[int]] = (set(), set())
    for sq, p in enumerate(board):
        if p:
            occupied[p >> 3].add(sq)
    # Repetition: how often each key occurred since the last capture (positions before a capture cannot
    # recur: material never comes back), including the current one.
    rep: dict[int, int] = {}
    keys = game.key_history
    n_game = len(keys) - 1
    for k in keys[max(0, n_game - game.halfmove_clock):]:
        rep[k] = rep.get(k, 0) + 1
    halfmove0 = game.halfmove_clock
    total_ply0 = game.total_ply
    last_is_pass = game.last_move is not None and game.last_move.is_pass

    bikjang = rs.bikjang  # "none" | "accept" | "pass"
    bik_on = bikjang != "none"
    bik_result = rs.bikjang_result
    double_pass = rs.double_pass
    rep_on = rs.repetition_count is not None
    shuttle_on = rs.shuttle_rule
    ply_limit = rs.ply_limit
    limit_no_capture = rs.ply_limit_counts == "no_capture"
    limit_result = rs.ply_limit_result

    noise = style.eval_noise
    noise_seed = self.rng.getrandbits(64) if noise else 0
    use_q = style.quiescence

    killers = [[0, 0] for _ in range(MAX_PLY + 2)]
    countermoves = [0] * (90 << 7)  # by the move just played: the quiet move that last refuted it
    history = [[0] * (90 << 7), [0] * (90 << 7)]
    pv_table: list[list[int]] = [[] for _ in range(MAX_PLY + 2)]
    halfmove = [0] * (MAX_PLY + 2)
    halfmove[0] = halfmove0
    nodes = 0
    seldepth = 0

    def check_stop() -> None:
        if stop_event is not None and stop_event.is_set():
            raise SearchStopped
        if hard_deadline is not None and time.perf_counter() >= hard_deadline:
            raise SearchStopped
        if node_limit is not None and nodes >= node_limit:
            raise SearchStopped

    def do(m: int) -> int:
        nonlocal st_score, st_total, st_pts2, st_phase
        fr = m >> 7
        to = m & 127
        key = pos.key ^ ZOBRIST_SIDE
        if fr == to:
            pos.side ^= 1
            pos.key = key
            return 0
        p = board[fr]
        cap = board[to]
        board[to] = p
        board[fr] = 0
        own = occupied[p >> 3]
        own.remove(fr)
        own.add(to)
        z = ZOBRIST[p]
        key ^= z[fr] ^ z[to]
        ps = PSQ[p]
        st_score += ps[to] - ps[fr]
        if cap:
            occupied[cap >> 3].remove(to)
            key ^= ZOBRIST[cap][to]
            st_score -= PSQ[cap][to]
            counts[cap] -= 1
            st_total -= 1
            st_pts2 -= POINTS2[cap]
            st_phase -= PHASE_SIGNED[cap]
        if p & 7 == GENERAL:
            generals[p >> 3] = to
        pos.key = key
        pos.side ^= 1
        return cap

    def undo(m: int, cap: int) -> None:
        nonlocal st_score, st_total, st_pts2, st_phase
        fr = m >> 7
        to = m & 127
        pos.side ^= 1
        key = pos.key ^ ZOBRIST_SIDE
        if fr != to:
            p = board[to]
            board[fr] = p
            board[to] = cap
            own = occupied[p >> 3]
            own.remove(to)
            own.add(fr)
            z = ZOBRIST[p]
            key ^= z[fr] ^ z[to]
            ps = PSQ[p]
            st_score -= ps[to] - ps[fr]
            if cap:
                occupied[cap >> 3].add(to)
                key ^= ZOBRIST[cap][to]
                st_score += PSQ[cap][to]
                counts[cap] += 1
                st_total += 1
                st_pts2 += POINTS2[cap]
                st_phase += PHASE_SIGNED[cap]
            if p & 7 == GENERAL:
                generals[p >> 3] = fr
        pos.key = key

    # Points-awareness: when this search can reach a ply limit that the rule set decides on points, the
    # evaluation leans towards that decision (the side ahead on points, Han's deom counted, gains up to
    # POINTS_PULL), more the nearer the limit is, so the engine steers by the rule in force.
    points_lean = 0.0
    if ply_limit is not None and limit_result == "points":
        remaining = ply_limit - (halfmove0 if limit_no_capture else total_ply0)
        if remaining < POINTS_HORIZON:
            points_lean = POINTS_PULL * (POINTS_HORIZON - max(remaining, 0)) / POINTS_HORIZON

    mob_cache: dict[int, int] = {}

    def evaluate(lo: int = -INF, hi: int = INF) -> int:
        """Side-to-move's view.  Mobility (a board pass) is only added when the cheap terms land within
        LAZY of the window [lo, hi]: far outside it, mobility cannot change the decision."""
        c = counts
        v = st_score + st_phase * (FULL_BOARD - st_total)
        v -= (2 - c[GUARD]) * (c[13] * KS_CHARIOT + c[14] * KS_CANNON + c[12] * KS_HORSE)
        v += (2 - c[10]) * (c[CHARIOT] * KS_CHARIOT + c[CANNON] * KS_CANNON + c[HORSE] * KS_HORSE)
        if points_lean:
            d = st_pts2 - 3  # Han's deom
            if d:
                v += int(points_lean) if d > 0 else -int(points_lean)
        if noise:
            h = (((pos.key ^ noise_seed) * 0x9E3779B97F4A7C15) >> 40) & 0xFFFF
            v += (h % (2 * noise + 1)) - noise
        if pos.side:
            v = -v
        v += TEMPO
        if lo - LAZY < v < hi + LAZY:
            # Mobility depends on the placement only: cached by the key without the side to move (the same
            # placement recurs through transpositions, null moves and each deeper iteration).
            side = pos.side
            pk = pos.key ^ ZOBRIST_SIDE if side else pos.key
            m = mob_cache.get(pk)
            if m is None:
                if len(mob_cache) >= MOB_CACHE_MAX:
                    mob_cache.clear()
                m = mob_cache[pk] = mobility(board, occupied)
            v += -m if side else m
        return v

    def result_score(result: str, us: int, ply: int) -> int:
        if result == "points":
            return points_result_score(st_pts2, us, ply)
        return 0

    # The line from the game's start through the search path, indexed by ply from the game's start as the
    # rules' repetition_verdict reads it: keys and "side to move is in check" of each position, the move that
    # led to it and what that move captured.  The search writes the entries of its current line in place.
    base_idx = n_game
    pad = MAX_PLY + 2
    path_keys = list(keys) + [0] * pad
    path_checks = list(game.check_history) + [False] * pad
    path_moves = [m.to_int() for m in game.moves] + [0] * pad
    path_caps = [p.code if p is not None else 0 for p in game.captured] + [0] * pad

    def repetition_score(idx: int, us: int, ply: int, hm: int) -> int | None:
        """The score of the rules' repetition verdict at path index ``idx`` (None: no verdict, play on)."""
        verdict = repetition_verdict(rs, path_keys, path_checks, path_moves, path_caps, hm, idx, us,
                                     board[path_moves[idx - 1] & 127])
        if verdict is None:
            return None
        _, winner, result = verdict
        if result == "win":
            return RULE_WIN - ply if winner == us else -(RULE_WIN - ply)
        return result_score(result, us, ply)

    soldier_diag = rs.soldier_palace_diagonals
    soldier_attackers = SOLDIER_ATTACKERS[soldier_diag]

    def check_points(g: int, by: int) -> set[int] | None:
        """The points a quiet move of side ``by`` must start or end on to attack the general on ``g``, which
        it does not attack now (None if it does: then every move needs the full test).  A move that touches
        none of them leaves every attack pattern on ``g`` as it was: on each line the first two pieces (a
        chariot's or a cannon's attack depends on nothing further), the horses' and elephants' origins and
        legs, the soldiers' origins.  It lets frontier pruning skip most of its "does it give check?" tests."""
        if attacked(g, by):
            return None
        out: set[int] = set()
        for ray in RAYS[g]:
            seen = 0
            for t in ray:
                out.add(t)
                if board[t]:
                    seen += 1
                    if seen == 2:
                        break
        for o, leg in HORSE_ATTACKERS[g]:
            out.add(o)
            out.add(leg)
        for o, b1, b2 in ELEPHANT_ATTACKERS[g]:
            out.add(o)
            out.add(b1)
            out.add(b2)
        out.update(soldier_attackers[by][g])
        return out

    def qsearch(alpha: int, beta: int, ply: int, qd: int = 0, checked: bool = False) -> int:
        """Captures to the end, losing ones (by SEE) left out; in the first QCHECK plies a side in check
        does not stand pat but must answer the check (every legal evasion is tried; none is mate).
        ``checked``: the caller knows the side to move is in check (the first ply)."""
        nonlocal nodes, seldepth
        nodes += 1
        if nodes & 255 == 0:
            check_stop()
        if ply > seldepth:
            seldepth = ply
        us = pos.side
        them = us ^ 1
        if checked or (qd and qd <= QCHECK and attacked(generals[us], them)):
            return evasions(alpha, beta, ply, qd)
        stand = evaluate(alpha, beta)
        if stand >= beta or ply >= MAX_PLY:
            return stand
        if stand > alpha:
            alpha = stand
        caps = []
        for m in capture_moves(board, us, soldier_diag, occupied[us]):
            v = board[m & 127]
            if v & 7 == GENERAL:
                return MATE - ply  # the opponent left its general en prise (only after a stand-pat check)
            caps.append(((ORDER_VALUE[v] * 16 - ORDER_VALUE[board[m >> 7]]) << MOVE_BITS) | m)
        if not caps:
            return alpha
        caps.sort(reverse=True)
        margin = alpha - stand - 200
        for m in caps:
            m &= MOVE_MASK
            capv = board[m & 127]
            if ORDER_VALUE[capv] * 100 < margin:
                continue  # delta pruning: even winning this piece cannot lift us to alpha
            if ORDER_VALUE[capv] < ORDER_VALUE[board[m >> 7]] and see(board, m, soldier_diag) < 0:
                continue  # a losing exchange: the stand-pat score is better
            cap = do(m)
            if attacked(generals[us], them):
                undo(m, cap)
                continue
            try:  # a stop raised below must find the board as it was (do() undone on the way out)
                v = -qsearch(-beta, -alpha, ply + 1, qd + 1)
            finally:
                undo(m, cap)
            if v > alpha:
                if v >= beta:
                    return v
                alpha = v
        return alpha

    def evasions(alpha: int, beta: int, ply: int, qd: int) -> int:
        """In check inside the quiescence search: every legal move (no pass: it is illegal in check)."""
        us = pos.side
        them = us ^ 1
        best = -MATE + ply
        if ply >= MAX_PLY:
            return evaluate(alpha, beta)
        # Captures of the most valuable piece first; ties by the move's own number, so that the order never
        # depends on the order of generation.
        ordered = sorted([(ORDER_VALUE[board[m & 127]] << MOVE_BITS) | m for m in pseudo_moves(occupied[us])])
        for m in reversed(ordered):
            m &= MOVE_MASK
            if board[m & 127] & 7 == GENERAL and board[m & 127]:
                return MATE - ply
            cap = do(m)
            if attacked(generals[us], them):
                undo(m, cap)
                continue
            try:  # a stop raised below must find the board as it was (do() undone on the way out)
                v = -qsearch(-beta, -alpha, ply + 1, qd + 1)
            finally:
                undo(m, cap)
            if v > best:
                best = v
                if v > alpha:
                    if v >= beta:
                        return v
                    alpha = v
        return best

    def negamax(depth: int, alpha: int, beta: int, ply: int, prev_pass: bool, do_null: bool) -> int:
        nonlocal nodes, seldepth
        nodes += 1
        if nodes & 255 == 0:
            check_stop()
        if ply > seldepth:
            seldepth = ply
        pv_table[ply] = []
        us = pos.side
        # --- game ends by rule (ply limit, repetition) ------------------------------------------------
        if ply_limit is not None:
            count = halfmove[ply] if limit_no_capture else total_ply0 + ply
            if count >= ply_limit:
                return result_score(limit_result, us, ply)
        pkey = pos.key
        them = us ^ 1
        in_check = attacked(generals[us], them)
        idx = base_idx + ply
        path_keys[idx] = pkey
        path_checks[idx] = in_check
        hm = halfmove[ply]
        if rep_on and rep.get(pkey, 0) > 1:
            v = repetition_score(idx, us, ply, hm)
            if v is not None:
                return v
        elif shuttle_on and hm >= 4 and idx >= 4:
            last = path_moves[idx - 1]
            prev = path_moves[idx - 3]
            if (last >> 7 != last & 127
                    and (prev == ((last & 127) << 7) | (last >> 7) or prev >> 7 == prev & 127)):
                v = repetition_score(idx, us, ply, hm)
                if v is not None:
                    return v
        if ply >= MAX_PLY:
            return evaluate()
        # mate distance pruning
        if alpha < -MATE + ply:
            alpha = -MATE + ply
        if beta > MATE - ply - 1:
            beta = MATE - ply - 1
        if alpha >= beta:
            return alpha
        facing = bik_on and generals[0] % 9 == generals[1] % 9 and generals_facing()
        if in_check or facing:
            depth += 1
        if depth <= 0:
            if use_q:
                return qsearch(alpha, beta, ply, 0, in_check)
            nodes -= 1
            return evaluate()
        pv_node = beta - alpha > 1
        key = pkey ^ PASS_KEY if prev_pass else pkey
        entry = tt.get(key)
        hash_move = 0
        if entry is not None:
            tdepth, tflag, tscore, hash_move = entry
            if tdepth >= depth and not pv_node:
                if tscore >= MATE_BOUND:
                    tscore -= ply
                elif tscore <= -MATE_BOUND:
                    tscore += ply
                if (tflag == EXACT or (tflag == LOWER and tscore >= beta)
                        or (tflag == UPPER and tscore <= alpha)):
                    return tscore
        # --- pruning where a real pass would be legal and harmless ------------------------------------
        futile = False
        quiet_cap = 1 << 30
        if not pv_node and not in_check and not facing:
            ev = evaluate(beta - 1, beta)
            if depth <= 2 and ev - 120 * depth >= beta and abs(beta) < MATE_BOUND:
                return ev - 120 * depth  # reverse futility
            if (do_null and depth >= 3 and not prev_pass and ev >= beta
                    and counts[(us << 3) | CHARIOT] + counts[(us << 3) | CANNON] + counts[(us << 3) | HORSE]):
                r = null_reduction(depth, ev - beta)
                do((generals[us] << 7) | generals[us])
                nk = pos.key
                rep[nk] = rep.get(nk, 0) + 1
                halfmove[ply + 1] = hm + 1
                path_moves[idx] = (generals[us] << 7) | generals[us]
                path_caps[idx] = 0
                try:
                    v = -negamax(depth - 1 - r, -beta, -beta + 1, ply + 1, True, False)
                finally:
                    rep[nk] -= 1
                    undo((generals[us] << 7) | generals[us], 0)
                if v >= beta:
                    return beta if v >= MATE_BOUND else v
            # Frontier futility: near the leaves a quiet move cannot lift a hopeless score to alpha; and
            # late quiet moves of a shallow node are not tried at all (late move pruning).
            if depth <= 2 and abs(alpha) < MATE_BOUND:
                futile = ev + FUTILITY_MARGIN[depth] <= alpha
            if depth <= 3:
                quiet_cap = LMP_COUNT[depth]
        # --- moves: the hash move first (often it refutes and nothing else is generated), then the rest
        # ordered: winning and even captures (MVV-LVA), killers, the counter move (the quiet move that last
        # refuted the move just played), history, losing captures (SEE) last.  The history of a quiet move
        # grows by depth^2 where it cuts and falls as much where another quiet move tried after it cuts.
        k1, k2 = killers[ply]
        prev_move = path_moves[idx - 1] if idx else 0
        counter = countermoves[prev_move]  # (entry 0, the game's first position, is never written)
        hist = history[us]
        best = -INF
        best_move = 0
        orig_alpha = alpha
        legal = 0
        quiets = 0
        child_pv = pv_table
        gsq_us = generals[us]
        # Only moves that touch the lines to our general can expose it (Position.legal_moves' idea).
        sens = None if in_check else sensitive(gsq_us)
        if hash_move and (hash_move >> 7) != (hash_move & 127):
            hp = board[hash_move >> 7]
            hq = board[hash_move & 127]
            if not (hp and hp >> 3 == us and not (hq and hq >> 3 == us)):
                hash_move = 0
        else:
            hash_move = 0
        # Moves are sorted as one int (score << MOVE_BITS) | move: the same order as (score, move) pairs
        # without a tuple per move or tuple comparisons in the sort.
        stage_moves = [(1 << 30 << MOVE_BITS) | hash_move] if hash_move else None
        check_pts: set[int] | None = None  # check_points(), made when the first prunable move comes
        check_pts_made = False
        cut = False
        tried_quiets: list[int] = []  # searched before a cut: their history pays for it
        for stage in (0, 1):
            if stage == 0:
                if stage_moves is None:
                    continue
                scored = stage_moves
            else:
                scored = []
                see_order = depth >= 3
                for m in pseudo_moves(occupied[us]):
                    if m == hash_move:
                        continue
                    c = board[m & 127]
                    if c:
                        a_v = ORDER_VALUE[board[m >> 7]]
                        if ORDER_VALUE[c] >= a_v or not see_order or see(board, m, soldier_diag) >= 0:
                            s = (1 << 24) + ORDER_VALUE[c] * 64 - a_v
                        else:
                            s = (1 << 21) + ORDER_VALUE[c] * 64 - a_v  # a losing capture: after the killers
                    elif m == k1:
                        s = 1 << 22
                    elif m == k2:
                        s = (1 << 22) - 1
                    elif m == counter:
                        s = (1 << 22) - 2
                    else:
                        s = hist[m]
                    scored.append((s << MOVE_BITS) | m)
                scored.sort(reverse=True)
            for m in scored:
                s = m >> MOVE_BITS
                m &= MOVE_MASK
                # Legality and the pruning test need only the placement after the move, so the move is first
                # made on the board alone; most moves that fail here (illegal, or pruned at a frontier node)
                # never pay for do()/undo()'s key, score and counts.
                fr = m >> 7
                to = m & 127
                mp = board[fr]
                mc = board[to]
                if (futile or quiets >= quiet_cap) and s < (1 << 22) and not mc:
                    if not check_pts_made:
                        check_pts = check_points(generals[them], us)  # on the placement before the move
                        check_pts_made = True
                    # A quiet move that cannot give check is pruned below whether it is legal or not; at
                    # depth <= 2 (no late move reductions) nothing else reads the exact number of legal moves
                    # once it is above 1, nor of quiet ones once above the cap: no need to test legality.
                    if (depth <= 2 and legal > 1 and check_pts is not None
                            and fr not in check_pts and to not in check_pts):
                        continue
                board[to] = mp
                board[fr] = 0
                if fr == gsq_us:
                    generals[us] = to
                skip = ((sens is None or fr == gsq_us or fr in sens or to in sens)
                        and attacked(generals[us], them)) or (facing and generals_facing())
                if not skip:
                    legal += 1
                    if not mc:
                        quiets += 1
                        # futility and late move pruning: never the first move, a killer or a check
                        skip = ((futile or quiets > quiet_cap) and legal > 1 and s < (1 << 22)
                                and ((check_pts is not None and fr not in check_pts and to not in check_pts)
                                     or not attacked(generals[them], us)))
                board[fr] = mp
                board[to] = mc
                generals[us] = gsq_us
                if skip:
                    continue
                cap = do(m)
                nk = pos.key
                rep[nk] = rep.get(nk, 0) + 1
                halfmove[ply + 1] = 0 if cap else hm + 1
                path_moves[idx] = m
                path_caps[idx] = cap
                try:
                    if legal == 1:
                        v = -negamax(depth - 1, -beta, -alpha, ply + 1, False, True)
                    else:
                        r = 0
                        if depth >= 3 and legal > 3 and not cap and not in_check and s < (1 << 22):
                            r = LATE_REDUCTION[min(depth, 5)][min(legal, 16)]
                            if r and s > 0:
                                r -= 1  # the counter move, or a positive history: it has cut before
                        v = -negamax(depth - 1 - r, -alpha - 1, -alpha, ply + 1, False, True)
                        if v > alpha and (r or v < beta):
                            v = -negamax(depth - 1, -beta, -alpha, ply + 1, False, True)
                finally:
                    rep[nk] -= 1
                    undo(m, cap)
                if v > best:
                    best = v
                    best_move = m
                    if v > alpha:
                        alpha = v
                        child_pv[ply] = [m] + child_pv[ply + 1]
                        if v >= beta:
                            if not cap:
                                if k1 != m:
                                    killers[ply][1] = k1
                                    killers[ply][0] = m
                                if idx:
                                    countermoves[prev_move] = m
                                bonus = depth * depth
                                hist[m] += bonus
                                for q in tried_quiets:  # the quiet moves that did not cut lose as much
                                    hist[q] -= bonus
                            cut = True
                            break
                if not cap:
                    tried_quiets.append(m)
            if cut:
                break
        # --- the pass, bikjang and the end of moves -----------------------------------------------------
        if alpha < beta:
            pm = (gsq_us << 7) | gsq_us
            v = None
            if facing:
                if bikjang == "pass":
                    v = result_score(bik_result, us, ply)  # passing in bikjang ends the game
                elif bikjang == "accept":
                    if legal == 0 and in_check and not pos.legal_moves(with_pass=False):
                        v = None  # checkmate, handled below
                    else:
                        v = result_score(bik_result, us, ply)  # accept the draw
            elif not in_check:
                if prev_pass and double_pass is not None:
                    v = result_score(double_pass, us, ply)
                elif legal == 0 or not (futile or quiets >= quiet_cap):
                    # After the moves, the pass is searched as a late quiet move is (it gives no check, and
                    # it beats every move only rarely): pruned above where they are, reduced as they are.
                    do(pm)
                    nk = pos.key
                    rep[nk] = rep.get(nk, 0) + 1
                    halfmove[ply + 1] = hm + 1
                    path_moves[idx] = pm
                    path_caps[idx] = 0
                    try:
                        if legal == 0:
                            v = -negamax(depth - 1, -beta, -alpha, ply + 1, True, True)
                        else:
                            r = LATE_REDUCTION[min(depth, 5)][min(legal + 1, 16)]
                            v = -negamax(depth - 1 - r, -alpha - 1, -alpha, ply + 1, True, True)
                            if v > alpha and (r or v < beta):
                                v = -negamax(depth - 1, -beta, -alpha, ply + 1, True, True)
                    finally:
                        rep[nk] -= 1
                        undo(pm, 0)
            if v is not None:
                legal += 1
                if v > best:
                    best = v
                    taking_draw = facing and bikjang == "accept"  # not a move: keep the best move's slot
                    if not taking_draw:
                        best_move = pm
                    if v > alpha:
                        alpha = v
                        if taking_draw:
                            child_pv[ply] = []
                        else:
                            child_pv[ply] = [pm] + child_pv[ply + 1] if not facing else [pm]
        if legal == 0:
            return -MATE + ply
        # --- store --------------------------------------------------------------------------------------
        if len(tt) >= tt_max:
            make_room(tt, tt_max // 2)
        flag = UPPER if best <= orig_alpha else LOWER if best >= beta else EXACT
        ts = best
        if ts >= MATE_BOUND:
            ts += ply
        elif ts <= -MATE_BOUND:
            ts -= ply
        tt[key] = (depth, flag, ts, best_move)
        return best

    # --- root -------------------------------------------------------------------------------------------
    us = pos.side
    gsq = generals[us]
    root_pass = (gsq << 7) | gsq
    root_facing = game.is_bikjang()
    multi = style.choice_margin > 0
    order = list(root_moves)
    rng = self.rng
    # The previous search's best move first.
    entry = tt.get(pos.key ^ PASS_KEY if last_is_pass else pos.key)
    if entry and entry[3] in order:
        order.remove(entry[3])
        order.insert(0, entry[3])
    # Passes last, captures early.
    order.sort(key=lambda m: (m == root_pass, -ORDER_VALUE[board[m & 127]] if (m >> 7) != (m & 127) else 0))
    best_move = order[0]
    best_score = -INF
    last_info: SearchInfo | None = None
    completed_depth = 0
    pass_margin = 25  # a pass must beat the best move by this much: never pass pointlessly
    overlook = style.overlook_defence > 0 and rng.random() < style.overlook_defence

    # Root moves that end the game are scored by the Game itself, so every rule (perpetual check, the
    # shuttle rule, n-fold repetition, ply limit, bikjang, double pass) is exact one ply deep.
    root_exact: dict[int, int] = {}
    for m in root_moves:
        out = game.outcome_after(m)
        if out is not None:
            if out.winner is None:
                root_exact[m] = 0
            else:
                if out.points is not None:  # decided on points: decisive, ranked below a mate
                    v = POINTS_WIN - 1
                else:  # checkmate, perpetual check, shuttle: a plain win or loss
                    v = MATE - 1
                root_exact[m] = v if out.winner == ("cho", "han")[us] else -v

    def root_child(m: int, depth: int, alpha: int, beta: int) -> int:
        """Score of root move ``m`` for the side to move (game-ending moves scored by the rules)."""
        is_p = (m >> 7) == (m & 127)
        exact = root_exact.get(m)
        if exact is not None:
            return exact
        cap = do(m)
        nk = pos.key
        rep[nk] = rep.get(nk, 0) + 1
        halfmove[1] = 0 if cap else halfmove0 + 1
        path_moves[base_idx] = m
        path_caps[base_idx] = cap
        try:
            if overlook and cap:
                # A beginner's blind spot: the capture is judged by the material it wins, not by the reply.
                return -evaluate()
            if depth - 1 <= 0 and not use_q:
                return -evaluate()
            return -negamax(depth - 1, -beta, -alpha, 1, is_p, True)
        finally:
            rep[nk] -= 1
            undo(m, cap)

    def make_info(depth: int, score: int, pv: list[int]) -> SearchInfo:
        el = max(time.perf_counter() - t0, 1e-6)
        mate = score_to_mate(score)
        return SearchInfo(depth=depth, seldepth=seldepth, score_cp=None if mate is not None else score,
                          score_mate=mate, nodes=nodes, nps=int(nodes / el), time_ms=int(el * 1000),
                          pv=[Move(x >> 7, x & 127) for x in pv], score=score)

    try:
        for depth in range(1, max_depth + 1):
            # Aspiration: from depth 4 on, search a window around the last score first; a score outside it
            # is searched again with that side of the window opened.
            aspire = depth >= 4 and not multi and abs(best_score) < POINTS_WIN
            lo_bound = best_score - ASPIRATION if aspire else -INF
            hi_bound = best_score + ASPIRATION if aspire else INF
            while True:
                alpha, beta = lo_bound, hi_bound
                scores: dict[int, int] = {}
                iter_best = None
                iter_score = -INF
                iter_pv: list[int] = []
                failed_high = 0
                for i, m in enumerate(order):
                    is_p = m == root_pass and (m >> 7) == (m & 127)
                    if multi:
                        v = root_child(m, depth, -INF, INF)
                    elif i == 0:
                        v = root_child(m, depth, alpha, beta)
                    else:
                        a = alpha + pass_margin if is_p else alpha
                        v = root_child(m, depth, a, a + 1)
                        if v > a:
                            v = root_child(m, depth, a, beta)
                        if is_p and v <= a:
                            v = min(v, alpha)
                    scores[m] = v
                    if v > iter_score and (iter_best is None or not is_p or v > iter_score + pass_margin):
                        iter_score = v
                        iter_best = m
                        iter_pv = [m] + (pv_table[1] if not is_p or not (root_facing or last_is_pass) else [])
                        if not multi and v > alpha:
                            alpha = v
                        if depth > 1 or i == 0:
                            best_move, best_score = m, v  # a fully searched improvement is usable at once
                    if not multi and v >= hi_bound < INF:
                        failed_high = m
                        break
                if failed_high:
                    hi_bound = INF
                    order.remove(failed_high)
                    order.insert(0, failed_high)
                    continue
                if not multi and iter_score <= lo_bound > -INF:
                    lo_bound = -INF
                    continue
                break
            assert iter_best is not None
            best_move, best_score = iter_best, iter_score
            completed_depth = depth
            if multi:
                # Human-looking imperfection: any move close enough to the best may be chosen.
                # Never a pass among them unless passing is clearly the best (as at full strength).
                good = [m for m in order if scores[m] >= iter_score - style.choice_margin
                        and (m != root_pass or m == iter_best)]
                best_move = rng.choice(good)
                best_score = scores[best_move]
                iter_pv = [best_move]
            order.sort(key=lambda m: (m != best_move, -scores.get(m, -INF)))
            last_info = make_info(depth, best_score, iter_pv)
            if on_info is not None:
                on_info(last_info)
            if abs(best_score) >= MATE_BOUND and depth >= 2 and not limits.infinite and not multi:
                if MATE - abs(best_score) <= depth:
                    break
            if len(order) == 1 and not limits.infinite and depth >= 2:
                break
            if soft is not None and time.perf_counter() - start >= soft:
                break
            if node_limit is not None and nodes >= node_limit:
                break
        if limits.infinite and stop_event is not None:
            # UCI: under "go infinite" the bestmove waits for "stop" even when the search has finished.
            stop_event.wait()
    except SearchStopped:
        pass
    if last_info is None or completed_depth == 0:
        last_info = make_info(max(completed_depth, 1), best_score if best_score > -INF else 0, [best_move])
    elif last_info.pv and last_info.pv[0].to_int() != best_move:
        last_info = make_info(completed_depth, best_score, [best_move])
    else:
        last_info.nodes = nodes
        el = max(time.perf_counter() - t0, 1e-6)
        last_info.nps = int(nodes / el)
        last_info.time_ms = int(el * 1000)
    pv = last_info.pv
    ponder = pv[1] if len(pv) > 1 else None
    return SearchResult(best=Move(best_move >> 7, best_move & 127), info=last_info, ponder=ponder)


__all__ = ["Searcher", "Limits", "SearchInfo", "SearchResult", "SearchStopped", "NoMoveError", "Style",
           "make_room", "points_result_score",
           "MATE", "MATE_BOUND", "POINTS_WIN", "RULE_WIN", "score_to_mate"]
