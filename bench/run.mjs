// Performance benchmark for the production build: `npm run bench` (= `node bench/run.mjs`).
//
// Builds if needed, starts `node server.mjs` on a free port with a throw-away data folder, measures
// four endpoints with autocannon (10 s, 20 connections each, 127.0.0.1 only), runs Lighthouse on the
// home page (mobile and desktop presets), reads the server's RSS, then prints Markdown and writes
// tmp/bench-results.json. Figures are reported, never asserted. Exit code 1 only when the server
// cannot start or a measurement throws (the other measurements still run and are reported).
//
// Plain JavaScript on purpose: Node 20 cannot run TypeScript.
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
// A returning visitor: the browser sends its visitor key, so no new key is minted per request.
const VISITOR_COOKIE = "kw_visitor=2599cf41-56e1-4a10-a24b-20a6fc1a1055";
const LOAD = { duration: 10, connections: 20 };
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

const ENDPOINTS = [
  { name: "GET /healthz", path: "/healthz", note: "HTTP stack baseline", headers: {} },
  {
    name: "GET /web-api/shop-frontends-initial-data",
    path: "/web-api/shop-frontends-initial-data",
    note: "JSON API",
    headers: { "x-channel": "kartenwerk-DE", "x-locale": "de-DE", "user-agent": BROWSER_UA },
  },
  { name: "GET /", path: "/", note: "SSR home page", headers: { "accept-encoding": "gzip", "user-agent": BROWSER_UA } },
  { name: "GET /produkte/", path: "/produkte/", note: "SSR product kinds page", headers: { "accept-encoding": "gzip", "user-agent": BROWSER_UA } },
  {
    name: "GET /web-api/card-price (50 connections)",
    path: "/web-api/card-price?format=klappkarte-hoch&paper=premium-matt&refinement=gold&punching=runde-ecken&quantity=100",
    note: "card price API, budget ≥ 5,000 req/s",
    headers: { "x-channel": "kartenwerk-DE", "x-locale": "de-DE", "user-agent": BROWSER_UA },
    connections: 50,
  },
  { name: "GET /hochzeitskarten/einladungskarten/", path: "/hochzeitskarten/einladungskarten/", note: "SSR card listing (48 tiles)", headers: { "accept-encoding": "gzip", "user-agent": BROWSER_UA } },
];

const LH_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const LH_CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// ---------------------------------------------------------------------------------------------
// Helpers

function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Synchronous clean-up steps for an interrupted run; each step removes itself when done normally. */
const emergencyCleanup = new Set();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value, digits = 0) => (typeof value === "number" && Number.isFinite(value) ? Number(value.toFixed(digits)) : null);

async function readRssKiB(pid) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const field = (name) => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, "m").exec(status);
    return match ? Number(match[1]) : null;
  };
  return { rssKiB: field("VmRSS"), peakRssKiB: field("VmHWM") };
}

function serverOutput(server, limit = 3000) {
  const stderr = server.output.stderr.text.slice(-limit).trim();
  const stdout = server.output.stdout.text.slice(-limit).trim();
  return `\n--- server stderr ---\n${stderr || "(empty)"}\n--- server stdout ---\n${stdout || "(empty)"}`;
}

/** Keeps the last `limit` characters of a stream, so a chatty server never blocks on a full pipe. */
function tail(stream, limit = 20_000) {
  const buffer = { text: "" };
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    buffer.text = (buffer.text + chunk).slice(-limit);
  });
  return buffer;
}

// ---------------------------------------------------------------------------------------------
// Server lifecycle

