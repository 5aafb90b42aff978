"""The move list of a study as rows, the way lichess's and ChessBase's column view lays a tree out (no Qt).

The main line runs in rows of three cells (the move number, Cho's move, Han's move).  A main-line move with
a comment or with variations (alternatives to it) ends its row: the comment follows as a row of its own, then
each variation as an indented row, its own nested variations inline in parentheses (to any depth), and the
main line goes on in a new row (``12... Hc8`` with Cho's cell empty when Han moves next).  Every move of the
tree is in exactly one place, so a view can draw the rows, map a click to its node, and scroll the current
node into view; the layout is made by one walk with explicit stacks (no recursion, whatever the depth).

A view draws :class:`MainRow` as its columns and :class:`LineRow` as one spanning line of :class:`Token`\\ s.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..rules import Game, Move
from .san import move_to_san
from .tree import MoveNode, MoveTree, comment_words

#: The NAG glyphs written after a move's name (the others are not shown in the list).
GLYPHS = {1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}

#: How a move is named: the game before it and the move (SAN by default; the window passes its notation).
MoveNamer = Callable[[Game, Move], str]
#: What of the comment after a node's move is shown (its words without the ``[%...]`` commands by default; the
#: window leaves out the judgement an annotation wrote as well).
CommentWords = Callable[[MoveNode], str]


def words_after(node: MoveNode) -> str:
    """The words of the comment after ``node``'s move (the default :data:`CommentWords`)."""
    return comment_words(node.comment)


def san_name(game: Game, move: Move) -> str:
    return move_to_san(game, move, legal=game.legal_ints())


@dataclass
class MainRow:
    """A row of the main line: the move number, Cho's move and Han's move (None: an empty cell, a move
    that is in another row or not played)."""

    number: int
    cho: MoveNode | None = None
    han: MoveNode | None = None


@dataclass
class Token:
    """A piece of a spanning row: ``kind`` is "move" (``node`` is its node), "number" ("12." or "12..."),
    "comment" (``node``: the node it belongs to), "open" or "close" (a nested variation's parentheses)."""

    kind: str
    text: str
    node: MoveNode | None = None


@dataclass
class LineRow:
    """A spanning row: a comment, or a variation with its nested ones inline; ``indent``: 0 for a main-line
    comment, 1 for a variation."""

    tokens: list[Token]
    indent: int = 0


@dataclass
class Layout:
    """The rows, and where each node is: ``where[id(node)]`` is (row index, column) with column 1 or 2 for a
    main-line cell, else the token's index in its row."""

    rows: list[MainRow | LineRow] = field(default_factory=list)
    where: dict[int, tuple[int, int]] = field(default_factory=dict)
    #: The text of each node's move: its name and its glyph (e.g. "Hc3?!").
    texts: dict[int, str] = field(default_factory=dict)

    def row_of(self, node: MoveNode) -> int | None:
        place = self.where.get(id(node))
        return place[0] if place is not None else None


