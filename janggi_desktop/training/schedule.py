"""When a mistake comes back: FSRS spaced repetition through the ``fsrs`` package.

FSRS (the Free Spaced Repetition Scheduler that Anki and other flash-card programs use) models each card's
stability and difficulty from the answers and schedules the next review when the chance of remembering
falls to the desired retention (90%).  An exercise answered wrong is due again soon (relearning), one
answered right comes back later and later: a mistake one keeps making returns until one stops making it.

How an attempt becomes an FSRS rating: solved at the first try "Good", solved after a wrong try "Hard",
not solved "Again".  (FSRS's "Easy" is not used: a position solved at once is not known to be easy.)
Learning steps are ten minutes, not the package's one minute: an exercise is a position to think about, and
seeing the same one a minute later tests memory, not play.  Fuzzing is off so a schedule is reproducible.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from fsrs import Card, Rating, Scheduler

_STEPS = (timedelta(minutes=10),)


def scheduler() -> Scheduler:
    return Scheduler(learning_steps=_STEPS, relearning_steps=_STEPS, enable_fuzzing=False)


@dataclass(frozen=True)
class Review:
    """The card after an answer, and when it is due next."""

    card_json: str
    due: datetime


def new_card_json(now: datetime | None = None) -> str:
    """A new card, due at ``now`` (an exercise is due as soon as it is made)."""
    when = now or datetime.now(UTC)
    # The card's id given: without one the package makes it from the clock and sleeps a millisecond so the
    # next is different (a thousand exercises added at once would wait a second); nothing here reads it.
    card = Card(card_id=int(when.timestamp() * 1000), due=when)
    return card.to_json()


def rating_for(solved: bool, first_try: bool) -> Rating:
    if not solved:
        return Rating.Again
    return Rating.Good if first_try else Rating.Hard


def review(card_json: str, solved: bool, first_try: bool, now: datetime | None = None) -> Review:
    """The card (its JSON, as stored) after one attempt.  Raises ValueError when the JSON is not a card."""
    try:
        card = Card.from_json(card_json)
    except (ValueError, KeyError, TypeError, AttributeError) as e:
        raise ValueError(f"not an FSRS card: {e}") from None
    card, _log = scheduler().review_card(card, rating_for(solved, first_try), now or datetime.now(UTC))
    return Review(card.to_json(), card.due)


def due_of(card_json: str) -> datetime:
    """When the card is due.  Raises ValueError when the JSON is not a card."""
    try:
        return Card.from_json(card_json).due
    except (ValueError, KeyError, TypeError, AttributeError) as e:
        raise ValueError(f"not an FSRS card: {e}") from None