async function startServer() {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "kartenwerk-bench-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: "warn",
  };
  // A developer's shell settings must not point the benchmark at another database or host map.
  for (const key of ["DATABASE_URL", "HOST", "SHOP_DOMAINS"]) delete env[key];

  const child = spawn(process.execPath, ["server.mjs"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const output = { stdout: tail(child.stdout), stderr: tail(child.stderr) };
  const server = { child, port, dataDir, output, exited: false, exitInfo: null };
  const exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      server.exited = true;
      server.exitInfo = signal ?? `exit ${code}`;
      resolve();
    });
  });
  server.exitedPromise = exited;
  server.emergency = () => {
    if (!server.exited) child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  emergencyCleanup.add(server.emergency);
  child.on("error", (error) => {
    server.exited = true;
    server.exitInfo = error.message;
  });

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError = "no answer";
  while (Date.now() < deadline) {
    if (server.exited) break;
    try {
      const response = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return server;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await sleep(200);
  }
  const why = server.exited ? `server process ended (${server.exitInfo})` : `GET /readyz did not answer 200 within ${READY_TIMEOUT_MS} ms (last: ${lastError})`;
  const error = new Error(`Server did not start: ${why}${serverOutput(server)}`);
  error.server = server;
  throw error;
}

async function stopServer(server) {
  if (!server) return;
  const { child } = server;
  if (!server.exited && child.exitCode === null && child.signalCode === null) {
    child.kill("SIGTERM");
    const stopped = await Promise.race([server.exitedPromise.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
    if (!stopped) {
      log(`server ${child.pid} ignored SIGTERM for ${STOP_TIMEOUT_MS} ms, sending SIGKILL`);
      child.kill("SIGKILL");
      await Promise.race([server.exitedPromise, sleep(2000)]);
    }
  }
  await rm(server.dataDir, { recursive: true, force: true, maxRetries: 5 });
  emergencyCleanup.delete(server.emergency);
}

// ---------------------------------------------------------------------------------------------
// Measurements

async function measureLoad(base, endpoint) {
  const url = `${base}${endpoint.path}`;
  // Short, unmeasured warm-up so the first measured requests don't pay for lazy initialisation.
  for (let i = 0; i < 5; i++) {
    const response = await fetch(url, { headers: endpoint.headers });
    await response.arrayBuffer();
  }
  const result = await autocannon({
    url,
    method: "GET",
    headers: { cookie: VISITOR_COOKIE, ...endpoint.headers },
    // Two unmeasured seconds so the JIT has warmed up before the measured ten.
    warmup: { connections: endpoint.connections ?? LOAD.connections, duration: 2 },
    connections: endpoint.connections ?? LOAD.connections,
    duration: LOAD.duration,
  });
  return {
    name: endpoint.name,
    note: endpoint.note,
    url,
    durationS: round(result.duration, 1),
    connections: result.connections,
    requestsPerSec: round(result.requests.average, 1),
    latencyP50Ms: round(result.latency.p50, 1),
    latencyP99Ms: round(result.latency.p99, 1),
    latencyMaxMs: round(result.latency.max, 1),
    requestsTotal: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    throughputKiBPerSec: round(result.throughput.average / 1024, 1),
  };
}

/** In-process listing query timings (bench/listing.ts through vite-node): 1,600 and 100,000 designs. */
async function measureListing() {
  const output = await new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "node_modules/.bin/vite-node"), ["--config", "vitest.config.ts", "bench/listing.ts"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (d) => (text += d));
    child.stderr.on("data", (d) => (text += d));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`listing bench exited ${code}: ${text.slice(-2000)}`))));
  });
  const line = output.split("\n").find((l) => l.startsWith("BENCH_LISTING "));
  if (!line) throw new Error(`listing bench printed no result: ${output.slice(-2000)}`);
  return JSON.parse(line.slice("BENCH_LISTING ".length));
}

/**
 * Product images: the first render of a design's front at 800 px (distinct designs, so none is
 * cached), then the same requests again (served from the file cache).
 */
