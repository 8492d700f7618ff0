"""A preset that exists only for the tests: the rules of an imagined town, Testville.

Everything the kit shows of a preset comes from this one object (its options, its fixed
number of players, the source it cites, its name); ``test_preset_in_one_place`` adds it with
``add_preset`` and finds it on every screen that lists presets, with no other edit.
"""

from __future__ import annotations

from coteccio_lab.rules import Rules

TESTVILLE = Rules(name="testville", label="Testville", min_players=4, max_players=4,
                  hand_size=6, limit=3, sources="001", notes=("A test's own preset.",))
