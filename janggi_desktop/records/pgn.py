"""PGN as pychess and Fairy-Stockfish tools write Janggi (docs/rules.md#pgn).

Writing: the Seven Tag Roster (White = Cho, Black = Han), ``Variant`` (``Janggi``, or the Fairy-Stockfish
preset's name), our ``RuleSet``, ``FEN`` + ``SetUp`` when the game does not start from the default position,
``Handicap`` (``han:RC``, rules/handicap.py) when that position is a start with pieces taken off,
``Termination``, then the moves in Fairy-Stockfish SAN with comments.

Move judgements are written as the glyph after the move (``Hc3?``, the NAGs 1-6) and any other NAG as
``$n``; variations (alternatives to a move, e.g. an analysis's better line) follow the move's comment.

Reading is liberal in what it accepts — SAN or UCI moves, ``{}`` and ``;`` comments, NAGs and glyphs,
``%`` lines, variations, several games per file — and strict about the main line: each move is replayed
through the rules model, and the first one that does not fit raises a :class:`RecordError` naming the file,
the game, the move number and the text.  Variations are read into the game's move tree (records/tree.py),
nested to any depth; each is kept as far as it replays and cut at its first illegal move with a warning naming
the file, the game and the place: an odd side line never makes a file unreadable.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from ..rules import Game, Move, get_ruleset, handicap_of_fen
from ..rules.ruleset import UnknownRuleSetError
from .model import (
    DEFAULT_FEN,
    FALLBACK_RULE_SETS,
    MAX_GAMES,
    MAX_PLIES,
    MAX_TAGS,
    RESULTS,
    SEVEN_TAGS,
    GameRecord,
    RecordError,
    RecordFault,
    arrangements_of_fen,
    record_tree,
    replay_texts,
    set_record_tree,
    termination_text,
)
from .san import move_to_san, parse_move, parse_move_int
from .tree import MAX_COMMENT_CHARS, MAX_TREE_NODES, MoveNode, MoveTree, clean_comment

_TAG_RE = re.compile(r'\[\s*([A-Za-z0-9_][A-Za-z0-9_+#=:-]*)\s+"((?:[^"\\]|\\.)*)"\s*\]')
_TAG_NAME_RE = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_+#=:-]*")
_MOVE_NUMBER_RE = re.compile(r"(\d+)(\.+)")
_NUMBERED_MOVE_RE = re.compile(r"(\d+)\.+(\S+)")
_SPACE_RE = re.compile(r"\s+")
#: A word of the move text: up to a space or a character that means something else ({ } ( ) [ ] ; $).
_WORD_RE = re.compile(r"[^\s{}()\[\];$]+")
#: A character that is not part of a word or a space: a line without any is only words (most move text).
_SPECIAL_RE = re.compile(r"[\[\]{}();$%]")
#: Tags the writer computes itself (a record's own copies are ignored).
_COMPUTED = ("Result", "Variant", "RuleSet", "FEN", "SetUp", "Handicap", "Termination")
#: The NAGs written as a glyph after the move (PGN's "suffix annotations"), and back.
GLYPHS = {1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}
_GLYPH_NAGS = {v: k for k, v in GLYPHS.items()}
#: A line that starts with a tag: where an unclosed comment stops (the next game is not swallowed).
_NEXT_TAG_LINE_RE = re.compile(r"\n[ \t]*\[")
_GLYPH_RE = re.compile(r"^(.+?)(!!|\?\?|!\?|\?!|!|\?)$")


# --- writing ---------------------------------------------------------------------------------------------
def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ").replace("\r", " ")


def _comment(text: str) -> str:
    return "{" + " ".join(text.replace("}", ")").split()) + "}"


def variant_tag(ruleset: str) -> str:
    """pychess says ``Janggi``; Fairy-Stockfish's other presets go by their own names.  Our two rule sets
    without an engine twin are written as ``Janggi`` (the closest) and named in the RuleSet tag."""
    rs = get_ruleset(ruleset)
    if rs.fairy_variant in (None, "janggi"):
        return "Janggi"
    return rs.fairy_variant


def _nag_words(san: str, nags: list[int]) -> list[str]:
    """A move with its NAGs: the first as a glyph when it has one (``Hc3?``), the others as ``$n`` in their
    order (so that reading them back gives the same list)."""
    if nags and nags[0] in GLYPHS:
        return [san + GLYPHS[nags[0]], *(f"${n}" for n in nags[1:])]
    return [san, *(f"${n}" for n in nags)]


def _comment_words(text: str) -> list[str]:
    """A comment as words (so lines wrap inside it): ``{a``, ``b``, ``c}``; a reader joins them again."""
    words = clean_comment(text).split(" ")
    words[0] = "{" + words[0]
    words[-1] += "}"
    return words


def _san_of_tree(tree: MoveTree, index: int) -> dict[int, tuple[str, int, int]]:
    """Every node's SAN with the move number and side to move of the position before it (by node id); a
    move that cannot be written raises :class:`RecordError` naming the game and the place."""
    def san(g: Game, move: Move) -> str:
        try:
            return move_to_san(g, move, legal=g.legal_ints())
        except ValueError as e:
            raise RecordError(str(e), game=index, move=f"{g.fullmove_number}{'.' if g.side_to_move == 0 else '...'}",
                              text=str(move)) from None

    return tree.names(san)


def _movetext_words(tree: MoveTree, index: int) -> list[str]:
    """The move text of ``tree`` as words: each move with its number where PGN wants one, its NAGs and
    comments, the variations after the move they replace, nested to any depth (an explicit stack)."""
    sans = _san_of_tree(tree, index)
    words: list[str] = []
    glue = False  # the next word follows a "("
    # A comment written now would be read as the one after the last move (or the game's opening comment):
    # a comment before the next move must then follow an empty "{}" that takes that place.
    after_slot = True

    def put(*items: str) -> None:
        nonlocal glue
        for w in items:
            if glue:
                w, glue = "(" + w, False
            words.append(w)

    def move(node: MoveNode, numbered: bool) -> None:
        nonlocal after_slot
        if node.comment_before:
            if after_slot:
                put("{}")
            put(*_comment_words(node.comment_before))
            numbered = True
        san, number, side = sans[id(node)]
        if side == 0:
            put(f"{number}.")
        elif numbered:
            put(f"{number}...")
        put(*_nag_words(san, node.nags))
        after_slot = not node.comment
        if node.comment:
            put(*_comment_words(node.comment))

    if tree.root.comment:
        put(*_comment_words(tree.root.comment))
        after_slot = False
    # items: ("line", node, numbered) writes what follows node; ("move", node, True) one move; "(" and ")"
    stack: list[tuple[str, MoveNode | None, bool]] = [("line", tree.root, True)]
    while stack:
        kind, node, numbered = stack.pop()
        if kind == "(":
            glue, after_slot = True, False
        elif kind == ")":
            words[-1] += ")"
            after_slot = False
        elif kind == "move":
            move(node, True)  # type: ignore[arg-type]
        elif node is not None and node.children:
            main, alternatives = node.children[0], node.children[1:]
            move(main, numbered)
            stack.append(("line", main, bool(alternatives) or bool(main.comment)))
            for v in reversed(alternatives):
                stack.extend(((")", None, False), ("line", v, False), ("move", v, True), ("(", None, False)))
    return words


def format_game(record: GameRecord) -> str:
    """One game as PGN text (ends with a newline), with its whole move tree (:func:`record_tree`)."""
    try:
        rs = get_ruleset(record.ruleset)
    except UnknownRuleSetError as e:
        raise RecordError(str(e), game=record.index) from None
    if record.result not in RESULTS:
        raise RecordError(f"result {record.result!r} is not one of {', '.join(RESULTS)}", game=record.index)
    tags: dict[str, str] = {}
    for name, unknown in SEVEN_TAGS.items():
        tags[name] = record.tags.get(name) or unknown
    tags["Result"] = record.result
    tags["Variant"] = variant_tag(rs.name)
    tags["RuleSet"] = rs.name
    if record.start_fen != DEFAULT_FEN:
        tags["FEN"] = record.start_fen
        tags["SetUp"] = "1"
        handicap = handicap_of_fen(record.start_fen)
        if handicap is not None:  # 접장기: the FEN says it all; the tag says it in words (han:RC)
            tags["Handicap"] = str(handicap)
    if record.termination:
        tags["Termination"] = record.termination
    for name, value in record.tags.items():
        if name not in tags and name not in _COMPUTED and _TAG_NAME_RE.fullmatch(name):
            tags[name] = value
    lines = [f'[{name} "{_escape(str(value))}"]' for name, value in tags.items()]

    tree = record_tree(record, check=False)  # _movetext_words names every move: an illegal one is an error there
    words = _movetext_words(tree, record.index)
    words.append(record.result)
    body, line = [], ""
    for w in words:
        if line and len(line) + 1 + len(w) > 79:
            body.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    body.append(line)
    return "\n".join(lines) + "\n\n" + "\n".join(body) + "\n"


def dumps(records: list[GameRecord]) -> str:
    """Several games, separated by a blank line."""
    return "\n".join(format_game(r) for r in records)


# --- reading ---------------------------------------------------------------------------------------------
class _Lexer:
    """Splits PGN text into (kind, value, line) tokens: tag, comment, nag, open, close, result, word, and
    warning (a stray ``}`` or an unclosed ``{``: the reading goes on, the game is told)."""

    def __init__(self, text: str, *, tolerant: bool = False) -> None:
        self.text = text
        #: Yield ("bad", RecordError, line) for a malformed tag or a stray character and go on after it,
        #: instead of raising (a library import refuses that one game and reads the others).
        self.tolerant = tolerant

    def tokens(self):
        text = self.text
        i, n, line = 0, len(text), 1
        at_line_start = True
        while i < n:
            if at_line_start:  # a line of words only (most move text): split at once, not word by word
                j = text.find("\n", i)
                j = n if j < 0 else j
                if j > i and _SPECIAL_RE.search(text, i, j) is None:  # (j > i: an empty line moves on below)
                    words: list[str] = []  # yielded together ("words"), each as a "word" would be
                    for word in text[i:j].split():
                        if word in RESULTS:
                            if words:
                                yield "words", words, line
                                words = []
                            yield "result", word, line
                        elif not (word[0].isdigit() and _MOVE_NUMBER_RE.fullmatch(word)):
                            words.append(word)
                    if words:
                        yield "words", words, line
                    i = j
                    continue
            c = text[i]
            if c.isspace():  # a whole run at once: a file of blank lines is not walked character by character
                j = _SPACE_RE.match(text, i).end()
                newlines = text.count("\n", i, j)
                if newlines:
                    line += newlines
                    at_line_start = True
                i = j
                continue
            if at_line_start and c == "%":  # escape line
                j = text.find("\n", i)
                i = n if j < 0 else j
                continue
            at_line_start = False
            if c == "[":
                m = _TAG_RE.match(text, i)
                if m is None:
                    j = text.find("\n", i)
                    bad = text[i:n if j < 0 else j]
                    error = RecordError(RecordFault("malformed tag (expected [Name \"value\"])"), move=None,
                                        text=bad)
                    if not self.tolerant:
                        raise error
                    yield "bad", error, line
                    i = n if j < 0 else j
                    continue
                yield "tag", (m.group(1), re.sub(r"\\(.)", r"\1", m.group(2))), line
                i = m.end()
            elif c == "{":
                j = text.find("}", i + 1)
                end = j
                if j < 0:  # never closed: it runs to the next game's tags (or the end), not over them
                    m = _NEXT_TAG_LINE_RE.search(text, i + 1)
                    end = j = m.start() + 1 if m else n
                    last = line + text.count("\n", i, j) - (1 if m else 0)
                    yield "warning", (f"the comment opened on line {line} is never closed: it is read up to line "
                                      f"{last}", text[i:i + 40]), line
                    j -= 1  # the "}" it lacks
                body = text[i + 1:end]
                words = body.split()
                size = sum(map(len, words)) + len(words) - 1
                if size > MAX_COMMENT_CHARS:
                    yield "warning", (f"the comment on line {line} has {size:,} characters: only the first "
                                      f"{MAX_COMMENT_CHARS:,} are kept", None), line
                yield "comment", " ".join(words)[:MAX_COMMENT_CHARS].strip(), line
                line += body.count("\n")
                i = j + 1
            elif c == ";":
                j = text.find("\n", i)
                j = n if j < 0 else j
                yield "comment", clean_comment(text[i + 1:j]), line
                i = j
            elif c == "(":
                yield "open", "(", line
                i += 1
            elif c == ")":
                yield "close", ")", line
                i += 1
            elif c == "$":
                j = i + 1
                while j < n and text[j].isascii() and text[j].isdigit():  # not "¹": int() refuses it
                    j += 1
                yield "nag", text[i:j], line
                i = j
            elif c == "}":
                yield "warning", (f"a '}}' without '{{' on line {line} is ignored", None), line
                i += 1
            else:
                m = _WORD_RE.match(text, i)
                if m is None:  # a stray closing bracket
                    error = RecordError(RecordFault("unexpected {char} on line {line}", char=repr(c), line=line),
                                        text=c)
                    if not self.tolerant:
                        raise error
                    yield "bad", error, line
                    i += 1
                    continue
                word = m.group()
                i = m.end()
                if word in RESULTS:
                    yield "result", word, line
                elif not (c.isdigit() and _MOVE_NUMBER_RE.fullmatch(word)):  # "12." says nothing the moves do not
                    yield "word", word, line


def _ruleset_candidates(tags: dict[str, str], ruleset: str | None) -> list[str]:
    if ruleset is not None:
        return [ruleset]
    if tags.get("RuleSet"):
        try:
            return [get_ruleset(tags["RuleSet"]).name]
        except UnknownRuleSetError as e:
            raise RecordError(e, text=tags["RuleSet"]) from None
    variant = tags.get("Variant", "").strip()
    if variant:
        key = variant.lower().replace(" ", "").replace("-", "")
        if key == "janggi":
            return ["janggi"]
        try:
            rs = get_ruleset(key)
        except UnknownRuleSetError:
            raise RecordError(RecordFault("this is not a Janggi game"), text=variant) from None
        return [rs.name]
    return list(FALLBACK_RULE_SETS)


class _Raw:
    """A move as written, before it is replayed: its text, the file line, its comments and NAGs, the
    moves written after it."""

    __slots__ = ("text", "line", "comment", "before", "nags", "children", "parent")

    def __init__(self, text: str, line: int, parent: _Raw | None) -> None:
        self.text = text
        self.line = line
        # most moves have no comment and no NAG: an empty tuple each, a list once something is added
        self.comment: list[str] | tuple[()] = ()
        self.before: list[str] | tuple[()] = ()
        self.nags: list[int] | tuple[()] = ()
        self.children: list[_Raw] = []
        self.parent = parent


def _label(g: Game) -> str:
    """A move's PGN number in the position ``g``: "12." for Cho, "12..." for Han."""
    return f"{g.fullmove_number}{'.' if g.side_to_move == 0 else '...'}"


