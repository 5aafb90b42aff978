"""The opening book: only legal moves come out of it, by weight, and only in the rule sets it fits."""

import random

from janggi_desktop.engine.book import (
    BOOK_PATH,
    Book,
    book_move,
    book_moves,
    format_book,
    load_book,
    position_key,
    read_meta,
)
from janggi_desktop.engine.levels import choose_move
from janggi_desktop.rules import ARRANGEMENTS, Game


def _book(tmp_path, entries):
    path = tmp_path / "book.txt"
    path.write_text(format_book(entries, {}), encoding="utf-8")
    load_book.cache_clear()
    return str(path)


def test_the_book_file_keeps_each_entry_its_order_and_its_meta(tmp_path):
    """The line format: every position found by bisection whatever the order the entries were given in (and
    in a file whose lines were put out of order by hand), moves in their order, malformed weights and a
    dangling move left out, the meta on the first line."""
    entries = {f"{p} {side}": {"b1c3": 7 + i, "h1g3": 1} for i, p in enumerate(["9/9", "4k4/9", "9/4k4", "rnba"])
               for side in "wb"}
    path = tmp_path / "book.txt"
    path.write_text(format_book(entries, {"seed": 3}), encoding="utf-8")
    book = Book(path.read_text(encoding="utf-8"))
    assert len(book) == len(entries) and read_meta(str(path)) == {"seed": 3}
    for key, entry in entries.items():
        assert key in book and book[key] == entry and list(book.get(key)) == ["b1c3", "h1g3"]
    assert "9/9" not in book and book.get("9/9 x") is None and "4k4/9 w\tb1c3" not in book
    shuffled = Book("rnba w\tb1c3 x h1g3 2 a1a2\n# a comment\n9/9 b\th1g3 4\n")
    assert shuffled["rnba w"] == {"h1g3": 2} and shuffled["9/9 b"] == {"h1g3": 4} and len(shuffled) == 2
    assert dict(shuffled.items()) == {"9/9 b": {"h1g3": 4}, "rnba w": {"h1g3": 2}}


def test_illegal_and_malformed_book_moves_are_never_given(tmp_path):
    g = Game("janggi")
    path = _book(tmp_path, {position_key(g): {"b1c3": 5, "a1a9": 50, "zz99": 10, "e2e2": 10, "h1g3": 0}})
    moves = book_moves(g, path)
    assert [str(m) for m, _ in moves] == ["b1c3", "e2e2"]  # a1a9 is illegal, zz99 no move, h1g3 weight 0
    assert all(m in g.legal_moves() for m, _ in moves)


def test_choice_follows_the_weights(tmp_path):
    g = Game("janggi")
    path = _book(tmp_path, {position_key(g): {"b1c3": 90, "h1g3": 10}})
    rng = random.Random(1)
    picks = [str(book_move(g, rng, path)) for _ in range(300)]
    assert 220 < picks.count("b1c3") < 295 and picks.count("h1g3") > 5


def test_out_of_book_and_youzai_get_nothing(tmp_path):
    g = Game("janggi")
    path = _book(tmp_path, {position_key(g): {"b1c3": 1}})
    g.push_uci("b1c3")
    assert book_move(g, path=path) is None
    y = Game("youzai")
    path = _book(tmp_path, {position_key(y): {"b1c3": 1}})
    assert book_move(y, path=path) is None
    assert book_moves(Game("janggi"), str(tmp_path / "missing.txt")) == []


def test_the_shipped_book_gives_legal_moves_from_every_arrangement():
    load_book.cache_clear()
    if not BOOK_PATH.exists():
        return
    book = load_book()
    assert book, "the shipped book is empty"
    rng = random.Random(7)
    for cho in ARRANGEMENTS:
        for han in ARRANGEMENTS:
            g = Game("janggi", cho=cho, han=han)
            assert book_moves(g), f"no book move from {cho} vs {han}"
            for _ in range(8):  # follow the book as far as it goes
                m = book_move(g, rng)
                if m is None:
                    break
                assert m in g.legal_moves()
                g.push(m)


