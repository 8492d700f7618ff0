"""Schema 2: students and their browsers' keys, the class games, lesson checks, and each
hand's verified record.

A match could be stored twice in schema 1: the latest of each is kept, then one match per
student, deal code and rules is a unique index.

Revision ID: schema_2
Revises: first_class_mode
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "schema_2"
down_revision = "first_class_mode"
branch_labels = None
depends_on = None

NAME_LENGTH = 160


def upgrade() -> None:
    bind = op.get_bind()
    if "record" not in {c["name"] for c in sa.inspect(bind).get_columns("hands")}:
        op.add_column("hands", sa.Column("record", sa.Text, nullable=True))
    op.execute("DELETE FROM matches WHERE id NOT IN "
               "(SELECT MAX(id) FROM matches GROUP BY student, deal_code, rules)")
    op.create_index("matches_once", "matches", ["student", "deal_code", "rules"], unique=True)
    meta = op.create_table(
        "meta",
        sa.Column("key", sa.String(64), primary_key=True),
        sa.Column("value", sa.Text, nullable=False),
    )
    # what a kit from before these revisions reads: it opens this database as its own
    op.bulk_insert(meta, [{"key": "schema_version", "value": "2"}])
    op.create_table(
        "students",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(NAME_LENGTH), nullable=False),
        sa.Column("name_key", sa.String(NAME_LENGTH), nullable=False, unique=True),
        sa.Column("browsers_allowed", sa.Integer, nullable=False),
        sa.Column("at", sa.String(40), nullable=False),
        sqlite_autoincrement=True,
    )
    op.create_table(
        "student_keys",
        sa.Column("key_hash", sa.String(128), primary_key=True),
        sa.Column("name_key", sa.String(NAME_LENGTH), nullable=False),
        sa.Column("at", sa.String(40), nullable=False),
    )
    op.create_index("ix_student_keys_name_key", "student_keys", ["name_key"])
    op.create_table(
        "games",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("game", sa.Text, nullable=False),
        sa.Column("at", sa.String(40), nullable=False),
        sqlite_autoincrement=True,
    )
    op.create_table(
        "checks",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("student", sa.Text, nullable=False),
        sa.Column("lesson", sa.Integer, nullable=False),
        sa.Column("exercise", sa.String(80), nullable=False),
        sa.Column("correct", sa.Integer, nullable=False),
        sa.Column("attempt", sa.Integer, nullable=False),
        sa.Column("at", sa.String(40), nullable=False),
        sa.UniqueConstraint("student", "lesson", "exercise", "attempt"),
        sqlite_autoincrement=True,
    )