def _build(tags: dict[str, str], root: _Raw, result: str | None, ruleset: str | None,
           warnings: list[tuple[str, str | None, str | None]]) -> GameRecord:
    """Replay a game as written: its main line strictly (the first move that does not fit is an error), each
    variation as far as it replays (cut at its first illegal move, with a warning)."""
    fen = tags.get("FEN", "").strip() or DEFAULT_FEN
    candidates = _ruleset_candidates(tags, ruleset)
    try:
        start = Game(candidates[0], fen=fen)
    except ValueError as e:
        raise RecordError(RecordFault("bad FEN tag: {error}", error=e), text=fen) from None
    number, side = start.fullmove_number, start.side_to_move
    node = root
    main: list[_Raw] = []
    while node.children:
        node = node.children[0]
        main.append(node)

    def label(i: int) -> str:  # the i-th move's number as an error names it ("12." / "12...")
        ply = side + i
        return f"{number + ply // 2}{'.' if ply % 2 == 0 else '...'}"

    game = replay_texts([n.text for n in main], start.start_fen, candidates, parse_move_int, label)
    main_moves = game.moves
    outcome = game.outcome()
    result = result or tags.get("Result", "*")
    if result not in RESULTS:
        result = "*"
    cho, han = arrangements_of_fen(start.start_fen)
    clean_tags = {k: v for k, v in tags.items() if k not in ("FEN", "SetUp", "RuleSet", "Termination")}
    clean_tags["Result"] = result
    record = GameRecord(tags=clean_tags, ruleset=game.ruleset.name, start_fen=start.start_fen, cho=cho, han=han,
                        result=result, termination=tags.get("Termination") or termination_text(outcome))
    node_list = [root, *main]
    if all(len(n.children) <= 1 for n in node_list) and not any(n.before for n in main):
        # no variation and no comment written before a move (the fields would join it to the one after the
        # move before): the fields say it all (the tree is made when asked for: half the memory, less time)
        record.moves = main_moves
        for k, n in enumerate(node_list):
            before = main[k].before if k < len(main) else ()
            if not n.comment and not before:  # most moves have no comment: no text to clean
                text = ""
            else:
                text = clean_comment(" ".join(t for t in (*n.comment, *before) if t))
            if text:
                record.comments[k] = text
            if k and n.nags:
                record.nags[k] = list(n.nags)
        return record

    tree = MoveTree(game.ruleset.name, start.start_fen)
    tree.root.comment = clean_comment(" ".join(root.comment))
    g = tree.start_game()
    # (raw, parent node, main-line ply or -1, entering); an exit item takes the move back
    stack: list[tuple[_Raw, MoveNode | None, int, bool]] = [
        (raw, tree.root, 0 if k == 0 else -1, True) for k, raw in reversed(list(enumerate(root.children)))]
    while stack:
        raw, parent, ply, entering = stack.pop()
        if not entering:
            g.pop()
            continue
        assert parent is not None
        if ply >= 0:
            move = main_moves[ply]
        else:
            try:
                move = parse_move(g, _strip_annotation(raw.text))
                if not g.is_legal(move):
                    raise ValueError(f"{move} is not legal here")
            except ValueError as e:
                warnings.append((f"{e}; the variation is cut there (line {raw.line})", _label(g), raw.text))
                continue
        node = tree.add_move(parent, move, game=g)
        if raw.comment:
            node.comment = clean_comment(" ".join(t for t in (node.comment, *raw.comment) if t))
        if raw.before:
            node.comment_before = clean_comment(" ".join(t for t in (node.comment_before, *raw.before) if t))
        node.nags.extend(raw.nags)
        g.push_int(move.to_int())
        stack.append((raw, None, -1, False))
        stack.extend((c, node, ply + 1 if ply >= 0 and k == 0 else -1, True)
                     for k, c in reversed(list(enumerate(raw.children))))
    tree.forget_history()
    return set_record_tree(record, tree)


