"""Glicko-2, the puzzle rating (Mark Glickman, "Example of the Glicko-2 system", 2013; lichess and
pychess rate puzzles with it).

Our own implementation of the paper's steps 1-8, not the ``glicko2`` package: that package (2.1.0, 2009
code) computes the volatility's function f(x) with the rating μ² where the paper has the deviation φ²
(so its volatilities are wrong whenever μ is not 0), and its wheel installs a top-level ``tests`` package
that shadows ours.  The test reproduces the paper's worked example (1500/200/0.06 against 1400/30 won,
1550/100 lost, 1700/300 lost gives 1464.06 / 151.52 / 0.05999).

A puzzle attempt is one rating period with one game: the user against the puzzle, whose rating is fixed and
whose deviation is :data:`PUZZLE_RD` (the set's ratings are estimates from the generator, not from play).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: The paper's scale factor between the Glicko and Glicko-2 scales.
SCALE = 173.7178
#: τ, how much the volatility may change: the paper suggests 0.3 to 1.2; 0.5 as in its example.
TAU = 0.5
#: The convergence tolerance of step 5 (the paper's ε).
EPSILON = 0.000001
#: A new player's rating, deviation and volatility (the paper's defaults).
DEFAULT_RATING, DEFAULT_RD, DEFAULT_VOLATILITY = 1500.0, 350.0, 0.06
#: The deviation a puzzle's rating is taken to have.
PUZZLE_RD = 80.0
#: A deviation never grows above a new player's.
MAX_RD = 350.0
#: A rating whose deviation is above this is provisional: shown with a "?" (lichess's threshold, on the same
#: Glicko scale), since its 95% interval is still more than ±220.  A new user's 350 falls below it after about
#: ten puzzles.
PROVISIONAL_RD = 110.0


@dataclass(frozen=True)
class Rating:
    """A Glicko-2 rating on the Glicko scale (1500 ± 2 × ``rd`` is the 95% interval)."""

    rating: float = DEFAULT_RATING
    rd: float = DEFAULT_RD
    volatility: float = DEFAULT_VOLATILITY

    @property
    def provisional(self) -> bool:
        """Too uncertain to be read as a level yet (deviation above :data:`PROVISIONAL_RD`)."""
        return self.rd > PROVISIONAL_RD


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected_score(player: Rating, opponent_rating: float, opponent_rd: float) -> float:
    """The chance the player wins (solves), by the paper's E."""
    return _e((player.rating - DEFAULT_RATING) / SCALE, (opponent_rating - DEFAULT_RATING) / SCALE,
              opponent_rd / SCALE)


def update(player: Rating, results: list[tuple[float, float, float]], tau: float = TAU) -> Rating:
    """The player's rating after one rating period of ``results`` (opponent rating, opponent deviation,
    score 1 / 0.5 / 0).  An empty period only widens the deviation (step 6 of the paper)."""
    mu = (player.rating - DEFAULT_RATING) / SCALE
    phi = player.rd / SCALE
    sigma = player.volatility
    if not results:
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        return Rating(player.rating, min(MAX_RD, phi_star * SCALE), sigma)
    # Step 3: the estimated variance v; step 4: the estimated improvement Δ.
    v_inv = 0.0
    delta_sum = 0.0
    for r_j, rd_j, score in results:
        mu_j = (r_j - DEFAULT_RATING) / SCALE
        phi_j = rd_j / SCALE
        g = _g(phi_j)
        e = _e(mu, mu_j, phi_j)
        v_inv += g * g * e * (1.0 - e)
        delta_sum += g * (score - e)
    v = 1.0 / v_inv
    delta = v * delta_sum
    # Step 5: the new volatility, by the Illinois algorithm on f.
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2)
                - (x - a) / (tau * tau))

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    sigma_new = math.exp(big_a / 2.0)
    # Steps 6-8: the new deviation and rating, back on the Glicko scale.
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * delta_sum
    return Rating(mu_new * SCALE + DEFAULT_RATING, min(MAX_RD, phi_new * SCALE), sigma_new)


def after_puzzle(player: Rating, puzzle_rating: float, solved: bool) -> Rating:
    """The user's rating after one attempt at a puzzle of ``puzzle_rating``."""
    return update(player, [(puzzle_rating, PUZZLE_RD, 1.0 if solved else 0.0)])
