import { BREAKPOINTS } from "./core/breakpoints";

// Tailwind's screens come from the one set of breakpoints in core/ (spec §9).
export default {
  theme: {
    screens: Object.fromEntries(Object.entries(BREAKPOINTS).map(([name, px]) => [name, `${px}px`])),
  },
};
