"""The class list: where each student's name comes from. ``listed``: the teacher listed it
(the class list, pasted); ``waiting``: a name the teacher did not list, joined while a list
was kept, waiting for the teacher to admit it; ``admitted``: such a name the teacher let in.

The students stored before keep NULL: they joined when the class kept no list, as anyone
still does while the teacher lists nobody.

Revision ID: roster
Revises: stand_in
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "roster"
down_revision = "stand_in"
branch_labels = None
depends_on = None


def upgrade() -> None:
    columns = {c["name"] for c in sa.inspect(op.get_bind()).get_columns("students")}
    if "roster" not in columns:
        op.add_column("students", sa.Column("roster", sa.String(10), nullable=True))