def test_moves_after_which_the_book_goes_on_are_preferred(tmp_path):
    g = Game("janggi")
    after = g.copy()
    after.push_uci("h1g3")
    path = _book(tmp_path, {position_key(g): {"b1c3": 90, "h1g3": 10}, position_key(after): {"b10c8": 1}})
    rng = random.Random(2)
    assert {str(book_move(g, rng, path)) for _ in range(50)} == {"h1g3"}


def test_the_shipped_book_is_a_repertoire_against_every_good_reply():
    """For either side and every arrangement: playing the book's first move on our turn, the position after
    each reply the book itself rates good is still in the book, for the first eight plies."""
    load_book.cache_clear()
    book = load_book()
    checked = 0
    for cho in ARRANGEMENTS:
        for han in ARRANGEMENTS:
            for ours in (0, 1):
                frontier = [Game("janggi", cho=cho, han=han)]
                for _ply in range(8):
                    nxt = []
                    for g in frontier:
                        key = position_key(g)
                        assert key in book, f"{cho} vs {han}, out of book at {g.fen()}"
                        checked += 1
                        moves = list(book[key])
                        for text in moves[:1] if g.side_to_move == ours else moves:
                            child = g.copy()
                            child.push_uci(text)
                            nxt.append(child)
                    frontier = nxt
    assert checked > 1000


def test_levels_9_and_10_open_from_the_book_and_8_searches():
    """Level 9's own nominal depth (seven plies) must not keep it out of its book."""
    load_book.cache_clear()
    g = Game("janggi")
    book = {str(m) for m, _ in book_moves(g)}
    for level, from_book in ((8, False), (9, True), (10, True)):
        infos = []
        move = choose_move(g.copy(), level, on_info=infos.append, movetime_ms=300, seed=level)
        assert (infos[-1].nodes == 0 and str(move) in book) == from_book, level


class ScriptedFsf:
    """Stands in for tune/fsf_games.Fsf: MultiPV answers are the position's first legal moves scored 50, 40,
    0 (the last outside the book's 25 cp margin); a plain search plays a random legal move.  It records which
    positions were searched and the Skill Level in force at each plain search."""

    def __init__(self, rng):
        self.rng = rng
        self.multipv_keys = []
        self.skill = 20
        self.skills_played = []

    def _game(self, fen, line):
        g = Game("janggi", fen=fen)
        for m in line:
            g.push_uci(m)
        return g

    def multipv(self, fen, line, go, n):
        g = self._game(fen, line)
        self.multipv_keys.append(position_key(g))
        moves = [str(m) for m in g.legal_moves() if not m.is_pass][:3]
        return list(zip(moves, (50, 40, 0), strict=False))

    def search(self, fen, line, go):
        g = self._game(fen, line)
        self.skills_played.append(self.skill)
        return [f"bestmove {self.rng.choice([str(m) for m in g.legal_moves()])}"]

    def send(self, command):
        if command.startswith("setoption name Skill Level value "):
            self.skill = int(command.rsplit(" ", 1)[1])

    def new_game(self):
        pass


def test_sampled_games_grow_the_book_where_we_are_to_move():
    import sys
    from argparse import Namespace
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tune"))
    import make_book

    fsf = ScriptedFsf(random.Random(4))
    args = Namespace(nodes=1000, branch=3, margin=25, opponent_branch=3, sample_games=6, sample_plies=8,
                     skills="3-5", opponent_nodes=100)
    start = Game("janggi")
    known = {position_key(start): {"b1c3": 1}}  # already in the book: drawn from, never searched again
    book = dict(known)
    searched = make_book.sample(fsf, book, args, random.Random(2))
    assert searched == len(fsf.multipv_keys) == len(set(fsf.multipv_keys)) == len(book) - 1 > 0
    assert position_key(start) not in fsf.multipv_keys and book[position_key(start)] == {"b1c3": 1}
    for key in fsf.multipv_keys:
        entry = book[key]
        assert len(entry) == 2 and min(entry.values()) < max(entry.values())  # 50 and 40 kept, 0 left out
    assert fsf.skills_played and set(fsf.skills_played) <= {3, 4, 5}  # the opponent plays at its Skill Level
    assert fsf.skill == 20  # our searches are at full strength
