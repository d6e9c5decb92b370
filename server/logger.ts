import pino, { type Logger } from "pino";
import type { ShopConfig } from "./config";

export type { Logger };

/** Structured JSON logs. Credentials never reach a log line: the paths below are redacted. */
export function createLogger(config: Pick<ShopConfig, "logLevel">): Logger {
  // Buffered, asynchronous writes: a log line per request must not cost a synchronous write.
  // server.mjs flushes on shutdown.
  const destination = config.logLevel === "silent" ? undefined : pino.destination({ sync: false });
  return pino({
    level: config.logLevel,
    base: { service: "kartenwerk" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        "password",
        "*.password",
        "token",
        "*.token",
        "headers.cookie",
        "headers.authorization",
        "*.headers.cookie",
        "*.headers.authorization",
      ],
      censor: "[redacted]",
    },
  }, destination as never);
}
