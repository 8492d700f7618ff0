"""Write coteccio_lab/curriculum/lesson6_runs.json: lesson 6's capote runs (random and
cautious players, 2 to 8 at the table, seeded) and its spread of points (four cautious
players), simulated once so that the lesson's page reads them instead of simulating while
the learner waits.

Run it after a change to the players or to the rules that moves the runs;
``tests/test_curriculum_4to6.py`` fails until the file is what a new simulation gives.

    .venv/bin/python tools/lesson6_runs.py
"""

from __future__ import annotations

import json

from coteccio_lab.curriculum import lesson6


def main() -> None:
    data = lesson6.runs_json(lesson6.simulate_capote_runs())
    spread = lesson6.spread_json(lesson6.simulate_spread())
    # one run a line, so that a change of the players shows as the runs it moves
    lines = ["{", f' "seed": {data["seed"]},', ' "runs": {']
    levels = list(data["runs"].items())
    for k, (level, runs) in enumerate(levels):
        lines.append(f'  "{level}": [')
        lines += [f"   {json.dumps(run)}" + ("," if i < len(runs) - 1 else "")
                  for i, run in enumerate(runs)]
        lines.append("  ]" + ("," if k < len(levels) - 1 else ""))
    lines += [" },", f' "spread": {json.dumps(spread)}', "}"]
    lesson6.RUNS.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {lesson6.RUNS}")


if __name__ == "__main__":
    main()
