import { useId, useRef } from "react";
import { invoke, runsCommands } from "~/components/ui/dialog-commands";
import { CloseIcon } from "~/components/ui/icons";
import { FURNITURE_PICTURES } from "./furniture-pictures";

/**
 * A grid of the furniture pictures; each opens larger in a native modal <dialog>, which traps focus,
 * closes on Escape or a click outside and gives focus back. Invoker commands open it even before
 * hydration.
 */
export function FurnitureGallery() {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
      {FURNITURE_PICTURES.map((picture) => (
        <li key={picture.id}>
          <GalleryItem {...picture} />
        </li>
      ))}
    </ul>
  );
}

function GalleryItem({ title, description, alt, Picture }: (typeof FURNITURE_PICTURES)[number]) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialogId = useId();
  const titleId = useId();
  return (
    <>
      <figure className="flex h-full flex-col">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={(event) => {
            if (!runsCommands(event.currentTarget)) dialogRef.current?.showModal();
          }}
          className="group relative block cursor-zoom-in overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:border-accent-200 hover:shadow-md"
          {...invoke(dialogId, "show-modal")}
        >
          <Picture alt={alt} className="block h-auto w-full transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none" />
          <span className="sr-only">(powiększ)</span>
        </button>
        <figcaption className="mt-3">
          <span className="block font-semibold text-stone-950">{title}</span>
          <span className="mt-1 block text-sm leading-6 text-stone-600">{description}</span>
        </figcaption>
      </figure>

      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        closedby="any"
        // As wide as the picture may be while it still fits the screen's height under the heading.
        className="m-auto w-[min(100%-2rem,56rem,(100dvh-9rem)*4/3)] overflow-hidden rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/70"
      >
        <div className="flex items-start justify-between gap-4 px-5 pt-4 pb-3">
          <div>
            <h3 id={titleId} className="text-lg font-semibold tracking-tight text-stone-950">
              {title}
            </h3>
            <p className="mt-0.5 text-sm text-stone-600">{description}</p>
          </div>
          <button
            type="button"
            aria-label="Zamknij powiększenie"
            onClick={(event) => {
              if (!runsCommands(event.currentTarget)) dialogRef.current?.close();
            }}
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100"
            {...invoke(dialogId, "close")}
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <Picture alt={alt} className="block h-auto w-full" />
      </dialog>
    </>
  );
}
