// `npm test`: type check, unit and API tests, production build, browser tests. Prints one closing
// line "tests: N passed, N failed" and exits non-zero on any failure.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, "tmp", "test-reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const npx = process.platform === "win32" ? "npx.cmd" : "npx";

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`=== ${label}: ${result.status === 0 ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0;
}

function ensureChromium() {
  const candidate = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (fs.existsSync(candidate)) return candidate;
  console.log("Chromium fehlt – installiere Debians chromium …");
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot) {
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  }
  if (!fs.existsSync(candidate)) {
    console.error(`Chromium not found at ${candidate}. Install it (apt-get install -y chromium) or set CHROME_PATH.`);
    process.exit(1);
  }
  return candidate;
}

const chromePath = ensureChromium();
let ok = true;
ok = run("type check", npx, ["react-router", "typegen"]) && ok;
ok = run("type check (tsc)", npx, ["tsc", "--noEmit"]) && ok;
ok =
  run("unit and API tests", npx, ["vitest", "run", "--project", "unit", "--project", "api", "--reporter=default", "--reporter=json", `--outputFile.json=${path.join(reports, "unit-api.json")}`]) && ok;
const built = run("production build", npx, ["react-router", "build"]);
ok = built && ok;
if (built) {
  ok =
    run("browser tests", npx, ["vitest", "run", "--project", "e2e", "--reporter=default", "--reporter=json", `--outputFile.json=${path.join(reports, "e2e.json")}`], {
      CHROME_PATH: chromePath,
    }) && ok;
}

let passed = 0;
let failed = 0;
for (const file of fs.readdirSync(reports)) {
  const report = JSON.parse(fs.readFileSync(path.join(reports, file), "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrors ?? 0);
}
if (!ok && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
