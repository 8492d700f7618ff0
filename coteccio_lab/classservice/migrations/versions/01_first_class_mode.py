"""The first class mode: each student's hands and matches, no record of the play (schema 1).

Revision ID: first_class_mode
Revises: (none: the first)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "first_class_mode"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "hands",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("student", sa.Text, nullable=False),
        sa.Column("deal_code", sa.Text, nullable=False),
        sa.Column("rules", sa.Text, nullable=False),
        sa.Column("hand_no", sa.Integer, nullable=False),
        sa.Column("delta", sa.Integer, nullable=False),
        sa.Column("points", sa.Integer, nullable=False),
        sa.Column("outcome", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.UniqueConstraint("student", "deal_code", "rules", "hand_no"),
        sqlite_autoincrement=True,
    )
    op.create_index("hands_by_code", "hands", ["deal_code", "rules"])
    op.create_table(
        "matches",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("student", sa.Text, nullable=False),
        sa.Column("deal_code", sa.Text, nullable=False),
        sa.Column("rules", sa.Text, nullable=False),
        sa.Column("won", sa.Integer, nullable=False),
        sa.Column("hands", sa.Integer, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sqlite_autoincrement=True,
    )
