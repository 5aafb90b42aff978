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
the game, the move number and the text.  A variation is kept as far as it replays (nested ones are
skipped): an odd side line never makes a file unreadable.
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
    MoveToken,
    RecordError,
    arrangements_of_fen,
    replay,
    termination_text,
)
from .san import move_to_san, parse_move

_TAG_RE = re.compile(r'\[\s*([A-Za-z0-9_][A-Za-z0-9_+#=:-]*)\s+"((?:[^"\\]|\\.)*)"\s*\]')
_TAG_NAME_RE = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_+#=:-]*")
_MOVE_NUMBER_RE = re.compile(r"(\d+)(\.+)")
_SPACE_RE = re.compile(r"\s+")
#: Tags the writer computes itself (a record's own copies are ignored).
_COMPUTED = ("Result", "Variant", "RuleSet", "FEN", "SetUp", "Handicap", "Termination")
#: The NAGs written as a glyph after the move (PGN's "suffix annotations"), and back.
GLYPHS = {1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}
_GLYPH_NAGS = {v: k for k, v in GLYPHS.items()}
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


def _line_words(game: Game, line: list[Move]) -> list[str]:
    """A variation from ``game``'s position in SAN with its move numbers (cut where a move is not legal)."""
    g = game.copy()
    words: list[str] = []
    for j, move in enumerate(line):
        if g.is_over() or not g.is_legal(move):
            break
        if g.side_to_move == 0:
            words.append(f"{g.fullmove_number}.")
        elif j == 0:
            words.append(f"{g.fullmove_number}...")
        words.append(move_to_san(g, move, legal=g.legal_ints()))
        g.push_int(move.to_int())
    return words


def format_game(record: GameRecord) -> str:
    """One game as PGN text (ends with a newline)."""
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

    game = Game(rs, fen=record.start_fen)
    words: list[str] = []
    if record.comments.get(0):
        words.append(_comment(record.comments[0]))
    for i, move in enumerate(record.moves):
        try:
            san = move_to_san(game, move, legal=game.legal_ints())
        except ValueError as e:
            raise RecordError(str(e), game=record.index, move=str(i + 1), text=str(move)) from None
        if game.side_to_move == 0:
            words.append(f"{game.fullmove_number}.")
        elif i == 0 or record.comments.get(i) or record.variations.get(i):
            words.append(f"{game.fullmove_number}...")
        nags = record.nags.get(i + 1, [])
        glyph = next((GLYPHS[n] for n in nags if n in GLYPHS), "")
        words.append(san + glyph)
        words.extend(f"${n}" for n in nags if not (glyph and GLYPHS.get(n) == glyph))
        alternatives = [w for w in (_line_words(game, v) for v in record.variations.get(i + 1, [])) if w]
        game.push_int(move.to_int())
        if record.comments.get(i + 1):
            words.append(_comment(record.comments[i + 1]))
        for line_words in alternatives:
            line_words[0] = "(" + line_words[0]
            line_words[-1] += ")"
            words.extend(line_words)
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
    """Splits PGN text into (kind, value, line) tokens: tag, comment, nag, open, close, result, word."""

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
                    error = RecordError("malformed tag (expected [Name \"value\"])", move=None, text=bad)
                    if not self.tolerant:
                        raise error
                    yield "bad", error, line
                    i = n if j < 0 else j
                    continue
                yield "tag", (m.group(1), re.sub(r"\\(.)", r"\1", m.group(2))), line
                i = m.end()
            elif c == "{":
                j = text.find("}", i + 1)
                if j < 0:
                    raise RecordError(f"comment opened on line {line} is never closed", text=text[i:i + 60])
                body = text[i + 1:j]
                yield "comment", " ".join(body.split()), line
                line += body.count("\n")
                i = j + 1
            elif c == ";":
                j = text.find("\n", i)
                j = n if j < 0 else j
                yield "comment", text[i + 1:j].strip(), line
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
            else:
                j = i
                while j < n and not text[j].isspace() and text[j] not in "{}()[];$":
                    j += 1
                if j == i:  # a stray closing brace or bracket
                    error = RecordError(f"unexpected {c!r} on line {line}", text=c)
                    if not self.tolerant:
                        raise error
                    yield "bad", error, line
                    i += 1
                    continue
                word = text[i:j]
                i = j
                if word in RESULTS:
                    yield "result", word, line
                else:
                    yield "word", word, line


