import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { buttonClasses } from "~/components/ui/button";
import { selectClasses } from "~/components/ui/form-field";
import type { AdminAnswer } from "~/lib/admin-route";
import { formatDateTime } from "~/lib/dates";
import type { AdminOrder } from "~/lib/order";
import { NOTE_MAX_LENGTH, timelineLine } from "~/lib/order-timeline";

/** 'Historia zamówienia' on the order card: everything that happened to the order, who did it, and the owner's notes. */
export function OrderTimeline({ order }: { order: Pick<AdminOrder, "number" | "timeline"> }) {
  const fetcher = useFetcher<AdminAnswer>({ key: `order-note-${order.number}` });
  useAnswerToast(fetcher.data);
  const form = useRef<HTMLFormElement>(null);
  const noteId = useId();
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  // A note that was added is on the list (the page's data is read again): the field is ready for the next one.
  useEffect(() => {
    if (fetcher.data?.ok) form.current?.reset();
  }, [fetcher.data]);
  const entries = order.timeline.map((entry) => ({ ...timelineLine(entry, "owner"), note: entry.kind === "note" }));

  return (
    <details className="group rounded-xl border border-stone-200">
      <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-stone-900 hover:bg-stone-50">
        <span>Historia zamówienia ({entries.length})</span>
        <span aria-hidden="true" className="text-stone-500 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="space-y-4 border-t border-stone-200 p-3 sm:p-4">
        <ol className="space-y-2 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className={`grid gap-x-3 sm:grid-cols-[10rem_1fr] ${entry.note ? "rounded-lg bg-amber-50 p-2 ring-1 ring-amber-600/20" : ""}`}>
              <time dateTime={entry.at.toISOString()} className="text-stone-600 tabular-nums">
                {formatDateTime(entry.at)}
              </time>
              <p className="min-w-0 break-words text-stone-900">
                <span className="whitespace-pre-line">{entry.text}</span> <span className="text-stone-600">· {entry.by}</span>
              </p>
            </li>
          ))}
        </ol>
        <fetcher.Form ref={form} method="post" className="space-y-2">
          <input type="hidden" name="intent" value="note" />
          <input type="hidden" name="number" value={order.number} />
          <label htmlFor={noteId} className="block text-sm font-medium text-stone-900">
            Notatka wewnętrzna <span className="font-normal text-stone-500">(klient jej nie zobaczy)</span>
          </label>
          <textarea
            id={noteId}
            name="text"
            rows={2}
            required
            maxLength={NOTE_MAX_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${noteId}-error` : undefined}
            className={selectClasses}
          />
          {error ? (
            <p id={`${noteId}-error`} className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <button type="submit" disabled={fetcher.state !== "idle"} className={buttonClasses("secondary")}>
            {fetcher.state === "idle" ? "Dodaj notatkę" : "Dodawanie..."}
          </button>
        </fetcher.Form>
      </div>
    </details>
  );
}
