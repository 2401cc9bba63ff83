# Two commands: `make run` serves the dashboards, `make test` runs every test.
# Both (re)build .venv only when pyproject.toml changed since the last install.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8866

.PHONY: run test lint typecheck unit bench venv-run venv-test chromium clean

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
	@echo "steamlab dashboards: http://localhost:$(PORT)/"
	@# Each page runs in a new kernel: let kernels keep compiled bytecode, so pages after the first start faster.
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/voila notebooks/dashboards/ --no-browser --port $(PORT) --Voila.ip=127.0.0.1

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

test: venv-test chromium lint typecheck
	$(BIN)/pytest -q --nbval-lax -p no:cacheprovider

bench: venv-run
	$(BIN)/python -m benchmarks

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