def _ruleset_candidates(tags: dict[str, str], ruleset: str | None) -> list[str]:
    if ruleset is not None:
        return [ruleset]
    if tags.get("RuleSet"):
        try:
            return [get_ruleset(tags["RuleSet"]).name]
        except UnknownRuleSetError as e:
            raise RecordError(str(e), text=tags["RuleSet"]) from None
    variant = tags.get("Variant", "").strip()
    if variant:
        key = variant.lower().replace(" ", "").replace("-", "")
        if key == "janggi":
            return ["janggi"]
        try:
            rs = get_ruleset(key)
        except UnknownRuleSetError:
            raise RecordError("this is not a Janggi game", text=variant) from None
        return [rs.name]
    return list(FALLBACK_RULE_SETS)


def _variations(game: Game, raw: dict[int, list[list[str]]]) -> dict[int, list[list[Move]]]:
    """The variations of the replayed ``game``, as far as each replays from the position before its move."""
    out: dict[int, list[list[Move]]] = {}
    if not raw:
        return out
    base = Game(game.ruleset, fen=game.start_fen)
    for k in range(1, len(game.moves) + 1):
        for texts in raw.get(k, []):
            g = base.copy()
            line: list[Move] = []
            for text in texts:
                try:
                    move = parse_move(g, _strip_annotation(text))
                    g.push(move)
                except ValueError:
                    break
                line.append(move)
            if line:
                out.setdefault(k, []).append(line)
        base.push_int(game.moves[k - 1].to_int())
    return out


def _build(tags: dict[str, str], words: list[tuple[str, str, int]], comments: dict[int, list[str]],
           result: str | None, ruleset: str | None, nags: dict[int, list[int]] | None = None,
           variations: dict[int, list[list[str]]] | None = None) -> GameRecord:
    fen = tags.get("FEN", "").strip() or DEFAULT_FEN
    candidates = _ruleset_candidates(tags, ruleset)
    # label each move with its PGN number: "12." for Cho, "12..." for Han
    tokens: list[MoveToken] = []
    try:
        start = Game(candidates[0], fen=fen)
    except ValueError as e:
        raise RecordError(f"bad FEN tag: {e}", text=fen) from None
    number, side = start.fullmove_number, start.side_to_move
    for text, _, _ in words:
        tokens.append(MoveToken(text, f"{number}{'.' if side == 0 else '...'}"))
        if side == 1:
            number += 1
        side ^= 1
    game = replay(tokens, start.start_fen, candidates, parse_move)
    outcome = game.outcome()
    result = result or tags.get("Result", "*")
    if result not in RESULTS:
        result = "*"
    cho, han = arrangements_of_fen(start.start_fen)
    clean_tags = {k: v for k, v in tags.items() if k not in ("FEN", "SetUp", "RuleSet", "Termination")}
    clean_tags["Result"] = result
    return GameRecord(tags=clean_tags, ruleset=game.ruleset.name, start_fen=start.start_fen, cho=cho, han=han,
                      moves=game.moves, result=result,
                      termination=tags.get("Termination") or termination_text(outcome),
                      comments={k: " ".join(v) for k, v in comments.items() if v},
                      nags={k: v for k, v in (nags or {}).items() if 0 < k <= len(game.moves)},
                      variations=_variations(game, variations or {}))


def _strip_annotation(word: str) -> str:
    return word.rstrip("!?")


def loads(text: str, *, path: str | None = None, ruleset: str | None = None) -> list[GameRecord]:
    """Every game in PGN ``text``.  ``ruleset`` overrides what the tags say (or the guess when they say
    nothing).  Raises :class:`RecordError`; never returns part of a file."""
    return list(iter_games(text, path=path, ruleset=ruleset))


