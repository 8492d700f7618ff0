"""The learner's answer with each lesson check (the checks stored before keep none).

A database of schema 2 may have it already: kits before these revisions added it on open.

Revision ID: check_answer
Revises: hand_deal
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "check_answer"
down_revision = "hand_deal"
branch_labels = None
depends_on = None


def upgrade() -> None:
    if "answer" not in {c["name"] for c in sa.inspect(op.get_bind()).get_columns("checks")}:
        op.add_column("checks", sa.Column("answer", sa.Text, nullable=True))
