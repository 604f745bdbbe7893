import { useEffect } from "react";
import { href, useFetcher, useRevalidator } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import type { listExportJobs } from "~/server/orders/exports.server";
import type { AdminAnswer } from "~/lib/admin-route";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { countOf, type NounForms } from "~/lib/plural";

/** After 'z': 'z 1 zamówienia', 'z 3 zamówień'. */
const ORDERS_AFTER_OF: NounForms = ["zamówienia", "zamówień", "zamówień"];

/** What the list shows of an export job (not where the file lies, nor who asked). */
export type ExportJobView = Pick<Awaited<ReturnType<typeof listExportJobs>>[number], "id" | "status" | "fileName" | "rowCount" | "ordersDone" | "ordersTotal" | "createdAt">;

export const EXPORT_FAILED = "Nie udało się wygenerować pliku CSV";

const EXPORT_FETCHER_KEY = "orders-export";

/** How often the page asks again while an export is being built. */
const POLL_MS = 2_000;

const isActive = (job: ExportJobView) => job.status === "queued" || job.status === "running";

/** 'Eksportuj do CSV': queues an export of every order; the list of exports shows how it goes. */
export function ExportButton() {
  const fetcher = useFetcher<AdminAnswer>({ key: EXPORT_FETCHER_KEY });
  useAnswerToast(fetcher.data);
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="export" />
      <button type="submit" disabled={pending} className={`${buttonClasses("primary")} w-full md:w-auto`}>
        {pending ? "Zlecanie..." : "Eksportuj do CSV"}
      </button>
    </fetcher.Form>
  );
}

function JobStatus({ job }: { job: ExportJobView }) {
  if (job.status === "failed") return <p className="text-sm font-medium text-red-800">{EXPORT_FAILED}</p>;
  if (job.status === "done") {
    return (
      <a href={href("/admin/eksport/:jobId", { jobId: job.id })} download={job.fileName} className={buttonClasses("secondary")}>
        Pobierz plik
        <span className="sr-only"> {job.fileName}</span>
      </a>
    );
  }
  const total = job.ordersTotal;
  return (
    <div className="w-full sm:w-60">
      <p className="text-sm text-stone-700 tabular-nums">
        {job.status === "queued" ? "W kolejce..." : `Generowanie: ${job.ordersDone} z ${total === null ? "?" : countOf(total, ORDERS_AFTER_OF)}`}
      </p>
      <progress value={total ? job.ordersDone : undefined} max={total || undefined} aria-label={`Postęp eksportu ${job.fileName}`} className="mt-1 h-2 w-full accent-accent-600" />
    </div>
  );
}

/** The latest exports with their progress; while one is queued or running the page asks the server again every 2 s. */
export function ExportJobs({ jobs }: { jobs: readonly ExportJobView[] }) {
  const revalidator = useRevalidator();
  const active = jobs.some(isActive);

  useEffect(() => {
    if (!active || revalidator.state !== "idle") return;
    const timer = setTimeout(() => void revalidator.revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [active, revalidator]);

  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="exports-heading" className="rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm sm:px-5">
      <h2 id="exports-heading" className="text-sm font-semibold text-stone-950">
        Ostatnie eksporty CSV
      </h2>
      <ul className="divide-y divide-stone-200">
        {jobs.map((job) => (
          <li key={job.id} className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-mono text-sm font-medium break-all text-stone-900">{job.fileName}</p>
              <p className="text-xs text-stone-600">
                Zlecono <time dateTime={job.createdAt.toISOString()}>{formatDateTime(job.createdAt)}</time>
                {job.status === "done" && job.rowCount !== null ? ` · wierszy: ${job.rowCount}` : ""}
              </p>
            </div>
            <JobStatus job={job} />
          </li>
        ))}
      </ul>
    </section>
  );
}
