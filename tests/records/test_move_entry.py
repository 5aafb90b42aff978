"""The typed-move reader (the move box): every notation the program writes reads back to its move, completions
are taken only when one move fits, and anything else is a MoveEntryError saying why, never a move."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from janggi_desktop.records import move_to_san
from janggi_desktop.records.move_entry import (
    AmbiguousMoveError,
    IllegalEntryError,
    MoveEntryError,
    UnreadableMoveError,
    parse_move_entry,
)
from janggi_desktop.rules import ARRANGEMENTS, TRADITIONAL_HANDICAPS, Game, Handicap, Move, MoveTextError
from janggi_desktop.rules.korean import move_text
from janggi_desktop.rules.notation import kja_square

FILES = "abcdefghi"


def sq(name: str) -> int:
    return FILES.index(name[0]) + 9 * (int(name[1:]) - 1)


def random_positions(seed: int, games: int, every: int = 3) -> list[Game]:
    """Positions of seeded random games: four rule sets (youzai's sliding cannons among them), random
    arrangements, a third of them handicap starts."""
    rng = random.Random(seed)
    names = list(ARRANGEMENTS)
    out = []
    for i in range(games):
        ruleset = ("standard", "janggi", "youzai", "janggimodern")[i % 4]
        cho, han = (rng.choice(names), rng.choice(names)) if ruleset != "youzai" else (names[0], names[0])
        if i % 3 == 2:
            h = Handicap.of(rng.choice(("cho", "han")), rng.choice(list(TRADITIONAL_HANDICAPS)))
            game = Game(ruleset, fen=h.start_fen(cho, han, ruleset))
        else:
            game = Game(ruleset, cho=cho, han=han)
        for ply in range(rng.randrange(20, 120)):
            if game.is_over():
                break
            if ply % every == 0:
                out.append(game.copy())
            legal = game.legal_moves()
            captures = [m for m in legal if game.position.board[m.to_square]]
            game.push(rng.choice(captures) if captures and rng.random() < 0.5 else rng.choice(legal))
        if not game.is_over():
            out.append(game.copy())
    return out


def texts_of(game: Game, move: Move) -> list[tuple[str, str | None]]:
    """``move`` written in every notation the program shows, with the Latin language it needs."""
    piece = game.position.board[move.from_square]
    out: list[tuple[str, str | None]] = [
        (move_text(piece, move, "hanja"), None),
        (move_text(piece, move, "hangeul"), None),
        (move_text(piece, move, "latin", "en"), None),
        (move_text(piece, move, "latin", "en"), "en"),
        (move_text(piece, move, "latin", "fr"), None),
        (move_text(piece, move, "latin", "fr"), "fr"),
        (move_to_san(game, move), None),
        (move.uci, None),
        (f"{kja_square(move.from_square)} {kja_square(move.to_square)}", None),
    ]
    if move.is_pass:
        out += [("pass", None), ("한수쉼", None), ("passer", "fr")]
    return out


def test_every_legal_move_in_every_notation_reads_back_to_itself() -> None:
    positions = random_positions(49, 24)
    checked = 0
    for game in positions:
        for move in game.legal_moves():
            for text, language in texts_of(game, move):
                assert parse_move_entry(game, text, language=language) == move, (game.fen(), text)
                checked += 1
    assert len(positions) > 250 and checked > 50_000, (len(positions), checked)


def test_a_destination_alone_plays_only_when_one_move_goes_there() -> None:
    positions = random_positions(7, 12, every=7)
    outcomes = {"one": 0, "several": 0, "none": 0}
    for game in positions:
        for to in range(90):
            fits = {m for m in game.legal_moves() if m.to_square == to and not m.is_pass}
            for text in (kja_square(to), FILES[to % 9] + str(to // 9 + 1)):
                if len(fits) == 1:
                    assert parse_move_entry(game, text) == next(iter(fits))
                    outcomes["one"] += 1
                elif fits:
                    with pytest.raises(AmbiguousMoveError) as info:
                        parse_move_entry(game, text)
                    assert set(info.value.moves) == fits and "ambiguous" in str(info.value)
                    outcomes["several"] += 1
                else:
                    with pytest.raises(IllegalEntryError, match="can go to"):
                        parse_move_entry(game, text)
                    outcomes["none"] += 1
    assert min(outcomes.values()) > 50, outcomes


def test_completions_and_spellings_at_the_start() -> None:
    g = Game()
    assert parse_move_entry(g, "67") == Move.from_uci("g4g5")  # only the g4 soldier reaches 67 (g5)
    assert parse_move_entry(g, "졸67") == parse_move_entry(g, "卒 67") == parse_move_entry(g, "P67")
    assert parse_move_entry(g, "Pg5") == parse_move_entry(g, "g5") == Move.from_uci("g4g5")
    assert parse_move_entry(g, "79졸78장군") == parse_move_entry(g, "７９졸７８") == Move.from_uci("i4h4")
    assert parse_move_entry(g, "79楚卒78") == parse_move_entry(g, "79초졸78") == Move.from_uci("i4h4")
    assert parse_move_entry(g, "i4-h4") == parse_move_entry(g, "7978") == parse_move_entry(g, "79-78")
    assert parse_move_entry(g, "Nc3") == parse_move_entry(g, "Hc3") == parse_move_entry(g, "02마83") == \
        parse_move_entry(g, "H02-83") == parse_move_entry(g, "V02-83") == Move.from_uci("b1c3")
    for word in ("pass", "PASS", "Passer", "passe", "한수쉼", "한수 쉼", "Ke2", "e2e2", "9595"):
        assert parse_move_entry(g, word) == Move.from_uci("e2e2")
    with pytest.raises(AmbiguousMoveError) as info:
        parse_move_entry(g, "78")
    assert set(info.value.moves) == {Move.from_uci("i4h4"), Move.from_uci("g4h4")}
    assert "77졸78" in str(info.value) and "79졸78" in str(info.value)
    with pytest.raises(AmbiguousMoveError, match="79卒78"):
        parse_move_entry(g, "卒78")  # the candidates in the label set typed
    with pytest.raises(AmbiguousMoveError, match="Pih4"):
        parse_move_entry(g, "h4")  # in SAN for an algebraic entry


@pytest.mark.parametrize(("text", "error", "words"), [
    ("", UnreadableMoveError, "type a move"),
    ("hello", UnreadableMoveError, "is not a move"),
    ("12345", UnreadableMoveError, "is not a move"),
    ("70", UnreadableMoveError, "not a point"),
    ("xx78", UnreadableMoveError, "not a piece letter"),
    ("79졸78x", UnreadableMoveError, "not a piece"),
    ("a1a9", IllegalEntryError, "the chariot on a1 cannot go to a9"),
    ("01 21", IllegalEntryError, "the chariot on 01 cannot go to 21"),
    ("e5e6", IllegalEntryError, "no piece on e5"),
    ("e7e6", IllegalEntryError, "not Cho's"),
    ("82차85", IllegalEntryError, "is a cannon, not 차"),
    ("T82-85", IllegalEntryError, "is a cannon"),
    ("79졸78병", IllegalEntryError, "no soldier to capture"),
    ("79한졸78", IllegalEntryError, "marked for the other side"),
    ("Hd3", IllegalEntryError, "no horse of Cho can go to d3"),
    ("마37", IllegalEntryError, "no horse of Cho can go to 37"),
    ("e4e4", IllegalEntryError, "two different points"),
])
def test_bad_entries_say_why_and_move_nothing(text: str, error: type, words: str) -> None:
    g = Game()
    with pytest.raises(error) as info:
        parse_move_entry(g, text)
    assert words in str(info.value)
    assert isinstance(info.value, MoveEntryError) and isinstance(info.value, MoveTextError)
    assert isinstance(info.value, ValueError) and g.ply == 0 and g.fen() == Game().fen()


def test_illegal_because_of_check_bikjang_or_the_end() -> None:
    check = Game.from_fen("4k4/9/9/9/9/9/9/9/4r4/3K5 w - - 0 1")  # Han's chariot e2 checks the general d1
    assert check.in_check()
    with pytest.raises(IllegalEntryError, match="may not pass while in check"):
        parse_move_entry(check, "pass")
    pinned = Game.from_fen("3k5/9/9/9/9/9/9/3r5/3A5/3K5 w - - 0 1")  # the guard d2 shields the general
    with pytest.raises(IllegalEntryError, match="leave Cho's general in check"):
        parse_move_entry(pinned, "d2e2")
    bikjang = Game.from_fen("4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1", "standard")
    assert bikjang.bikjang_pending()
    with pytest.raises(IllegalEntryError, match="bikjang"):
        parse_move_entry(bikjang, "한수쉼")
    with pytest.raises(IllegalEntryError, match="does not break it"):
        parse_move_entry(bikjang, "e2e3")
    over = Game.from_fen("4k4/R8/9/9/9/9/9/9/8R/3K5 w - - 0 1")
    over.push_uci("i2i10")
    with pytest.raises(IllegalEntryError, match="the game is over"):
        parse_move_entry(over, "pass")


def test_a_language_limits_the_latin_letters() -> None:
    g = Game()
    assert parse_move_entry(g, "S79-78", language="fr") == Move.from_uci("i4h4")
    with pytest.raises(UnreadableMoveError, match="not a piece letter"):
        parse_move_entry(g, "S79-78", language="en")
    with pytest.raises(IllegalEntryError, match="no cannon of Cho"):
        parse_move_entry(g, "C85", language="en")
    with pytest.raises(IllegalEntryError, match="no cannon or guard"):
        parse_move_entry(g, "C85")  # C: a cannon in English, a guard in French
    with pytest.raises(UnreadableMoveError):
        parse_move_entry(g, 79)  # type: ignore[arg-type]


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("0123456789abcdehiKRCPx-: 졸卒마馬차車한수쉼pas장군+#?")), max_size=12)
       | st.text(max_size=12))
def test_any_text_gives_a_legal_move_or_a_move_entry_error(text: str) -> None:
    g = Game()
    g.push_uci("c4c5")
    try:
        move = parse_move_entry(g, text)
    except MoveEntryError as e:
        assert str(e) and "\n" not in str(e)
    else:
        assert move in g.legal_moves()
