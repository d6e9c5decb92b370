import { ZodError } from "zod";
import { isChannel } from "../core/channels";
import { loadConfig } from "./config";
import { createLogger } from "./logger";
import { createServices } from "./services/index";

const USAGE = `Befehle:
  redirect list [--channel kartenwerk|myposter]
  redirect add <von-pfad> <nach-pfad> [--channel kartenwerk] [--status 301|302|308]
  redirect remove <von-pfad> [--channel kartenwerk]`;

/** Operator commands (`node server.mjs redirect …`), run against the configured database. */
export async function runCommand(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  const [group, action, ...rest] = argv;
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg.startsWith("--")) flags.set(arg.slice(2), rest[++i] ?? "");
    else positional.push(arg);
  }
  if (group !== "redirect" || !action) {
    out(USAGE);
    return 2;
  }
  const channel = flags.get("channel") ?? "kartenwerk";
  if (!isChannel(channel)) {
    out(`Unbekannter Kanal „${channel}“ (kartenwerk oder myposter).`);
    return 2;
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
  const services = await createServices(config, createLogger(config));
  try {
    if (action === "list") {
      for (const r of await services.redirects.list(flags.has("channel") ? channel : undefined)) {
        out(`${r.channel}\t${r.fromPath}\t->\t${r.toPath}\t${r.statusCode}\t${r.hits} Aufrufe`);
      }
      return 0;
    }
    if (action === "add" && positional.length === 2) {
      const r = await services.redirects.save({ channel, fromPath: positional[0]!, toPath: positional[1]!, statusCode: Number(flags.get("status") ?? 301) as 301 });
      out(`Weiterleitung gespeichert: ${r.fromPath} -> ${r.toPath} (${r.statusCode})`);
      return 0;
    }
    if (action === "remove" && positional.length === 1) {
      const removed = await services.redirects.remove(channel, positional[0]!);
      out(removed ? "Weiterleitung entfernt." : "Keine Weiterleitung für diesen Pfad gefunden.");
      return removed ? 0 : 1;
    }
    out(USAGE);
    return 2;
  } catch (error) {
    if (error instanceof ZodError) {
      out(error.issues.map((i) => i.message).join("\n"));
      return 2;
    }
    throw error;
  } finally {
    await services.database.close();
  }
}
