// Run a Python snippet in Pyodide under Node: the live site's own Pyodide and steamlab wheel, with this
// folder's benchmark modules beside them. What the page's kernel runs, on the same V8 engine as Chromium,
// without the page around it (bench_lite.py: the computer's decisions in the live site).
//
//   node benchmarks/pyodide_run.mjs build/site/live/pyodide 'import steamlab; steamlab.__name__'
//
// Prints the snippet's last expression (a string).
import { readFileSync, readdirSync } from "fs";
import { dirname, join, resolve } from "path";
import { fileURLToPath } from "url";

const [pyodideDir, code] = process.argv.slice(2);
const here = dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(resolve(pyodideDir, "pyodide.mjs"));
const py = await loadPyodide({ indexURL: resolve(pyodideDir) + "/" });
const wheel = readdirSync(pyodideDir).find((f) => /^steamlab-.*\.whl$/.test(f));
py.unpackArchive(new Uint8Array(readFileSync(join(pyodideDir, wheel))), "wheel");
py.FS.mkdirTree("/bench/benchmarks");
for (const f of readdirSync(here).filter((f) => f.endsWith(".py"))) {
  py.FS.writeFile(`/bench/benchmarks/${f}`, readFileSync(join(here, f)));
}
py.runPython("import sys; sys.path.insert(0, '/bench')");
console.log(await py.runPythonAsync(code));
