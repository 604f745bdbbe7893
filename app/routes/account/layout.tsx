import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { accountMiddleware } from "~/server/platform/request-context.server";

// The pages of a signed-in customer: the guard runs before any of their loaders and actions.
export const middleware: Route.MiddlewareFunction[] = [accountMiddleware];

export default function AccountLayout() {
  return <Outlet />;
}
