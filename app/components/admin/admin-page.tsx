import type { ReactNode } from "react";
import { href } from "react-router";
import { PageHeader } from "~/components/ui/page-header";

export const ADMIN_PANEL_PATH = href("/admin-panel");

/** The frame of a back-office page: its heading, a way back to the panel's tiles, and room for wide lists. */
export function AdminPage({
  title,
  lead,
  back = { to: ADMIN_PANEL_PATH, label: "Wróć do panelu" },
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  back?: { to: string; label: string };
  /** Beside the heading on wide screens, under it on narrow ones. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <PageHeader back={back} eyebrow="Panel administratora" title={title}>
          {lead}
        </PageHeader>
        {actions ? <div className="shrink-0">{actions}</div> : null}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}
