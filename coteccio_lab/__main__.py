"""``python -m coteccio_lab``: the same as the ``coteccio-lab`` command."""

import sys

from coteccio_lab.cli import main

sys.exit(main())
