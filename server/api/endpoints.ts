import type { ShopServices } from "../services/index";
import { catalogueEndpoints } from "./catalogue-api";
import { priceEndpoints } from "./price-api";
import { storefrontEndpoints } from "./web-api";
import type { Endpoint } from "./define";

/** Every JSON endpoint defined through `endpoint()`: mounted by the HTTP app, documented by /web-api/openapi.json. */
export function allEndpoints(services: ShopServices): Endpoint[] {
  return [...storefrontEndpoints(services), ...catalogueEndpoints(services), ...priceEndpoints(services)] as Endpoint[];
}
