import { describe, expect, it } from "vitest";
import { createLogThrottle, type LogEntry } from "./log-throttle";

describe("client log throttle", () => {
  it("shows 5 repeats within 1000 ms, then collapses the rest into one counted entry", () => {
    let now = 0;
    const timers: { at: number; fn: () => void }[] = [];
    const emitted: LogEntry[] = [];
    const log = createLogThrottle({
      windowMs: 1000,
      repeatsBeforeCollapse: 5,
      emit: (e) => emitted.push(e),
      now: () => now,
      setTimer: (fn, ms) => timers.push({ at: now + ms, fn }),
    });
    for (let i = 0; i < 12; i++) log("error", "login-error", "Netzwerkfehler");
    expect(emitted).toHaveLength(5);
    now = 1000;
    timers.filter((t) => t.at <= now).forEach((t) => t.fn());
    expect(emitted).toHaveLength(6);
    expect(emitted[5]).toEqual({ level: "error", id: "login-error", message: "Netzwerkfehler", count: 7 });
    log("error", "login-error", "Netzwerkfehler");
    expect(emitted).toHaveLength(7);
    log("warn", "other", "anders");
    expect(emitted.at(-1)).toMatchObject({ id: "other", count: 1 });
  });
});
