"""The move tree of a study: a game's main line with its variations, comments and NAGs (pure Python, no Qt).

A :class:`MoveTree` is a root (the start position) whose nodes each hold one move, the comments before and
after it, its NAGs, and the nodes that may follow it: ``children[0]`` continues the line, the others are
variations (alternatives to ``children[0]``), and every child may carry its own variations to any depth.
Comment commands such as ``[%eval 0.35]``, ``[%clk 0:05:00]``, ``[%cal Gb1c3]`` and ``[%csl Re5]`` stay
in the comment text where PGN keeps them (the lichess convention); :func:`comment_commands` and
:func:`set_comment_command` read and change them.

Every editing operation (add a move, promote a variation, delete a variation or the rest of a line, change a
comment or the NAGs) is recorded, so :meth:`MoveTree.undo` and :meth:`MoveTree.redo` take it back and
replay it.  Nothing here recurses: a tree a thousand levels deep (a variation inside a variation inside ...)
is walked with explicit stacks, so no input can exhaust Python's recursion limit.

Where a comment can stand is what PGN can say: ``root.comment`` is the comment before the first move (a
game's opening remark); a node's ``comment`` follows its move; its ``comment_before`` is written before the
move (after a ``(`` for the first move of a variation, or as a second comment block after the previous move).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence

from ..rules import Game, IllegalMoveError, Move

#: The longest comment kept (characters): real comments are a few hundred; a longer one is cut (a reader
#: says so), so that a written record never has a line a reader refuses.
MAX_COMMENT_CHARS = 16_384
#: The most nodes (moves in every line) of one tree.
MAX_TREE_NODES = 100_000

_COMMAND_RE = re.compile(r"\[%(\w+)\s+([^\]]*?)\s*\]")


class MoveNode:
    """One move of a tree (the root: no move, the start position).  See the module docstring."""

    __slots__ = ("move", "parent", "children", "comment", "comment_before", "nags")

    def __init__(self, move: Move | None = None, parent: MoveNode | None = None) -> None:
        self.move = move
        self.parent = parent
        self.children: list[MoveNode] = []
        self.comment = ""
        self.comment_before = ""
        self.nags: list[int] = []

    def __repr__(self) -> str:  # a short form: the default would walk nothing but say nothing useful either
        return f"MoveNode({self.move}, {len(self.children)} children)"

    @property
    def is_root(self) -> bool:
        return self.parent is None

    @property
    def ply(self) -> int:
        """Moves from the start position to this node (0 for the root)."""
        n, node = 0, self.parent
        while node is not None:
            n += 1
            node = node.parent
        return n

    @property
    def is_main_line(self) -> bool:
        """This node is on the tree's main line (every ancestor is its parent's first child)."""
        node = self
        while node.parent is not None:
            if node.parent.children[0] is not node:
                return False
            node = node.parent
        return True

    @property
    def starts_variation(self) -> bool:
        """This node is an alternative to its parent's first child."""
        return self.parent is not None and self.parent.children[0] is not self

    def main_child(self) -> MoveNode | None:
        return self.children[0] if self.children else None

    def line_end(self) -> MoveNode:
        """The last node of the line through this node (following first children)."""
        node = self
        while node.children:
            node = node.children[0]
        return node

    def path(self) -> list[MoveNode]:
        """The nodes from the first move to this one (empty for the root)."""
        nodes: list[MoveNode] = []
        node: MoveNode | None = self
        while node is not None and node.parent is not None:
            nodes.append(node)
            node = node.parent
        nodes.reverse()
        return nodes

    def moves(self) -> list[Move]:
        """The moves from the start position to this node."""
        return [n.move for n in self.path()]  # type: ignore[misc]  # only the root has no move

    def sibling(self, delta: int) -> MoveNode | None:
        """The alternative ``delta`` places after this node among its parent's children (negative: before),
        or None past either end: what ↑/↓ step through in a move list."""
        if self.parent is None:
            return None
        siblings = self.parent.children
        i = next(k for k, c in enumerate(siblings) if c is self) + delta
        return siblings[i] if 0 <= i < len(siblings) else None

    def child(self, move: Move) -> MoveNode | None:
        """The child playing ``move``, if any."""
        for c in self.children:
            if c.move == move:
                return c
        return None


