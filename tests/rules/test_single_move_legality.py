"""One move's legality decided on its own (``Position.moves_to``, ``Position.is_legal``, ``Game.is_rule_move``,
``Game.is_legal_int``) agrees with the full move generation (``pseudo_moves``, ``legal_moves``,
``rule_move_ints``, ``legal_ints``) on every one of the 8,100 from/to pairs of many random positions under
every rule set: bikjang, checks, passes and games already over included.  Reading records relies on it."""

from __future__ import annotations

import random

import pytest

from janggi_desktop.rules import ARRANGEMENTS, RULE_SETS, Game, Move

ALL_PAIRS = [(fr << 7) | to for fr in range(90) for to in range(90)]


def reference(game: Game) -> tuple[set[int], set[int]]:
    """The rule moves and the legal moves of ``game``'s position, from a copy (``game``'s own caches stay
    cold, so what is tested on it is the single-move path)."""
    twin = game.copy()
    return set(twin.rule_move_ints()), set(twin.legal_ints())


def assert_agrees(game: Game) -> None:
    pos = game.position
    pseudo = pos.pseudo_moves()
    position_legal = set(pos.legal_moves())
    rule, legal = reference(game)
    board = pos.board
    for piece in range(1, 16):
        for to in range(90):
            expected = [m for m in pseudo if board[m >> 7] == piece and m & 127 == to]
            assert pos.moves_to(piece, to) == expected, (game.fen(), piece, to)
    check = pos.in_check()
    for m in ALL_PAIRS:
        assert pos.is_legal(m) == (m in position_legal), (game.fen(), str(Move.from_int(m)))
        assert pos.is_legal(m, check) == (m in position_legal), (game.fen(), str(Move.from_int(m)))
        assert game.is_rule_move(m) == (m in rule), (game.fen(), str(Move.from_int(m)))
    # is_legal_int remembers that the game goes on once it has found a legal move: test it both cold (a
    # fresh copy per move) for the legal moves and warm (one game) for all pairs
    for m in sorted(legal | set(pseudo[:5])):
        assert game.copy().is_legal_int(m) == (m in legal), (game.fen(), str(Move.from_int(m)))
    for m in ALL_PAIRS:
        assert game.is_legal_int(m) == (m in legal), (game.fen(), str(Move.from_int(m)))
    # a move the caller took from moves_to (a record's move): pseudo=True skips only the movement check
    for m in pseudo:
        assert pos.is_legal(m, check, pseudo=True) == (m in position_legal), (game.fen(), str(Move.from_int(m)))
        assert game.is_rule_move(m, pseudo=True) == (m in rule), (game.fen(), str(Move.from_int(m)))
        assert game.copy().is_legal_int(m, pseudo=True) == (m in legal), (game.fen(), str(Move.from_int(m)))
    for bad in (-1, 90 << 7, (89 << 7) | 90, 1 << 20):
        assert not pos.is_legal(bad) and not game.is_rule_move(bad) and not game.is_legal_int(bad)


def random_positions(ruleset: str, seed: int, count: int) -> list[Game]:
    """``count`` positions from random games (captures favoured, so boards thin out and checks come; passes
    now and then), each a game with its history."""
    rng = random.Random(seed)
    arrangements = list(ARRANGEMENTS)
    out = []
    while len(out) < count:
        g = Game(ruleset)
        if g.ruleset.choose_arrangement:
            g = Game(ruleset, cho=rng.choice(arrangements), han=rng.choice(arrangements))
        for _ in range(rng.randint(1, 90)):
            legal = g.legal_moves()
            if not legal:
                break
            caps = [m for m in legal if g.position.board[m.to_square] and not m.is_pass]
            r = rng.random()
            g.push(rng.choice(caps) if caps and r < 0.4 else rng.choice(legal))
        # a fresh copy: its caches have not seen legal_ints()
        out.append(g.copy())
    return out


@pytest.mark.parametrize("ruleset", sorted(RULE_SETS))
def test_single_move_legality_agrees_with_full_generation_on_random_positions(ruleset: str) -> None:
    for g in random_positions(ruleset, seed=sorted(RULE_SETS).index(ruleset), count=6):
        assert_agrees(g)


