"""Who played each hand: 1 where a computer player moved for the student (the student
away, or their turn timer ran out), 0 where the student made every move of theirs.

The hands stored before keep NULL: nothing was recorded then, and the class tables of
those kits moved for an absent student only past the grace period.

Revision ID: stand_in
Revises: hand_errors
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "stand_in"
down_revision = "hand_errors"
branch_labels = None
depends_on = None


def upgrade() -> None:
    columns = {c["name"] for c in sa.inspect(op.get_bind()).get_columns("hands")}
    if "stand_in" not in columns:
        op.add_column("hands", sa.Column("stand_in", sa.Integer, nullable=True))