# --- comment commands ---------------------------------------------------------------------------------------
def comment_commands(comment: str) -> dict[str, str]:
    """The ``[%name value]`` commands of a comment, e.g. ``{"eval": "0.35", "clk": "0:05:00"}`` (a command
    given twice: the last one)."""
    return {m.group(1): m.group(2) for m in _COMMAND_RE.finditer(comment)}


def comment_words(comment: str) -> str:
    """A comment without its ``[%name value]`` commands: what a move list shows and a comment box edits (the
    clock, the evaluation and the drawings are shown their own way)."""
    return " ".join(_COMMAND_RE.sub(" ", comment).split()) if "[%" in comment else comment


def set_comment_command(comment: str, name: str, value: str | None) -> str:
    """``comment`` with its ``[%name ...]`` command set to ``value`` (None: removed), the rest kept."""
    text = " ".join(_COMMAND_RE.sub(lambda m: "" if m.group(1) == name else m.group(0), comment).split())
    if value is None:
        return text
    return f"[%{name} {value}] {text}".strip()


#: The colours a drawing on the board may have, as lichess writes them: green, red, blue, yellow.
DRAWING_COLOURS = ("G", "R", "B", "Y")
_SQUARE = r"[a-i](?:10|[1-9])"
_ARROW_RE = re.compile(rf"\s*([GRBY])({_SQUARE})({_SQUARE})\s*")
_CIRCLE_RE = re.compile(rf"\s*([GRBY])({_SQUARE})\s*")


def arrows(comment: str) -> list[tuple[str, str, str]]:
    """The arrows of a ``[%cal Gb1c3,Re4e5]`` command as (colour letter, from square, to square).  An item
    with another colour or a square off the board (``Xa1a2``, ``Gj1a2``, ``Ga11a2``) is left out; the rest
    of the comment is not touched."""
    out = []
    for item in comment_commands(comment).get("cal", "").split(","):
        m = _ARROW_RE.fullmatch(item)
        if m and m.group(2) != m.group(3):
            out.append((m.group(1), m.group(2), m.group(3)))
    return out


def circles(comment: str) -> list[tuple[str, str]]:
    """The circled points of a ``[%csl Re5,Gb3]`` command as (colour letter, square); bad items are left out
    as for :func:`arrows`."""
    out = []
    for item in comment_commands(comment).get("csl", "").split(","):
        m = _CIRCLE_RE.fullmatch(item)
        if m:
            out.append((m.group(1), m.group(2)))
    return out


def toggle_drawing(comment: str, colour: str, start: str, end: str) -> str:
    """``comment`` with the arrow from ``start`` to ``end`` (a circled point when they are the same) drawn in
    ``colour``, as lichess does it: the same drawing again takes it away, the same one in another colour
    changes its colour.  The ``[%cal]``/``[%csl]`` commands are written again with their good items only; the
    words and the other commands are kept.  ValueError for a colour or a square that is not one."""
    if colour not in DRAWING_COLOURS:
        raise ValueError(f"a drawing's colour is one of {', '.join(DRAWING_COLOURS)}, not {colour!r}")
    for square in (start, end):
        if not re.fullmatch(_SQUARE, square):
            raise ValueError(f"{square!r} is not a point of the board (a1 to i10)")
    circle = start == end
    items: list[tuple[str, ...]] = list(circles(comment)) if circle else list(arrows(comment))
    new = (colour, start) if circle else (colour, start, end)
    found = next((i for i, item in enumerate(items) if item[1:] == new[1:]), None)
    if found is None:
        items.append(new)
    elif items[found][0] == colour:
        del items[found]
    else:
        items[found] = new
    name = "csl" if circle else "cal"
    value = ",".join("".join(item) for item in items) or None
    return set_comment_command(comment, name, value)


def clean_comment(text: str) -> str:
    """A comment as a record keeps it: one line, single spaces, no ``}`` (it would close the PGN comment),
    at most :data:`MAX_COMMENT_CHARS` characters."""
    return " ".join(text.replace("}", ")").split())[:MAX_COMMENT_CHARS].strip()


# --- the tree ---------------------------------------------------------------------------------------------
class _Edit:
    """One undoable change: what takes it back and what does it again."""

    __slots__ = ("undo", "redo")

    def __init__(self, undo: Callable[[], None], redo: Callable[[], None]) -> None:
        self.undo = undo
        self.redo = redo


