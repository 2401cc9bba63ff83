# Two commands: `make run` serves the dashboards (as `steamlab serve` does), `make test` runs every test.
# Both (re)build .venv only when pyproject.toml changed since the last install.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8866
# the live site's build tools (the site extra) in a venv of their own: see the site targets below
SITE_VENV := build/site-venv

.PHONY: run lab site site-live site-check test lint typecheck unit fuzz bench words venv-run venv-test chromium clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(VENV)/.stamp-run: pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e '.[jupyter]'
	touch $@

$(VENV)/.stamp-test: pyproject.toml $(VENV)/.stamp-run
	$(BIN)/pip install -q -e '.[jupyter,test]'
	touch $@

venv-run: $(VENV)/.stamp-run
venv-test: $(VENV)/.stamp-test

run: venv-run
	@# our own notebooks, signed so the log has no "Notebook ... is not trusted" line per page
	@$(BIN)/python -c "from steamlab.publish.classroom import trust_notebooks; trust_notebooks()"
	@echo "steamlab dashboards: http://localhost:$(PORT)/voila/render/index.ipynb"
	@# voila.json (read from this folder) preheats a kernel per dashboard, culls kernels of closed pages and checks
	@# Host, Origin and XSRF; steamlab.publish.server is Voila whose pages refuse other sites' fetches and set the
	@# cookie the shutdown beacon needs: see docs/publishing.md. Kernels may keep compiled bytecode: faster starts.
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m steamlab.publish.server notebooks/dashboards/ --no-browser --port $(PORT) --Voila.ip=127.0.0.1

# The lessons in JupyterLab, opened on their folder (notebooks/lessons). Jupyter refuses to run as root without
# --allow-root (a container, a class machine's image): given only then.
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root,)
lab: venv-run
	@$(BIN)/python -c "from steamlab.publish.classroom import trust_notebooks; trust_notebooks()"
	$(BIN)/jupyter lab notebooks/lessons $(ALLOW_ROOT)

# Debian's chromium for the browser tests, and a Japanese font so the Japanese labels render.
DEBS := chromium fonts-ipafont-gothic
chromium:
	@missing=$$(for p in $(DEBS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -z "$$missing" ]; then :; \
	elif [ "$$(id -u)" = 0 ]; then \
	  echo "installing Debian packages: $$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	else echo "missing Debian packages ($$missing) and not root: browser tests may be skipped"; fi

lint: venv-test
	$(BIN)/ruff check steamlab tests benchmarks

typecheck: venv-test
	$(BIN)/mypy

unit: venv-test
	$(BIN)/pytest -q

# The static site built (every lesson executed, as make site) and crawled in Chromium. make test runs the crawl
# too, building the pages from its own nbval run of the lessons (docs/publishing.md).
site-check: venv-test chromium
	$(BIN)/pytest -q -p no:cacheprovider -m site tests/browser/test_browser_site.py

# A lesson's kernel gets 180 s to start (nbval's own 60 s ran out once at a load of 7 on 2 cores).
test: venv-test chromium lint typecheck $(SITE_VENV)/.stamp
	$(BIN)/pytest -q --nbval-lax --nbval-kernel-startup-timeout=180 -p no:cacheprovider -n 2 --durations=30

# A static site in build/site for any static host: every lesson executed to HTML, a gallery of the dashboards,
# and in build/site/live every dashboard and lesson running in the visitor's browser (Voici + Pyodide, no
# server, nothing from a CDN): see docs/publishing.md. The live build's tools (the site extra) live in a venv
# of their own; npm brings Pyodide and pip the wheels, cached in build/lite-cache.
$(SITE_VENV)/.stamp: pyproject.toml
	$(PYTHON) -m venv $(SITE_VENV)
	$(SITE_VENV)/bin/python -m pip install -q --upgrade pip
	$(SITE_VENV)/bin/pip install -q -e '.[site]'
	touch $@

site-live: $(SITE_VENV)/.stamp
	@# npm fetches Pyodide (Debian's npm package when there is none at all)
	@command -v npm >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >/dev/null; }
	$(SITE_VENV)/bin/steamlab live build/site

site: venv-run site-live
	@$(BIN)/python -c "from steamlab.publish.classroom import trust_notebooks; trust_notebooks()"
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/steamlab site build/site
	@echo "static site: build/site/index.html (try: $(BIN)/python -m http.server -d build/site)"
	@echo "live site: build/site/live/index.html (English), build/site/live/index-ja.html (日本語)"

# The word catalogues (steamlab/i18n/locale): merge the English template steamlab.pot into every translation (a
# message whose English changed is marked fuzzy), compile the .mo files the program reads; NEW=fr starts French.
# Then the lesson catalogues (notebooks/lessons/locale): each lesson's template written from its markdown cells and
# merged the same way into its translations (tools/lesson_words.py). make test checks both
# (tests/i18n/test_word_catalogues.py, tests/lessons/test_lesson_catalogues.py): see "How a translator works" in
# docs/architecture.md; tools/lessons_ja.py then writes the Japanese lessons from theirs (docs/course.md).
words: venv-test
	$(BIN)/python tools/words.py $(if $(NEW),--new $(NEW),)
	$(BIN)/python tools/lesson_words.py $(if $(NEW),--new $(NEW),)

# The fuzzers of tests/hardening/test_fuzz.py with many random inputs each (a few minutes); prints the counts tried.
FUZZ_EXAMPLES ?= 800
fuzz: venv-test
	STEAMLAB_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) $(BIN)/pytest -q -p no:cacheprovider -o timeout=3600 \
	  tests/hardening/test_fuzz.py --hypothesis-show-statistics

bench: venv-run
	$(BIN)/python -m benchmarks

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
