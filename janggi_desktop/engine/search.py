"""Alpha-beta search on the rules model's int moves, with the rule set's game-end rules built in.

Why it looks the way it does:

* Speed in pure Python comes from doing little per node: the search works on a private
  :class:`~janggi_desktop.rules.position.Position` (``board`` list, incremental Zobrist ``key``) with its own
  make/unmake that also keeps the material + piece-square score and the piece counts incrementally, and the
  node functions are closures so their state is read from fast cell variables, not attributes.
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
  previous move was not a pass).
* Stop requests and time are polled every 512 nodes (about 10-20 ms at the speeds we reach); a stop unwinds
  the recursion with an exception, which is why the search owns a private Position.
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
    GENERAL,
    GUARD,
    HORSE,
)
from janggi_desktop.rules.game import Game, Move
from janggi_desktop.rules.position import ZOBRIST, ZOBRIST_SIDE, Position
from janggi_desktop.rules.repetition import repetition_verdict

from .evaluate import ORDER_VALUE, POINTS2, PSQ, board_score, mobility, piece_counts

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
#: Largest mobility swing expected: beyond this distance from the window, the cheap evaluation decides.
LAZY = 150


class SearchStopped(Exception):
    """Raised inside the search to unwind it when time, nodes or a stop request end it."""


class NoMoveError(ValueError):
    """The game is over: there is no move to search."""


@dataclass
class Limits:
    """What ends a search.  Times in milliseconds; all None and ``infinite`` False means depth 64 only."""

    movetime: int | None = None
    depth: int | None = None
    nodes: int | None = None
    wtime: int | None = None  # Cho's clock (Cho is "white" in UCI)
    btime: int | None = None
    winc: int | None = None
    binc: int | None = None
    movestogo: int | None = None
    infinite: bool = False
    searchmoves: list[int] | None = None  # int moves; only these at the root

    def time_budget(self, side: int) -> tuple[float | None, float | None]:
        """(soft, hard) seconds: no new iteration after ``soft``, abort at ``hard``; None = unlimited."""
        if self.infinite:
            return None, None
        if self.movetime is not None:
            t = max(self.movetime, 1) / 1000.0
            return t, t
        clock = self.wtime if side == 0 else self.btime
        inc = (self.winc if side == 0 else self.binc) or 0
        if clock is None:
            return None, None
        overhead = 30
        mtg = self.movestogo or 30
        base = max(clock - overhead, 10) / mtg + inc * 0.8
        base = min(base, max(clock - overhead, 10) * 0.4)
        hard = min(base * 3, max(clock - overhead, 10) * 0.5)
        return base * 0.6 / 1000.0, max(hard, base) / 1000.0


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
        return _run(self, game, root_moves, limits, on_info, stop_event)


def _result_points(pts2: int, us: int, ply: int) -> int:
    """Score for the side ``us`` when the game ends now decided on points (``pts2``: Cho minus Han, x2,
    deom not yet included)."""
    diff = pts2 - 3  # Han's 1.5 deom
    v = POINTS_WIN + min(abs(diff), 200) - ply
    cho_wins = diff > 0
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
    start = time.perf_counter()
    soft, hard = limits.time_budget(pos.side)
    hard_deadline = start + hard if hard is not None else None
    max_depth = limits.depth or 64
    node_limit = limits.nodes

    # --- incremental state -------------------------------------------------------------------------------
    st_score = board_score(board)  # material + PST, Cho's view
    counts = piece_counts(board)
    st_total = sum(counts)
    st_pts2 = sum(POINTS2[p] for p in board)
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
        nonlocal st_score, st_total, st_pts2
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
        z = ZOBRIST[p]
        key ^= z[fr] ^ z[to]
        ps = PSQ[p]
        st_score += ps[to] - ps[fr]
        if cap:
            key ^= ZOBRIST[cap][to]
            st_score -= PSQ[cap][to]
            counts[cap] -= 1
            st_total -= 1
            st_pts2 -= POINTS2[cap]
        if p & 7 == GENERAL:
            generals[p >> 3] = to
        pos.key = key
        pos.side ^= 1
        return cap

    def undo(m: int, cap: int) -> None:
        nonlocal st_score, st_total, st_pts2
        fr = m >> 7
        to = m & 127
        pos.side ^= 1
        key = pos.key ^ ZOBRIST_SIDE
        if fr != to:
            p = board[to]
            board[fr] = p
            board[to] = cap
            z = ZOBRIST[p]
            key ^= z[fr] ^ z[to]
            ps = PSQ[p]
            st_score -= ps[to] - ps[fr]
            if cap:
                key ^= ZOBRIST[cap][to]
                st_score += PSQ[cap][to]
                counts[cap] += 1
                st_total += 1
                st_pts2 += POINTS2[cap]
            if p & 7 == GENERAL:
                generals[p >> 3] = fr
        pos.key = key

    def evaluate(lo: int = -INF, hi: int = INF) -> int:
        """Side-to-move's view.  Mobility (a board pass) is only added when the cheap terms land within
        LAZY of the window [lo, hi]: far outside it, mobility cannot change the decision."""
        c = counts
        v = st_score
        cannon_adj = (st_total - 24) * 4
        v += (c[CANNON] - c[14]) * cannon_adj
        v -= (2 - c[GUARD]) * (c[13] * 3 + c[14] * 2 + c[12]) * 8
        v += (2 - c[10]) * (c[CHARIOT] * 3 + c[CANNON] * 2 + c[HORSE]) * 8
        if noise:
            h = (((pos.key ^ noise_seed) * 0x9E3779B97F4A7C15) >> 40) & 0xFFFF
            v += (h % (2 * noise + 1)) - noise
        if pos.side:
            v = -v
        v += 10  # the move
        if lo - LAZY < v < hi + LAZY:
            m = mobility(board)
            v += -m if pos.side else m
        return v

    def result_score(result: str, us: int, ply: int) -> int:
        if result == "points":
            return _result_points(st_pts2, us, ply)
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

    def qsearch(alpha: int, beta: int, ply: int) -> int:
        nonlocal nodes, seldepth
        nodes += 1
        if nodes & 511 == 0:
            check_stop()
        if ply > seldepth:
            seldepth = ply
        stand = evaluate(alpha, beta)
        if stand >= beta or ply >= MAX_PLY:
            return stand
        if stand > alpha:
            alpha = stand
        us = pos.side
        them = us ^ 1
        caps = []
        for m in pseudo_moves():
            v = board[m & 127]
            if v:
                if v & 7 == GENERAL:
                    return MATE - ply  # the opponent left its general en prise (only after a stand-pat check)
                caps.append((ORDER_VALUE[v] * 16 - ORDER_VALUE[board[m >> 7]], m))
        if not caps:
            return alpha
        caps.sort(reverse=True)
        margin = alpha - stand - 200
        for _, m in caps:
            capv = board[m & 127]
            if ORDER_VALUE[capv] * 100 < margin:
                continue  # delta pruning: even winning this piece cannot lift us to alpha
            cap = do(m)
            if attacked(generals[us], them):
                undo(m, cap)
                continue
            v = -qsearch(-beta, -alpha, ply + 1)
            undo(m, cap)
            if v > alpha:
                if v >= beta:
                    return v
                alpha = v
        return alpha

    def negamax(depth: int, alpha: int, beta: int, ply: int, prev_pass: bool, do_null: bool) -> int:
        nonlocal nodes, seldepth
        nodes += 1
        if nodes & 511 == 0:
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
                return qsearch(alpha, beta, ply)
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
        if not pv_node and not in_check and not facing:
            ev = evaluate(beta - 1, beta)
            if depth <= 2 and ev - 120 * depth >= beta and abs(beta) < MATE_BOUND:
                return ev - 120 * depth  # reverse futility
            if (do_null and depth >= 3 and not prev_pass and ev >= beta
                    and counts[(us << 3) | CHARIOT] + counts[(us << 3) | CANNON] + counts[(us << 3) | HORSE]):
                r = 3 if depth >= 6 else 2
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
        # --- move ordering ------------------------------------------------------------------------------
        k1, k2 = killers[ply]
        hist = history[us]
        scored = []
        for m in pseudo_moves():
            if m == hash_move:
                s = 1 << 30
            else:
                c = board[m & 127]
                if c:
                    s = (1 << 24) + ORDER_VALUE[c] * 64 - ORDER_VALUE[board[m >> 7]]
                elif m == k1:
                    s = 1 << 22
                elif m == k2:
                    s = (1 << 22) - 1
                else:
                    s = hist[m]
            scored.append((s, m))
        scored.sort(reverse=True)
        best = -INF
        best_move = 0
        orig_alpha = alpha
        legal = 0
        child_pv = pv_table
        gsq_us = generals[us]
        # Only moves that touch the lines to our general can expose it (Position.legal_moves' idea).
        sens = None if in_check else sensitive(gsq_us)
        for s, m in scored:
            cap = do(m)
            if ((sens is None or (m >> 7) == gsq_us or (m >> 7) in sens or (m & 127) in sens)
                    and attacked(generals[us], them)) or (facing and generals_facing()):
                undo(m, cap)
                continue
            legal += 1
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
                        r = 1 if legal < 10 else 2
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
                            hist[m] += depth * depth
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
                legal_pass = v is not None
            else:
                legal_pass = not in_check
                if legal_pass:
                    if prev_pass and double_pass is not None:
                        v = result_score(double_pass, us, ply)
                    else:
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
                                v = -negamax(depth - 1, -alpha - 1, -alpha, ply + 1, True, True)
                                if alpha < v < beta:
                                    v = -negamax(depth - 1, -beta, -alpha, ply + 1, True, True)
                        finally:
                            rep[nk] -= 1
                            undo(pm, 0)
            if legal_pass:
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
            tt.clear()
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
                    v = POINTS_WIN + min(abs(round(2 * (out.points[0] - out.points[1]))), 200) - 1
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
        el = max(time.perf_counter() - start, 1e-6)
        mate = score_to_mate(score)
        return SearchInfo(depth=depth, seldepth=seldepth, score_cp=None if mate is not None else score,
                          score_mate=mate, nodes=nodes, nps=int(nodes / el), time_ms=int(el * 1000),
                          pv=[Move(x >> 7, x & 127) for x in pv], score=score)

    try:
        for depth in range(1, max_depth + 1):
            alpha, beta = -INF, INF
            scores: dict[int, int] = {}
            iter_best = None
            iter_score = -INF
            iter_pv: list[int] = []
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
        el = max(time.perf_counter() - start, 1e-6)
        last_info.nps = int(nodes / el)
        last_info.time_ms = int(el * 1000)
    pv = last_info.pv
    ponder = pv[1] if len(pv) > 1 else None
    return SearchResult(best=Move(best_move >> 7, best_move & 127), info=last_info, ponder=ponder)


__all__ = ["Searcher", "Limits", "SearchInfo", "SearchResult", "SearchStopped", "NoMoveError", "Style",
           "MATE", "MATE_BOUND", "POINTS_WIN", "RULE_WIN", "score_to_mate"]
