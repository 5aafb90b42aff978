"""The tuned evaluation: its weights are loaded from the data file, and the tuner's linear model
(tune/features.py) is the engine's evaluation term for term, so what the tuner fits is what the engine
plays with."""

import json
import random
import sys
from pathlib import Path

from janggi_desktop.engine import evaluate as ev
from janggi_desktop.rules import Game
from janggi_desktop.rules.board import CHARIOT, CHO

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tune"))

import features  # noqa: E402


def test_weights_come_from_the_data_file():
    data = json.loads(ev.WEIGHTS_PATH.read_text(encoding="utf-8"))
    assert ev.MATERIAL[CHARIOT] == data["material"]["chariot"]
    assert ev.PSQ[CHARIOT][0] == data["material"]["chariot"] + data["pst"]["chariot"][9][0]
    # Han's table is Cho's mirrored and negated
    assert ev.PSQ[CHARIOT | 8][89] == -ev.PSQ[CHARIOT][8]
    assert ev.MOB_CANNON == data["mobility"]["cannon"] and ev.TEMPO == data["tempo"]


def test_tuner_features_reproduce_the_engine_evaluation():
    w = features.weights_to_vector(ev.WEIGHTS)
    rng = random.Random(11)
    checked = 0
    for _ in range(6):
        g = Game("janggi")
        for _ in range(140):
            moves = g.legal_moves()
            if not moves or g.outcome() is not None:
                break
            g.push(rng.choice(moves))
            board, side = g.position.board, g.side_to_move
            f = features.features(board, side)
            cho_view = sum(w[i] * v for i, v in f.items())
            engine = ev.evaluate_position(board, side)
            assert cho_view == (engine if side == CHO else -engine)
            checked += 1
    assert checked > 300


def test_weights_round_trip_through_the_tuner_form():
    w = features.weights_to_vector(ev.WEIGHTS)
    back = features.vector_to_weights(w, {"source": "test"})
    text = features.dumps_weights(back)
    again = json.loads(text)
    for key in ("material", "phase", "king_safety", "mobility", "tempo", "pst"):
        assert again[key] == ev.WEIGHTS[key] or (key == "material" and again[key] == {
            **ev.WEIGHTS[key], "general": 0})


def test_oracle_sampling_takes_several_positions_a_game_and_leaves_out_an_oracles_games():
    import oracle_build

    first = oracle_build.sample_games(None, 6, random.Random(3))
    taken = {oracle_build.game_id(start, history) for _, start, history in first}
    assert len(taken) == 6  # one position a game by default
    more = oracle_build.sample_games(None, 12, random.Random(3), per_game=3, exclude=taken)
    games = [oracle_build.game_id(start, history) for _, start, history in more]
    assert len(more) == 12 and not taken & set(games)
    per_game = {g: [len(h) for _, s, h in more if oracle_build.game_id(s, h) == g] for g in games}
    assert max(len(plies) for plies in per_game.values()) == 3
    assert all(plies == sorted(set(plies)) for plies in per_game.values())  # distinct plies, in game order
    for game, _, history in more:
        assert game.ply == len(history) and game.outcome() is None