async function measureImages(base) {
  const listing = await (await fetch(`${base}/hochzeitskarten/`, { headers: { "user-agent": BROWSER_UA } })).text();
  const paths = [...new Set(listing.match(/\/img\/design\/\d+\/[a-z0-9-]+\/front/g) ?? [])].slice(0, 30);
  const timed = async (url) => {
    const start = performance.now();
    const response = await fetch(url, { headers: { accept: "image/avif,image/webp,*/*" } });
    await response.arrayBuffer();
    return { ms: performance.now() - start, cache: response.headers.get("x-image-cache"), status: response.status };
  };
  const first = [];
  for (const p of paths) first.push(await timed(`${base}${p}?w=800`));
  const again = [];
  for (const p of paths) again.push(await timed(`${base}${p}?w=800`));
  const stats = (runs) => {
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
    return { count: ms.length, p50Ms: round(ms[Math.floor(ms.length / 2)], 1), p95Ms: round(ms[Math.floor(ms.length * 0.95)], 1), maxMs: round(ms.at(-1), 1), cacheHits: runs.filter((r) => r.cache === "hit").length, non200: runs.filter((r) => r.status !== 200).length };
  };
  return { format: "avif (Accept)", width: 800, first: stats(first), cached: stats(again) };
}

async function measureLighthouse(url) {
  const { default: lighthouse } = await import("lighthouse");
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  const chromeLauncher = await import("chrome-launcher");

  const presets = [
    { preset: "mobile", config: undefined },
    { preset: "desktop", config: desktopConfig },
  ];
  const results = [];
  for (const { preset, config } of presets) {
    const userDataDir = await mkdtemp(path.join(os.tmpdir(), "kartenwerk-bench-chrome-"));
    let chrome;
    const emergency = () => {
      chrome?.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    };
    emergencyCleanup.add(emergency);
    try {
      chrome = await chromeLauncher.launch({
        chromePath: CHROME_PATH,
        chromeFlags: LH_CHROME_FLAGS,
        userDataDir,
        handleSIGINT: false,
        logLevel: "silent",
      });
      const runnerResult = await lighthouse(
        url,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: LH_CATEGORIES },
        config,
      );
      const lhr = runnerResult?.lhr;
      if (!lhr) throw new Error("Lighthouse returned no result");
      if (lhr.runtimeError) throw new Error(`Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
      const metric = (id, digits = 0) => round(lhr.audits[id]?.numericValue, digits);
      const requests = lhr.audits["network-requests"]?.details?.items ?? [];
      const outside = requests.filter((item) => {
        try {
          const { protocol, hostname } = new URL(item.url);
          return (protocol === "http:" || protocol === "https:") && !["localhost", "127.0.0.1", "[::1]"].includes(hostname);
        } catch {
          return false;
        }
      });
      results.push({
        preset,
        lighthouseVersion: lhr.lighthouseVersion,
        userAgent: lhr.environment?.hostUserAgent,
        scores: Object.fromEntries(LH_CATEGORIES.map((id) => [id, score(id)])),
        lcpMs: metric("largest-contentful-paint"),
        cls: metric("cumulative-layout-shift", 3),
        tbtMs: metric("total-blocking-time"),
        fcpMs: metric("first-contentful-paint"),
        requests: requests.length,
        outsideRequests: outside.map((item) => item.url),
        // Audits that cost points in the non-performance categories (performance is covered by the metrics).
        failedAudits: Object.fromEntries(
          LH_CATEGORIES.filter((id) => id !== "performance").map((id) => [
            id,
            (lhr.categories[id]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
              .map((ref) => ref.id),
          ]),
        ),
        warnings: lhr.runWarnings ?? [],
      });
    } finally {
      if (chrome) {
        const closed = chrome.process && chrome.process.exitCode === null && chrome.process.signalCode === null
          ? new Promise((resolve) => chrome.process.once("exit", resolve))
          : Promise.resolve();
        try {
          chrome.kill();
          await Promise.race([closed, sleep(5000)]);
        } catch (error) {
          log(`could not stop Chromium: ${error.message}`);
        }
      }
      await rm(userDataDir, { recursive: true, force: true, maxRetries: 5 });
      emergencyCleanup.delete(emergency);
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Report

function machineFacts() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model?.trim() ?? "unknown",
    cores: cpus.length,
    totalMemGiB: round(os.totalmem() / 1024 ** 3, 1),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    date: new Date().toISOString(),
  };
}

function table(headers, rows) {
  const cell = (value) => (value === null || value === undefined ? "–" : String(value).replaceAll("|", "\\|"));
  return [
    `| ${headers.join(" | ")} |`,
    `| ${headers.map((h, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`),
  ].join("\n");
}

function renderMarkdown(report) {
  const m = report.machine;
  const lines = [
    `## Kartenwerk benchmark — ${m.cpuModel}, ${m.cores} cores, ${m.totalMemGiB} GiB RAM, Node ${m.node}, ${m.date}`,
    "",
    `### HTTP load (autocannon, ${LOAD.connections} connections, ${LOAD.duration} s each, load generator on the same machine)`,
    "",
  ];
  lines.push(
    table(
      ["Endpoint", "req/s (mean)", "p50 ms", "p99 ms", "max ms", "requests", "non-2xx", "errors", "timeouts"],
      report.load.map((r) =>
        r.error
          ? [r.name, `failed: ${r.error}`, null, null, null, null, null, null, null]
          : [r.name, r.requestsPerSec, r.latencyP50Ms, r.latencyP99Ms, r.latencyMaxMs, r.requestsTotal, r.non2xx, r.errors, r.timeouts],
      ),
    ),
  );
  if (report.listing) {
    lines.push("", "### Listing filter + sort + page, in-process (3,000 mixed queries)", "");
    lines.push(table(["designs", "generate ms", "index ms", "mean hits", "p50 ms", "p99 ms", "max ms"], report.listing.map((r) => [r.designs, r.generateMs, r.indexMs, r.meanHits, r.p50Ms, r.p99Ms, r.maxMs])));
  }
  if (report.images) {
    const im = report.images;
    lines.push("", `### Product images (${im.width} px, ${im.format})`, "");
    lines.push(table(["requests", "count", "p50 ms", "p95 ms", "max ms", "cache hits", "non-200"], [["first render", ...Object.values(im.first)], ["repeated", ...Object.values(im.cached)]]));
  }
  lines.push("", "### Lighthouse (http://localhost/ home page)", "");
  if (report.lighthouse.error) {
    lines.push(`Lighthouse did not run: ${report.lighthouse.error}`);
  } else {
    lines.push(
      table(
        ["Preset", "Performance", "Accessibility", "Best practices", "SEO", "LCP ms", "CLS", "TBT ms", "FCP ms", "requests", "outside requests"],
        report.lighthouse.runs.map((r) => [
          r.preset,
          r.scores.performance,
          r.scores.accessibility,
          r.scores["best-practices"],
          r.scores.seo,
          r.lcpMs,
          r.cls,
          r.tbtMs,
          r.fcpMs,
          r.requests,
          r.outsideRequests.length,
        ]),
      ),
    );
    const version = report.lighthouse.runs[0]?.lighthouseVersion;
    if (version) lines.push("", `Lighthouse ${version}, simulated throttling (preset defaults); CLS is unitless.`);
    for (const r of report.lighthouse.runs) {
      for (const [category, audits] of Object.entries(r.failedAudits)) {
        if (audits.length > 0) lines.push(`- ${r.preset} ${category}: failed audits ${audits.join(", ")}`);
      }
      for (const warning of r.warnings) lines.push(`- ${r.preset} warning: ${warning}`);
    }
  }
  lines.push("", "### Server memory", "");
  const mem = report.memory;
  const mib = (kib) => (kib == null ? null : round(kib / 1024, 1));
  lines.push(
    table(
      ["Moment", "RSS MiB", "peak RSS (VmHWM) MiB"],
      [
        ["after start (idle)", mib(mem.afterStart?.rssKiB), mib(mem.afterStart?.peakRssKiB)],
        ["after the load runs", mib(mem.afterLoad?.rssKiB), mib(mem.afterLoad?.peakRssKiB)],
        ["after Lighthouse", mib(mem.afterLighthouse?.rssKiB), mib(mem.afterLighthouse?.peakRssKiB)],
      ],
    ),
  );
  if (report.failures.length > 0) {
    lines.push("", "### Failures", "", ...report.failures.map((f) => `- ${f}`));
  }
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const started = Date.now();
  const report = {
    machine: machineFacts(),
    settings: { ...LOAD, host: "127.0.0.1", chromePath: CHROME_PATH, chromeFlags: LH_CHROME_FLAGS },
    load: [],
    lighthouse: { runs: [] },
    memory: {},
    failures: [],
  };

  log("listing queries in-process (1,600 and 100,000 designs)");
  try {
    report.listing = await measureListing();
  } catch (error) {
    report.failures.push(`listing: ${error.stack ?? error.message}`);
  }

  if (!existsSync(path.join(root, "build/server/index.js"))) {
    log("build/server/index.js missing: running `npx react-router build`");
    await run("npx", ["react-router", "build"], { cwd: root, env: { ...process.env, NODE_ENV: "production" } });
  }

  let server;
  try {
    try {
      server = await startServer();
    } catch (error) {
      server = error.server;
      throw error;
    }
    const pid = server.child.pid;
    log(`server pid ${pid} ready on port ${server.port} (data ${server.dataDir})`);
    const memory = async (key) => {
      try {
        report.memory[key] = await readRssKiB(pid);
      } catch (error) {
        report.failures.push(`memory ${key}: ${error.message}`);
      }
    };
    await memory("afterStart");

    const base = `http://127.0.0.1:${server.port}`;
    for (const endpoint of ENDPOINTS) {
      log(`autocannon ${endpoint.name} (${LOAD.duration} s, ${LOAD.connections} connections)`);
      try {
        report.load.push(await measureLoad(base, endpoint));
      } catch (error) {
        report.load.push({ name: endpoint.name, error: error.message });
        report.failures.push(`${endpoint.name}: ${error.stack ?? error.message}`);
      }
      if (server.exited) throw new Error(`server process ended during the load runs (${server.exitInfo}): ${serverOutput(server)}`);
    }
    await memory("afterLoad");

    log("product images: first render and cached, 800 px");
    try {
      report.images = await measureImages(base);
    } catch (error) {
      report.failures.push(`images: ${error.stack ?? error.message}`);
    }

    log("lighthouse (mobile, desktop)");
    try {
      // Lighthouse now and then loses its trace (NO_NAVSTART) on a busy machine: one more try.
      report.lighthouse.runs = await measureLighthouse(`http://localhost:${server.port}/`).catch((error) => {
        log(`lighthouse failed (${error.message.split("\n")[0]}), trying once more`);
        return measureLighthouse(`http://localhost:${server.port}/`);
      });
    } catch (error) {
      report.lighthouse.error = error.message.split("\n")[0];
      report.failures.push(`lighthouse: ${error.stack ?? error.message}`);
    }
    if (server.exited) {
      report.failures.push(`server process ended during Lighthouse (${server.exitInfo}): ${serverOutput(server)}`);
    } else {
      await memory("afterLighthouse");
    }
    report.serverOutputTail = { stderr: server.output.stderr.text.slice(-4000), stdout: server.output.stdout.text.slice(-4000) };
  } finally {
    await stopServer(server).catch((error) => report.failures.push(`stopping server: ${error.message}`));
  }

  report.totalSeconds = round((Date.now() - started) / 1000, 1);
  const markdown = renderMarkdown(report);
  process.stdout.write(`${markdown}\n\nTotal run time: ${report.totalSeconds} s\n`);

  const outDir = path.join(root, "tmp");
  await mkdir(outDir, { recursive: true });
  const outFile = path.join(outDir, "bench-results.json");
  await writeFile(outFile, `${JSON.stringify({ ...report, markdown }, null, 2)}\n`);
  log(`results written to ${path.relative(process.cwd(), outFile) || outFile}`);
  return report.failures.length === 0 ? 0 : 1;
}

// Ctrl-C / SIGTERM: stop what this run started (server, Chromium) and remove its temp folders.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    log(`${signal}: stopping the server and removing temp folders`);
    for (const action of emergencyCleanup) {
      try {
        action();
      } catch {
        // best effort while exiting
      }
    }
    process.exit(130);
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    log(error.stack ?? error.message);
    process.exitCode = 1;
  },
);
