"""Each hand's deal (a short hash of the dealer and the seats' cards), filled from its record.

A database of schema 2 may have it already: kits before these revisions added it on open.

Revision ID: hand_deal
Revises: schema_2
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "hand_deal"
down_revision = "schema_2"
branch_labels = None
depends_on = None


def upgrade() -> None:
    from coteccio_lab.classservice.store import deal_key

    bind = op.get_bind()
    if "deal" in {c["name"] for c in sa.inspect(bind).get_columns("hands")}:
        return
    op.add_column("hands", sa.Column("deal", sa.String(40), nullable=True))
    hands = sa.table("hands", sa.column("id", sa.Integer), sa.column("record", sa.Text),
                     sa.column("deal", sa.String))
    for row_id, record in bind.execute(sa.select(hands.c.id, hands.c.record)).all():
        bind.execute(sa.update(hands).where(hands.c.id == row_id).values(deal=deal_key(record)))
