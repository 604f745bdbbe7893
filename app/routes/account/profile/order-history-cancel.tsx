import { useEffect, useId, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { invoke, runsCommands } from "~/components/ui/dialog-commands";

/** The action's answer to a cancellation. */
export type CancelAnswer = { ok: boolean; message: string };

const dangerBase =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium shadow-sm transition-colors disabled:pointer-events-none disabled:opacity-60";

/**
 * 'Anuluj zamówienie' asks first, in a native modal <dialog>: the browser traps focus, closes it on
 * Escape and gives focus back. The confirmation posts the order number; the server decides again.
 */
export function CancelOrderDialog({ number, fetcher }: { number: string; fetcher: FetcherWithComponents<CancelAnswer> }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialogId = useId();
  const titleId = `${dialogId}-title`;
  const pending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.data) dialogRef.current?.close();
  }, [fetcher.data]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={(event) => {
          if (!runsCommands(event.currentTarget)) dialogRef.current?.showModal();
        }}
        className={`${dangerBase} border border-red-200 bg-white text-red-800 hover:border-red-300 hover:bg-red-50 sm:ml-auto`}
        {...invoke(dialogId, "show-modal")}
      >
        Anuluj zamówienie
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        aria-describedby={`${dialogId}-description`}
        className="m-auto w-[min(100%-2rem,28rem)] rounded-2xl bg-white p-6 text-stone-900 shadow-2xl backdrop:bg-stone-950/50"
      >
        <h2 id={titleId} className="text-xl font-semibold tracking-tight text-stone-950">
          Anulować zamówienie?
        </h2>
        <p id={`${dialogId}-description`} className="mt-2 text-sm leading-6 text-stone-600">
          Zamówienie <strong className="font-semibold text-stone-900">{number}</strong> zostanie anulowane i nie będzie realizowane. Tej operacji nie można cofnąć. Potwierdzenie
          wyślemy na adres e-mail podany w zamówieniu.
        </p>
        <fetcher.Form method="post" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="number" value={number} />
          <button
            type="button"
            onClick={(event) => {
              if (!runsCommands(event.currentTarget)) dialogRef.current?.close();
            }}
            className={buttonClasses("secondary")}
            {...invoke(dialogId, "close")}
          >
            Nie, zostaw zamówienie
          </button>
          <button type="submit" disabled={pending} className={`${dangerBase} bg-red-700 text-white hover:bg-red-800`}>
            {pending ? "Anulowanie..." : "Tak, anuluj zamówienie"}
          </button>
        </fetcher.Form>
      </dialog>
    </>
  );
}
