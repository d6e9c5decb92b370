import path from "node:path";
import { z } from "zod";
import { defaultDomains, parseDomains, type ShopDomain } from "../core/hosts";

/**
 * The one place that reads the environment. With no environment at all the shop runs on its
 * embedded defaults: SQLite in ./data, local content, mail into the outbox folder.
 */
export interface ShopConfig {
  mode: "production" | "development" | "test";
  port: number;
  /** Interface to listen on; undefined listens on every interface. */
  host: string | undefined;
  dataDir: string;
  /** PostgreSQL connection string; undefined uses the SQLite file in dataDir. */
  databaseUrl: string | undefined;
  publicUrl: string;
  domains: ShopDomain[];
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** How long in-flight requests may take to finish on shutdown. */
  shutdownTimeoutMs: number;
  /** Whether cookies carry the Secure flag: true whenever the public URL is https. */
  secureCookies: boolean;
  /** Folder of the embedded content stories. */
  contentDir: string;
  /** Tokens of the embedded content delivery API: the public one reads published stories, the preview one drafts too. */
  contentTokens: { public: string; preview: string };
  /** A hosted Storyblok space instead of the embedded stories, when CMS_TOKEN is set. */
  cms: { token: string; region: "eu" | "us" | "cn" | "ap" | "ca"; oauthToken?: string } | undefined;
}

const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  PUBLIC_URL: z.string().url("PUBLIC_URL must be an absolute URL such as https://www.kartenwerk.de").optional(),
  SHOP_DOMAINS: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  CONTENT_DIR: z.string().min(1).default("./content/stories"),
  CONTENT_PUBLIC_TOKEN: z.string().min(8, "CONTENT_PUBLIC_TOKEN needs at least 8 characters").default("kartenwerk-public"),
  CONTENT_PREVIEW_TOKEN: z.string().min(16, "CONTENT_PREVIEW_TOKEN needs at least 16 characters").optional(),
  CMS_TOKEN: z.string().min(1).optional(),
  CMS_REGION: z.enum(["eu", "us", "cn", "ap", "ca"], { message: "CMS_REGION must be eu, us, cn, ap or ca" }).default("eu"),
  CMS_OAUTH_TOKEN: z.string().min(1).optional(),
});

export function loadConfig(env: Record<string, string | undefined> = process.env): ShopConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT || 3000}`).origin;
  const domains = e.SHOP_DOMAINS ? parseDomains(e.SHOP_DOMAINS) : defaultDomains(publicUrl);
  return {
    mode: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    domains,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    secureCookies: publicUrl.startsWith("https:"),
    contentDir: path.resolve(e.CONTENT_DIR),
    // Without a configured preview token drafts stay private to this process: a random one.
    contentTokens: { public: e.CONTENT_PUBLIC_TOKEN, preview: e.CONTENT_PREVIEW_TOKEN ?? `preview-${crypto.randomUUID()}` },
    cms: e.CMS_TOKEN ? { token: e.CMS_TOKEN, region: e.CMS_REGION, oauthToken: e.CMS_OAUTH_TOKEN } : undefined,
  };
}
