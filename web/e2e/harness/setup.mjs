// Where the end-to-end run finds its server, its pages and its browser, and where it leaves what it
// saw. Everything comes from the environment so ctest, npm and a person at a shell run the same way:
//   MENAGERIE_BIN  the server binary (default ../build/release/menagerie, from web/)
//   CHROMIUM       the browser (default /usr/bin/chromium)
//   E2E_VERBOSE    print each timed step of a scenario
//   E2E_NO_SHOTS   take no walk-through screenshots, only those of a failure (ctest sets it: the
//                  pictures are for a person to look at, and cost about an eighth of the run)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const webDir = path.resolve(e2eDir, "..");
export const bin = path.resolve(webDir, process.env.MENAGERIE_BIN ?? "../build/release/menagerie");
export const dist = path.join(webDir, "dist");
export const artifacts = path.join(e2eDir, "artifacts");
export const scenariosDir = path.join(e2eDir, "scenarios");
export const browserPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
export const verbose = !!process.env.E2E_VERBOSE;
export const shots = !process.env.E2E_NO_SHOTS;

/** The longest any single wait may take: long enough for a loaded machine, short enough that a
 * broken page fails its scenario well inside ctest's limit. */
export const STEP_MS = 15_000;

/** Stop before starting anything when a prerequisite is missing: say what to do about it. */
export function fail(message) {
  console.error(`e2e: ${message}`);
  process.exit(2);
}

export function checkPrerequisites() {
  if (!fs.existsSync(bin)) fail(`no server binary at ${bin} (build it, or set MENAGERIE_BIN)`);
  if (!fs.existsSync(path.join(dist, "index.html"))) fail(`no ${dist}/index.html: run "npm run build" first`);
  if (!fs.existsSync(browserPath)) fail(`no browser at ${browserPath}: apt-get install -y chromium (or set CHROMIUM)`);
}

/** Only this run's pictures: an old screenshot must not pass for a new one. */
export function freshArtifacts() {
  fs.rmSync(artifacts, { recursive: true, force: true });
  fs.mkdirSync(artifacts, { recursive: true });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
