import * as build from "virtual:react-router/server-build";
import { createShop as createShopWithBuild, type ShopOptions } from "./shop";

/** The production server bundle: the shop with its React Router build baked in. */
export function createShop(options: Omit<ShopOptions, "getBuild"> = {}) {
  return createShopWithBuild({ ...options, getBuild: () => build });
}

export { runCommand } from "./commands";
