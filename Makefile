# Two commands on a fresh machine: `make serve` and `make test`. Each installs what it needs.
PORT ?= 8000
PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
# The Chromium the tests drive: set CHROMIUM_PATH in the environment for another one
# (tests/localsite.py reads the same variable).
CHROMIUM_PATH ?= /usr/bin/chromium
# Three pytest workers (pytest-xdist) on two cores: a browser test waits part of its time
# (a step's tap guard, a boot, a save) and a third worker fills those waits; two left the
# cores 16 % idle. Measured on these 2-core machines: 26.5 min with two workers, 19 with
# three and the game tests' shared browser context (tests/browser/conftest.py). JOBS=0
# runs in one process. The workers take the tests in the order tests/run_order.py gives
# them (--no-loadscope-reorder: pytest-xdist would otherwise start with the largest groups).
JOBS ?= 3
XDIST = $(if $(filter 0,$(JOBS)),,-n $(JOBS) --dist loadgroup --no-loadscope-reorder)

.PHONY: serve test durations test-ready test-engine test-browser test-engines lint build deps node-deps py-deps browser engines bench fuzz clean

# `make serve` builds and serves the site as GitHub Pages serves it (bundled, gzipped,
# cached for 10 minutes); `make serve DEV=1` serves the front end's sources unbundled, for
# debugging (web/js and web/css as in the repository).
serve: build
	$(PYTHON) scripts/serve.py --port $(PORT)

build: node-deps
	$(PYTHON) scripts/build_site.py _site $(if $(DEV),--dev,)

node-deps: node_modules/.package-lock.json
node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

py-deps: $(VENV)/.installed
$(VENV)/.installed: requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install -q --upgrade pip
	$(VPY) -m pip install -q -r requirements-dev.txt
	@touch $@

# Debian's Chromium where apt can install it (as on these machines); Playwright's own
# download elsewhere (as on GitHub's runners, whose apt chromium is a snap stub).
browser: py-deps
	@if [ -n "$$GITHUB_ACTIONS" ]; then $(VPY) -m playwright install --with-deps chromium; \
	elif [ -x "$(CHROMIUM_PATH)" ]; then echo "browser: $(CHROMIUM_PATH)"; \
	elif command -v apt-get >/dev/null && [ "$$(id -u)" = 0 ]; then \
	  apt-get update -qq && apt-get install -y -qq chromium >/dev/null; \
	else $(VPY) -m playwright install --with-deps chromium; fi

# WebKit (WebKitGTK's WebKitWebDriver under Xvfb: iPad Safari's engine) and Firefox for
# the smoke in every engine (tests/cross_browser): Debian's packages where apt can install them;
# on GitHub's Ubuntu runners WebKitGTK's driver from apt beside the runner's own Firefox.
# Anywhere else the smoke says it skipped them, and why.
ENGINE_PKGS := webkit2gtk-driver xvfb firefox-esr
engines: browser  # after it: both may run apt, which takes one at a time
	@if [ -n "$$GITHUB_ACTIONS" ]; then \
	  command -v WebKitWebDriver >/dev/null && command -v Xvfb >/dev/null || \
	  { sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq webkit2gtk-driver xvfb >/dev/null; }; \
	elif command -v WebKitWebDriver >/dev/null && command -v Xvfb >/dev/null && command -v firefox-esr >/dev/null; then \
	  echo "engines: WebKitWebDriver, Xvfb and firefox-esr found"; \
	elif command -v apt-get >/dev/null && [ "$$(id -u)" = 0 ]; then \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(ENGINE_PKGS) >/dev/null; \
	else echo "engines: no apt-get as root here: the WebKit and Firefox smoke will be SKIPPED" \
	  "(install $(ENGINE_PKGS) to run it)"; fi

# Where `engines` could install the browsers, a missing one fails the smoke instead of skipping it.
ENGINES_REQUIRED = $(shell if [ -n "$$GITHUB_ACTIONS" ] || { command -v apt-get >/dev/null && [ "$$(id -u)" = 0 ]; }; \
  then echo required; fi)

deps: node-deps py-deps browser

# The site is built once, into _site, and every test runs against that folder (SITE_DIR):
# the Pages workflow deploys those very files. In `make test` the build (a minute on one
# core, mostly its snapshot's Zopfli; it needs node_modules alone) starts once the npm and
# pip installs are done, and runs beside the browsers' installs, the lint and then the
# engines' tests, which need no site and come first (tests/run_order.py): the browser
# tests wait for it, told by SITE_BUILDING where its exit status lands.
SITE := SITE_DIR=$(CURDIR)/_site
BUILT := .cache/site-build
test:
	@$(MAKE) --no-print-directory -j2 node-deps py-deps
	@mkdir -p .cache && rm -f $(BUILT).status && \
	{ $(PYTHON) scripts/build_site.py _site > $(BUILT).log 2>&1; echo $$? > $(BUILT).status; } & \
	$(MAKE) --no-print-directory -j4 test-ready && \
	$(SITE) SITE_BUILDING=$(CURDIR)/$(BUILT).status SOLOBOTS_ENGINES=$(ENGINES_REQUIRED) \
	  $(VPY) -m pytest -q $(XDIST) tests; status=$$?; wait; cat $(BUILT).log; exit $$status
test-ready: deps engines lint node-deps

# `make test` again, recording how long each browser test took: the order the workers take
# them in is made from that record (tests/run_order.py). Worth running after adding tests.
durations:
	PYTEST_ADDOPTS="--record-durations=$(CURDIR)/tests/run_durations.json" $(MAKE) --no-print-directory test

# ruff (pinned in requirements-dev.txt, configured in pyproject.toml) over all Python.
lint: py-deps
	$(VPY) -m ruff check py scripts tests bench

test-engine: py-deps
	$(VPY) -m pytest -q tests/engine

test-browser: deps build
	$(SITE) $(VPY) -m pytest -q $(XDIST) tests/browser

# The smoke alone, in Chromium, WebKit and Firefox (a table of each engine's results at the end).
test-engines: deps engines build
	$(SITE) SOLOBOTS_ENGINES=$(ENGINES_REQUIRED) $(VPY) -m pytest -q $(XDIST) tests/cross_browser

# Lighthouse (npm, pinned) only for the benchmark, installed beside it, not in the site.
LIGHTHOUSE := bench/.lighthouse/node_modules/.bin/lighthouse
$(LIGHTHOUSE):
	npm install --prefix bench/.lighthouse --no-audit --no-fund --no-save lighthouse@13.5.0

# BEFORE=<folder of a site built from an older commit> adds a run on it, set beside this one.
BEFORE_RUN = $(VPY) bench/bench.py --site $(BEFORE) --parts startup,busy --json bench/out/before.json --out bench/out/before.md
bench: deps build $(LIGHTHOUSE)
	mkdir -p bench/out
	$(if $(BEFORE),$(BEFORE_RUN))
	$(VPY) bench/bench.py --site _site --lighthouse $(if $(BEFORE),--before bench/out/before.json)

# A long fuzzing run: GAMES random games per bot (failures land in fuzz-failures/).
GAMES ?= 2000
fuzz: py-deps
	$(VPY) scripts/fuzz.py --games $(GAMES)

clean:
	rm -rf _site .venv node_modules .pytest_cache
