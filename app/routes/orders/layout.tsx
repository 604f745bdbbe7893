import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { orderPageMiddleware } from "~/server/platform/request-context.server";

// The pages about one order (its details, the thank-you page, the transfer instructions): private, never cached.
export const middleware: Route.MiddlewareFunction[] = [orderPageMiddleware];

export default function OrderPagesLayout() {
  return <Outlet />;
}
