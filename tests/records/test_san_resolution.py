"""``parse_move`` finds a SAN move from the named piece kind's moves alone (a fast path, what makes imports
fast); here it is held to a brute-force reading over the full legal-move list on many random positions of
every rule set: every legal move's SAN and UCI read back to that move, and every other piece-letter and
destination (with each disambiguation) is read, refused or found ambiguous exactly as the full list says."""

from __future__ import annotations

import random

import pytest

from janggi_desktop.records.san import SanError, move_to_san, parse_move, parse_move_int
from janggi_desktop.rules import RULE_SETS, SQUARE_NAMES, Game, Move

from .helpers import random_game

LETTERS = {"K": 1, "A": 2, "E": 3, "B": 3, "H": 4, "N": 4, "R": 5, "C": 6, "P": 7}
FILES = "abcdefghi"


def brute_force(game: Game, legal: list[int], kind: int, to: int, file_: str, rank: str) -> list[int]:
    """The moves of ``legal`` (the full legal-move list of ``game``, from a copy) that a SAN text names: what
    parse_move must agree with."""
    pos = game.position
    piece = kind | pos.side << 3
    return [m for m in legal
            if m & 127 == to and m >> 7 != to and pos.board[m >> 7] == piece
            and (not file_ or FILES[(m >> 7) % 9] == file_) and (not rank or str((m >> 7) // 9 + 1) == rank)]


def read(game: Game, text: str) -> Move | str:
    """parse_move's answer on a game whose caches are cold (the fast path is what is tested): the move, or
    'ambiguous' / 'refused'."""
    last = game.pop()  # a move taken back and played again: the game forgets its cached legal moves
    game.push(last)
    try:
        move = parse_move(game, text)
    except SanError as e:
        answer = "ambiguous" if "ambiguous" in str(e) else "refused"
        with pytest.raises(SanError):
            parse_move_int(game, text)
        return answer
    last = game.pop()  # cold again for the int form (what a record's replay uses): the same move
    game.push(last)
    assert parse_move_int(game, text) == move.to_int()
    return move


def expected(found: list[int]) -> Move | str:
    if len(found) == 1:
        return Move.from_int(found[0])
    return "ambiguous" if found else "refused"


def texts(game: Game, rng: random.Random) -> list[tuple[str, int, int, str, str]]:
    """SAN texts to try: each letter to a sample of points, with no, file, rank and square disambiguation
    from the points the letter's pieces stand on, a capture mark and a check suffix now and then."""
    pos = game.position
    out = []
    for letter, kind in LETTERS.items():
        origins = [sq for sq in range(90) if pos.board[sq] == kind | pos.side << 3] + [rng.randrange(90)]
        for to in rng.sample(range(90), 30) + [m & 127 for m in pos.pseudo_moves() if pos.board[m >> 7] & 7 == kind]:
            name = SQUARE_NAMES[to]
            sep = rng.choice(("", "", "x"))
            suffix = rng.choice(("", "", "+", "#"))
            out.append((f"{letter}{sep}{name}{suffix}", kind, to, "", ""))
            fr = rng.choice(origins)
            f, r = FILES[fr % 9], str(fr // 9 + 1)
            out.append((f"{letter}{f}{name}", kind, to, f, ""))
            out.append((f"{letter}{r}{sep}{name}", kind, to, "", r))
            out.append((f"{letter}{f}{r}{name}{suffix}", kind, to, f, r))
            if letter == "P":
                out.append((f"{f}{sep or 'x'}{name}", kind, to, f, ""))  # a soldier with no letter (chess style)
    return out


@pytest.mark.parametrize("ruleset", sorted(RULE_SETS))
def test_fast_san_resolution_agrees_with_the_full_legal_move_list(ruleset: str) -> None:
    rng = random.Random(sorted(RULE_SETS).index(ruleset) + 460)
    games = 0
    while games < 5:
        g = random_game(rng, ruleset, 80).copy()
        if g.ply == 0:
            continue
        games += 1
        legal = g.copy().legal_ints()
        for m in legal:
            move = Move.from_int(m)
            assert read(g, move_to_san(g, move)) == move, (g.fen(), str(move))
            assert read(g, str(move)) == move, (g.fen(), str(move))
        for text, kind, to, file_, rank in texts(g, rng):
            if kind == 1 and to == g.position.generals[g.position.side] and not file_ and not rank:
                continue  # a pass, tested below
            assert read(g, text) == expected(brute_force(g, legal, kind, to, file_, rank)), (g.fen(), text)
        # UCI text of moves that are not legal (pseudo-legal ones leaving the general attacked, others)
        for m in g.position.pseudo_moves() + [rng.randrange(90) << 7 | rng.randrange(90) for _ in range(30)]:
            want = Move.from_int(m) if m in legal else "refused"
            assert read(g, str(Move.from_int(m))) == want, (g.fen(), str(Move.from_int(m)))
        gsq = g.position.generals[g.position.side]
        want_pass = Move(gsq, gsq) if (gsq << 7 | gsq) in legal else "refused"
        assert read(g, "K" + SQUARE_NAMES[gsq]) == want_pass
        assert read(g, SQUARE_NAMES[gsq] * 2) == want_pass


@pytest.mark.parametrize("ruleset", sorted(RULE_SETS))
def test_moves_after_the_end_are_refused_as_before(ruleset: str) -> None:
    g = Game(ruleset)
    for uci in ("b1c3", "b10c8", "c3b1", "c8b10") * 3 + ("e2e2", "e9e9"):
        if g.is_over():
            break
        g.push_uci(uci)
    over = g.copy().is_over()
    legal = g.copy().legal_ints()
    for text, kind, to in (("Hc3", 4, 20), ("Ra2", 5, 9), ("Pa5", 7, 36), ("Cd3", 6, 21), ("Hg8", 4, 69)):
        want = "refused" if over else expected(brute_force(g, legal, kind, to, "", ""))
        assert read(g, text) == want, (ruleset, g.fen(), text)
    for uci in ("b1c3", "b10c8", "a4a5", "a7a6"):
        m = Move.from_uci(uci)
        assert read(g, uci) == ("refused" if over or not g.copy().is_legal(m) else m)
