// Browser end-to-end tests: the real server (`menagerie serve`) and Debian's chromium driven by
// playwright-core, through the scenarios in e2e/scenarios/ (one file each, each making its own
// games, so any one runs alone). One server and one browser serve the whole run.
//   node e2e/run.mjs                          every scenario, in name order
//   node e2e/run.mjs lobby sniderman-puzzle   only these (file names without .mjs); so does
//   E2E_ONLY=lobby,sniderman-puzzle           (for ctest and npm, where arguments are awkward)
//   node e2e/run.mjs --list                   the scenarios and what each covers
// Environment: MENAGERIE_BIN, CHROMIUM, E2E_VERBOSE (see harness/setup.mjs). Screenshots go to
// e2e/artifacts/<scenario>/, the server's log to e2e/artifacts/server.log. Prints one line per
// scenario and ends with "N passed, N failed"; exits non-zero if any failed.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { launchBrowser } from "./harness/browser.mjs";
import { startServer } from "./harness/server.mjs";
import { Session } from "./harness/session.mjs";
import { checkPrerequisites, fail, freshArtifacts, scenariosDir } from "./harness/setup.mjs";

/** A scenario taking longer than this has hung on something no single wait caught. */
const SCENARIO_MS = 60_000;

const available = fs
  .readdirSync(scenariosDir)
  .filter((f) => f.endsWith(".mjs"))
  .map((f) => f.slice(0, -".mjs".length))
  .sort();
if (!available.length) fail(`no scenarios in ${scenariosDir}`);

const args = process.argv.slice(2);
const listOnly = args.includes("--list");
// A name may come as a path or with its extension: `e2e/scenarios/lobby.mjs` is `lobby`.
const asked = [...args.filter((a) => a !== "--list"), ...(process.env.E2E_ONLY ?? "").split(",")]
  .map((s) => path.basename(s.trim()).replace(/\.mjs$/, ""))
  .filter(Boolean);
const unknown = asked.filter((n) => !available.includes(n));
if (unknown.length) fail(`no scenario ${unknown.join(", ")}; there are: ${available.join(", ")}`);
const chosen = asked.length ? available.filter((n) => asked.includes(n)) : available;

const scenarios = [];
for (const name of chosen) {
  const mod = await import(pathToFileURL(path.join(scenariosDir, `${name}.mjs`)).href);
  if (typeof mod.default !== "function" || typeof mod.title !== "string") fail(`scenarios/${name}.mjs should export a title and a default async function`);
  scenarios.push({ name, title: mod.title, run: mod.default });
}
const width = Math.max(...scenarios.map((s) => s.name.length));

if (listOnly) {
  for (const s of scenarios) console.log(`${s.name.padEnd(width)}  ${s.title}`);
  process.exit(0);
}

checkPrerequisites();
freshArtifacts();
const started = Date.now();
const server = await startServer();
const browser = await launchBrowser();
let passed = 0;
let failed = 0;
try {
  for (const s of scenarios) {
    const t = new Session({ name: s.name, base: server.base, data: server.data, browser });
    const t0 = Date.now();
    let timer;
    let error = null;
    try {
      const gone = server.exited();
      if (gone) throw new Error(`the server is gone (${JSON.stringify(gone)}); see e2e/artifacts/server.log`);
      const running = s.run(t);
      running.catch(() => {}); // after a time-out it fails again when its pages close: that is known
      const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`took more than ${SCENARIO_MS / 1000} s`)), SCENARIO_MS);
      });
      await Promise.race([running, late]);
    } catch (e) {
      error = e;
      await t.failureShots();
    } finally {
      clearTimeout(timer);
      await t.close();
    }
    const took = `${((Date.now() - t0) / 1000).toFixed(1)} s`.padStart(7);
    console.log(`${error ? "FAIL" : "ok  "} ${s.name.padEnd(width)} ${took}  ${s.title}`);
    if (error) console.log(`     ${String(error.message ?? error).split("\n").join("\n     ")}`);
    for (const p of t.pageErrors) console.log(`     page error: ${p}`);
    if (error) failed++;
    else passed++;
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`e2e: took ${((Date.now() - started) / 1000).toFixed(1)} s; screenshots and server.log in e2e/artifacts/`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
