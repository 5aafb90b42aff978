"""UCI transcripts against the engine run as a subprocess, the way GUIs and match runners drive it."""

import subprocess
import sys
from pathlib import Path

import pytest

from janggi_desktop.rules import Game

ROOT = Path(__file__).resolve().parents[2]


def run_engine(commands: str, timeout: float = 60.0) -> list[str]:
    """Feed ``commands`` to ``python -m janggi_desktop.engine`` and return its output lines."""
    proc = subprocess.run([sys.executable, "-m", "janggi_desktop.engine"], input=commands, text=True,
                          capture_output=True, timeout=timeout, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.splitlines()


def test_uci_handshake_lists_variants_and_options():
    out = run_engine("uci\nisready\nquit\n")
    assert out[0].startswith("id name ")
    variant = next(line for line in out if line.startswith("option name UCI_Variant"))
    for name in ("standard", "youzai", "janggi", "janggitraditional", "janggimodern", "janggicasual"):
        assert f" var {name}" in variant
    assert any(line.startswith("option name Skill Level type spin") for line in out)
    assert any(line.startswith("option name Hash type spin") for line in out)
    assert out.index("uciok") < out.index("readyok")


def test_perft_3_from_start_under_janggi():
    # no quit: quit would stop the count; the end of input lets it finish
    out = run_engine("setoption name UCI_Variant value janggi\nposition startpos\ngo perft 3\n")
    assert "Nodes searched: 33000" in out
    per_move = [line for line in out if ": " in line and not line.startswith("Nodes")]
    assert len(per_move) == 32  # 31 moves and the pass
    assert sum(int(line.split(": ")[1]) for line in per_move) == 33000


def test_perft_1_in_bikjang_lists_the_breaking_moves_and_the_pass():
    out = run_engine("setoption name UCI_Variant value janggi\nposition startpos moves e4d4 e7d7\n"
                     "go perft 1\n")
    moves = {line.split(":")[0] for line in out if ": " in line and not line.startswith("Nodes")}
    assert moves == {"c1e4", "g1e4", "e2d2", "e2f2", "e2d3", "e2f3", "d4e4", "e2e2"}
    assert "Nodes searched: 8" in out


def test_go_depth_gives_info_and_a_legal_bestmove():
    out = run_engine("setoption name UCI_Variant value janggi\nposition startpos moves b1c3 h10g8\n"
                     "go depth 3\nisready\nquit\n", timeout=60)
    infos = [line for line in out if line.startswith("info depth")]
    assert infos and all(" score " in s and " nodes " in s and " nps " in s and " pv " in s for s in infos)
    best = next(line for line in out if line.startswith("bestmove"))
    g = Game("janggi")
    g.push_uci("b1c3")
    g.push_uci("h10g8")
    assert g.is_legal(best.split()[1])


def test_go_movetime_and_clock():
    out = run_engine("position startpos\ngo movetime 200\nisready\nposition startpos moves b1c3\n"
                     "go wtime 3000 btime 3000 winc 100 binc 100\nisready\nquit\n")
    assert len([line for line in out if line.startswith("bestmove")]) == 2


def test_go_infinite_waits_for_stop():
    # stdin stays open until "stop" has been answered: bestmove must only come after it
    proc = subprocess.Popen([sys.executable, "-m", "janggi_desktop.engine"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, cwd=ROOT, bufsize=1)
    try:
        proc.stdin.write("position startpos\ngo infinite\nisready\n")
        proc.stdin.flush()
        lines = []
        while True:
            line = proc.stdout.readline().strip()
            lines.append(line)
            if line == "readyok":
                break
        assert not any(s.startswith("bestmove") for s in lines)
        proc.stdin.write("stop\n")
        proc.stdin.flush()
        while not (line := proc.stdout.readline().strip()).startswith("bestmove"):
            pass
        assert len(line.split()) >= 2
        proc.stdin.write("quit\n")
        proc.stdin.flush()
        assert proc.wait(10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()


START = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
SHUTTLE = "b1c3 b10c8 c3b1 c8b10"


def bestmoves(positions: list[str]) -> list[str]:
    """The bestmove answered to ``go depth 1`` after each ``position`` command (OwnBook off)."""
    script = "setoption name OwnBook value false\n" + "".join(f"{p}\ngo depth 1\nisready\n" for p in positions)
    out = run_engine(script + "quit\n")
    return [line for line in out if line.startswith("bestmove")]


def test_position_moves_rebuild_the_history_and_fen_counters_count():
    # What a referee sends every move (issue 52): the game from its start.  The third occurrence of the start
    # position (repetition) and the 100th quiet ply counted from the FEN's halfmove field end the game, as
    # pyffish's is_optional_game_end says for the same commands; one occurrence or one ply fewer does not.
    late = START.replace(" 0 1", " 98 50")
    answers = bestmoves([f"position fen {START} moves {SHUTTLE} {SHUTTLE}",
                         f"position fen {START} moves {SHUTTLE} b1c3 b10c8 c3b1",
                         f"position fen {late} moves b1c3 b10c8",
                         f"position fen {late} moves b1c3"])
    assert answers[0] == "bestmove (none)" and answers[2] == "bestmove (none)"
    assert answers[1] != "bestmove (none)" and answers[3] != "bestmove (none)"


def test_searchmoves_restricts_the_root():
    out = run_engine("position startpos\ngo depth 2 searchmoves a4a5 i4i5\nquit\n")
    best = next(line for line in out if line.startswith("bestmove")).split()[1]
    assert best in ("a4a5", "i4i5")


def test_pass_is_written_as_the_general_square_twice():
    # Han passed; Cho leads on points, so its best move is the game-ending second pass
    out = run_engine("setoption name UCI_Variant value janggi\n"
                     "position fen 3a1a3/4k4/8p/9/9/9/P8/2N6/3K5/3A1A3 b - - 0 1 moves e9e9\n"
                     "go depth 3\nquit\n")
    assert "bestmove d2d2" in [line.split(" ponder")[0] for line in out]


def test_bestmove_none_when_the_game_is_over():
    out = run_engine("setoption name UCI_Variant value janggi\n"
                     "position fen 4k4/R8/9/9/9/9/9/9/8R/3K5 w - - 0 1 moves i2i10\ngo depth 2\nquit\n")
    assert "bestmove (none)" in out


@pytest.mark.parametrize("bad", [
    "frobnicate", "position fen not/a/fen w - - 0 1", "position startpos moves e2e9",
    "setoption name UCI_Variant value chess", "go depth x", "setoption name Hash value big",
    "position", "go perft", "setoption name Nonexistent value 1",
])
def test_bad_input_gets_info_string_and_engine_keeps_running(bad):
    out = run_engine(f"{bad}\nisready\nposition startpos\ngo depth 1\nquit\n")
    assert any(line.startswith("info string") for line in out)
    assert "readyok" in out
    assert any(line.startswith("bestmove ") and line != "bestmove (none)" for line in out)


@pytest.mark.parametrize("bad", ["position startpos moves e4d4 zz", "position fen not-a-fen", "position",
                                 "position moves e4d4", "position startpos moves e4d4 e4d4"])
def test_after_a_refused_position_go_says_there_is_none_and_searches_nothing(bad):
    """Issue 50, item 8: the engine kept the previous position after a refused one, so the next go answered
    for a position the GUI no longer had; now there is no position until the next valid one."""
    out = run_engine("setoption name UCI_Variant value janggi\nposition startpos moves e4d4 e7d7\n"
                     f"{bad}\ngo depth 2\ngo perft 1\nd\nposition startpos\ngo perft 1\n")
    errors = [line for line in out if line.startswith("info string error")]
    assert len(errors) == 3 and all("no position" in e for e in errors[1:]), out
    assert out.count("bestmove (none)") == 1 and not any(line.startswith("bestmove ") and line != "bestmove (none)"
                                                          for line in out)
    assert "Fen: (none: no position: the last 'position' command was refused; send a valid one)" in out
    assert [line for line in out if line.startswith("Nodes searched: ")] == ["Nodes searched: 32"]  # startpos only


@pytest.mark.parametrize("command, words", [
    ("setoption name UCI_Variant value", "UCI_Variant needs a value: one of"),
    ("setoption name UCI_Variant value  ", "UCI_Variant needs a value"),
    ("setoption name UCI_Variant", "UCI_Variant needs a value"),
    ("setoption name Skill Level value", "Skill Level must be an integer"),
    ("setoption name", "setoption needs 'name <id> [value <x>]'"),
])
def test_setoption_without_a_value_names_the_option(command, words):
    out = run_engine(f"{command}\nquit\n")
    assert len(out) == 1 and words in out[0] and "value'" not in out[0], out


def test_skill_level_and_variants_play():
    out = run_engine("setoption name Skill Level value 1\nsetoption name UCI_Variant value youzai\n"
                     "position startpos\ngo movetime 300\nisready\nquit\n")
    best = next(line for line in out if line.startswith("bestmove")).split()[1]
    assert Game("youzai").is_legal(best)


def test_go_in_byoyomi_answers_within_the_period():
    # Fairy-Stockfish's dialect: the main time is 0 in byo-yomi and byoyomi gives the period.  Before, the
    # engine answered "unknown go parameter" and never moved.
    out = run_engine("setoption name UCI_Variant value janggi\nposition startpos moves b1c3\n"
                     "go wtime 0 btime 0 byoyomi 400\nisready\nquit\n")
    assert not any("unknown go parameter" in line for line in out)
    infos = [line for line in out if line.startswith("info depth")]
    best = next(line for line in out if line.startswith("bestmove"))
    g = Game("janggi")
    g.push_uci("b1c3")
    assert g.is_legal(best.split()[1]) and infos


def test_move_overhead_is_an_option():
    out = run_engine("uci\nsetoption name Move Overhead value 200\nsetoption name Move Overhead value x\n"
                     "isready\nquit\n")
    assert any(line.startswith("option name Move Overhead type spin") for line in out)
    errors = [line for line in out if line.startswith("info string")]
    assert len(errors) == 1 and "Move Overhead" in errors[0]  # only the bad value is refused


def test_multipv_lines_are_legal_distinct_ordered_and_in_fairy_stockfishs_form():
    from janggi_desktop.engine.client import UciClient, parse_info

    with UciClient() as engine:
        assert engine.options["multipv"].max >= 5
        engine.set_option("UCI_Variant", "janggi")
        engine.set_option("MultiPV", 3)
        engine.position(None, ["a4b4", "i7h7", "a1a6"])  # Cho's chariot hangs to Han's soldier
        best = engine.go(depth=3)
    infos = [parse_info(line) for line in best.info]
    final = {i.multipv: i for i in infos if i.depth == 3}
    assert sorted(final) == [1, 2, 3]
    assert final[1].pv[0] == "a7a6" and best.move == "a7a6"
    assert len({final[k].pv[0] for k in final}) == 3
    assert final[1].score_cp >= final[2].score_cp >= final[3].score_cp
    g = Game("janggi")
    for uci in ("a4b4", "i7h7", "a1a6"):
        g.push_uci(uci)
    for info in final.values():
        replay = g.copy()
        for text in info.pv:
            replay.push_uci(text)  # raises if the line is not legal
    assert {i.depth for i in infos} >= {1, 2, 3}  # every depth reported its lines


def test_multipv_with_searchmoves_and_back_to_one_line():
    from janggi_desktop.engine.client import UciClient, parse_info

    with UciClient() as engine:
        engine.set_option("MultiPV", 5)
        engine.position()
        best = engine.go(depth=2, searchmoves=["a4a5", "i4i5", "c4c5"])
        lines = {parse_info(line).multipv: parse_info(line) for line in best.info}
        assert sorted(lines) == [1, 2, 3] and {i.pv[0] for i in lines.values()} == {"a4a5", "i4i5", "c4c5"}
        engine.set_option("MultiPV", 1)
        engine.position()
        best = engine.go(depth=2)
        assert {parse_info(line).multipv for line in best.info} == {1}


def test_own_book_off_makes_the_opening_searched():
    from janggi_desktop.engine.client import UciClient, parse_info

    with UciClient() as engine:
        engine.set_option("UCI_Variant", "janggi")
        engine.set_option("OwnBook", "false")
        engine.position()
        best = engine.go(depth=3)
        assert max(parse_info(line).depth for line in best.info) == 3
