import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

let child: ChildProcess | undefined;
let dataDir = "";

/** Starts the production build (`node server.mjs`) on a free port with a fresh data folder. */
export async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "../..");
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) throw new Error("No production build: run `npx react-router build` first.");
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kw-e2e-"));
  const baseUrl = `http://localhost:${port}`;
  const output: string[] = [];
  child = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => output.push(String(d)));
  child.stderr?.on("data", (d) => output.push(String(d)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join("")}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output.join("")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  project.provide("baseUrl", baseUrl);
  project.provide("port", port);
}

export async function teardown() {
  let exitCode: number | null = null;
  if (child && child.exitCode === null) {
    const exited = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    exitCode = await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  // Graceful shutdown: SIGTERM lets in-flight requests finish, closes the database and exits 0.
  if (exitCode !== 0) throw new Error(`server did not shut down cleanly (exit code ${exitCode})`);
}
