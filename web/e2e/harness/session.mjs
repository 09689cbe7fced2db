// What one scenario holds while it runs: its browser contexts and pages, the errors its pages
// logged, its screenshots (artifacts/<scenario>/<name>.png) and its step clock. The runner closes
// everything a scenario opened, whether it passed, failed or ran out of time, so no scenario sees
// another's windows.
import fs from "node:fs";
import path from "node:path";
import { artifacts, shots, verbose } from "./setup.mjs";

export class Session {
  constructor({ name, base, data, browser }) {
    this.name = name;
    this.base = base; // the server's address, "http://127.0.0.1:port"
    this.data = data; // the server's data folder (menagerie.db)
    this.browser = browser;
    this.dir = path.join(artifacts, name);
    this.contexts = [];
    this.pageErrors = [];
    this.stepClock = Date.now();
    fs.mkdirSync(this.dir, { recursive: true });
  }

  /** A browser context of its own: its own localStorage, so its own seat tokens. */
  async context(options = {}) {
    const ctx = await this.browser.newContext(options);
    this.contexts.push(ctx);
    return ctx;
  }

  /** A page in the given context (a second tab), or in a new context made with these options. */
  async page(contextOrOptions = {}) {
    const ctx = typeof contextOrOptions.newPage === "function" ? contextOrOptions : await this.context(contextOrOptions);
    const page = await ctx.newPage();
    this.watch(page, `${this.name}/${this.pages().length}`);
    return page;
  }

  pages() {
    return this.contexts.flatMap((c) => c.pages());
  }

  /** Uncaught errors and console errors of the page, reported with the scenario. */
  watch(page, tag) {
    page.on("pageerror", (e) => this.pageErrors.push(`[${tag}] ${e.message}`));
    page.on("console", (m) => {
      // A refused request also logs "Failed to load resource"; the scenarios check those themselves.
      if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) this.pageErrors.push(`[${tag}] console: ${m.text()}`);
    });
  }

  async shot(page, name) {
    if (!shots) return;
    await page.screenshot({ path: path.join(this.dir, `${name}.png`), fullPage: true });
  }

  /** With E2E_VERBOSE: how long the scenario took to get here since the last step. */
  step(what) {
    if (verbose) console.log(`    +${((Date.now() - this.stepClock) / 1000).toFixed(1)} s  ${what}`);
    this.stepClock = Date.now();
  }

  /** A picture of every open page, to see what the scenario saw when it failed. */
  async failureShots() {
    for (const [i, p] of this.pages().entries()) await this.shot(p, `fail-${i}`).catch(() => {});
  }

  async close() {
    for (const c of this.contexts.splice(0)) await c.close().catch(() => {});
  }
}
