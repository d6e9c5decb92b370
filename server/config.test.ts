import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("runs on embedded defaults with no environment at all", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: undefined, databaseUrl: undefined, publicUrl: "http://localhost:3000", secureCookies: false, shutdownTimeoutMs: 10_000 });
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.domains.find((d) => d.country === "AT" && d.channel === "kartenwerk")?.origin).toBe("http://at.localhost:3000");
  });

  it("reads every variable and refuses bad values with a message", () => {
    const config = loadConfig({ PORT: "8080", HOST: "127.0.0.1", DATA_DIR: "/srv/kw", DATABASE_URL: "postgres://u@db/kw", PUBLIC_URL: "https://www.kartenwerk.de/", LOG_LEVEL: "warn" });
    expect(config).toMatchObject({ port: 8080, host: "127.0.0.1", dataDir: "/srv/kw", databaseUrl: "postgres://u@db/kw", publicUrl: "https://www.kartenwerk.de", secureCookies: true, logLevel: "warn" });
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SHOP_DOMAINS: "kartenwerk/XX=https://x" })).toThrow(/SHOP_DOMAINS/);
  });
});
