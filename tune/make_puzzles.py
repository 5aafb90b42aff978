"""Mine Janggi puzzles (박보-style mates and tactics) verified by Fairy-Stockfish.

    nice -n 5 python3 tune/make_puzzles.py --seed 47 --mates 900 --tactics 400 --per-length 200 --hours 1.25 \\
        --work tune/data/puzzles-work.jsonl
    nice -n 5 python3 tune/check_puzzles.py --input tune/data/puzzles-work.jsonl \\
        --results tune/data/puzzles-check.jsonl
    python3 tune/make_puzzles.py --finalize --work tune/data/puzzles-work.jsonl --recheck \\
        tune/data/puzzles-check.jsonl --out resources/puzzles

Then the extension runs (longer mates and escapes, from the set above; see metadata.json "extension_runs"):

    nice -n 5 python3 tune/make_puzzles.py --extend-from resources/puzzles/puzzles.jsonl --seed 47 \
        --min-length 4 --per-length 30 --per-seed 2 --tries-per-seed 60 --tactics 80 \
        --work tune/data/puzzles-extend-work.jsonl
    nice -n 5 python3 tune/make_puzzles.py --extend-from resources/puzzles/puzzles.jsonl \
        tune/data/puzzles-extend-work.jsonl --seed 47 --min-length 4 --per-length 30 --per-seed 3 \
        --tries-per-seed 400 --escape-plies 2,4,6,8,10,12 --tactics 80 --work tune/data/puzzles-extend2-work.jsonl
    nice -n 5 python3 tune/check_puzzles.py --input WORK --results tune/data/puzzles-check.jsonl  # each work file
    python3 tune/make_puzzles.py --finalize-extension tune/data/puzzles-extend-work.jsonl \
        tune/data/puzzles-extend2-work.jsonl --recheck tune/data/puzzles-check.jsonl

* backward extension: for each mate in k of the set (and each mate the run finds), the positions one
  checking move and one reply earlier (a solver piece steps to its square, a defender piece steps or
  takes a chariot, cannon or horse the solver put there), made by our rules model and played forwards to be
  sure, are searched for a mate in k + 1 and verified from scratch like any candidate (below);
* escapes: a mate's position (the start, or after 2, 4... plies of its solution) with the defender to move
  instead: kept when exactly one move avoids being mated and is not lost (or it wins material).

Where positions come from:
* the Fairy-Stockfish self-play games of ``tune/data/games-seed*.jsonl.gz`` (tune/fsf_games.py): the first
  ply of every run of mate scores (the mover had found a mate), plies after a large swing of the recorded
  score (the opponent had just blundered: a tactic) and a few other middle-game plies (a mating net to
  escape);
* built endgames: random placements of a few pieces, both generals in their palaces (the composed 박보
  tradition), kept when a quick search finds a mate in 1 to 7.

What is kept (every check counts its rejections in the metadata):
* a mate in N (1..7): at each of the solver's moves a MultiPV 2 search says the solution move mates in
  the remaining k moves and the second line does not mate in <= k (the solver never passes); each defender
  reply is Fairy-Stockfish's best (mated in exactly k - 1 more, the longest resistance); the last position
  is checkmate under our rules model.  At least half of the mates are 연속 장군 (every solver move gives
  check): a non-checking mate is only kept while there are no more of them than checking ones.
* a tactic: at each solver move the second line is at least ``--gap`` (250) centipawns worse than the first;
  either it wins material (the solver's point balance under our rules model, after the defender's best reply,
  is at least 3 points better than at the start, within 4 solver moves) or it escapes a mating net (one
  move, every other move is mated, the best is not lost).
The generator demands a 250 cp gap where the issue asks 200, so that the separate re-check
(tune/check_puzzles.py) does not fail on the search noise of a nearly equal second line.

Reproducible: Threads 1, Hash 64, fixed depths and node caps, ``ucinewgame`` before every candidate, candidates
in an order drawn from ``--seed``.  ``--hours`` only decides where a run stops, and is recorded.  The work
file is appended to as puzzles are found (an interrupted run keeps them and resumes past them).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from puzzle_engine import Engine, Line, Search  # noqa: E402

from janggi_desktop.rules import FenError, Game, Move, square_name  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
GAP = 250
MAX_MATE = 7
KIND_POINTS = {"K": 0, "A": 3, "B": 3, "N": 5, "R": 13, "C": 7, "P": 2}
PALACE_FILES = "def"


# --- small helpers on our rules model ---------------------------------------------------------------------

def material(game: Game, side: str) -> int:
    """The side's points minus the other side's (KIND_POINTS, no 덤)."""
    total = 0
    for sq in range(90):
        p = game.piece_at(sq)
        if p is not None:
            total += KIND_POINTS[p.kind] if p.side == side else -KIND_POINTS[p.kind]
    return total


def in_palace(name: str) -> bool:
    rank = int(name[1:])
    return name[0] in PALACE_FILES and (rank <= 3 or rank >= 8)


def checkers(game: Game) -> list[str]:
    """Kinds of the pieces giving check to the side to move: a piece counts when taking it off the board
    ends the check (so a double check names no piece and counts as the moved piece's)."""
    if not game.in_check():
        return []
    pos = game.position
    us = pos.side
    gsq = pos.generals[us]
    kinds = []
    for sq in range(90):
        p = game.piece_at(sq)
        if p is None or p.kind == "K" or (p.side == "cho") == (us == 0):
            continue
        saved = pos.board[sq]
        pos.board[sq] = 0
        try:
            if not pos.attacked(gsq, us ^ 1):
                kinds.append(p.kind)
        finally:
            pos.board[sq] = saved
    return kinds


def line_facts(fen: str, solution: list[str]) -> dict:
    """What the themes are decided from: checks, captures and piece kinds along the solution."""
    game = Game.from_fen(fen, "janggi")
    solver = game.turn
    facts = {"all_checks": True, "first_quiet": False, "sacrificed": [], "cannon_check": False,
             "palace_diagonal": False, "mated": False, "mate_piece": None}
    for i, mv in enumerate(solution):
        move = Move.from_uci(mv)
        fr, to = square_name(move.from_square), square_name(move.to_square)
        mover = game.piece_at(move.from_square)
        victim = game.piece_at(move.to_square)
        game.push_uci(mv)
        if i % 2 == 0:
            check = game.in_check()
            facts["all_checks"] &= check
            if i == 0:
                facts["first_quiet"] = not check and victim is None
            kinds = checkers(game)
            if "C" in kinds or (check and not kinds and mover.kind == "C"):
                facts["cannon_check"] = True
            if (mover.kind in "RCPKA" and fr != to and in_palace(fr) and in_palace(to)
                    and fr[0] != to[0] and fr[1:] != to[1:]):
                facts["palace_diagonal"] = True
            if i == len(solution) - 1:
                out = game.outcome()
                facts["mated"] = out is not None and out.termination.value == "checkmate"
                facts["mate_piece"] = (kinds[0] if len(kinds) == 1 else mover.kind) if facts["mated"] else None
        elif victim is not None and victim.side == solver and KIND_POINTS[victim.kind] >= 5:
            facts["sacrificed"].append(victim.kind)
    return facts


def themes_of(kind: str, mate_in: int | None, facts: dict) -> list[str]:
    themes = []
    if kind == "mate":
        themes += ["mate", f"mate-in-{mate_in}"]
        if facts["all_checks"]:
            themes.append("continuous-check")
    else:
        themes.append(kind)  # "material" or "escape"
    if facts["first_quiet"]:
        themes.append("quiet-move")
    if facts["sacrificed"]:
        themes.append("sacrifice")
        if "R" in facts["sacrificed"]:
            themes.append("chariot-sacrifice")
    if facts["cannon_check"]:
        themes.append("cannon-screen")
    if facts["palace_diagonal"]:
        themes.append("palace-diagonal")
    return themes


def rating_of(solver_moves: int, settled_depth: int, alternatives: int, facts: dict) -> int:
    """A first difficulty estimate (the users' Glicko-2 results are what a rating really is): longer
    solutions, a best move Fairy-Stockfish settles on only at a greater depth, more checks and captures to be
    tempted by, a quiet first move and a sacrifice make a puzzle harder."""
    r = 800 + 170 * (solver_moves - 1) + 22 * settled_depth + 6 * min(alternatives, 20)
    if facts["first_quiet"]:
        r += 150
    if facts["sacrificed"]:
        r += 100
    return int(max(600, min(2800, round(r / 10) * 10)))


def tempting(game: Game) -> int:
    """How many of the solver's legal moves check or capture: the plausible alternatives."""
    n = 0
    for mv in game.legal_moves():
        if mv.is_pass:
            continue
        if game.position.board[mv.to_square]:
            n += 1
            continue
        game.push(mv)
        n += game.in_check()
        game.pop()
    return n


# --- verification -------------------------------------------------------------------------------------------

class Rejected(Exception):
    """A candidate failed one check; ``args[0]`` names it (the metadata counts them)."""


def has_pass(moves: list[str]) -> bool:
    return any(Move.from_uci(m).is_pass for m in moves)


def verify_mate(eng: Engine, fen: str, nodes: int, counts: dict) -> dict:
    """The mate line from ``fen``, each solver move the only one that mates in <= k, each defender reply
    the longest resistance; or Rejected.

    The line is followed to the mate even past a solver move that is not the only one (or a defender reply
    that was not the longest): the puzzle is then the rest of the line after the last such move, a shorter
    mate that passes every check (counted as "shortened" in the metadata)."""
    line: list[str] = []
    start = 0            # the solver ply the puzzle starts at
    settled = {0: 0}
    k_expected = None
    while True:
        k_hint = k_expected or MAX_MATE
        s = eng.search(fen, line, depth=2 * k_hint + 5, nodes=nodes, multipv=2)
        if not s.lines or s.lines[0].mate is None or s.lines[0].mate <= 0:
            raise Rejected("no mate" if not line else "mate lost")
        k = s.lines[0].mate
        if k > MAX_MATE:
            raise Rejected("mate too long")
        if s.depth < 2 * k + 1:
            raise Rejected("search too shallow")
        if k_expected is not None and k != k_expected:
            counts["shortened"]["defence not longest"] = counts["shortened"].get("defence not longest", 0) + 1
            start = len(line)
        settled[len(line)] = s.settled_depth
        move = s.lines[0].move
        if (len(s.lines) > 1 and s.lines[1].mate is not None and 0 < s.lines[1].mate <= k) or has_pass([move]):
            if k == 1:
                raise Rejected("not unique")
            counts["shortened"]["not unique"] = counts["shortened"].get("not unique", 0) + 1
            start = len(line) + 2
        line.append(move)
        if k == 1:
            break
        d = eng.search(fen, line, depth=2 * k + 3, nodes=nodes, multipv=1)
        if not d.lines or d.lines[0].mate is None or d.lines[0].mate != -(k - 1):
            raise Rejected("defence not longest")
        line.append(d.lines[0].move)
        k_expected = k - 1
    game = Game.from_fen(fen, "janggi")
    for mv in line[:start]:
        game.push_uci(mv)
    parts = game.fen().split()
    parts[4] = "0"
    return {"fen": " ".join(parts), "solution": line[start:], "settled_depth": settled.get(start, 0)}


def verify_tactic(eng: Engine, fen: str, first: list[Line], nodes: int, depth: int) -> dict:
    """A material or escape line from ``fen`` given the root's MultiPV lines, or Rejected."""
    if len(first) < 2:
        raise Rejected("only move")
    best, second = first[0], first[1]
    if best.mate is not None and best.mate > 0:
        raise Rejected("is a mate")
    if best.value - second.value < GAP:
        raise Rejected("not unique")
    game = Game.from_fen(fen, "janggi")
    solver = game.turn
    if second.mate is not None and second.mate < 0 and best.value > -150 and best.mate is None:
        if has_pass([best.move]):
            raise Rejected("solver passes")
        return {"kind": "escape", "solution": [best.move]}
    if best.value < 150:
        raise Rejected("no gain")
    start = material(game, solver)
    line = [best.move]
    for _ in range(4):
        d = eng.search(fen, line, depth=depth, nodes=nodes, multipv=1)
        if not d.lines:
            raise Rejected("no gain")  # the game ended: not a tactic of this kind
        reply = d.lines[0].move
        after = Game.from_fen(fen, "janggi")
        for mv in line + [reply]:
            after.push_uci(mv)
        if material(after, solver) - start >= 3 and d.lines[0].value <= -GAP + 50:
            if has_pass(line[::2]):
                raise Rejected("solver passes")
            return {"kind": "material", "solution": line}
        s = eng.search(fen, line + [reply], depth=depth, nodes=nodes, multipv=2)
        if len(s.lines) < 2 or s.lines[0].value - s.lines[1].value < GAP or s.lines[0].mate is not None:
            raise Rejected("no gain" if len(s.lines) >= 2 else "only move")
        line += [reply, s.lines[0].move]
    raise Rejected("no gain")


# --- candidate sources ----------------------------------------------------------------------------------------

def game_candidates(rng: random.Random):
    """(fen, hint) from the self-play games: hint "mate" at the first ply of a run of mate scores, "swing"
    after a large score swing, "quiet" a few random later plies."""
    games = []
    for path in sorted((ROOT / "tune" / "data").glob("games-seed*.jsonl.gz")):
        with gzip.open(path, "rt") as f:
            games += [json.loads(line) for line in f]
    rng.shuffle(games)
    for g in games:
        game = Game.from_fen(g["fen"], g.get("variant", "janggi"))
        scores = g["scores"]
        picks: list[tuple[int, str]] = []
        for i in range(len(g["moves"])):
            if i < g["random_plies"] + 2 or i < 10:
                continue
            if scores[i] is None and scores[i - 2] is not None:
                picks.append((i, "mate"))
            elif scores[i] is not None and scores[i - 1] is not None:
                mover = 1 if i % 2 == 0 else -1  # scores are Cho's view; ply i is Cho's when even
                if mover * (scores[i] - scores[i - 1]) >= 300 and abs(scores[i - 1]) < 400:
                    picks.append((i, "swing"))
        later = [i for i in range(20, len(g["moves"]))]
        picks += [(i, "quiet") for i in rng.sample(later, min(1, len(later)))]
        picks.sort()
        wanted = {i: hint for i, hint in picks}
        for i, mv in enumerate(g["moves"]):
            if i in wanted and not game.is_over():
                parts = game.fen().split()
                parts[4] = "0"  # a puzzle starts afresh: no ply-limit count carried over
                yield " ".join(parts), wanted[i]
            game.push_uci(mv)


ATTACK_POOL = "RRCCNNPPPAB"
DEFENCE_POOL = "AABBNPPCR"


def place(rng: random.Random, board: dict[tuple[int, int], str], letter: str, upper: bool) -> None:
    """Put one piece (uppercase: Cho) on a free point where it may stand: general and guards in the palace,
    a soldier never behind its start rank."""
    if letter in "KA":
        ranks = (0, 1, 2) if upper else (7, 8, 9)
        cells = [(f, r) for f in (3, 4, 5) for r in ranks]
    elif letter == "P":
        ranks = range(3, 10) if upper else range(0, 7)
        cells = [(f, r) for f in range(9) for r in ranks]
    else:
        cells = [(f, r) for f in range(9) for r in range(10)]
    cells = [c for c in cells if c not in board]
    if cells:
        board[rng.choice(cells)] = letter if upper else letter.lower()


def endgame_candidates(rng: random.Random):
    """Random placements: the attacker (to move) has its general and 2-4 pieces, the defender its general
    and 0-3; generals and guards in their palaces, soldiers where they can stand."""
    while True:
        attacker = rng.choice("wb")
        board: dict[tuple[int, int], str] = {}
        a_upper = attacker == "w"
        place(rng, board, "K", a_upper)
        place(rng, board, "K", not a_upper)
        for letter in rng.sample(ATTACK_POOL, rng.randint(2, 4)):
            place(rng, board, letter, a_upper)
        for letter in rng.sample(DEFENCE_POOL, rng.randint(0, 3)):
            place(rng, board, letter, not a_upper)
        rows = []
        for r in range(9, -1, -1):
            row, empty = "", 0
            for f in range(9):
                p = board.get((f, r))
                if p is None:
                    empty += 1
                else:
                    row += (str(empty) if empty else "") + p
                    empty = 0
            rows.append(row + (str(empty) if empty else ""))
        fen = f"{'/'.join(rows)} {attacker} - - 0 1"
        try:
            game = Game.from_fen(fen, "janggi")
        except FenError:
            continue
        if game.is_bikjang() or game.in_check() or game.is_over():
            continue
        yield fen, "endgame"


# --- the run ----------------------------------------------------------------------------------------------------

def puzzle_id(fen: str) -> str:
    return hashlib.sha1(fen.split(" ")[0].encode() + fen.split(" ")[1].encode()).hexdigest()[:8]


def examine(eng: Engine, fen: str, hint: str, args, counts: dict, seen: set[str],
            screened: Search | None = None) -> dict | None:
    """One candidate: a puzzle record, or None (the reason counted in ``counts["rejected"]``).  ``screened``:
    the caller's own first search of the position (the extension run's), used instead of the endgame screen."""
    eng.new_game()
    try:
        if hint in ("endgame", "extension"):
            s = screened or eng.search(fen, [], depth=11, nodes=args.screen_nodes, multipv=1)
            if not s.lines or s.lines[0].mate is None or not 0 < s.lines[0].mate <= MAX_MATE:
                raise Rejected("screen: no mate")
            first = None
        else:
            s = eng.search(fen, [], depth=9, nodes=args.screen_nodes, multipv=2)
            if not s.lines:
                raise Rejected("screen: no move")
            quick = s.lines
            if not ((quick[0].mate is not None and quick[0].mate > 0) or len(quick) < 2
                    or quick[0].value - quick[1].value >= 150):
                raise Rejected("screen: no single best move")
            s = eng.search(fen, [], depth=args.tactic_depth, nodes=args.nodes, multipv=2)
            first = s.lines
        if s.lines[0].mate is not None and s.lines[0].mate > 0:
            if s.lines[0].mate > MAX_MATE:
                raise Rejected("mate too long")
            if counts["mates"] >= args.mates:
                raise Rejected("quota: mates")
            found = verify_mate(eng, fen, args.nodes, counts)
            if found["fen"] != fen:
                fen = found["fen"]
                if puzzle_id(fen) in seen:
                    raise Rejected("duplicate")
            kind, mate_in = "mate", (len(found["solution"]) + 1) // 2
            if counts["mate_in"].get(str(mate_in), 0) >= args.per_length:
                raise Rejected("quota: mate length")
            settled = found["settled_depth"]
        else:
            if counts["tactics"] >= args.tactics:
                raise Rejected("quota: tactics")
            found = verify_tactic(eng, fen, first, args.nodes, args.tactic_depth)
            kind, mate_in = found["kind"], None
            settled = s.settled_depth
        facts = line_facts(fen, found["solution"])
        if kind == "mate":
            if not facts["mated"]:
                raise Rejected("not checkmate under our rules")
            if not facts["all_checks"] and counts["quiet_mates"] >= counts["check_mates"]:
                raise Rejected("balance: non-checking mate")
    except Rejected as why:
        counts["rejected"][why.args[0]] = counts["rejected"].get(why.args[0], 0) + 1
        return None
    game = Game.from_fen(fen, "janggi")
    solver_moves = (len(found["solution"]) + 1) // 2
    return {"id": puzzle_id(fen), "fen": fen, "ruleset": "janggi", "solution": found["solution"],
            "themes": themes_of(kind, mate_in, facts),
            "rating": rating_of(solver_moves, settled, tempting(game), facts),
            "source": hint if hint in ("endgame", "extension") else "game", "mate_in": mate_in}


def run(args) -> int:
    rng = random.Random(args.seed)
    work = Path(args.work)
    work.parent.mkdir(parents=True, exist_ok=True)
    seen: set[str] = set()
    counts = {"mates": 0, "tactics": 0, "check_mates": 0, "quiet_mates": 0, "mate_in": {}, "rejected": {},
              "candidates": 0, "duplicates": 0, "shortened": {}}
    state_path = work.with_suffix(".state.json")
    if work.exists():
        for line in work.read_text().splitlines():
            rec = json.loads(line)
            seen.add(rec["id"])
    runs: list[dict] = []
    if state_path.exists():
        saved = json.loads(state_path.read_text())
        counts = saved["counts"]
        elapsed0 = saved["elapsed"]
        runs = saved.get("runs") or [{"args": saved["args"], "from_candidate": 0}]
    else:
        elapsed0 = 0.0
    runs.append({"args": vars(args), "from_candidate": counts["candidates"]})
    skip = counts["candidates"] + counts["duplicates"]
    eng = Engine(hash_mb=64)
    games = game_candidates(random.Random(rng.random()))
    endings = endgame_candidates(random.Random(rng.random()))
    t0 = time.time()
    pattern = ["game", "endgame", "endgame", "endgame"]
    step = 0
    try:
        with work.open("a") as out:
            while counts["mates"] < args.mates or counts["tactics"] < args.tactics:
                if elapsed0 + time.time() - t0 > args.hours * 3600:
                    print("time limit reached", flush=True)
                    break
                source = pattern[step % len(pattern)]
                step += 1
                if source == "endgame" and counts["mates"] >= args.mates:
                    continue
                fen, hint = next(games if source == "game" else endings)
                if skip > 0:  # resuming: this draw was made before the interruption
                    skip -= 1
                    continue
                pid = puzzle_id(fen)
                if pid in seen:
                    counts["duplicates"] += 1
                    continue
                seen.add(pid)
                counts["candidates"] += 1
                rec = examine(eng, fen, hint, args, counts, seen)
                if rec is not None:
                    seen.add(rec["id"])
                    out.write(json.dumps(rec, ensure_ascii=False) + "\n")
                    out.flush()
                    if rec["mate_in"]:
                        counts["mates"] += 1
                        counts["mate_in"][str(rec["mate_in"])] = counts["mate_in"].get(str(rec["mate_in"]), 0) + 1
                        counts["check_mates" if "continuous-check" in rec["themes"] else "quiet_mates"] += 1
                    else:
                        counts["tactics"] += 1
                if counts["candidates"] % 25 == 0:
                    state_path.write_text(json.dumps({"counts": counts, "elapsed": elapsed0 + time.time() - t0,
                                                      "engine": eng.name, "args": vars(args), "runs": runs}))
                    print(f"{counts['candidates']} candidates, {time.time() - t0 + elapsed0:.0f} s: "
                          f"{counts['mates']} mates {counts['mate_in']}, {counts['tactics']} tactics; "
                          f"rejected {counts['rejected']}", flush=True)
    finally:
        state_path.write_text(json.dumps({"counts": counts, "elapsed": elapsed0 + time.time() - t0,
                                          "engine": eng.name, "args": vars(args), "runs": runs}))
        eng.close()
    return 0



# --- the extension run: longer mates from shorter ones, escapes from mates -----------------------------------

def board_of(fen: str) -> dict[tuple[int, int], str]:
    """The FEN's pieces by (file, rank), rank 0 the bottom (Cho's back rank), as endgame_candidates places them."""
    board: dict[tuple[int, int], str] = {}
    for i, row in enumerate(fen.split()[0].split("/")):
        r, f = 9 - i, 0
        num = ""
        for ch in row + " ":
            if ch.isdigit():
                num += ch
                continue
            f += int(num) if num else 0
            num = ""
            if ch != " ":
                board[(f, r)] = ch
                f += 1
    return board


def fen_of(board: dict[tuple[int, int], str], side: str) -> str:
    rows = []
    for r in range(9, -1, -1):
        row, empty = "", 0
        for f in range(9):
            p = board.get((f, r))
            if p is None:
                empty += 1
            else:
                row += (str(empty) if empty else "") + p
                empty = 0
        rows.append(row + (str(empty) if empty else ""))
    return f"{'/'.join(rows)} {side} - - 0 1"


def fr(sq: int) -> tuple[int, int]:
    return sq % 9, sq // 9


def reach(board: dict[tuple[int, int], str], at: tuple[int, int], side: str) -> set[tuple[int, int]]:
    """The squares the piece at ``at`` can move to with ``side`` to move (our rules model's legal moves),
    plus, for a soldier, the squares it may have come from (it never moves back): where it may have stood one
    move earlier.  Reverse moves are then checked forwards, so a square too many costs only time."""
    try:
        game = Game.from_fen(fen_of(board, side), "janggi")
    except FenError:
        return set()
    out = {fr(mv.to_square) for mv in game.legal_moves() if fr(mv.from_square) == at and not mv.is_pass}
    if board[at] in "Pp":
        back = -1 if board[at] == "P" else 1
        out |= {(at[0], at[1] + back), (at[0] - 1, at[1]), (at[0] + 1, at[1])}
        out = {c for c in out if 0 <= c[0] < 9 and 0 <= c[1] < 10}
    return out


def may_stand(kind: str, at: tuple[int, int], upper: bool) -> bool:
    """A piece of ``kind`` of the side (uppercase: Cho) may stand on ``at``: a guard in its palace, a soldier
    never behind its start rank (as ``place`` puts them)."""
    f, r = at
    if kind == "A":
        return 3 <= f <= 5 and (r <= 2 if upper else r >= 7)
    if kind == "P":
        return r >= 3 if upper else r <= 6
    return kind in "RCNB"


def lines_or_jumps(at: tuple[int, int], kind: str) -> set[tuple[int, int]]:
    """Where a chariot or cannon (the same file or rank), a horse or an elephant (its jump) or a soldier (a
    step) may have come from to ``at``, by geometry alone (the forward check decides)."""
    f, r = at
    if kind in "NBP":
        jumps = {"N": ((1, 2), (2, 1)), "B": ((2, 3), (3, 2)), "P": ((0, 1), (1, 0))}[kind]
        cells = {(f + sf * df, r + sr * dr) for df, dr in jumps for sf in (1, -1) for sr in (1, -1)}
    else:
        cells = {(f, x) for x in range(10)} | {(x, r) for x in range(9)}
    return {c for c in cells if 0 <= c[0] < 9 and 0 <= c[1] < 10 and c != at}


def predecessors(fen: str, limit: int = 400, sacrifices: str = "RCN", captures: str = "", quiet: bool = False):
    """Positions one solver move and one defender reply before ``fen`` (the solver to move in both), each
    with the two moves: the solver's move gives check, the reply leads to ``fen``'s board.  Two shapes: a
    solver piece steps to its square in ``fen`` and a defender piece (the general or another) steps to its
    square; or the solver puts a piece (``sacrifices``: chariot, cannon, horse...) where a defender piece then
    takes it (a sacrifice).  With ``captures`` the solver's move may also take a defender piece of those kinds
    (where such a piece may stand); with ``quiet`` the solver's move need not give check.  Every one is
    played forwards through our rules model before it is offered."""
    board = board_of(fen)
    side = fen.split()[1]
    upper = side == "w"
    other = "b" if upper else "w"
    target = fen.split()[:2]
    solver_at = [c for c, p in board.items() if p.isupper() == upper]
    defender_at = [c for c, p in board.items() if p.isupper() != upper]
    found = 0
    for s in defender_at:
        for s_from in sorted(reach(board, s, other)):
            if s_from in board and s_from != s:
                continue
            b1 = dict(board)
            b1[s_from] = b1.pop(s)
            shapes = [(t, u, None, None) for t in solver_at
                      for u in sorted(reach(b1, t, side) | reach(board, t, side)) if u not in b1 or u == t]
            shapes += [(t, u, None, kind) for t, u, _, _ in list(shapes) for kind in captures
                       if may_stand(kind, t, not upper)]
            for kind in sacrifices:
                letter = kind if upper else kind.lower()
                shapes += [(s, u, letter, None) for u in sorted(lines_or_jumps(s, kind)) if u not in b1]
            for t, u, sacrificed, uncaptured in shapes:
                if u == t:
                    continue
                q = dict(b1)
                if sacrificed is None:
                    q[u] = q.pop(t)
                else:
                    q[u] = sacrificed
                if uncaptured is not None:
                    q[t] = uncaptured.lower() if upper else uncaptured
                try:
                    game = Game.from_fen(fen_of(q, side), "janggi")
                except FenError:
                    continue
                if game.is_over() or game.is_bikjang():
                    continue
                m1 = f"{square_name(u[1] * 9 + u[0])}{square_name(t[1] * 9 + t[0])}"
                r1 = f"{square_name(s_from[1] * 9 + s_from[0])}{square_name(s[1] * 9 + s[0])}"
                if not game.is_legal(m1):
                    continue
                game.push_uci(m1)
                if not (quiet or game.in_check()) or game.is_over() or not game.is_legal(r1):
                    continue
                game.push_uci(r1)
                if game.fen().split()[:2] != target:
                    continue
                yield fen_of(q, side), [m1, r1]
                found += 1
                if found >= limit:
                    return


def mate_length(record: dict) -> int | None:
    """N of the record's mate-in-N theme (None for a tactic)."""
    return next((int(t[len("mate-in-"):]) for t in record["themes"] if t.startswith("mate-in-")), None)


def extend_run(args) -> int:
    """Longer mates: each mate of ``--extend-from`` (and each mate this run finds) is a seed; the positions
    one checking move and one reply before it are screened for a mate in k + 1 and, when one is there, verified
    from scratch exactly as a mined candidate (verify_mate: uniqueness at each solver move, the longest
    defence, checkmate under our rules); a seed gives at most ``--per-seed`` puzzles.  Between seeds, escapes:
    a mate puzzle with the defender to move instead (the solver's threat stands) is an escape puzzle when
    exactly one move avoids being mated and it is not lost (verify_tactic)."""
    rng = random.Random(args.seed)
    work = Path(args.work)
    work.parent.mkdir(parents=True, exist_ok=True)
    base = [json.loads(line) for path in args.extend_from for line in Path(path).read_text().splitlines()
            if line.strip()]
    base_hash = {path: hashlib.sha1(Path(path).read_bytes()).hexdigest() for path in args.extend_from}
    seen = {r["id"] for r in base}
    counts = {"mates": 0, "tactics": 0, "mate_in": {}, "rejected": {}, "candidates": 0, "seeds": 0,
              "escape_candidates": 0, "duplicates": 0, "shortened": {},
              "check_mates": sum(1 for r in base if "continuous-check" in r["themes"]),
              "quiet_mates": sum(1 for r in base if "mate" in r["themes"] and "continuous-check" not in r["themes"])}
    want = {n: args.per_length for n in range(args.min_length, MAX_MATE + 1)}
    mate_seeds = [r for r in base if any(t in r["themes"] for t in (f"mate-in-{n - 1}" for n in want))]
    mate_seeds.sort(key=lambda r: r["id"])
    rng.shuffle(mate_seeds)
    plies = {int(x) for x in args.escape_plies.split(",") if x.strip()}
    flips = []
    for r in sorted((r for r in base if "mate" in r["themes"]), key=lambda r: r["id"]):
        game = Game.from_fen(r["fen"], "janggi")
        for ply, mv in enumerate(r["solution"]):
            if ply in plies and ply % 2 == 0:
                flips.append(game.fen())
            game.push_uci(mv)
    rng.shuffle(flips)
    queue = [(r["fen"], mate_length(r)) for r in mate_seeds]
    eng = Engine(hash_mb=64)
    t0 = time.time()
    found_per_length = {n: 0 for n in want}

    def reject(why: str) -> None:
        counts["rejected"][why] = counts["rejected"].get(why, 0) + 1

    try:
        with work.open("w") as out:
            step = 0
            while queue or (flips and counts["tactics"] < args.tactics):
                if time.time() - t0 > args.hours * 3600:
                    print("time limit reached", flush=True)
                    break
                step += 1
                if flips and (step % 2 == 0 or not queue) and counts["tactics"] < args.tactics:
                    parts = flips.pop().split()
                    parts[1] = "b" if parts[1] == "w" else "w"
                    parts[4] = "0"
                    fen = " ".join(parts)
                    if puzzle_id(fen) in seen:
                        counts["duplicates"] += 1
                        continue
                    try:
                        Game.from_fen(fen, "janggi")
                    except FenError:
                        reject("escape: the solver is in check")
                        continue
                    seen.add(puzzle_id(fen))
                    counts["escape_candidates"] += 1
                    rec = examine(eng, fen, "escape", args, counts, seen)
                    if rec is not None and rec["mate_in"] is not None:
                        reject("escape: the side to move mates")  # the flipped side has its own mate
                        rec = None
                    if rec is not None:
                        rec["source"] = "escape-of-mate"
                elif queue:
                    fen0, k = queue.pop(0)
                    if k + 1 not in want or found_per_length[k + 1] >= want[k + 1]:
                        continue
                    counts["seeds"] += 1
                    preds = list(predecessors(fen0, sacrifices=args.sacrifices, captures=args.captures,
                                                quiet=args.quiet_first))
                    rng.shuffle(preds)
                    got = 0
                    rec = None
                    for q, _moves in preds[:args.tries_per_seed]:
                        if got >= args.per_seed or time.time() - t0 > args.hours * 3600:
                            break
                        if puzzle_id(q) in seen:
                            counts["duplicates"] += 1
                            continue
                        seen.add(puzzle_id(q))
                        counts["candidates"] += 1
                        eng.new_game()
                        s = eng.search(q, [], depth=2 * (k + 1) + 3, nodes=args.screen_nodes, multipv=2)
                        if not s.lines or s.lines[0].mate is None or s.lines[0].mate <= 0:
                            reject("extension screen: no mate")
                            continue
                        if s.lines[0].mate <= k:
                            reject("extension screen: a shorter mate")
                            continue
                        if len(s.lines) > 1 and s.lines[1].mate is not None and 0 < s.lines[1].mate <= s.lines[0].mate:
                            reject("extension screen: not unique")
                            continue
                        rec = examine(eng, q, "extension", args, counts, seen, screened=s)
                        if rec is None:
                            continue
                        n = rec["mate_in"]
                        if n is None or n not in want or found_per_length[n] >= want[n]:
                            reject("extension: mate length not wanted")
                            rec = None
                            continue
                        found_per_length[n] += 1
                        rec["source"] = "extension"
                        got += 1
                        seen.add(rec["id"])
                        out.write(json.dumps(rec, ensure_ascii=False) + "\n")
                        out.flush()
                        counts["mates"] += 1
                        counts["mate_in"][str(n)] = counts["mate_in"].get(str(n), 0) + 1
                        counts["check_mates" if "continuous-check" in rec["themes"] else "quiet_mates"] += 1
                        if n < MAX_MATE:
                            queue.append((rec["fen"], n))
                        print(f"mate in {n} {rec['id']} (from a mate in {k}) {time.time() - t0:.0f} s", flush=True)
                    rec = None
                if rec is not None:
                    seen.add(rec["id"])
                    out.write(json.dumps(rec, ensure_ascii=False) + "\n")
                    out.flush()
                    counts["tactics"] += 1
                    print(f"{rec['themes'][0]} {rec['id']} {time.time() - t0:.0f} s", flush=True)
                if step % 10 == 0:
                    print(f"{time.time() - t0:.0f} s: {counts['seeds']} seeds, {counts['candidates']} extension "
                          f"candidates, {counts['escape_candidates']} escape candidates: new mates "
                          f"{found_per_length}, {counts['tactics']} tactics; rejected {counts['rejected']}",
                          flush=True)
    finally:
        work.with_suffix(".state.json").write_text(json.dumps(
            {"counts": counts, "elapsed": time.time() - t0, "engine": eng.name, "args": vars(args),
             "base_sha1": base_hash, "new_mates": found_per_length}))
        eng.close()
    return 0


def finalize(args) -> int:
    """Write resources/puzzles/puzzles.jsonl (sorted by rating, then id) and metadata.json from the work
    file, keeping only the puzzles tune/check_puzzles.py passed (``--recheck``: its --results file; every
    puzzle must have a verdict there)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from check_puzzles import category

    work = Path(args.work)
    records = [json.loads(line) for line in work.read_text().splitlines() if line.strip()]
    state = json.loads(work.with_suffix(".state.json").read_text())
    verdicts: dict[tuple[str, str], str | None] = {}
    for line in Path(args.recheck).read_text().splitlines():
        r = json.loads(line)
        verdicts[(r["fen"], " ".join(r["solution"]))] = r["failure"]
    missing = [r["id"] for r in records if (r["fen"], " ".join(r["solution"])) not in verdicts]
    if missing:
        raise SystemExit(f"{len(missing)} puzzles have no re-check verdict (first: {missing[0]}): run "
                         f"tune/check_puzzles.py --input {work} --results {args.recheck}")
    failed: dict[str, int] = {}
    kept = []
    for r in records:
        why = verdicts[(r["fen"], " ".join(r["solution"]))]
        if why is None:
            kept.append({k: v for k, v in r.items() if k != "mate_in"})
        else:
            failed[category(why)] = failed.get(category(why), 0) + 1
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    kept.sort(key=lambda r: (r["rating"], r["id"]))
    with (out / "puzzles.jsonl").open("w") as f:
        for r in kept:
            f.write(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n")
    themes: dict[str, int] = {}
    for r in kept:
        for t in r["themes"]:
            themes[t] = themes.get(t, 0) + 1
    run_args = state["args"]
    mates = [r for r in kept if "mate" in r["themes"]]
    def command(a: dict) -> str:
        return "nice -n 5 python3 tune/make_puzzles.py " + " ".join(
            f"--{k.replace('_', '-')} {v}" for k, v in a.items() if k not in ("finalize", "out", "recheck"))

    runs = state.get("runs") or [{"args": run_args, "from_candidate": 0}]
    meta = {
        "format": 1,
        "command": " ; then resumed: ".join(command(r["args"]) for r in runs),
        "runs": [{"command": command(r["args"]), "from_candidate": r["from_candidate"]} for r in runs],
        "then": f"python3 tune/check_puzzles.py --input {run_args['work']} --results {args.recheck}; "
                f"python3 tune/make_puzzles.py --finalize --work {run_args['work']} --recheck {args.recheck}",
        "seed": run_args["seed"],
        "engine": state.get("engine"),
        "engine_settings": "Threads 1, Hash 64, ucinewgame before each candidate; depth and node limits",
        "generation_seconds": round(state["elapsed"]),
        "candidates": state["counts"]["candidates"],
        "rejected": dict(sorted(state["counts"]["rejected"].items(), key=lambda kv: -kv[1])),
        "shortened_to_a_later_start": state["counts"]["shortened"],
        "generated": len(records),
        "failed_recheck": {"total": sum(failed.values()), **failed},
        "puzzles": len(kept),
        "mates": len(mates),
        "mates_all_checks": sum(1 for r in mates if "continuous-check" in r["themes"]),
        "mate_in": {str(n): themes.get(f"mate-in-{n}", 0) for n in range(1, MAX_MATE + 1)},
        "sources": {src: sum(1 for r in kept if r.get("source") == src) for src in ("game", "endgame")},
        "themes": dict(sorted(themes.items())),
        "ratings": {"min": min(r["rating"] for r in kept), "max": max(r["rating"] for r in kept),
                    "mean": round(sum(r["rating"] for r in kept) / len(kept))},
    }
    (out / "metadata.json").write_text(json.dumps(meta, ensure_ascii=False, indent=1) + "\n")
    print(json.dumps(meta, ensure_ascii=False, indent=1))
    return 0


def finalize_extension(args) -> int:
    """Add the extension runs' puzzles (``--finalize-extension`` work files, each with its .state.json) that
    tune/check_puzzles.py passed (``--recheck``: every new puzzle must have a verdict there) to the set of
    ``--out`` (read before it is rewritten: the set the runs were extended from), and rewrite puzzles.jsonl
    and metadata.json: the earlier runs' record is kept, the extension runs' added, the counts recomputed."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from check_puzzles import category

    out = Path(args.out)
    base = [json.loads(line) for line in (out / "puzzles.jsonl").read_text().splitlines() if line.strip()]
    meta = json.loads((out / "metadata.json").read_text())
    if meta.get("extension_runs"):
        raise SystemExit(f"{out} is extended already: finalize the extension against the set it started from")
    verdicts: dict[tuple[str, str], str | None] = {}
    for line in Path(args.recheck).read_text().splitlines():
        r = json.loads(line)
        verdicts[(r["fen"], " ".join(r["solution"]))] = r["failure"]
    ids = {r["id"] for r in base}
    kept, failed, runs = list(base), {}, []
    for path in args.finalize_extension:
        work = Path(path)
        records = [json.loads(line) for line in work.read_text().splitlines() if line.strip()]
        state = json.loads(work.with_suffix(".state.json").read_text())
        run_failed: dict[str, int] = {}
        added = 0
        for r in records:
            key = (r["fen"], " ".join(r["solution"]))
            if key not in verdicts:
                raise SystemExit(f"puzzle {r['id']} of {work} has no re-check verdict: run tune/check_puzzles.py "
                                 f"--input {work} --results {args.recheck}")
            why = verdicts[key]
            if why is not None:
                run_failed[category(why)] = run_failed.get(category(why), 0) + 1
            elif r["id"] not in ids:
                ids.add(r["id"])
                kept.append({k: v for k, v in r.items() if k != "mate_in"})
                added += 1
        for k, v in run_failed.items():
            failed[k] = failed.get(k, 0) + v
        a = state["args"]
        sources_of = [a["extend_from"]] if isinstance(a["extend_from"], str) else a["extend_from"]
        command = ("nice -n 5 python3 tune/make_puzzles.py --extend-from " + " ".join(sources_of) + " "
                   + " ".join(f"--{k.replace('_', '-')} {v}" for k, v in a.items()
                              if k not in ("finalize", "out", "recheck", "extend_from", "finalize_extension")
                              and v is not None))
        c = state["counts"]
        runs.append({"command": command, "inputs_sha1": state["base_sha1"],
                     "generation_seconds": round(state["elapsed"]),
                     "seeds": c["seeds"], "extension_candidates": c["candidates"],
                     "escape_candidates": c["escape_candidates"],
                     "rejected": dict(sorted(c["rejected"].items(), key=lambda kv: -kv[1])),
                     "generated": len(records), "failed_recheck": {"total": sum(run_failed.values()), **run_failed},
                     "added": added, **({"stopped": state["stopped"]} if "stopped" in state else {})})
    kept.sort(key=lambda r: (r["rating"], r["id"]))
    with (out / "puzzles.jsonl").open("w") as f:
        for r in kept:
            f.write(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n")
    themes: dict[str, int] = {}
    for r in kept:
        for t in r["themes"]:
            themes[t] = themes.get(t, 0) + 1
    mates = [r for r in kept if "mate" in r["themes"]]
    sources: dict[str, int] = {}
    for r in kept:
        sources[r.get("source", "?")] = sources.get(r.get("source", "?"), 0) + 1
    meta.update({
        "command": meta["command"] + " ; then extended: " + " ; then ".join(r["command"] for r in runs),
        "extension_runs": runs,
        "extension_then": f"python3 tune/check_puzzles.py --input WORK --results {args.recheck} (each work file); "
                          f"python3 tune/make_puzzles.py --finalize-extension "
                          f"{' '.join(args.finalize_extension)} --recheck {args.recheck}",
        "generation_seconds": meta["generation_seconds"] + sum(r["generation_seconds"] for r in runs),
        "puzzles": len(kept),
        "mates": len(mates),
        "mates_all_checks": sum(1 for r in mates if "continuous-check" in r["themes"]),
        "mate_in": {str(n): themes.get(f"mate-in-{n}", 0) for n in range(1, MAX_MATE + 1)},
        "sources": sources,
        "themes": dict(sorted(themes.items())),
        "ratings": {"min": min(r["rating"] for r in kept), "max": max(r["rating"] for r in kept),
                    "mean": round(sum(r["rating"] for r in kept) / len(kept))},
    })
    (out / "metadata.json").write_text(json.dumps(meta, ensure_ascii=False, indent=1) + "\n")
    print(json.dumps({k: meta[k] for k in ("puzzles", "mates", "mates_all_checks", "mate_in", "sources")},
                     ensure_ascii=False))
    print(json.dumps(runs, ensure_ascii=False, indent=1))
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=47)
    ap.add_argument("--mates", type=int, default=560, help="stop mining mates at this many")
    ap.add_argument("--tactics", type=int, default=560, help="stop mining tactics at this many")
    ap.add_argument("--per-length", type=int, default=150, help="at most this many mates of one length")
    ap.add_argument("--hours", type=float, default=1.0, help="time limit (where the run stops, recorded)")
    ap.add_argument("--nodes", type=int, default=1_500_000, help="node cap of a verifying search")
    ap.add_argument("--screen-nodes", type=int, default=150_000, help="node cap of an endgame's first search")
    ap.add_argument("--tactic-depth", type=int, default=13)
    ap.add_argument("--work", default="tune/data/puzzles-work.jsonl")
    ap.add_argument("--finalize", action="store_true", help="write --out from the work file and stop")
    ap.add_argument("--out", default="resources/puzzles")
    ap.add_argument("--recheck", default="tune/data/puzzles-check.jsonl",
                    help="with --finalize: tune/check_puzzles.py's --results file; failed puzzles are left out")
    ap.add_argument("--escape-plies", default="0",
                    help="extension run: the escapes are the mates' positions at these solver plies (0: the start) "
                         "with the defender to move")
    ap.add_argument("--extend-from", nargs="+",
                    help="the extension run: longer mates and escapes from these puzzle files' mates "
                         "(resources/puzzles/puzzles.jsonl, an earlier extension's work file); --work is its own file")
    ap.add_argument("--sacrifices", default="RCN",
                    help="extension run: the solver's pieces a defender reply may take (R C N B P)")
    ap.add_argument("--captures", default="",
                    help="extension run: the defender's pieces the solver's added move may take (R C N B A P)")
    ap.add_argument("--quiet-first", action="store_true",
                    help="extension run: the added solver move need not give check")
    ap.add_argument("--min-length", type=int, default=5, help="extension run: the shortest mate length wanted")
    ap.add_argument("--per-seed", type=int, default=2, help="extension run: at most this many puzzles from one seed")
    ap.add_argument("--tries-per-seed", type=int, default=40,
                    help="extension run: at most this many predecessor positions of one seed searched")
    ap.add_argument("--finalize-extension", nargs="+", metavar="WORK",
                    help="add these extension runs' re-checked puzzles to --out's set and stop")
    args = ap.parse_args(argv)
    if args.finalize_extension:
        return finalize_extension(args)
    if args.extend_from and not args.finalize:
        return extend_run(args)
    if args.finalize:
        return finalize(args)
    return run(args)


if __name__ == "__main__":
    raise SystemExit(main())
