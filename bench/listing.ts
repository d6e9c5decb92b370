// In-process listing benchmark (issue 3 budget: filter + sort + page over the whole catalogue,
// p99 under 2 ms, also with 100,000 designs). Run by bench/run.mjs through vite-node; prints JSON.
import { generateCatalogue } from "../catalogue/generator/index";
import { CARD_OCCASION_KEYS, COLOUR_KEYS, PAGE_SIZES, STYLES, type Style } from "../core/catalogue/cards";
import { emptyFilters, type ListingQuery } from "../core/catalogue/listing";
import { seededRandom, pick } from "../core/random";
import { createCatalogueIndex } from "../server/services/catalogue/index";

const SORTS = ["sort", "popularity", "created"] as const;

function queries(count: number): ListingQuery[] {
  const random = seededRandom(7);
  return Array.from({ length: count }, () => {
    const filters = emptyFilters();
    if (random() < 0.5) filters.color = [pick(random, COLOUR_KEYS)];
    if (random() < 0.3) filters.style = [pick(random, Object.keys(STYLES) as Style[])];
    if (random() < 0.2) filters.aspectRatio = [pick(random, ["hoch", "quer", "quadratisch"] as const)];
    if (random() < 0.2) filters.label = ["neuheit"];
    return {
      occasion: random() < 0.7 ? pick(random, CARD_OCCASION_KEYS) : undefined,
      filters,
      sort: pick(random, SORTS),
      tileCount: random() < 0.8 ? PAGE_SIZES[1] : PAGE_SIZES[1] * 3,
    };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function measure(designCount: number | undefined) {
  let t = performance.now();
  const { designs, themes } = generateCatalogue(designCount ? { designCount } : {});
  const generateMs = performance.now() - t;
  t = performance.now();
  const index = createCatalogueIndex(designs, themes);
  const indexMs = performance.now() - t;
  const list = queries(3000);
  for (const q of list.slice(0, 300)) index.query(q);
  const times: number[] = [];
  let totalHits = 0;
  for (const q of list) {
    const start = performance.now();
    totalHits += index.query(q).total;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return {
    designs: designs.length,
    generateMs: Math.round(generateMs),
    indexMs: Math.round(indexMs),
    queries: list.length,
    meanHits: Math.round(totalHits / list.length),
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times.at(-1)!),
  };
}

const results = [measure(undefined), measure(100_000)];
console.log(`BENCH_LISTING ${JSON.stringify(results)}`);
