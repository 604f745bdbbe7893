import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { adminMiddleware } from "~/server/platform/request-context.server";

// Every back-office page below the gate: the guard runs before any of their loaders and actions.
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export default function AdminLayout() {
  return <Outlet />;
}