class MoveTree:
    """A game's moves as a tree of variations (see the module docstring)."""

    def __init__(self, ruleset: str = "standard", start_fen: str | None = None) -> None:
        self.ruleset = ruleset
        self.start_fen = start_fen if start_fen is not None else Game(ruleset).start_fen
        self.root = MoveNode()
        self._undo: list[_Edit] = []
        self._redo: list[_Edit] = []
        self._size = 0
        #: Goes up with every change (edits, undo, redo): a view redraws when it differs from the one it drew.
        self.version = 0

    # --- building -------------------------------------------------------------------------------------------
    @classmethod
    def from_moves(cls, ruleset: str, start_fen: str, moves: Sequence[Move]) -> MoveTree:
        """A tree whose main line is ``moves`` (legal from ``start_fen``: IllegalMoveError otherwise)."""
        tree = cls(ruleset, start_fen)
        g = tree.start_game()
        node = tree.root
        for m in moves:
            g.push(m)
            node = tree._attach(node, MoveNode(m, node), len(node.children))
        return tree

    def start_game(self) -> Game:
        return Game(self.ruleset, fen=self.start_fen)

    def names(self, name: Callable[[Game, Move], str]) -> dict[int, tuple[str, int, int]]:
        """Every node's ``name(game before it, its move)`` with the move number and side to move of the
        position before it, by ``id(node)``: one walk of the tree that plays and takes back each move (no
        recursion).  What ``name`` raises is passed on."""
        g = self.start_game()
        out: dict[int, tuple[str, int, int]] = {}
        stack: list[tuple[MoveNode, bool]] = [(c, True) for c in reversed(self.root.children)]
        while stack:
            node, entering = stack.pop()
            if not entering:
                g.pop()
                continue
            move = node.move
            assert move is not None
            out[id(node)] = (name(g, move), g.fullmove_number, g.side_to_move)
            g.push_int(move.to_int())
            stack.append((node, False))
            stack.extend((c, True) for c in reversed(node.children))
        return out

    def game_at(self, node: MoveNode) -> Game:
        """The game from the start to ``node`` (its moves replayed)."""
        g = self.start_game()
        for n in node.path():
            g.push_int(n.move.to_int())  # type: ignore[union-attr]  # only the root has no move
        return g

    def __len__(self) -> int:
        """The number of moves in the tree (every line)."""
        return self._size

    def walk(self) -> Iterator[MoveNode]:
        """Every node, the root first, each line before its variations (pre-order; no recursion)."""
        stack = [self.root]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def main_line(self) -> list[MoveNode]:
        """The main line's nodes (the root excluded)."""
        nodes = []
        node = self.root
        while node.children:
            node = node.children[0]
            nodes.append(node)
        return nodes

    def main_moves(self) -> list[Move]:
        return [n.move for n in self.main_line()]  # type: ignore[misc]

    def depth(self) -> int:
        """The deepest nesting of variations (0: the main line alone)."""
        deepest = 0
        stack = [(self.root, 0)]
        while stack:
            node, level = stack.pop()
            deepest = max(deepest, level)
            for i, c in enumerate(node.children):
                stack.append((c, level + (i > 0)))
        return deepest

    def copy(self) -> MoveTree:
        """An independent tree with the same moves, comments and NAGs (no undo history)."""
        other = MoveTree(self.ruleset, self.start_fen)
        other._size = self._size
        pairs = [(self.root, other.root)]
        while pairs:
            src, dst = pairs.pop()
            dst.comment, dst.comment_before, dst.nags = src.comment, src.comment_before, list(src.nags)
            for c in src.children:
                n = MoveNode(c.move, dst)
                dst.children.append(n)
                pairs.append((c, n))
        return other

    def __eq__(self, other: object) -> bool:
        """Same start, rule set, and the same moves, comments and NAGs in the same order everywhere."""
        if not isinstance(other, MoveTree):
            return NotImplemented
        if (self.ruleset, self.start_fen, self._size) != (other.ruleset, other.start_fen, other._size):
            return False
        pairs = [(self.root, other.root)]
        while pairs:
            a, b = pairs.pop()
            if (a.move, a.comment, a.comment_before, a.nags, len(a.children)) != \
                    (b.move, b.comment, b.comment_before, b.nags, len(b.children)):
                return False
            pairs.extend(zip(a.children, b.children, strict=True))
        return True

    __hash__ = None  # type: ignore[assignment]  # mutable

    def find(self, moves: Sequence[Move]) -> MoveNode | None:
        """The node reached by ``moves`` from the start, or None when the tree does not hold that line."""
        node: MoveNode | None = self.root
        for m in moves:
            node = node.child(m) if node is not None else None
        return node

    # --- the main line as a record's fields say it ----------------------------------------------------------
    def main_line_view(self) -> tuple[list[Move], dict[int, str], dict[int, list[int]], dict[int, list[list[Move]]]]:
        """The main line as :class:`~.model.GameRecord`'s fields say it: its moves; the comment after the
        k-th move (0: before the first), with the next move's ``comment_before`` joined to it (the text
        between two moves); the k-th move's NAGs; the lines played instead of the k-th move (each variation's
        own line, nested variations left out)."""
        line = self.main_line()
        comments: dict[int, str] = {}
        nags: dict[int, list[int]] = {}
        variations: dict[int, list[list[Move]]] = {}
        prev = self.root
        for k in range(len(line) + 1):
            nxt = line[k] if k < len(line) else None
            text = " ".join(t for t in (prev.comment, nxt.comment_before if nxt else "") if t)
            if text:
                comments[k] = text
            if k and prev.nags:
                nags[k] = list(prev.nags)
            if nxt is not None and len(prev.children) > 1:
                variations[k + 1] = [[n.move for n in _own_line(v)] for v in prev.children[1:]]  # type: ignore[misc]
            if nxt is not None:
                prev = nxt
        return [n.move for n in line], comments, nags, variations  # type: ignore[misc]

    def apply_main_line_view(self, moves: Sequence[Move], comments: dict[int, str], nags: dict[int, list[int]],
                             variations: dict[int, list[list[Move]]], *, check: bool = True) -> None:
        """Make the main line say what a record's fields say, changing only what differs from
        :meth:`main_line_view` (so a tree read from a file and not changed since stays as it was).

        ``moves`` becomes the main line (a line the tree holds is promoted; the tree's continuation past its
        end is removed: the record ends there); a comment or NAG list that differs replaces the tree's; the
        variations of a move whose list differs become that list (an existing variation with the same line is
        kept with everything nested in it; a line is cut at its first illegal move).  Not undoable: the
        history is dropped.  IllegalMoveError names the first main-line move that is not legal; ``check=False``
        leaves that test to the caller (a writer that plays every move anyway: half the time of a long game)."""
        g = self.start_game() if check else None
        node = self.root
        for i, m in enumerate(moves):
            found = node.child(m)
            if found is None:
                if g is not None and not g.is_legal(m):
                    raise IllegalMoveError("move {number} ({text}) is not a legal move for {side} in {fen}",
                                           number=i + 1, text=str(m), side=g.turn, fen=g.fen())
                found = self._attach(node, MoveNode(m, node), 0)
            elif node.children[0] is not found:
                node.children.remove(found)
                node.children.insert(0, found)
            if g is not None:
                g.push_int(m.to_int())
            node = found
        for c in list(node.children):
            self._detach(c)
        view_moves, view_comments, view_nags, view_variations = self.main_line_view()
        line = [self.root, *self.main_line()]
        for k in set(comments) | set(view_comments):
            if comments.get(k, "") != view_comments.get(k, "") and k < len(line):
                line[k].comment = clean_comment(comments.get(k, ""))
                if k + 1 < len(line):
                    line[k + 1].comment_before = ""
        for k in set(nags) | set(view_nags):
            if 0 < k < len(line) and list(nags.get(k, [])) != view_nags.get(k, []):
                line[k].nags = [int(n) for n in nags.get(k, [])]
        changed = sorted(k for k in set(variations) | set(view_variations) if 0 < k < len(line)
                         and [list(v) for v in variations.get(k, [])] != view_variations.get(k, []))
        if changed:
            g = self.start_game()
            for k in range(1, len(line)):
                if k in changed:
                    self._set_alternatives(line[k - 1], g, variations.get(k, []))
                g.push_int(line[k].move.to_int())  # type: ignore[union-attr]
        self.forget_history()
        self.version += 1

    def _set_alternatives(self, parent: MoveNode, game: Game, lines: list[list[Move]]) -> None:
        """``parent``'s variations become ``lines`` (see :meth:`apply_main_line_view`)."""
        main = parent.children[0]
        spare = parent.children[1:]
        kept: list[MoveNode] = []
        for wanted in lines:
            wanted = list(wanted)
            match = next((v for v in spare if [n.move for n in _own_line(v)] == wanted and v not in kept), None)
            if match is not None:
                kept.append(match)
                continue
            if not wanted or not game.is_legal(wanted[0]) or wanted[0] == main.move:
                continue
            first = next((v for v in spare + kept if v.move == wanted[0]), None)
            if first is None:
                first = MoveNode(wanted[0], parent)
                self._size += 1
            if first not in kept:
                kept.append(first)
            g = game.copy()
            g.push_int(wanted[0].to_int())
            node = first
            for m in wanted[1:]:
                if not g.is_legal(m):
                    break
                nxt = node.child(m)
                node = nxt if nxt is not None else self._attach(node, MoveNode(m, node), len(node.children))
                g.push_int(m.to_int())
        for v in spare:
            if v not in kept:
                self._size -= _count(v)
        parent.children[:] = [main, *kept]
        for v in kept:
            v.parent = parent
        self.version += 1

    # --- raw changes (no undo record) ---------------------------------------------------------------------
    def _attach(self, parent: MoveNode, node: MoveNode, index: int) -> MoveNode:
        if self._size + 1 > MAX_TREE_NODES:
            raise ValueError(f"a move tree holds at most {MAX_TREE_NODES:,} moves")
        node.parent = parent
        parent.children.insert(index, node)
        self._size += _count(node)
        self.version += 1
        return node

    def _detach(self, node: MoveNode) -> int:
        parent = node.parent
        assert parent is not None
        index = next(i for i, c in enumerate(parent.children) if c is node)
        del parent.children[index]
        self._size -= _count(node)
        self.version += 1
        return index

    def _record(self, edit: _Edit) -> None:
        self._undo.append(edit)
        self._redo.clear()

    # --- editing (undoable) -------------------------------------------------------------------------------
    def add_move(self, node: MoveNode, move: Move, *, game: Game | None = None, undoable: bool = True) -> MoveNode:
        """The child of ``node`` playing ``move``: the existing one, else a new one (the line's continuation
        when ``node`` has none, else a new variation).  ``game``: the position at ``node`` when the caller
        has it (else it is replayed).  IllegalMoveError when the move is not legal there.  ``undoable=False``:
        not an edit to take back (a move of the game being played, which its own take-back removes)."""
        found = node.child(move)
        if found is not None:
            return found
        g = game if game is not None else self.game_at(node)
        if not g.is_legal(move):
            raise IllegalMoveError("{text} is not a legal move for {side} in {fen}", text=str(move), side=g.turn,
                                   fen=g.fen())
        child = MoveNode(move, node)
        index = len(node.children)
        self._attach(node, child, index)
        if undoable:
            self._record(_Edit(lambda: self._detach(child), lambda: self._attach(node, child, index)))
        return child

    def add_line(self, node: MoveNode, moves: Sequence[Move]) -> MoveNode:
        """Play ``moves`` from ``node`` (reusing nodes already there); the last node.  Each new move is its
        own undo step.  IllegalMoveError at the first move that is not legal (the moves before it stay)."""
        g = self.game_at(node)
        for m in moves:
            node = self.add_move(node, m, game=g)
            g.push_int(m.to_int())
        return node

    def add_variation(self, node: MoveNode, moves: Sequence[Move], comment: str = "") -> MoveNode | None:
        """Play ``moves`` from ``node`` as ONE undoable edit (an engine's line put in the tree at once): the
        moves the tree already holds there are followed, the rest hang from the last of them as one new
        branch, whose first move gets ``comment`` (cleaned as a record keeps it).  The line is cut at its
        first move that is not legal or comes after the end of the game.  Returns the line's first node
        (None when ``moves`` gives no legal move); adding the same line again changes nothing."""
        g = self.game_at(node)
        first: MoveNode | None = None
        at = node
        new_head: MoveNode | None = None
        tail: MoveNode | None = None
        for m in moves:
            if g.is_over() or not g.is_legal(m):
                break
            if new_head is None and at.child(m) is not None:
                at = at.child(m)  # type: ignore[assignment]  # found just above
            else:
                child = MoveNode(m, tail if tail is not None else at)
                if new_head is None:
                    new_head = child
                    new_head.comment = clean_comment(comment)
                else:
                    tail.children.append(child)  # type: ignore[union-attr]  # set with new_head
                tail = child
            if first is None:
                first = new_head if new_head is not None else at
            g.push_int(m.to_int())
        if new_head is None:
            return first
        parent, head = at, new_head
        if self._size + _count(head) > MAX_TREE_NODES:
            raise ValueError(f"a move tree holds at most {MAX_TREE_NODES:,} moves")
        index = len(parent.children)
        self._attach(parent, head, index)
        self._record(_Edit(lambda: self._detach(head), lambda: self._attach(parent, head, index)))
        return first

    def promote(self, node: MoveNode, *, to_main_line: bool = True) -> None:
        """Make the line through ``node`` the main line (``to_main_line``), or only raise the variation it
        is in one step, to be the line it branched from."""
        orders: list[tuple[MoveNode, list[MoveNode]]] = []
        child = node
        while child.parent is not None:
            parent = child.parent
            if parent.children[0] is not child:
                orders.append((parent, list(parent.children)))
                parent.children.remove(child)
                parent.children.insert(0, child)
                if not to_main_line:
                    break
            child = parent
        if not orders:
            return
        self.version += 1
        after = [(p, list(p.children)) for p, _ in orders]

        def restore(states: list[tuple[MoveNode, list[MoveNode]]]) -> None:
            for p, children in states:
                p.children[:] = children
            self.version += 1

        self._record(_Edit(lambda: restore(orders), lambda: restore(after)))

    def delete(self, node: MoveNode, *, undoable: bool = True) -> None:
        """Remove ``node`` and everything after it: a variation (when it starts one) or the rest of a line.
        ``undoable=False``: not an edit to take back (a move of the game taken back)."""
        parent = node.parent
        if parent is None:
            raise ValueError("the start position cannot be deleted")
        index = self._detach(node)
        if undoable:
            self._record(_Edit(lambda: self._attach(parent, node, min(index, len(parent.children))),
                               lambda: self._detach(node)))

    def set_comment(self, node: MoveNode, text: str, *, before: bool = False) -> None:
        """Set the comment after ``node``'s move (``before``: the one before it).  The text is cleaned as a
        record keeps it (:func:`clean_comment`)."""
        attr = "comment_before" if before else "comment"
        if before and node.is_root:
            raise ValueError("nothing comes before the start position")
        old, new = getattr(node, attr), clean_comment(text)
        if old == new:
            return

        def put(value: str) -> None:
            setattr(node, attr, value)
            self.version += 1

        put(new)
        self._record(_Edit(lambda: put(old), lambda: put(new)))

    def set_nags(self, node: MoveNode, nags: Sequence[int]) -> None:
        """Set ``node``'s NAGs (1 ``!``, 2 ``?``, 3 ``!!``, 4 ``??``, 5 ``!?``, 6 ``?!``, others as ``$n``)."""
        if node.is_root:
            raise ValueError("the start position has no move to judge")
        new = [int(n) for n in nags]
        if any(not 0 <= n <= 255 for n in new):
            raise ValueError("a NAG is a number from 0 to 255")
        old = list(node.nags)
        if old == new:
            return

        def put(value: list[int]) -> None:
            node.nags = list(value)
            self.version += 1

        put(new)
        self._record(_Edit(lambda: put(old), lambda: put(new)))

    # --- undo -----------------------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> bool:
        """Take back the last edit (False: nothing to take back)."""
        if not self._undo:
            return False
        edit = self._undo.pop()
        edit.undo()
        self._redo.append(edit)
        return True

    def redo(self) -> bool:
        """Do again the last edit taken back (False: none)."""
        if not self._redo:
            return False
        edit = self._redo.pop()
        edit.redo()
        self._undo.append(edit)
        return True

    def forget_history(self) -> None:
        """Drop the undo and redo history (a tree just read or made from a game starts with none)."""
        self._undo.clear()
        self._redo.clear()


def _own_line(node: MoveNode) -> list[MoveNode]:
    """``node`` and the line that follows it (first children)."""
    nodes = [node]
    while node.children:
        node = node.children[0]
        nodes.append(node)
    return nodes


def _count(node: MoveNode) -> int:
    """The nodes of ``node``'s subtree, itself included."""
    n, stack = 0, [node]
    while stack:
        x = stack.pop()
        n += 1
        stack.extend(x.children)
    return n


__all__ = [
    "MAX_COMMENT_CHARS",
    "DRAWING_COLOURS",
    "MAX_TREE_NODES",
    "MoveNode",
    "MoveTree",
    "arrows",
    "circles",
    "clean_comment",
    "comment_commands",
    "set_comment_command",
    "toggle_drawing",
]
