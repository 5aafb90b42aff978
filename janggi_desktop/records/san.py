"""Fairy-Stockfish SAN for Janggi, computed from our rules model.

PGN from pychess and Fairy-Stockfish tools carries moves in Fairy-Stockfish's SAN, so we write exactly what
``pyffish.get_san`` prints (checked against it in the tests) and read it back.  What Fairy-Stockfish prints
for Janggi (learnt from pyffish, not from chess habits):

- a piece letter for every piece, soldiers included: ``K A E H R C P`` (the elephant and horse use their
  Janggi synonyms E and H; we also read B and N);
- disambiguation only when another piece of the same kind can legally reach the same point: the from-file if
  that is enough, else the from-rank (``A10e9``), else the whole from-square;
- ``x`` for a capture, then the destination square;
- ``+`` when the move gives check, ``#`` when the side checked has no legal move (a pass allowed in bikjang
  counts as a move);
- a pass is ``K`` + the general's own square, e.g. ``Ke2``.
"""

from __future__ import annotations

import re

from ..rules import Game, Move
from ..rules.board import FILES, GENERAL, SQUARE_BY_NAME, SQUARE_NAMES
from ..rules.errors import TemplatedError
from ..rules.notation import MoveTextError, parse_uci

#: Letters Fairy-Stockfish prints for Janggi, by piece kind (board.py kinds 1..7).
SAN_LETTERS = {1: "K", 2: "A", 3: "E", 4: "H", 5: "R", 6: "C", 7: "P"}
#: Letters we accept when reading SAN.
_READ_LETTERS = {"K": 1, "G": 1, "A": 2, "E": 3, "B": 3, "H": 4, "N": 4, "R": 5, "C": 6, "P": 7, "S": 7}


class SanError(TemplatedError, MoveTextError):
    """Move text that is not SAN or UCI for a legal move of the position; the message says why (a template
    the window translates: ui/record_faults.py)."""


def _rule_moves(game: Game) -> list[int]:
    """The moves the rule set allows here, game-end rules aside (Fairy-Stockfish's ``legal()`` level).

    Disambiguation and the check/mate suffix are decided on this set, not on ``legal_moves()``: a game that
    ends on a ply limit after this move still gets ``+`` rather than ``#``."""
    return game.rule_move_ints()


def _checked_side_can_move(game: Game) -> bool:
    """After a checking move: has the side to move any move at all (a bikjang pass included)?"""
    pos = game.position
    rs = game.ruleset
    facing = pos.generals_facing()
    if rs.bikjang == "pass" and facing:
        return True  # Fairy-Stockfish allows the pass in bikjang even when in check
    moves = pos.legal_moves(with_pass=False)
    if rs.bikjang == "none" or not facing:
        return bool(moves)
    for m in moves:
        cap = pos.make(m)
        broken = not pos.generals_facing()
        pos.unmake(m, cap)
        if broken:
            return True
    return False


