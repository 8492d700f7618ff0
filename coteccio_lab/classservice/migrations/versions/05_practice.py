"""The mistakes of the students' own play, as the service graded them, and their answers on
the practice page.

A database of schema 2 may have them already: kits before these revisions made them on open.

Revision ID: practice
Revises: check_answer
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "practice"
down_revision = "check_answer"
branch_labels = None
depends_on = None


def upgrade() -> None:
    tables = set(sa.inspect(op.get_bind()).get_table_names())
    if "mistakes" not in tables:
        op.create_table(
            "mistakes",
            sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
            sa.Column("student", sa.Text, nullable=False),
            sa.Column("item", sa.String(40), nullable=False),
            sa.Column("skill", sa.String(40), nullable=False),
            sa.Column("grade", sa.String(20), nullable=False),
            sa.Column("question", sa.Text, nullable=False),
            sa.Column("at", sa.String(40), nullable=False),
            sa.UniqueConstraint("student", "item"),
            sqlite_autoincrement=True,
        )
    if "mistake_answers" not in tables:
        op.create_table(
            "mistake_answers",
            sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
            sa.Column("student", sa.Text, nullable=False),
            sa.Column("item", sa.String(40), nullable=False),
            sa.Column("correct", sa.Integer, nullable=False),
            sa.Column("at", sa.String(40), nullable=False),
            sqlite_autoincrement=True,
        )
