"""Practice: fresh drills of each skill, and a spaced-repetition schedule per learner.

``drill(skill, seed)`` deals a new question of a skill (``SKILLS``: legal cards, who takes
the trick, scoring a hand, capote odds, stopping a capote, ducking the last trick), its
answer the engine's. ``Schedule`` keeps a learner's answers and says which skill is due
(1 day, 3 days, 1 week, 2 weeks, 1 month after each right answer; a wrong one starts
again at a day) and how well each skill is mastered. A learner alone keeps the schedule
in the browser's storage (``widgets.practice``); in a class the class service keeps the
answers it judged, and the schedule is read back from them.
"""

from .deals import LESSON_OF, SKILLS, DrillError, drill, judge_drill
from .schedule import INTERVALS, Review, Schedule, ScheduleError, SkillState

__all__ = [
    "INTERVALS",
    "LESSON_OF",
    "SKILLS",
    "DrillError",
    "Review",
    "Schedule",
    "ScheduleError",
    "SkillState",
    "drill",
    "judge_drill",
]
