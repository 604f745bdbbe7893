import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { invoke, runsCommands } from "~/components/ui/dialog-commands";
import type { AdminAnswer } from "~/lib/admin-route";
import { dangerButtonClasses } from "./buttons";

/** A native modal dialog's handle: its element, and the props of a button that opens it. */
export function useActionDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  return {
    ref,
    id,
    show: () => ref.current?.showModal(),
    /** Invoker commands open it even before hydration; the click handler stands in where the browser lacks them. */
    opener: {
      "aria-haspopup": "dialog" as const,
      ...invoke(id, "show-modal"),
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        if (!runsCommands(event.currentTarget)) ref.current?.showModal();
      },
    },
  };
}
export type ActionDialogHandle = ReturnType<typeof useActionDialog>;

/**
 * A confirmation in a native modal <dialog> (the browser traps focus, closes it on Escape and gives
 * focus back): it posts `fields` (plus any fields in `children`) through the fetcher and closes
 * when the answer arrives.
 */
export function ActionDialog({
  dialog,
  fetcher,
  title,
  description,
  fields,
  confirmLabel,
  pendingLabel,
  children,
}: {
  dialog: ActionDialogHandle;
  fetcher: FetcherWithComponents<AdminAnswer>;
  title: string;
  description: ReactNode;
  fields: Record<string, string | readonly string[]>;
  confirmLabel: string;
  pendingLabel: string;
  children?: ReactNode;
}) {
  const pending = fetcher.state === "submitting";
  useEffect(() => {
    if (fetcher.data) dialog.ref.current?.close();
  }, [fetcher.data, dialog.ref]);

  return (
    <dialog
      ref={dialog.ref}
      id={dialog.id}
      aria-labelledby={`${dialog.id}-title`}
      aria-describedby={`${dialog.id}-description`}
      className="m-auto w-[min(100%-2rem,30rem)] rounded-2xl bg-white p-6 text-left text-stone-900 shadow-2xl backdrop:bg-stone-950/50"
    >
      <h2 id={`${dialog.id}-title`} className="text-xl font-semibold tracking-tight text-stone-950">
        {title}
      </h2>
      <div id={`${dialog.id}-description`} className="mt-2 text-sm leading-6 text-stone-600">
        {description}
      </div>
      <fetcher.Form method="post" className="mt-5 space-y-5">
        {Object.entries(fields).flatMap(([name, value]) =>
          (typeof value === "string" ? [value] : value).map((one) => <input key={`${name}=${one}`} type="hidden" name={name} value={one} />),
        )}
        {children}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={(event) => {
              if (!runsCommands(event.currentTarget)) dialog.ref.current?.close();
            }}
            className={buttonClasses("secondary")}
            {...invoke(dialog.id, "close")}
          >
            Anuluj
          </button>
          <button type="submit" disabled={pending} className={dangerButtonClasses}>
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
      </fetcher.Form>
    </dialog>
  );
}
