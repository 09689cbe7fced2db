// The real game server for a run: `menagerie serve` on a free loopback port, with a throwaway data
// dir and the built client, its output in artifacts/server.log.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { artifacts, bin, dist, fail, sleep } from "./setup.mjs";

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server and waits until it answers. Returns { base, port, data, exited(), stop() }.
 * A scenario may start a server of its own: `again` restarts a stopped one (its port and data
 * folder, so the pages' storage and the games are still there), `args` adds to its command line,
 * `log` names its log in artifacts/.
 */
export async function startServer({ again = null, args = [], log: logName = "server.log" } = {}) {
  const port = again ? again.port : await freePort();
  const data = again ? again.data : fs.mkdtempSync(path.join(os.tmpdir(), "menagerie-e2e-"));
  const log = fs.openSync(path.join(artifacts, logName), again ? "a" : "w");
  const child = spawn(bin, ["serve", "--host", "127.0.0.1", "--port", String(port), "--data", data, "--web", dist, ...args], {
    stdio: ["ignore", log, log],
  });
  let exited = null;
  child.on("exit", (code, signal) => (exited = { code, signal }));
  // However the run ends (a failure, Ctrl-C, a closed pipe), the server and its data end with it.
  process.on("exit", () => {
    if (!exited) child.kill("SIGKILL");
    if (!again) fs.rmSync(data, { recursive: true, force: true });
  });
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(sig, () => process.exit(130));

  const base = `http://127.0.0.1:${port}`;
  const server = {
    base,
    port,
    /** The server's data folder (its SQLite file, menagerie.db): read or seeded beside it. */
    data,
    /** Why the server is gone, or null while it runs: a scenario after a crash fails saying so. */
    exited: () => exited,
    async stop() {
      if (exited) return;
      const gone = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([gone, sleep(3000)]);
    },
  };
  for (const start = Date.now(); Date.now() - start < 20_000; await sleep(150)) {
    if (exited) fail(`the server exited (${JSON.stringify(exited)}); see e2e/artifacts/${logName}`);
    try {
      const r = await fetch(`${base}/api/variants`);
      if (r.ok) return server;
    } catch {
      // not listening yet
    }
  }
  child.kill("SIGKILL");
  fail(`the server did not answer GET /api/variants within 20 s; see e2e/artifacts/${logName}`);
}