class NameCache:
    """The names of a tree's moves kept between layouts, for one way of naming them.

    A node's name depends only on the position before it and its move, and neither changes while the node
    is in the tree (promoting a variation reorders children; it never moves a node to another parent).  So a
    move list drawn again after an edit, a click or a new move names only the nodes it has not seen: the
    first layout of a 300-ply study with 200 variations names its thousand moves once (one play-and-take-back
    walk, :meth:`MoveTree.names`); each later one names none, or the few new ones from their own positions.
    The move number and the side to move come from the node's ply and the start position."""

    #: Up to this many new nodes are named one by one (each replays its own line); more: one walk of the tree.
    ONE_BY_ONE = 16

    def __init__(self, name: MoveNamer = san_name) -> None:
        self.name = name
        self._texts: dict[int, tuple[MoveNode, str]] = {}  # id(node) -> (the node itself, its name)
        self._start: tuple[str, str, int, int] | None = None  # (rule set, FEN, fullmove, side) of the start

    def names(self, tree: MoveTree) -> dict[int, tuple[str, int, int]]:
        """As :meth:`MoveTree.names`: every node's (name, move number, side to move) by ``id(node)``."""
        if self._start is None or self._start[:2] != (tree.ruleset, tree.start_fen):
            g = tree.start_game()
            self._texts.clear()
            self._start = (tree.ruleset, tree.start_fen, g.fullmove_number, g.side_to_move)
        _rules, _fen, fullmove, side0 = self._start
        texts = self._texts
        out: dict[int, tuple[str, int, int]] = {}
        missing: list[tuple[MoveNode, int]] = []
        stack: list[tuple[MoveNode, int]] = [(c, 1) for c in reversed(tree.root.children)]
        while stack:
            node, ply = stack.pop()
            k = side0 + ply - 1
            entry = texts.get(id(node))
            if entry is not None and entry[0] is node:
                out[id(node)] = (entry[1], fullmove + k // 2, k % 2)
            else:
                missing.append((node, ply))
            stack.extend((c, ply + 1) for c in reversed(node.children))
        if len(missing) > self.ONE_BY_ONE:
            out = tree.names(self.name)
            if len(texts) > 2 * len(out):  # nodes deleted long ago: forget them
                texts.clear()
            for node in tree.walk():
                if node.move is not None:
                    texts[id(node)] = (node, out[id(node)][0])
            return out
        for node, ply in missing:
            assert node.parent is not None and node.move is not None
            text = self.name(tree.game_at(node.parent), node.move)
            texts[id(node)] = (node, text)
            k = side0 + ply - 1
            out[id(node)] = (text, fullmove + k // 2, k % 2)
        return out


def _glyph(node: MoveNode) -> str:
    return next((GLYPHS[n] for n in node.nags if n in GLYPHS), "")


def layout(tree: MoveTree, name: MoveNamer | NameCache = san_name, words: CommentWords = words_after) -> Layout:
    """The rows of ``tree``'s move list (see the module docstring); ``name`` names the moves, or a
    :class:`NameCache` does, naming only what it has not named before; ``words`` gives what of the comment
    after a move is shown (a comment with no words shown has no row)."""
    names = name.names(tree) if isinstance(name, NameCache) else tree.names(name)
    out = Layout()
    out.texts = {key: text for key, (text, _, _) in names.items()}
    for node in tree.walk():
        if node.move is not None:
            out.texts[id(node)] += _glyph(node)

    def comment_row(text: str, node: MoveNode, indent: int = 0) -> None:
        out.rows.append(LineRow([Token("comment", text, node)], indent))

    if comment_words(tree.root.comment):  # the [%...] commands (clock, evaluation, drawings) are not words
        comment_row(comment_words(tree.root.comment), tree.root)
    row: MainRow | None = None
    for node in tree.main_line():
        _text, number, side = names[id(node)]
        if comment_words(node.comment_before):
            comment_row(comment_words(node.comment_before), node)
            row = None
        if row is None or side == 0:
            row = MainRow(number)
            out.rows.append(row)
        if side == 0:
            row.cho = node
        else:
            row.han = node
        out.where[id(node)] = (len(out.rows) - 1, 1 + side)
        alternatives = node.parent.children[1:] if node.parent is not None else []
        after = words(node)
        if after or alternatives:
            if after:
                comment_row(after, node)
            for v in alternatives:
                out.rows.append(LineRow(_variation_tokens(v, names, out.texts, words), 1))
                for i, token in enumerate(out.rows[-1].tokens):
                    if token.kind == "move" and token.node is not None:
                        out.where[id(token.node)] = (len(out.rows) - 1, i)
            row = None
    return out


def _variation_tokens(first: MoveNode, names: dict[int, tuple[str, int, int]], texts: dict[int, str],
                      words: CommentWords) -> list[Token]:
    """A variation from its first move, with everything nested in it inline (an explicit stack)."""
    tokens: list[Token] = []

    def move(node: MoveNode, numbered: bool) -> None:
        if comment_words(node.comment_before):
            tokens.append(Token("comment", comment_words(node.comment_before), node))
            numbered = True
        _text, number, side = names[id(node)]
        if side == 0:
            tokens.append(Token("number", f"{number}."))
        elif numbered:
            tokens.append(Token("number", f"{number}..."))
        tokens.append(Token("move", texts[id(node)], node))
        after = words(node)
        if after:
            tokens.append(Token("comment", after, node))

    # items: ("line", node, numbered) the moves after node; ("move", node) one move; "(" and ")"
    stack: list[tuple[str, MoveNode | None, bool]] = [("line", first, bool(words(first))),
                                                      ("move", first, True)]
    while stack:
        kind, node, numbered = stack.pop()
        if kind == "(":
            tokens.append(Token("open", "("))
        elif kind == ")":
            tokens.append(Token("close", ")"))
        elif kind == "move":
            move(node, numbered)  # type: ignore[arg-type]
        elif node is not None and node.children:
            main, alternatives = node.children[0], node.children[1:]
            move(main, numbered)
            stack.append(("line", main, bool(alternatives) or bool(words(main))))
            for v in reversed(alternatives):
                stack.extend(((")", None, False), ("line", v, bool(words(v))), ("move", v, True),
                              ("(", None, False)))
    return tokens


def row_text(out: Layout, row: MainRow | LineRow) -> str:
    """A row as plain text (for tests, logs and screen readers): "12. Hc3 Hc8", "12. ... Hc8", or the
    tokens of a spanning row with an indent."""
    if isinstance(row, MainRow):
        cho = out.texts[id(row.cho)] if row.cho is not None else "..."
        han = out.texts[id(row.han)] if row.han is not None else ""
        return f"{row.number}. {cho} {han}".rstrip()
    words: list[str] = []
    for token in row.tokens:
        if token.kind == "comment":
            words.append("{" + token.text + "}")
        elif token.kind == "close" and words:
            words[-1] += ")"
        elif token.kind == "open":
            words.append("(")
        else:
            if words and words[-1] == "(":
                words[-1] += token.text
            else:
                words.append(token.text)
    return "  " * row.indent + " ".join(words)


__all__ = ["GLYPHS", "CommentWords", "Layout", "LineRow", "MainRow", "MoveNamer", "NameCache", "Token", "layout",
           "row_text", "san_name", "words_after"]
