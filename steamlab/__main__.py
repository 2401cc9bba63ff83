"""``python -m steamlab ARGS`` is the ``steamlab`` command (:mod:`steamlab.cli`), for a Python with no scripts on its
path (a notebook's kernel, Pyodide)."""

import sys

from steamlab.cli import main

if __name__ == "__main__":
    sys.exit(main())
