import { useId, useRef, type ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { invoke, runsCommands } from "~/components/ui/dialog-commands";
import { CloseIcon, FilterIcon } from "~/components/ui/icons";
import { useAfterNavigation } from "./use-after-navigation";

/**
 * The small-screen home of the filters: a button that opens them in a native modal <dialog>, which
 * moves focus inside, keeps it there, closes on Escape or a click on the backdrop, and gives focus back.
 */
export function FilterDrawer({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialogId = useId();
  const titleId = useId();
  // Applying or clearing the filters navigates; the drawer has done its job then.
  useAfterNavigation(() => dialogRef.current?.close());

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={activeCount > 0 ? `Filtry (aktywne: ${activeCount})` : undefined}
        onClick={(event) => {
          if (!runsCommands(event.currentTarget)) dialogRef.current?.showModal();
        }}
        className={`${buttonClasses("secondary")} lg:hidden`}
        {...invoke(dialogId, "show-modal")}
      >
        <FilterIcon className="size-5" />
        Filtry
        {activeCount > 0 ? (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent-600 px-1.5 text-xs font-semibold text-white">{activeCount}</span>
        ) : null}
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        closedby="any"
        className="m-0 h-dvh max-h-none w-[calc(100%-2.5rem)] max-w-sm flex-col overflow-hidden bg-white shadow-2xl transition-transform duration-200 backdrop:bg-stone-950/50 open:flex starting:open:-translate-x-full motion-reduce:transition-none"
      >
        <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-3">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight text-stone-950">
            Filtry tkanin
          </h2>
          <button
            type="button"
            aria-label="Zamknij filtry"
            onClick={(event) => {
              if (!runsCommands(event.currentTarget)) dialogRef.current?.close();
            }}
            className="inline-flex size-11 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100"
            {...invoke(dialogId, "close")}
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-5 pt-5">{children}</div>
      </dialog>
    </>
  );
}