def _strip_annotation(word: str) -> str:
    return word.rstrip("!?")


class _GameReader:
    """The state of the game being read: its tags and the tree of moves as written (a stack of the lines
    left open by each ``(``, never recursion)."""

    def __init__(self) -> None:
        self.tags: dict[str, str] = {}
        self.root = _Raw("", 0, None)
        self.cur = self.root  # the last move read in the current line (the root before any)
        self.fresh = True  # a comment now is the one after ``cur``'s move (else: before the next move)
        self.pending: list[str] = []  # comments waiting for the next move
        self.in_line = False  # the current line has a move of its own (``cur`` was read in it)
        self.opened: list[tuple[_Raw, bool, list[str], bool, int]] = []  # saved at each "(", with its line
        self.plies = 0  # main-line moves
        self.nodes = 0
        self.started = False  # the game has tags, comments or moves
        self.in_moves = False
        self.warnings: list[tuple[str, str | None, str | None]] = []  # (reason, move label, text)

    def warn(self, reason: str, text: str | None = None) -> None:
        self.warnings.append((reason, None, text))

    def open(self, line: int) -> None:
        self.opened.append((self.cur, self.fresh, self.pending, self.in_line, line))
        if self.in_line:  # an alternative to the last move read: from the position before it
            self.cur = self.cur.parent  # type: ignore[assignment]
        else:
            self.warn(f"the variation on line {line} follows no move: it is read from the position there")
        self.fresh, self.pending, self.in_line = False, [], False
        self.started = True

    def close(self, line: int) -> None:
        if not self.opened:
            self.warn(f"a ')' without '(' on line {line} is ignored", ")")
            return
        leftover = self.pending
        self.cur, _, self.pending, self.in_line, _ = self.opened.pop()
        self.pending = self.pending + leftover
        self.fresh = False

    def close_all(self, why: str) -> None:
        """Close the variations left open (at a result, a new game's tags or the end of the text)."""
        if self.opened:
            lines = ", ".join(str(o[4]) for o in self.opened[:5]) + (", ..." if len(self.opened) > 5 else "")
            self.warn(f"{len(self.opened):,} variation(s) opened on line {lines} never closed: closed at {why}",
                      "(")
        while self.opened:
            self.close(0)

    def comment(self, text: str) -> None:
        """The first comment after a move is that move's (an empty ``{}`` too: it only takes the place); any
        other comment comes before the next move."""
        self.started = True
        if self.fresh:
            self.cur.comment = [*self.cur.comment, text]
            self.fresh = False
        elif text:
            self.pending.append(text)

    def nag(self, value: str, line: int) -> None:
        digits = value[1:]
        if not digits:
            return
        if len(digits) > 3 or int(digits) > 255:
            self.warn(f"the NAG on line {line} is not a number from 0 to 255: it is ignored", value[:20])
        elif self.in_line or (self.cur is not self.root and not self.opened):
            self.cur.nags = [*self.cur.nags, int(digits)]

    def move(self, word: str, line: int) -> None:
        if word[0].isdigit():
            if _MOVE_NUMBER_RE.fullmatch(word):
                return
            m = _NUMBERED_MOVE_RE.fullmatch(word)  # "12.Hc3" written without a space
            if m:
                word = m.group(2)
        if not self.opened:
            if self.plies >= MAX_PLIES:
                raise RecordError(RecordFault("more than {count:,} plies in one game", count=MAX_PLIES))
            self.plies += 1
        self.nodes += 1
        if self.nodes > MAX_TREE_NODES:
            raise RecordError(RecordFault("more than {count:,} moves in one game's variations", count=MAX_TREE_NODES))
        if word[-1] in "!?":
            node = _Raw(_strip_annotation(word), line, self.cur)
            glyph = _GLYPH_RE.match(word)
            if glyph and glyph.group(2) in _GLYPH_NAGS:
                node.nags = [_GLYPH_NAGS[glyph.group(2)]]
        else:
            node = _Raw(word, line, self.cur)
        if self.pending:  # (a new node's list is empty already)
            node.before, self.pending = self.pending, []
        self.cur.children.append(node)
        self.cur = node
        self.fresh = self.in_line = True
        self.started = self.in_moves = True

    def moves(self, words: list[str], line: int) -> None:
        """:meth:`move` for each of ``words`` (a line of the move text holding only moves): the plain ones
        (no move number, glyph or pending comment, outside variations) in one loop."""
        if self.opened or self.pending:
            for word in words:
                self.move(word, line)
            return
        start = cur = self.cur
        try:
            for word in words:
                if word[0].isdigit() or word[-1] in "!?":
                    self.cur = cur
                    self.move(word, line)
                    cur = self.cur
                    continue
                if self.plies >= MAX_PLIES:
                    raise RecordError(RecordFault("more than {count:,} plies in one game", count=MAX_PLIES))
                self.plies += 1
                self.nodes += 1
                if self.nodes > MAX_TREE_NODES:
                    raise RecordError(RecordFault("more than {count:,} moves in one game's variations",
                                                  count=MAX_TREE_NODES))
                node = _Raw(word, line, cur)
                cur.children.append(node)
                cur = node
        finally:
            if cur is not start:  # as move() leaves them after a move
                self.cur = cur
                self.fresh = self.in_line = True
                self.started = self.in_moves = True

    def finish_line(self) -> None:
        """Comments after the last move of the game are that move's."""
        if self.pending:
            self.cur.comment = [*self.cur.comment, *self.pending]
            self.pending = []


