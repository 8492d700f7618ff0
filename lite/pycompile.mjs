// Runs lite/pycompile.py inside the site's own Pyodide under Node.js (see that file for why).
//   node lite/pycompile.mjs <pyodide folder> <work folder> <job file>
// The job file is JSON: [[kind, source, destination], ...], paths inside <work folder>.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL, fileURLToPath } from "node:url";

const [pyodideDir, workDir, jobFile] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep });
pyodide.FS.mkdirTree("/work");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: workDir }, "/work");
const here = path.dirname(fileURLToPath(import.meta.url));
pyodide.runPython(readFileSync(path.join(here, "pycompile.py"), "utf8"));
const main = pyodide.globals.get("main");
for (const job of JSON.parse(readFileSync(jobFile, "utf8"))) {
  const said = main(pyodide.toPy(job.map((p, i) => (i === 0 ? p : `/work/${p}`))));
  console.log(`${path.basename(job[1])}: ${said}`);
}
