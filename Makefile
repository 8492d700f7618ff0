# Coteccio Lab: build, test and serve.
#
#   make dashboard   open the dashboard in the browser (Voilà, via `coteccio-lab dashboard`)
#   make test        lint, type-check, unit + doctests + browser tests + the lessons
#   make suite       make test without the lint
#   make lint        ruff, mypy and import-linter (the layers in pyproject.toml) only
#   make site        the static site (JupyterLite, no server) in build/site/
#   make unit        unit tests and doctests: no browser, no slow test (the Binder and wheel
#                    venvs), no lessons; without Playwright the browser files say they skip
#   make hub-test    the JupyterHub and PostgreSQL tests only (real hub, proxy, database)
#   make clean       remove caches and build output (keeps .venv, the site's build venv and
#                    downloads); distclean removes those too
#
# Everything runs from .venv by path; nothing needs an activated environment.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PY     := $(BIN)/python
STAMP  := $(VENV)/.installed

# Extra arguments for pytest (e.g. `make unit PYTEST_ARGS='-k cards -x'`).
PYTEST_ARGS ?=
# `make test` runs the suite in this many pytest-xdist workers, a test file each at a time
# (a file's servers, hubs and browsers are its module fixtures, started once per file); most
# of a browser or hub test is waiting on another process, so two workers on two cores
# overlap the waits. The files are handed out longest first (tests/conftest.py, LONGEST_FILES;
# --no-loadscope-reorder keeps that order, where xdist's own puts the files with the most
# tests first and leaves a browser file minutes long alone at the end).
# Not more workers than cores: three on two cores were no faster on seven of the longest
# files, and a test of the server's answer time under hostile tables failed.
# TEST_JOBS=0 runs it in this process.
TEST_JOBS ?= 2
# Extra arguments for Voilà (e.g. `make dashboard VOILA_ARGS='--port=8867 --no-browser'`).
VOILA_ARGS ?=
# Options of the dashboard launcher (see `coteccio-lab dashboard --help`),
# e.g. `make dashboard DASHBOARD_ARGS='--class-dir class/ --ip 0.0.0.0'`.
DASHBOARD_ARGS ?=

# pytest exit code 5 means "no tests collected": not a failure for us.
NO_TESTS_OK := || { rc=$$?; [ $$rc -eq 5 ] || exit $$rc; }

.PHONY: all test suite lint unit browser lessons hub-proxy hub-test dashboard install site clean distclean

all: test

# The venv is created only when it does not exist yet (order-only prerequisite below).
$(PY):
	@echo "Creating the virtual environment $(VENV)/ for the kit (a few seconds)..."
	$(PYTHON) -m venv $(VENV)

# Installs into a venv: with uv (from PyPI, into the venv itself) where it installs, which
# downloads in parallel and resolves in a few seconds (the kit's ~200 packages: 8 s, where
# pip took 46 s of a fresh CI run); with pip where uv cannot be had. uv is told never to
# fetch a Python of its own (the venv's is the one). (The sed drops pip's notices about this
# machine's unreachable local index folders.)
KIT := -e '.[server,cli,test,dev,hub]'
QUIET_PIP := sed "/^WARNING: Location 'file:.*' is ignored/d"
define venv_install
if $(1)/bin/python -m pip install -q uv 2>&1 | $(QUIET_PIP) \
   && UV_PYTHON_DOWNLOADS=never $(1)/bin/uv pip install -q --python $(1)/bin/python $(2); then :; \
else $(1)/bin/python -m pip install -q $(2) 2>&1 | $(QUIET_PIP); fi
endef

# Re-install only when pyproject.toml is newer than the stamp.
# The installer is quiet (-q), so the first install says what it does, before and after.
$(STAMP): pyproject.toml | $(PY)
	@echo "Installing the kit and its dependencies into $(VENV)/ (the first time takes a minute or two; later runs skip it)..."
	@$(call venv_install,$(VENV),$(KIT))
	$(PY) -m ipykernel install --sys-prefix --name python3 >/dev/null
	touch $@
	@echo "Installed into $(VENV)/."

install: $(STAMP)

lint: $(STAMP)
	$(BIN)/ruff check coteccio_lab tests benchmarks lite
	$(BIN)/mypy --strict coteccio_lab
	cd tests && MYPYPATH=. ../$(BIN)/mypy --strict -p harness
	$(BIN)/lint-imports

unit: $(STAMP)
	$(BIN)/pytest -q -m 'not browser and not slow' tests coteccio_lab --doctest-modules $(PYTEST_ARGS) $(NO_TESTS_OK)

browser: $(STAMP)
	$(BIN)/pytest -q -m browser tests $(PYTEST_ARGS) $(NO_TESTS_OK)

# configurable-http-proxy (JupyterHub's proxy, a Node program) from the npm registry into
# build/hub; the hub tests do it themselves when it is missing.
hub-proxy: $(STAMP)
	PYTHONPATH=tests $(PY) -m harness.proxy

