"""The shipped puzzle set: loading it with validation, filtering it, choosing a puzzle near a rating.

The set is ``resources/puzzles/puzzles.jsonl``, one puzzle a line, made by ``tune/make_puzzles.py`` and
verified by Fairy-Stockfish there (and again by ``tune/check_puzzles.py``).  The program does not trust the
file: every line is checked when the set is loaded (valid JSON with the fields of a puzzle, a known rule set
and known themes, a FEN our rules model accepts, a solution that is legal move after move and, for a mate,
ends in checkmate) and a line that fails is refused with its line number and the reason, never shown.  A
user's edited or damaged copy therefore costs the puzzles it spoils and nothing else.

A solution is the solver's move, the opponent's reply, the solver's next move... and ends with the solver's
move, in our UCI notation (``b10c8``, a pass is the general's square twice), which is Fairy-Stockfish's.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from janggi_desktop.resource_files import resources_dir
from janggi_desktop.rules import RULE_SETS, Game, Termination

#: Maximum mate length of a puzzle (the 박보 tradition and the generator: 1 to 7 moves).
MAX_MATE_IN = 7

#: Every theme a puzzle may carry.  A puzzle with any other theme is refused (a newer file read by an older
#: program would otherwise show labels nobody translated).
THEMES: tuple[str, ...] = (
    "mate", *(f"mate-in-{n}" for n in range(1, MAX_MATE_IN + 1)),
    "continuous-check",   # 연속 장군: every move of the solver gives check
    "quiet-move",         # the first move neither checks nor captures
    "sacrifice",          # the opponent takes a piece of the solver's worth 5 or more on the way
    "chariot-sacrifice",  # ... a chariot
    "cannon-screen",      # a cannon gives check over a screen
    "palace-diagonal",    # a move along a palace diagonal
    "material",           # wins material (at least 3 points after the opponent's best reply)
    "escape",             # the only move that escapes a mating net
)

#: A puzzle's rating must lie in this range (Glicko-2 scale, as the user's).
RATING_RANGE = (100, 3500)

_FIELDS = {"id": str, "fen": str, "ruleset": str, "solution": list, "themes": list, "rating": int}


class PuzzleError(ValueError):
    """A puzzle that cannot be used; the message says why."""


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: the position (``fen``, under ``ruleset``), the solution in UCI moves (solver first and
    last), its themes and its rating."""

    id: str
    fen: str
    ruleset: str
    solution: tuple[str, ...]
    themes: tuple[str, ...]
    rating: int

    @property
    def solver(self) -> str:
        """"cho" or "han": who moves first (the board is shown from that side)."""
        return "cho" if self.fen.split()[1] == "w" else "han"

    @property
    def mate_in(self) -> int | None:
        """N for a mate in N, else None."""
        for t in self.themes:
            if t.startswith("mate-in-"):
                return int(t[len("mate-in-"):])
        return None

    @property
    def solver_moves(self) -> int:
        return (len(self.solution) + 1) // 2

    def game(self) -> Game:
        """A fresh game at the puzzle's position."""
        return Game.from_fen(self.fen, self.ruleset)

    def export(self) -> dict:
        """The public form: what ``janggi-desktop puzzles export`` prints."""
        return {"id": self.id, "fen": self.fen, "ruleset": self.ruleset, "solution": list(self.solution),
                "themes": list(self.themes), "rating": self.rating}


@dataclass(frozen=True)
class Refusal:
    """A line of the file that was not loaded: where and why."""

    line: int
    reason: str


@dataclass
class PuzzleSet:
    """The puzzles that passed every check, and the lines that did not."""

    puzzles: list[Puzzle] = field(default_factory=list)
    refused: list[Refusal] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.puzzles)

    def by_id(self, puzzle_id: str) -> Puzzle | None:
        return next((p for p in self.puzzles if p.id == puzzle_id), None)

    def filtered(self, *, themes: Iterable[str] = (), mate_in: Iterable[int] = ()) -> list[Puzzle]:
        """The puzzles carrying every theme of ``themes`` and, when ``mate_in`` is given, a mate of one of
        those lengths.  An unknown theme raises PuzzleError (a typo should not look like an empty set)."""
        wanted = tuple(themes)
        unknown = [t for t in wanted if t not in THEMES]
        if unknown:
            raise PuzzleError(f"unknown theme {unknown[0]!r}; themes are {', '.join(THEMES)}")
        lengths = set(mate_in)
        return [p for p in self.puzzles
                if all(t in p.themes for t in wanted) and (not lengths or p.mate_in in lengths)]

    def theme_counts(self) -> dict[str, int]:
        counts = dict.fromkeys(THEMES, 0)
        for p in self.puzzles:
            for t in p.themes:
                counts[t] += 1
        return counts