def loads(text: str, *, path: str | None = None, ruleset: str | None = None) -> list[GameRecord]:
    """Every game in PGN ``text``.  ``ruleset`` overrides what the tags say (or the guess when they say
    nothing).  Raises :class:`RecordError` for what loses a game (a main-line move that does not replay, a
    malformed tag, a limit); never returns part of a file.  What a game can do without (a variation cut at
    an illegal move, an unbalanced parenthesis or brace, a comment over its limit) is read as well as it can
    be and said in the record's ``warnings``, each naming the file, the game and the place."""
    return list(iter_games(text, path=path, ruleset=ruleset))


def iter_games(text: str, *, path: str | None = None, ruleset: str | None = None,
               on_error: Callable[[RecordError], None] | None = None) -> Iterator[GameRecord]:
    """The games of PGN ``text``, each yielded as soon as it is read (a library import shows progress and
    can stop between two games).

    Without ``on_error`` the first problem raises :class:`RecordError`.  With it, a game that cannot be read
    (an illegal move, a bad FEN, a malformed tag) is passed to ``on_error`` and the reading goes on with the
    next game; only what leaves the rest of the text unreadable (too many games) still raises.  Game
    numbers (``record.index``, the error's game) count the refused games too.  Warnings: see :func:`loads`."""
    game = _GameReader()
    game_no = 1
    broken: RecordError | None = None  # the current game's first problem (tolerant reading only)

    def finish(result: str | None) -> GameRecord | None:
        nonlocal game, game_no, broken
        if game_no > MAX_GAMES:
            raise RecordError(RecordFault("more than {count:,} games in one file", count=MAX_GAMES))
        game.close_all("the result" if result else "the end of the game")
        game.finish_line()
        rec = None
        try:
            if broken is not None:
                raise broken
            rec = _build(game.tags, game.root, result, ruleset, game.warnings)
        except RecordError as e:
            if on_error is None:
                raise e.located(path, game_no) from None
            on_error(e.located(path, game_no))
        if rec is not None:
            rec.source = path or ""
            rec.index = game_no
            rec.warnings = [str(RecordError(reason, path=path, game=game_no, move=label, text=bad))
                            for reason, label, bad in game.warnings]
        game_no += 1
        game = _GameReader()
        broken = None
        return rec

    def fail(error: RecordError) -> None:
        """A problem in the current game: raised, or kept until the game ends (tolerant reading)."""
        nonlocal broken
        if on_error is None:
            raise error
        if broken is None:
            broken = error
        game.started = True

    try:
        for kind, value, where in _Lexer(text, tolerant=on_error is not None).tokens():
            try:
                if kind == "words":
                    game.moves(value, where)
                elif kind == "word":
                    game.move(value, where)
                elif kind == "comment":
                    game.comment(value)
                elif kind == "nag":
                    game.nag(value, where)
                elif kind == "open":
                    game.open(where)
                elif kind == "close":
                    game.close(where)
                elif kind == "warning":
                    game.warn(*value)
                    game.started = True
                elif kind == "bad":
                    fail(value)
                elif kind == "tag":
                    if game.in_moves or value[0] in game.tags:  # tags after moves with no result, or again: a new game
                        if (rec := finish(None)) is not None:
                            yield rec
                    if len(game.tags) >= MAX_TAGS:
                        raise RecordError(RecordFault("more than {count:,} tags in one game", count=MAX_TAGS),
                                          text=value[0])
                    game.tags[value[0]] = value[1]
                    game.started = True
                elif kind == "result":
                    if (rec := finish(value)) is not None:
                        yield rec
            except RecordError as e:
                if on_error is None or "games in one file" in e.reason:
                    raise
                fail(e)
    except RecordError as e:
        raise e.located(path, game_no) from None
    if game.started:
        if (rec := finish(None)) is not None:
            yield rec


__all__ = ["GLYPHS", "dumps", "format_game", "iter_games", "loads", "variant_tag"]