def iter_games(text: str, *, path: str | None = None, ruleset: str | None = None,
               on_error: Callable[[RecordError], None] | None = None) -> Iterator[GameRecord]:
    """The games of PGN ``text``, each yielded as soon as it is read (a library import shows progress and
    can stop between two games).

    Without ``on_error`` the first problem raises :class:`RecordError`.  With it, a game that cannot be read
    (an illegal move, a bad FEN, a malformed tag) is passed to ``on_error`` and the reading goes on with the
    next game; only what leaves the rest of the text unreadable (a comment never closed, too many games)
    still raises.  Game numbers (``record.index``, the error's game) count the refused games too."""
    tags: dict[str, str] = {}
    words: list[tuple[str, str, int]] = []
    comments: dict[int, list[str]] = {}
    nags: dict[int, list[int]] = {}
    variations: dict[int, list[list[str]]] = {}  # alternatives to the k-th move, as written
    line: list[str] | None = None  # the variation being read (depth 1)
    depth = 0
    started = False  # the current game has tags or moves
    in_moves = False
    game_no = 1
    broken: RecordError | None = None  # the current game's first problem (tolerant reading only)

    def finish(result: str | None) -> GameRecord | None:
        nonlocal tags, words, comments, nags, variations, started, in_moves, game_no, broken, depth, line
        if game_no > MAX_GAMES:
            raise RecordError(f"more than {MAX_GAMES:,} games in one file")
        rec = None
        try:
            if broken is not None:
                raise broken
            rec = _build(tags, words, comments, result, ruleset, nags, variations)
        except RecordError as e:
            if on_error is None:
                raise e.located(path, game_no) from None
            on_error(e.located(path, game_no))
        if rec is not None:
            rec.source = path or ""
            rec.index = game_no
        game_no += 1
        tags, words, comments, nags, variations = {}, [], {}, {}, {}
        started = in_moves = False
        broken, depth, line = None, 0, None
        return rec

    def fail(error: RecordError) -> None:
        """A problem in the current game: raised, or kept until the game ends (tolerant reading)."""
        nonlocal broken, started
        if on_error is None:
            raise error
        if broken is None:
            broken = error
        started = True

    try:
        for kind, value, where in _Lexer(text, tolerant=on_error is not None).tokens():
            if kind == "bad":
                fail(value)
                continue
            if kind == "open":
                depth += 1
                if depth == 1:  # an alternative to the last move read
                    line = []
                    variations.setdefault(len(words), []).append(line)
                continue
            if kind == "close":
                if depth == 0:
                    fail(RecordError(f"')' without '(' on line {where}", text=")"))
                    continue
                depth -= 1
                continue
            if depth:  # inside a variation: its moves are kept (nested ones are skipped)
                if kind == "result" and on_error is not None:  # a '(' never closed: the game ends anyway
                    fail(RecordError("a variation '(' is never closed"))
                    if (rec := finish(value)) is not None:
                        yield rec
                    continue
                if depth == 1 and kind == "word" and line is not None and not _MOVE_NUMBER_RE.fullmatch(value):
                    m = re.fullmatch(r"(\d+)\.+(\S+)", value)
                    line.append(m.group(2) if m else value)
                continue
            if kind == "tag":
                if in_moves or value[0] in tags:  # tags after moves with no result, or again: a new game
                    if (rec := finish(None)) is not None:
                        yield rec
                if len(tags) >= MAX_TAGS:
                    fail(RecordError(f"more than {MAX_TAGS:,} tags in one game", text=value[0]))
                    continue
                tags[value[0]] = value[1]
                started = True
            elif kind == "comment":
                comments.setdefault(len(words), []).append(value)
                started = True
            elif kind == "nag":
                if value[1:].isdigit() and words:
                    nags.setdefault(len(words), []).append(int(value[1:]))
                continue
            elif kind == "result":
                if (rec := finish(value)) is not None:
                    yield rec
            else:
                if _MOVE_NUMBER_RE.fullmatch(value):
                    continue
                m = re.fullmatch(r"(\d+)\.+(\S+)", value)  # "12.Hc3" written without a space
                if m:
                    value = m.group(2)
                if len(words) >= MAX_PLIES:
                    fail(RecordError(f"more than {MAX_PLIES:,} plies in one game"))
                    continue
                glyph = _GLYPH_RE.match(value)
                if glyph and glyph.group(2) in _GLYPH_NAGS:
                    nags.setdefault(len(words) + 1, []).append(_GLYPH_NAGS[glyph.group(2)])
                words.append((_strip_annotation(value), value, where))
                started = in_moves = True
        if depth:
            fail(RecordError("a variation '(' is never closed"))
    except RecordError as e:
        raise e.located(path, game_no) from None
    if started:
        if (rec := finish(None)) is not None:
            yield rec


__all__ = ["GLYPHS", "dumps", "format_game", "iter_games", "loads", "variant_tag"]