def parse_puzzle(text: str) -> Puzzle:
    """One line of the file as a checked Puzzle; raises PuzzleError saying what is wrong."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise PuzzleError(f"not JSON ({e.msg} at column {e.colno})") from None
    if not isinstance(data, dict):
        raise PuzzleError("not a JSON object")
    for name, kind in _FIELDS.items():
        if name not in data:
            raise PuzzleError(f"no {name!r}")
        if not isinstance(data[name], kind) or (kind is int and isinstance(data[name], bool)):
            raise PuzzleError(f"{name!r} is not a {kind.__name__}")
    if not data["id"]:
        raise PuzzleError("an empty id")
    if data["ruleset"] not in RULE_SETS:
        raise PuzzleError(f"unknown rule set {data['ruleset']!r}")
    solution, themes = data["solution"], data["themes"]
    if not solution or not all(isinstance(m, str) for m in solution):
        raise PuzzleError("the solution is not a list of moves")
    if len(solution) % 2 == 0:
        raise PuzzleError("the solution does not end with the solver's move")
    if not all(isinstance(t, str) for t in themes):
        raise PuzzleError("a theme is not a string")
    unknown = [t for t in themes if t not in THEMES]
    if unknown:
        raise PuzzleError(f"unknown theme {unknown[0]!r}")
    lo, hi = RATING_RANGE
    if not lo <= data["rating"] <= hi:
        raise PuzzleError(f"rating {data['rating']} outside {lo}..{hi}")
    puzzle = Puzzle(data["id"], data["fen"], data["ruleset"], tuple(solution), tuple(themes), data["rating"])
    check_puzzle(puzzle)
    return puzzle


def check_puzzle(puzzle: Puzzle) -> None:
    """The puzzle is playable under its rule set: the FEN is legal, every solution move is legal in turn,
    the game does not end before the last move, and a mate ends in checkmate by the solver, in as many moves
    as its ``mate-in-N`` theme says.  Raises PuzzleError."""
    try:
        game = puzzle.game()
    except ValueError as e:
        raise PuzzleError(f"bad FEN: {e}") from None
    for i, move in enumerate(puzzle.solution):
        if game.is_over():
            raise PuzzleError(f"the game is over before move {i + 1} ({game.outcome()})")
        try:
            game.push_uci(move)
        except ValueError:
            raise PuzzleError(f"move {i + 1} ({move!r}) is not legal") from None
    is_mate = "mate" in puzzle.themes
    n = puzzle.mate_in
    if is_mate != (n is not None):
        raise PuzzleError("a mate needs both the 'mate' and a 'mate-in-N' theme")
    if is_mate:
        out = game.outcome()
        if out is None or out.termination is not Termination.CHECKMATE or out.winner != puzzle.solver:
            raise PuzzleError("the solution does not end in the solver's checkmate")
        if n != puzzle.solver_moves:
            raise PuzzleError(f"mate-in-{n} but the solution has {puzzle.solver_moves} solver moves")


def parse_lines(lines: Iterable[str]) -> PuzzleSet:
    """Check every line (blank lines are skipped); duplicate ids keep the first."""
    out = PuzzleSet()
    seen: set[str] = set()
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            puzzle = parse_puzzle(text)
        except PuzzleError as e:
            out.refused.append(Refusal(number, str(e)))
            continue
        if puzzle.id in seen:
            out.refused.append(Refusal(number, f"duplicate id {puzzle.id!r}"))
            continue
        seen.add(puzzle.id)
        out.puzzles.append(puzzle)
    return out


def default_path() -> Path:
    return resources_dir() / "puzzles" / "puzzles.jsonl"


def load_puzzles(path: str | Path | None = None) -> PuzzleSet:
    """The puzzles of ``path`` (the shipped set by default).  A missing or unreadable file gives an empty
    set with one refusal (line 0) saying so: the training window then says there are no puzzles."""
    path = Path(path) if path is not None else default_path()
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        return PuzzleSet(refused=[Refusal(0, f"cannot read {path}: {e}")])
    return parse_lines(text.splitlines())


def choose_near(puzzles: Sequence[Puzzle], rating: float, rng: random.Random, *,
                exclude: Iterable[str] = (), window: int = 100) -> Puzzle | None:
    """A puzzle within ``window`` of ``rating`` not in ``exclude`` (ids), chosen at random; the window
    doubles until one is found.  None when every puzzle is excluded."""
    excluded = set(exclude)
    pool = [p for p in puzzles if p.id not in excluded]
    if not pool:
        return None
    w = window
    while True:
        near = [p for p in pool if abs(p.rating - rating) <= w]
        if near:
            return rng.choice(near)
        w *= 2
