"""The class tables: one row per table, and each table's event log (classservice.tablestore).

A database of schema 2 may have them already: kits before these revisions made them when the
class service started its tables.

Revision ID: class_tables
Revises: hand_aids
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "class_tables"
down_revision = "hand_aids"
branch_labels = None
depends_on = None


def upgrade() -> None:
    tables = set(sa.inspect(op.get_bind()).get_table_names())
    if "class_tables" not in tables:
        op.create_table(
            "class_tables",
            sa.Column("id", sa.String(32), primary_key=True),
            sa.Column("spec", sa.Text, nullable=False),
            sa.Column("created_by", sa.Text, nullable=False),
            sa.Column("at", sa.String(40), nullable=False),
        )
    if "table_events" not in tables:
        op.create_table(
            "table_events",
            sa.Column("table_id", sa.String(32), primary_key=True),
            sa.Column("seq", sa.Integer, primary_key=True, autoincrement=False),
            sa.Column("kind", sa.String(16), nullable=False),
            sa.Column("seat", sa.Integer, nullable=True),
            sa.Column("data", sa.Text, nullable=False),
            sa.Column("at", sa.String(40), nullable=False),
        )
