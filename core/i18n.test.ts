import { describe, expect, it, vi } from "vitest";
import { translate } from "./i18n";
import { de } from "./messages/de";

describe("messages", () => {
  it("fills placeholders", () => {
    expect(translate(de, "countryPopup.title", { country: "Österreich" })).toBe("Sie wohnen in Österreich?");
  });

  it("shows the second key segment for a missing key and reports it once", () => {
    const onMissing = vi.fn();
    expect(translate(de, "checkout.gibtsNicht", undefined, onMissing)).toBe("gibtsNicht");
    expect(translate(de, "checkout.gibtsNicht", undefined, onMissing)).toBe("gibtsNicht");
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(onMissing).toHaveBeenCalledWith("checkout.gibtsNicht");
  });
});
