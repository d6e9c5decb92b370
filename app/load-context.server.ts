import type { ShopLoadContext } from "../server/http/app";

declare module "react-router" {
  // The Hono app hands every loader and action the shop's services and the request info.
  interface AppLoadContext extends ShopLoadContext {}
}
