import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter";

describe("preload limiter", () => {
  it("never runs more than the limit at once and runs everything", async () => {
    const limiter = createLimiter(5);
    let active = 0;
    let peak = 0;
    const tasks = Array.from({ length: 17 }, (_, i) =>
      limiter.run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((r) => setTimeout(r, 5 + (i % 3)));
        active -= 1;
        return i;
      }),
    );
    expect(await Promise.all(tasks)).toEqual(Array.from({ length: 17 }, (_, i) => i));
    expect(peak).toBe(5);
    expect(limiter.running).toBe(0);
  });

  it("frees the slot of a failed task", async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(async () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(await limiter.run(async () => "weiter")).toBe("weiter");
  });
});