BIKJANG = ("e4d4", "e7d7")  # the generals face each other on the d file, Cho to move


@pytest.mark.parametrize("ruleset", sorted(RULE_SETS))
@pytest.mark.parametrize("line", [
    BIKJANG,
    BIKJANG + ("e2e2",),  # a pass in bikjang (where allowed): over under the pass rule
    ("e2e2", "e9e9"),  # two passes: over where the rule set says so
    ("b1c3", "b10c8", "c3b1", "c8b10") * 2,  # the start position a third time
    ("b1c3", "b10c8", "c3b1", "c8b10") * 3 + ("b1c3",),
])
def test_single_move_legality_in_bikjang_passes_and_ended_games(ruleset: str, line: tuple[str, ...]) -> None:
    g = Game(ruleset)
    for uci in line:
        if not g.is_legal(uci):
            break
        g.push_uci(uci)
    assert_agrees(g.copy())


def test_a_move_known_legal_is_forgotten_when_the_game_changes() -> None:
    g = Game("janggi")
    first = Move.from_uci("b1c3").to_int()
    assert g.is_legal_int(first)
    g.push_int(first)
    assert not g.is_legal_int(first)  # Han to move now; the horse is Cho's
    g.pop()
    assert g.is_legal_int(first)
    g.push_int(first)
    reply = Move.from_uci("b10c8").to_int()
    assert g.is_legal_int(reply)
    g.resign("han")
    assert not g.is_legal_int(reply) and not g.is_legal(Move.from_int(reply))
    g.pop()  # takes back the resignation and the move before it
    assert g.ply == 0 and g.is_legal_int(first) and not g.is_legal_int(reply)


def full_test_legal(pos) -> set[int]:
    """The legal moves by the plain definition: every pseudo move made on the board and our general's square
    tested with the full ``attacked`` (no shortcut), then the pass when we are not in check."""
    us, them = pos.side, pos.side ^ 1
    out = set()
    for m in pos.pseudo_moves():
        cap = pos.make(m)
        if not pos.attacked(pos.generals[us], them):
            out.add(m)
        pos.unmake(m, cap)
    if not pos.attacked(pos.generals[us], them):
        g = pos.generals[us]
        out.add((g << 7) | g)
    return out


@pytest.mark.parametrize("ruleset", sorted(RULE_SETS))
def test_attack_shortcuts_agree_with_the_full_attack_test(ruleset: str) -> None:
    """``Position.attacked_through`` (the lines through a move's two points only), as ``legal_moves``,
    ``is_legal`` and ``Game.push_int`` use it, gives what the full ``attacked`` gives: the legal moves of many
    random positions, the check after every one of their pseudo moves where the premise holds (the point
    was not attacked before), and the check history of whole games (bikjang passes made in check
    included)."""
    games = random_positions(ruleset, seed=100 + sorted(RULE_SETS).index(ruleset), count=12)
    for line in (BIKJANG + ("e2e2",), ("e2e2", "e9e9", "b1c3"), ("b1c3", "b10c8", "c3b1", "c8b10") * 3):
        g = Game(ruleset)
        for uci in line:
            if g.is_legal(uci):
                g.push_uci(uci)
        games.append(g)
    for g in games:
        pos = g.position
        assert set(pos.legal_moves()) == full_test_legal(pos), g.fen()
        for m in pos.pseudo_moves():
            fr, to = m >> 7, m & 127
            before = [pos.attacked(pos.generals[s], s ^ 1) for s in (0, 1)]
            cap = pos.make(m)
            for s in (0, 1):  # each general, attacked by the other side
                if not before[s] and pos.generals[s] not in (fr, to):
                    assert pos.attacked_through(pos.generals[s], s ^ 1, fr, to) == \
                        pos.attacked(pos.generals[s], s ^ 1), (g.fen(), str(Move.from_int(m)), s)
            pos.unmake(m, cap)
        replay = Game(g.ruleset, fen=g.start_fen)
        for ply, m in enumerate(g.moves, 1):
            replay.push_int(m.to_int())
            assert replay.check_history[ply] == replay.position.in_check(), (g.fen(), ply)