# The tests that start a real PostgreSQL server and/or a real JupyterHub (docs/hub.md).
hub-test: hub-proxy
	$(BIN)/pytest -q -m 'hub or postgres' tests $(PYTEST_ARGS) $(NO_TESTS_OK)

# Lessons run top to bottom in this venv's kernel; only cells marked
# `# NBVAL_CHECK_OUTPUT` have their outputs compared.
lessons: $(STAMP)
	@if find lessons -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' 2>/dev/null | grep -q .; then \
	  echo "$(BIN)/pytest -q -n $(TEST_JOBS) --dist loadfile --nbval-lax --nbval-current-env lessons"; \
	  $(BIN)/pytest -q -n $(TEST_JOBS) --dist loadfile --nbval-lax --nbval-current-env lessons $(NO_TESTS_OK); \
	else \
	  echo "lessons/: no notebooks yet, nothing to run"; \
	fi

test: lint suite

# `make test` without its lint (.ci/run lints while the static site builds). The suite runs
# with the launcher's default port (8866) held by another process (tests/harness/holdport.py):
# no test may depend on a fixed port being free. The lessons run in the same pytest, as
# `make lessons` runs them (nbval): short and last in the order, they fill the worker that
# is done with its long files first, where a run of their own after the suite waited for the
# slowest worker and then started its own two.
#
# The files in WAITING_TESTS spend most of their time asleep (the lesson on the real clock
# waits 90 s, the slow connections wait for the server's header time-out, the card clicks
# wait for the computer's cards at the page's pace, the hostile tables' requests run for 20 s,
# the launcher's stop waits for the table watched): they run in a
# pytest of their own started beside the two workers (tests/harness/lanes.py), so that no
# wait holds a worker the CPU-bound files need. Its output follows the suite's; PYTEST_ARGS
# go to both. Each run writes what each file cost to build/file-times.json (tests/file_times.py).
WAITING_TESTS := tests/browser/test_lesson_real_clock_browser.py tests/test_dashboard_exhaustion.py \
  tests/browser/test_card_click_browser.py tests/test_tables_stall.py \
  tests/test_dashboard_launcher_stop.py

suite: $(STAMP)
	PYTHONPATH=tests $(PY) -m harness.holdport 8866 -- $(PY) -m harness.lanes \
	  $(BIN)/pytest -q --durations=5 $(WAITING_TESTS) $(PYTEST_ARGS) --and \
	  $(BIN)/pytest -q --durations=15 -n $(TEST_JOBS) --dist loadfile --no-loadscope-reorder \
	  --file-times=build/file-times.json tests coteccio_lab lessons --doctest-modules --nbval-lax --nbval-current-env \
	  $(addprefix --ignore=,$(WAITING_TESTS)) $(PYTEST_ARGS) $(NO_TESTS_OK)

# Serves lessons/ with the settings in ./voila.json (Voilà reads it from the folder it starts in).
# The launcher runs Voilà in-process on lessons/ with the settings of ./voila.json plus its
# own (TCP_NODELAY on websockets, no CDN, preheated kernels), whatever the current folder,
# and opens lessons/dashboard.ipynb. --port and --no-browser in VOILA_ARGS go to the launcher.
dashboard: $(STAMP)
	$(BIN)/coteccio-lab dashboard $(DASHBOARD_ARGS) $(if $(strip $(VOILA_ARGS)),-- $(VOILA_ARGS))

# The static site: lessons (three languages) and dashboard opened as apps in JupyterLite's
# notebook app, Python in the browser (Pyodide, bundled: nothing is fetched from elsewhere at
# run time). Building needs npm (Pyodide's core) and node (the site's Python compiled to
# bytecode by that Pyodide). Its tools live in a build venv of their own
# (lite/requirements.txt), not in the kit's dependencies; downloads and bytecode are cached
# in build/lite-cache/, so a second build asks no registry. Serve the folder with
# `python3 -m http.server -d build/site` (or copy it to any web server).
SITE       ?= build/site
SITE_VENV  := build/lite-venv
SITE_STAMP := $(SITE_VENV)/.installed

$(SITE_STAMP): lite/requirements.txt
	[ -x $(SITE_VENV)/bin/python ] || $(PYTHON) -m venv $(SITE_VENV)
	@$(call venv_install,$(SITE_VENV),-r lite/requirements.txt)
	touch $@

site: $(SITE_STAMP)
	$(SITE_VENV)/bin/python lite/build.py --out $(SITE) --cache build/lite-cache

clean:
	rm -rf .pytest_cache .mypy_cache .ruff_cache .hypothesis test-results dist *.egg-info
	rm -rf build/site build/site-test build/site-test.* build/lib build/bdist*  # keeps build/lite-venv, lite-cache, hub
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -prune -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV) build
