import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { NumberField } from "~/components/configurator/number-field";
import { buttonClasses } from "~/components/ui/button";
import { CloseIcon } from "~/components/ui/icons";
import { BRACE_G_MARGIN_CM } from "~/lib/pricing";

/**
 * The modal where dimension G of the additional brace is entered: a native <dialog> opened with showModal(),
 * so the browser traps focus, makes the page inert, closes on Escape and gives focus back on close.
 * Mounted while open; every way of closing ends in `onClose`, a valid G in `onConfirm` first.
 */
export function BraceDialog({
  initialValue,
  maxCm,
  check,
  onConfirm,
  onClose,
}: {
  initialValue: string;
  /** Height − BRACE_G_MARGIN_CM, or null while the height is not known yet. */
  maxCm: number | null;
  /** The pricing engine's message for this G, if any. */
  check: (value: string) => string | undefined;
  onConfirm: (value: string) => void;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  const inputId = `${id}-g`;
  const [value, setValue] = useState(initialValue);
  const [attempted, setAttempted] = useState(false);
  const error = attempted ? check(value) : undefined;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    document.getElementById(inputId)?.focus();
  }, [inputId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (check(value) !== undefined) {
      document.getElementById(inputId)?.focus();
      return;
    }
    onConfirm(value);
    dialogRef.current?.close();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onClose={onClose}
      className="m-auto w-[min(100%-2rem,28rem)] rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/50"
    >
      <form noValidate onSubmit={submit} className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-stone-950">
            Dodatkowa rozpora
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="-m-2 rounded-md p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
            aria-label="Zamknij okno"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <p id={`${id}-description`} className="mt-2 text-sm leading-6 text-stone-600">
          Rozpora usztywnia wysoką moskitierę. Podaj wymiar G: wysokość rozpory, od dołu moskitiery do jej środka.
        </p>
        <div className="mt-5">
          <NumberField
            id={inputId}
            label="Wymiar G"
            unit="cm"
            value={value}
            onValueChange={setValue}
            min={1}
            max={maxCm ?? undefined}
            required
            hint={maxCm !== null ? `Najwyżej ${maxCm} cm (wysokość - ${BRACE_G_MARGIN_CM} cm).` : "Wymiar G sprawdzimy z wysokością moskitiery, gdy ją podasz."}
            error={error}
          />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => dialogRef.current?.close()} className={buttonClasses("secondary")}>
            Anuluj
          </button>
          <button type="submit" className={buttonClasses("primary")}>
            Zapisz wymiar G
          </button>
        </div>
      </form>
    </dialog>
  );
}
