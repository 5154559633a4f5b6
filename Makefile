# Two commands on a fresh machine: `make serve` and `make test`. Each installs what it needs.
PORT ?= 8000
PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
CHROMIUM ?= /usr/bin/chromium

.PHONY: serve test test-engine test-browser lint build deps node-deps py-deps browser bench fuzz clean

serve: build
	$(PYTHON) scripts/serve.py --port $(PORT)

build: node-deps
	$(PYTHON) scripts/build_site.py _site

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
	elif [ -x "$(CHROMIUM)" ]; then echo "browser: $(CHROMIUM)"; \
	elif command -v apt-get >/dev/null && [ "$$(id -u)" = 0 ]; then \
	  apt-get update -qq && apt-get install -y -qq chromium >/dev/null; \
	else $(VPY) -m playwright install --with-deps chromium; fi

deps: node-deps py-deps browser

test: deps build lint
	$(VPY) -m pytest -q tests

# ruff (pinned in requirements-dev.txt, configured in pyproject.toml) over all Python.
lint: py-deps
	$(VPY) -m ruff check py scripts tests bench

test-engine: py-deps
	$(VPY) -m pytest -q tests/engine

test-browser: deps build
	$(VPY) -m pytest -q tests/browser

# Lighthouse (npm, pinned) only for the benchmark, installed beside it, not in the site.
LIGHTHOUSE := bench/.lighthouse/node_modules/.bin/lighthouse
$(LIGHTHOUSE):
	npm install --prefix bench/.lighthouse --no-audit --no-fund --no-save lighthouse@13.5.0

bench: deps build $(LIGHTHOUSE)
	$(VPY) bench/bench.py --lighthouse

# A long fuzzing run: GAMES random games per bot (failures land in fuzz-failures/).
GAMES ?= 2000
fuzz: py-deps
	$(VPY) scripts/fuzz.py --games $(GAMES)

clean:
	rm -rf _site .venv node_modules .pytest_cache
