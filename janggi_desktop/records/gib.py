"""Korean ``.gib`` records (docs/rules.md#gib).

A .gib file is text — CP949/EUC-KR from Windows programs, UTF-8 from newer ones — holding one or more games:
``[키 "값"]`` headers, then numbered plies ``N. <from><piece><to>[captured][장군]`` in Korean (KJA)
coordinates, e.g. ``1. 71졸72 2. 49병48 ... 74상42병``; a pass is ``한수쉼``.  Pieces may be written in
hangeul (장 사 상 마 차 포 졸/병) or hanja (將 士 象 馬 車 包 卒/兵), sometimes after a side mark
(``79楚卒78``).  Real files also carry ``{comments}``, ``<…>`` tokens of the programs that wrote them and
stray 0xFF / 0x1A bytes; all of that is tolerated.  Every ply is replayed through the rules model and the
piece name must match the piece on the from-square, so a misread coordinate cannot slip through.

We write what Korean programs write (CP949, CRLF, hangeul pieces, six plies a line) plus headers of our own
that other programs ignore: ``규칙`` (our rule set), ``FEN`` when the game does not start from a start
arrangement, and ``접장기`` (the handicap as ``han:RC``, read back as the ``Handicap`` tag) when that start is a
handicap game's.  The format has no way of its own to say which pieces were taken off.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from ..rules import Game, Move, get_ruleset, handicap_of_fen
from ..rules.board import CHO, HAN
from ..rules.korean import record_move_text  # the move list's writer, with the record's names
from ..rules.notation import (
    ArrangementError,
    FenError,
    MoveTextError,
    MoveTextFault,
    normalize_arrangement,
    parse_kja_square,
    start_fen,
)
from ..rules.ruleset import UnknownRuleSetError
from ..rules.timecontrol import BYOYOMI_TAG
from .decoding import decode_record
from .model import (
    FALLBACK_RULE_SETS,
    MAX_GAMES,
    MAX_PLIES,
    MAX_TAGS,
    GameRecord,
    MoveToken,
    RecordError,
    RecordFault,
    arrangements_of_fen,
    record_tree,
    replay,
    termination_text,
)
from .timecontrol import korean_time_control, strip_clock_comment, tags_from_korean

PASS_WORD = "한수쉼"
#: Piece names read (hangeul and hanja, both sides) -> kind (board.py numbering).
PIECE_NAMES = {
    "장": 1, "將": 1, "帥": 1, "帅": 1, "将": 1, "궁": 1, "초": 1, "한": 1, "楚": 1, "漢": 1, "汉": 1,
    "사": 2, "士": 2, "仕": 2,
    "상": 3, "象": 3, "相": 3,
    "마": 4, "馬": 4, "马": 4,
    "차": 5, "車": 5, "车": 5,
    "포": 6, "包": 6, "砲": 6, "炮": 6,
    "졸": 7, "병": 7, "卒": 7, "兵": 7,
}
SIDE_MARKS = {"초": CHO, "楚": CHO, "한": HAN, "漢": HAN, "汉": HAN}
CHECK_WORDS = ("장군", "멍군", "+")

#: .gib header -> the PGN tag name we keep it under.
HEADER_TAGS = {
    "대회명": "Event", "회전": "Round", "대국일자": "Date", "대국장소": "Site", "초대국자": "White",
    "한대국자": "Black", "제한시간": "TimeControl", "접장기": "Handicap",
}
TAG_HEADERS = {v: k for k, v in HEADER_TAGS.items()}
UNKNOWN = "미상"
#: Headers that become record fields rather than tags (총수 is recomputed from the moves).
_NOT_TAGS = ("초차림", "초포진", "한차림", "한포진", "대국결과", "규칙", "FEN", "총수")
_WIN_WORDS = {
    "완승": "checkmate", "기권승": "resignation", "시간승": "time forfeit", "점수승": "points",
    "판정승": "points", "계가승": "points", "반칙승": "rules infraction",
}
_RESULT_WORDS = {"checkmate": "완승", "resignation": "기권승", "time forfeit": "시간승"}

#: A header (an unclosed one runs to the end of its line, then fails as malformed: skipping just the '[' and
#: scanning again from the next one would be quadratic), a comment, a program's <...> token, a word.
_TOKEN_RE = re.compile(r"\[[^\]\n]*\]?|\{[^}]*\}?|<[^>]*>?|[^\s\[{<]+")
_MOVE_RE = re.compile(r"(\d\d)(\D{1,2}?)(\d\d)(\D*)")
_NUMBER_RE = re.compile(r"(\d+)\.(.*)")


# --- decoding ---------------------------------------------------------------------------------------------
def decode(data: bytes) -> tuple[str, str]:
    """(text, encoding) of .gib bytes: :func:`~janggi_desktop.records.decoding.decode_record` (one decoding
    per file, by evidence; CP949 wins a tie)."""
    text, encoding, _note = decode_record(data, "gib")
    return text, encoding


# --- reading ---------------------------------------------------------------------------------------------
def _result_of(text: str) -> tuple[str, str]:
    """(PGN result, termination) for a 대국결과 value such as '초 완승', '한 시간승', '무승부'."""
    t = text.strip()
    if not t:
        return "*", ""
    if t.startswith("무") or "비김" in t or "무승부" in t:
        return "1/2-1/2", ""
    side = t[0]
    if side in ("초", "楚"):
        result = "1-0"
    elif side in ("한", "漢"):
        result = "0-1"
    else:
        return "*", ""
    termination = ""
    for word, term in _WIN_WORDS.items():
        if word in t:
            termination = term
    return result, termination


class _RawGame:
    def __init__(self) -> None:
        self.headers: dict[str, str] = {}
        self.moves: list[tuple[str, str]] = []  # (text, label)
        self.comments: dict[int, list[str]] = {}
        self.expected_number: int | None = None


def _parse_header(tok: str) -> tuple[str, str] | None:
    """(key, value) of a header token ``[키 "값"]`` (the quotes may be missing), or None when malformed.

    Read by hand in one pass: the regular expression it replaces backtracked quadratically on a long
    header with a stray quote."""
    if len(tok) < 2 or tok[0] != "[" or tok[-1] != "]":
        return None
    inner = tok[1:-1].lstrip()
    end = 0
    while end < len(inner) and not inner[end].isspace() and inner[end] not in '"]':
        end += 1
    if end == 0:
        return None
    key, rest = inner[:end], inner[end:].lstrip()
    if rest.startswith('"'):
        rest = rest[1:]
    quote_at = rest.find('"')
    if quote_at >= 0:
        if rest[quote_at + 1:].strip():  # something after the closing quote
            return None
        rest = rest[:quote_at]
    return key, rest


def _piece_check(kind: int | None, side: int | None, captured: int | None):
    """A check run on the replayed position: the written piece names must match the board."""

    def check(game: Game, move: Move) -> None:
        pos = game.position
        if move.is_pass:
            return
        piece = pos.board[move.from_square]
        if side is not None and side != pos.side:
            raise MoveTextFault("the move is marked for {marked_side} but {side} is to move",
                                marked_side="Cho" if side == CHO else "Han", side=game.turn.capitalize())
        if kind is not None and piece & 7 != kind:
            raise MoveTextFault("the piece named is not the piece on the from-square")
        if captured is not None:
            target = pos.board[move.to_square]
            if not target:
                raise MoveTextFault("a capture is written but the to-square is empty")
            if target & 7 != captured:
                raise MoveTextFault("the captured piece named is not the piece on the to-square")

    return check


def _parse_move_text(text: str) -> tuple[str, MoveToken | None]:
    """UCI text and the piece check for one .gib ply (``79졸78``, ``74상42병장군``, ``79楚卒78``)."""
    m = _MOVE_RE.fullmatch(text)
    if not m:
        raise MoveTextFault("not a .gib move (expected e.g. '79졸78' or '한수쉼')")
    fr = parse_kja_square(m.group(1))
    to = parse_kja_square(m.group(3))
    middle, tail = m.group(2), m.group(4)
    side = None
    if len(middle) == 2:
        if middle[0] not in SIDE_MARKS:
            raise MoveTextFault("unknown side mark {text}", text=repr(middle[0]))
        side = SIDE_MARKS[middle[0]]
        middle = middle[1]
    if middle not in PIECE_NAMES:
        raise MoveTextFault("unknown piece name {text}", text=repr(middle))
    kind = PIECE_NAMES[middle]
    if side is None and middle in SIDE_MARKS:  # the general written as its side: 초 / 楚 / 한 / 漢
        side = SIDE_MARKS[middle]
    for word in CHECK_WORDS:
        if tail.endswith(word):
            tail = tail[: -len(word)]
            break
    captured = None
    if tail:
        if len(tail) != 1 or tail not in PIECE_NAMES:
            raise MoveTextFault("unexpected {text} after the to-square", text=repr(tail))
        captured = PIECE_NAMES[tail]
    uci = Move(fr, to).uci
    return uci, MoveToken(uci, "", _piece_check(kind, side, captured))


def _gib_move_parser(game: Game, text: str) -> Move:
    out = game.outcome()
    if out is not None:
        raise MoveTextFault("the game is already over ({outcome})", outcome=out)
    if text == PASS_WORD:
        if not game.can_pass():
            raise MoveTextFault("{side} may not pass here", side=game.turn.capitalize())
        return game.pass_move()
    move = Move.from_uci(text)
    if not game.is_legal(move):
        raise MoveTextFault("{text} is not a legal move for {side} in {fen}", text=move.uci,
                            side=game.turn.capitalize(), fen=game.fen())
    return move


def _build(raw: _RawGame, ruleset: str | None) -> GameRecord:
    h = raw.headers
    rule_header = h.get("규칙", "").strip()
    if ruleset is not None:
        candidates = [ruleset]
    elif rule_header:
        try:
            candidates = [get_ruleset(rule_header).name]
        except UnknownRuleSetError as e:
            raise RecordError(e, text=rule_header) from None
    else:
        candidates = list(FALLBACK_RULE_SETS)
    cho_text = h.get("초차림") or h.get("초포진") or ""
    han_text = h.get("한차림") or h.get("한포진") or ""
    cho = han = None
    try:
        if h.get("FEN", "").strip():
            fen = h["FEN"].strip()
            Game("janggi", fen=fen)  # validate
        else:
            cho = normalize_arrangement(cho_text) if cho_text.strip() else "마상상마"
            han = normalize_arrangement(han_text) if han_text.strip() else "마상상마"
            fen = start_fen(cho, han)
    except (ArrangementError, FenError) as e:
        raise RecordError(RecordFault("bad start position: {error}", error=e)) from None
    tokens: list[MoveToken] = []
    for text, label in raw.moves:
        if text == PASS_WORD:
            tokens.append(MoveToken(text, label))
            continue
        try:
            uci, tok = _parse_move_text(text)
        except MoveTextError as e:
            raise RecordError(e, move=label, text=text) from None
        assert tok is not None
        tokens.append(MoveToken(uci, label, tok.check))
    try:
        game = replay(tokens, fen, candidates, _gib_move_parser)
    except RecordError as e:
        # report the text as written in the file, not our UCI translation
        written = {lab: txt for txt, lab in raw.moves}
        if e.move in written:
            raise RecordError(e.cause or e.reason, move=e.move, text=written[e.move]) from None
        raise
    result, termination = _result_of(h.get("대국결과", ""))
    outcome = game.outcome()
    if termination == "checkmate":
        # 완승 ("a complete win") is a checkmate only when the position says so: a win of unstated manner
        # never becomes a checkmate
        termination = ""
    if outcome is not None and not termination:
        termination = termination_text(outcome)
    tags: dict[str, str] = {}
    for key, value in h.items():
        value = value.strip()
        if key in _NOT_TAGS or value in ("", UNKNOWN):
            continue
        name = HEADER_TAGS.get(key, key)
        if name == "Date":
            value = re.sub(r"^(\d{4})[-/](\d\d)[-/](\d\d)$", r"\1.\2.\3", value)
        if name == "TimeControl":  # Korean free text: the PGN tags when it can be read, else as written
            tags.update(tags_from_korean(value))
            continue
        tags[name] = value
    tags["Result"] = result
    if cho is None:
        cho, han = arrangements_of_fen(game.start_fen)
    return GameRecord(tags=tags, ruleset=game.ruleset.name, start_fen=game.start_fen, cho=cho, han=han,
                      moves=game.moves, result=result, termination=termination,
                      comments={k: " ".join(v) for k, v in raw.comments.items() if v})


def loads(text: str, *, path: str | None = None, ruleset: str | None = None) -> list[GameRecord]:
    """Every game in .gib ``text`` (already decoded; see :func:`load_bytes`).

    Each game is replayed as soon as it is complete, so memory holds one game's raw text at a time; more
    than MAX_GAMES games, MAX_TAGS headers or MAX_PLIES plies in a game stop the reading with a
    RecordError."""
    return list(iter_games(text, path=path, ruleset=ruleset))


def iter_games(text: str, *, path: str | None = None, ruleset: str | None = None,
               on_error: Callable[[RecordError], None] | None = None) -> Iterator[GameRecord]:
    """The games of .gib ``text``, each yielded as soon as it is read.

    Without ``on_error`` the first problem raises :class:`RecordError`.  With it, a game that cannot be read
    (a malformed header, a ply out of sequence, an illegal move) is passed to ``on_error`` and the reading
    goes on with the next game (the next header after its moves); more than MAX_GAMES games still raises.
    Game numbers count the refused games too."""
    cur = _RawGame()
    game_no = 1
    broken: RecordError | None = None  # the current game's first problem (tolerant reading only)

    def error(reason: RecordFault, text: str | None = None, label: str | None = None) -> RecordError:
        return RecordError(reason, path=path, game=game_no, move=label, text=text)

    def fail(e: RecordError) -> None:
        nonlocal broken
        if on_error is None:
            raise e
        if broken is None:
            broken = e

    def finish() -> GameRecord | None:
        nonlocal cur, game_no, broken
        if game_no > MAX_GAMES:
            raise error(RecordFault("more than {count:,} games in one file", count=MAX_GAMES))
        rec = None
        try:
            if broken is not None:
                raise broken
            rec = _build(cur, ruleset)
        except RecordError as e:
            if on_error is None:
                raise e.located(path, game_no) from None
            on_error(e.located(path, game_no))
        if rec is not None:
            rec.source = path or ""
            rec.index = game_no
        game_no += 1
        cur = _RawGame()
        broken = None
        return rec

    for m in _TOKEN_RE.finditer(text):
        tok = m.group(0)
        c = tok[0]
        if c == "[":
            header = _parse_header(tok)
            if header is None:
                fail(error(RecordFault("malformed header (expected [키 \"값\"])"), tok))
                continue
            key, value = header
            if cur.moves or key in cur.headers:  # a header after moves, or again: the next game
                if (rec := finish()) is not None:
                    yield rec
            if len(cur.headers) >= MAX_TAGS:
                fail(error(RecordFault("more than {count:,} headers in one game", count=MAX_TAGS), tok))
                continue
            cur.headers[key] = value
        elif c == "{":
            if not tok.endswith("}"):
                fail(error(RecordFault("a comment '{{' is never closed"), tok))
                continue
            body = " ".join(tok[1:-1].split())
            if body:
                cur.comments.setdefault(len(cur.moves), []).append(body)
        elif c == "<":
            if not tok.endswith(">"):
                fail(error(RecordFault("a '<' token is never closed"), tok))
        elif broken is not None:  # the rest of a refused game's moves: one is kept, so its end is found
            if not cur.moves:
                cur.moves.append((tok, "1"))
        else:
            nm = _NUMBER_RE.fullmatch(tok)
            if nm:
                number = int(nm.group(1)) if len(nm.group(1)) <= 9 else -1
                if number != len(cur.moves) + 1:
                    fail(error(RecordFault("ply number {number} out of sequence (expected {expected})",
                                           number=nm.group(1), expected=len(cur.moves) + 1), tok, nm.group(1)))
                    cur.moves.append((tok, str(len(cur.moves) + 1)))
                    continue
                cur.expected_number = number
                tok = nm.group(2)
                if not tok:
                    continue
            elif cur.expected_number is None and not cur.moves and not cur.headers:
                fail(error(RecordFault("this does not look like a .gib record"), tok))
                cur.moves.append((tok, str(len(cur.moves) + 1)))
                continue
            if len(cur.moves) >= MAX_PLIES:
                fail(error(RecordFault("more than {count:,} plies in one game", count=MAX_PLIES)))
                continue
            cur.moves.append((tok, str(len(cur.moves) + 1)))
    if cur.moves or cur.headers or cur.comments or broken is not None:
        if (rec := finish()) is not None:
            yield rec


def load_bytes(data: bytes, *, path: str | None = None, ruleset: str | None = None) -> list[GameRecord]:
    text, _ = decode(data)
    return loads(text, path=path, ruleset=ruleset)


# --- writing ---------------------------------------------------------------------------------------------
def _result_header(record: GameRecord) -> str | None:
    if record.result == "1/2-1/2":
        return "무승부"
    if record.result not in ("1-0", "0-1"):
        return None
    side = "초" if record.result == "1-0" else "한"
    term = record.termination.lower()
    word = _RESULT_WORDS.get(term)
    if word is None:
        # a win of unstated manner is written as a plain win (승): 완승 would read back as a checkmate
        word = "점수승" if "point" in term or term in ("ply limit", "double pass", "bikjang", "repetition") \
            else "승"
    return f"{side} {word}"


def _comment(text: str) -> str:
    return "{" + " ".join(text.replace("}", ")").split()) + "}"


def format_game(record: GameRecord, newline: str = "\r\n") -> str:
    """One game as .gib text (hangeul pieces, Korean coordinates)."""
    try:
        rs = get_ruleset(record.ruleset)
    except UnknownRuleSetError as e:
        raise RecordError(str(e), game=record.index) from None
    tags = record.tags
    lines = []

    def header(key: str, value: str | None) -> None:
        value = (value or "").replace('"', "'").replace("\n", " ").replace("]", ")").strip()
        lines.append(f'[{key} "{value or UNKNOWN}"]')

    for name in ("Event", "Round", "Date", "Site", "White", "Black"):
        value = tags.get(name, "")
        if value and set(value) <= set("?."):
            value = ""
        if name == "Date":
            value = re.sub(r"^(\d{4})\.(\d\d)\.(\d\d)$", r"\1-\2-\3", value)
        header(TAG_HEADERS[name], value)
    standard = record.is_standard_start
    header("초차림", record.cho if standard else None)
    header("한차림", record.han if standard else None)
    header("제한시간", korean_time_control(tags))
    header("총수", str(len(record.moves)))
    result = _result_header(record)
    if result:
        header("대국결과", result)
    header("규칙", rs.name)
    if not standard:
        header("FEN", record.start_fen)
        handicap = handicap_of_fen(record.start_fen)
        if handicap is not None:
            header("접장기", str(handicap))
    known = set(HEADER_TAGS.values()) | {"Result", "Variant", "RuleSet", "FEN", "SetUp", "Termination",
                                        "PlyCount", BYOYOMI_TAG}
    for name, value in tags.items():
        if name not in known and re.fullmatch(r"[^\s\"\[\]]+", name):
            header(name, value)

    game = Game(rs, fen=record.start_fen)
    words: list[str] = []
    comments = {k: strip_clock_comment(v) for k, v in record.comments.items()}  # .gib has no [%clk]
    if comments.get(0):
        words.append(_comment(comments[0]))
    for i, move in enumerate(record.moves):
        if not game.is_legal(move):
            raise RecordError(f"{move} is not legal here", game=record.index, move=str(i + 1), text=str(move))
        pos = game.position
        if move.is_pass:
            text = PASS_WORD
        else:
            text = record_move_text(pos.board[move.from_square], move, pos.board[move.to_square])
        game.push(move)
        if not move.is_pass and game.in_check():
            text += "장군"
        words.append(f"{i + 1}. {text}")
        if comments.get(i + 1):
            words.append(_comment(comments[i + 1]))
    body = []
    for k in range(0, len(words), 6):
        body.append(" ".join(words[k:k + 6]))
    return newline.join(lines) + newline + newline + newline.join(body) + newline


def what_is_lost(record: GameRecord) -> list[str]:
    """What a .gib file cannot keep of ``record`` (it keeps the main line and its comments): its variations,
    NAGs and clock readings, each said in one phrase ("3 variations (12 moves)"); empty when nothing is lost."""
    tree = record_tree(record)
    lines = sum(len(n.children) - 1 for n in tree.walk() if len(n.children) > 1)
    lost: list[str] = []
    if lines:
        moves = len(tree) - len(record.moves)
        lost.append(f"{lines:,} variation{'s' if lines != 1 else ''} ({moves:,} move{'s' if moves != 1 else ''})")
    judged = sum(1 for n in record.nags.values() if n)
    if judged:
        lost.append(f"the NAGs (!, ?, $n) of {judged:,} move{'s' if judged != 1 else ''}")
    clocks = sum(1 for c in record.comments.values() if c != strip_clock_comment(c))
    if clocks:
        lost.append(f"{clocks:,} clock reading{'s' if clocks != 1 else ''} ([%clk])")
    return [f"a .gib file keeps the main line only: {what} not written" for what in lost]


def dumps(records: list[GameRecord], newline: str = "\r\n") -> str:
    return newline.join(format_game(r, newline) for r in records)


def dump_bytes(records: list[GameRecord], encoding: str | None = None) -> bytes:
    """The file's bytes: CP949 by default (what Korean Windows programs read); UTF-8 if asked, or if a name
    cannot be written in CP949 and no encoding was asked for."""
    text = dumps(records)
    if encoding is None:
        try:
            return text.encode("cp949")
        except UnicodeEncodeError:
            return text.encode("utf-8")
    try:
        return text.encode(encoding)
    except LookupError:
        raise RecordError(f"unknown encoding {encoding!r}") from None
    except UnicodeEncodeError as e:
        raise RecordError(f"the record cannot be written in {encoding}: {e.object[e.start:e.end]!r} "
                          "has no code there (save as UTF-8)") from None


__all__ = ["PASS_WORD", "decode", "dump_bytes", "dumps", "format_game", "iter_games", "load_bytes", "loads",
           "what_is_lost"]
