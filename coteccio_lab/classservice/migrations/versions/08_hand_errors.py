"""Each stored hand's errors as the judge counts them: the student's graded decisions and the
mistakes or blunders among them, for the teacher's error rates.

The hands stored before keep NULL (not judged yet): the service judges them, one at a time,
off the requests.

Revision ID: hand_errors
Revises: class_tables
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "hand_errors"
down_revision = "class_tables"
branch_labels = None
depends_on = None


def upgrade() -> None:
    columns = {c["name"] for c in sa.inspect(op.get_bind()).get_columns("hands")}
    for column in (sa.Column("decisions", sa.Integer, nullable=True),
                   sa.Column("errors", sa.Integer, nullable=True)):
        if column.name not in columns:
            op.add_column("hands", column)

