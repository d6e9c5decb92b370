import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCommand } from "../../server/commands";

describe("operator commands", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kw-cmd-"));
  const previous = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  afterAll(() => {
    Object.assign(process.env, previous);
    if (previous.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("adds, lists and removes redirects, and explains bad input", async () => {
    const out: string[] = [];
    const say = (line: string) => out.push(line);
    expect(await runCommand(["redirect", "add", "/alt", "/produkte/"], say)).toBe(0);
    expect(await runCommand(["redirect", "list"], say)).toBe(0);
    expect(out.join("\n")).toMatch(/kartenwerk\t\/alt\t->\t\/produkte\/\t301\t0 Aufrufe/);
    expect(await runCommand(["redirect", "add", "/x", "https://evil.example"], say)).toBe(2);
    expect(out.at(-1)).toBe("Das Ziel muss ein Pfad im Shop sein, der mit / beginnt.");
    expect(await runCommand(["redirect", "add", "/x", "/y", "--channel", "shop"], say)).toBe(2);
    expect(await runCommand(["redirect", "remove", "/alt"], say)).toBe(0);
    expect(await runCommand(["redirect", "remove", "/alt"], say)).toBe(1);
    expect(await runCommand(["unbekannt"], say)).toBe(2);
    expect(out.at(-1)).toContain("Befehle:");
  });
});