def move_to_san(game: Game, move: Move | str, *, legal: list[int] | None = None) -> str:
    """SAN for ``move`` in ``game``'s current position, exactly as Fairy-Stockfish writes it.

    ``move`` must be legal; ``legal`` may pass the position's rule moves when the caller has them already.
    """
    if isinstance(move, str):
        move = Move.from_uci(move)
    fr, to = move
    m = (fr << 7) | to
    if legal is None:
        legal = _rule_moves(game)
    if m not in legal:
        raise SanError("{text} is not a legal move for {side} in {fen}", text=str(move), side=game.turn, fen=game.fen())
    pos = game.position
    board = pos.board
    piece = board[fr]
    kind = piece & 7
    san = SAN_LETTERS[kind]
    if fr != to:
        others = [o >> 7 for o in legal
                  if o & 127 == to and (o >> 7) != fr and (o >> 7) != to and board[o >> 7] == piece]
        if others:
            if all(s % 9 != fr % 9 for s in others):
                san += FILES[fr % 9]
            elif all(s // 9 != fr // 9 for s in others):
                san += str(fr // 9 + 1)
            else:
                san += SQUARE_NAMES[fr]
        if board[to]:
            san += "x"
    san += SQUARE_NAMES[to]
    if fr != to:
        cap = pos.make(m)
        try:
            if pos.in_check():
                san += "+" if _checked_side_can_move(game) else "#"
        finally:
            pos.unmake(m, cap)
    return san


def san_moves(game: Game) -> list[str]:
    """SAN of every move of ``game`` from its start position (the game itself is left untouched)."""
    replay = Game(game.ruleset, fen=game.start_fen)
    out = []
    for m in game.moves:
        out.append(move_to_san(replay, m))
        replay.push_int(m.to_int())
    return out


_SAN_RE = re.compile(
    r"(?P<piece>[KGAEBHNRCPS])?"
    r"(?P<file>[a-i])?(?P<rank>10|[1-9])?"
    r"(?P<sep>[x:\-])?"
    r"(?P<to>[a-i](?:10|[1-9]))"
    r"(?P<suffix>[+#]{0,2}[!?]{0,2})")


#: Other spellings of a pass met in the wild (chess PGN's null move, some GUIs); we never write them.
_PASS_WORDS = ("pass", "--", "@@@@")


def parse_move(game: Game, text: str) -> Move:
    """The legal move of ``game`` written as SAN (``Hc3``, ``Pexf6``, ``C3e6+``, pass ``Ke2``) or UCI
    (``b1c3``, pass ``e2e2``; also ``pass``, ``--``, ``@@@@``).  Raises :class:`SanError` naming the text
    and what is wrong with it."""
    if not isinstance(text, str):
        raise SanError("move must be text, not {type}", type=type(text).__name__)
    s = text.strip()
    found = _resolve_fast(game, s)
    if found >= 0:
        return Move(found >> 7, found & 127)
    # refused, ambiguous or unusual text: the full legal-move list decides, and words the error
    legal = game.legal_ints()
    if not legal:
        out = game.outcome()
        if out:
            raise SanError("{text}: the game is already over ({outcome})", text=repr(s), outcome=out)
        raise SanError("{text}: no legal move", text=repr(s))
    try:
        fr, to = parse_uci(s)
    except MoveTextError:
        pass
    else:
        m = (fr << 7) | to
        if m not in legal:
            raise SanError("{text} is not a legal move for {side} in {fen}", text=repr(s), side=game.turn,
                           fen=game.fen())
        return Move(fr, to)
    if s.lower() in _PASS_WORDS:
        if not game.can_pass():
            raise SanError("{text}: {side} may not pass now", text=repr(s), side=game.turn)
        return game.pass_move()
    match = _SAN_RE.fullmatch(s)
    if not match:
        raise SanError("{text} is neither SAN (e.g. 'Hc3', 'Rxe9+', pass 'Ke2') nor UCI (e.g. 'b1c3')", text=repr(s))
    kind = _READ_LETTERS[match.group("piece")] if match.group("piece") else 7
    to = SQUARE_BY_NAME[match.group("to")]
    file_ = match.group("file")
    rank = match.group("rank")
    board = game.position.board
    side = game.position.side
    gsq = game.position.generals[side]
    if kind == GENERAL and to == gsq and not file_ and not rank:
        m = (gsq << 7) | gsq
        if m in legal:
            return Move(gsq, gsq)
        raise SanError("{text}: {side} may not pass now", text=repr(s), side=game.turn)
    candidates = []
    for m in legal:
        f, t = m >> 7, m & 127
        if t != to or f == t or board[f] != (kind | side << 3):
            continue
        if file_ and FILES[f % 9] != file_:
            continue
        if rank and f // 9 + 1 != int(rank):
            continue
        candidates.append(m)
    if not candidates:
        raise SanError("{text} is not a legal move for {side} in {fen}", text=repr(s), side=game.turn, fen=game.fen())
    if len(candidates) > 1:
        names = ", ".join(SQUARE_NAMES[m >> 7] for m in candidates)
        raise SanError("{text} is ambiguous: pieces on {squares} can all make it", text=repr(s), squares=names)
    m = candidates[0]
    return Move(m >> 7, m & 127)


#: What :func:`_resolve_fast` reads in a move's text, by text (a record repeats a few hundred texts):
#: (kind, from-file index or -1, from-rank or 0, destination) for SAN, (0, from-square, 0, destination) for
#: UCI text, None for text it leaves to the full path.  Bounded: text beyond the limit is parsed each time.
_FAST_FORMS: dict[str, tuple[int, int, int, int] | None] = {}
_FAST_FORMS_LIMIT = 50_000


def _fast_form(s: str) -> tuple[int, int, int, int] | None:
    match = _SAN_RE.fullmatch(s)
    if match is None:
        return None
    letter, file_, rank, sep, to_name, suffix = match.group("piece", "file", "rank", "sep", "to", "suffix")
    to = SQUARE_BY_NAME[to_name]
    if letter is None and file_ and rank and not sep and not suffix:  # UCI text (b1c3), read as UCI first
        return (0, SQUARE_BY_NAME[file_ + rank], 0, to)
    return (_READ_LETTERS[letter] if letter else 7, FILES.index(file_) if file_ else -1, int(rank) if rank else 0,
            to)


def parse_move_int(game: Game, text: str) -> int:
    """:func:`parse_move` as the rules' int ``(from << 7) | to``: what a record's replay pushes
    (:meth:`Game.is_legal_int` then :meth:`Game.push_int`), with no Move made for each ply."""
    if isinstance(text, str):
        found = _resolve_fast(game, text.strip())
        if found >= 0:
            return found
    return parse_move(game, text).to_int()


def _resolve_fast(game: Game, s: str) -> int:
    """The move ``s`` names when it names exactly one legal move, found without the full legal-move list:
    only the named piece kind's moves to the named point are generated, and only those are tested
    (:meth:`Game.is_rule_move`, :meth:`Game.is_legal_int`).  None for anything else (no move, several,
    malformed text, UCI or a pass spelt otherwise): :func:`parse_move`'s full path then gives the answer
    or the error.  Reading a record spends most of its time here, so this is what makes imports fast; a
    test checks that both paths agree on every move of many random positions.  The move as an int, or -1."""
    try:
        form = _FAST_FORMS[s]
    except KeyError:
        form = _fast_form(s)
        if len(_FAST_FORMS) < _FAST_FORMS_LIMIT:
            _FAST_FORMS[s] = form
    if form is None:
        return -1
    kind, file_, rank, to = form
    if not kind:  # UCI
        m = file_ << 7 | to
        return m if game.is_legal_int(m) else -1
    pos = game.position
    side = pos.side
    if kind == GENERAL and to == pos.generals[side] and file_ < 0 and not rank:
        m = (to << 7) | to
        return m if game.is_legal_int(m) else -1
    named = pos.moves_to(kind | side << 3, to)
    if file_ >= 0 or rank:
        named = [m for m in named if (file_ < 0 or (m >> 7) % 9 == file_) and (not rank or (m >> 7) // 9 + 1 == rank)]
    if len(named) > 1:
        named = [m for m in named if game.is_rule_move(m, True)]
    if len(named) != 1 or not game.is_legal_int(named[0], pseudo=True):
        return -1  # no such move, or several (ambiguous): the full path says which
    return named[0]


__all__ = ["SAN_LETTERS", "SanError", "move_to_san", "parse_move", "parse_move_int", "san_moves"]
