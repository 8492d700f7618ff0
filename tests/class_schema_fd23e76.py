"""The class store's tables as main wrote them at fd23e76 (schema 2, before a hand kept
whether hints or take-backs were used), copied here unchanged so that a test can make a
database of that time on SQLite and on PostgreSQL and open it with today's store."""

from __future__ import annotations

import sqlalchemy as sa

metadata = sa.MetaData()

meta_table = sa.Table(
    "meta", metadata,
    sa.Column("key", sa.String(64), primary_key=True),
    sa.Column("value", sa.Text, nullable=False),
)
students = sa.Table(
    "students", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("name", sa.String(160), nullable=False),
    sa.Column("name_key", sa.String(160), nullable=False, unique=True),
    sa.Column("browsers_allowed", sa.Integer, nullable=False, default=1),
    sa.Column("at", sa.String(40), nullable=False),
    sqlite_autoincrement=True,
)
student_keys = sa.Table(
    "student_keys", metadata,
    sa.Column("key_hash", sa.String(128), primary_key=True),
    sa.Column("name_key", sa.String(160), nullable=False, index=True),
    sa.Column("at", sa.String(40), nullable=False),
)
games = sa.Table(
    "games", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("game", sa.Text, nullable=False),
    sa.Column("at", sa.String(40), nullable=False),
    sqlite_autoincrement=True,
)
hands = sa.Table(
    "hands", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("student", sa.Text, nullable=False),
    sa.Column("deal_code", sa.Text, nullable=False),
    sa.Column("rules", sa.Text, nullable=False),
    sa.Column("hand_no", sa.Integer, nullable=False),
    sa.Column("delta", sa.Integer, nullable=False),
    sa.Column("points", sa.Integer, nullable=False),
    sa.Column("outcome", sa.Text, nullable=False),
    sa.Column("at", sa.Text, nullable=False),
    sa.Column("record", sa.Text, nullable=True),
    sa.Column("deal", sa.String(40), nullable=True),
    sa.UniqueConstraint("student", "deal_code", "rules", "hand_no"),
    sa.Index("hands_by_code", "deal_code", "rules"),
    sqlite_autoincrement=True,
)
matches = sa.Table(
    "matches", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("student", sa.Text, nullable=False),
    sa.Column("deal_code", sa.Text, nullable=False),
    sa.Column("rules", sa.Text, nullable=False),
    sa.Column("won", sa.Integer, nullable=False),
    sa.Column("hands", sa.Integer, nullable=False),
    sa.Column("at", sa.Text, nullable=False),
    sqlite_autoincrement=True,
)
matches_once = sa.Index(
    "matches_once", matches.c.student, matches.c.deal_code, matches.c.rules, unique=True
)
checks = sa.Table(
    "checks", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("student", sa.Text, nullable=False),
    sa.Column("lesson", sa.Integer, nullable=False),
    sa.Column("exercise", sa.String(80), nullable=False),
    sa.Column("correct", sa.Integer, nullable=False),
    sa.Column("attempt", sa.Integer, nullable=False),
    sa.Column("at", sa.String(40), nullable=False),
    sa.Column("answer", sa.Text, nullable=True),
    sa.UniqueConstraint("student", "lesson", "exercise", "attempt"),
    sqlite_autoincrement=True,
)
mistakes = sa.Table(
    "mistakes", metadata,
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
"""Mistakes of the students' own play, as the service graded them (``service.Mistakes``)."""
mistake_answers = sa.Table(
    "mistake_answers", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("student", sa.Text, nullable=False),
    sa.Column("item", sa.String(40), nullable=False),
    sa.Column("correct", sa.Integer, nullable=False),
    sa.Column("at", sa.String(40), nullable=False),
    sqlite_autoincrement=True,
)
"""The answers to those mistakes on the practice page, as the service judged them."""
class_tables = sa.Table(
    "class_tables", metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("spec", sa.Text, nullable=False),
    sa.Column("created_by", sa.Text, nullable=False),
    sa.Column("at", sa.String(40), nullable=False),
)
table_events = sa.Table(
    "table_events", metadata,
    sa.Column("table_id", sa.String(32), primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("seat", sa.Integer, nullable=True),
    sa.Column("data", sa.Text, nullable=False),
    sa.Column("at", sa.String(40), nullable=False),
)
