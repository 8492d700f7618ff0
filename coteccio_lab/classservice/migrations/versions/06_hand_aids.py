"""The help used in each hand: hints asked, moves taken back, and who says so.

The hands stored before keep NULL (help not known). A database of schema 2 may have the
columns already: kits before these revisions added them on open.

Revision ID: hand_aids
Revises: practice
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "hand_aids"
down_revision = "practice"
branch_labels = None
depends_on = None


def upgrade() -> None:
    columns = {c["name"] for c in sa.inspect(op.get_bind()).get_columns("hands")}
    for column in (sa.Column("hints", sa.Integer, nullable=True),
                   sa.Column("takebacks", sa.Integer, nullable=True),
                   sa.Column("aids_by", sa.String(10), nullable=True)):
        if column.name not in columns:
            op.add_column("hands", column)
