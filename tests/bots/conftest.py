"""Fixtures of the bot tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from steamlab.bots.editions import playing


@pytest.fixture
def strong_v1() -> Iterator[None]:
    """The test plays as ``strong_v1`` (the bots before issue 43's plans, :mod:`steamlab.bots.editions`): for tests
    of the projection and the search in positions where today's network plans decide instead."""
    with playing("strong_v1"):
        yield
