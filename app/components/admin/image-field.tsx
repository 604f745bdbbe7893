import { useId, useState } from "react";
import { AlertCircleIcon } from "~/components/ui/icons";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from "~/lib/image-size";

/**
 * A product photo chosen from the disk, with the current one beside it. A form that has it posts as
 * multipart/form-data, and its action hands the file to the server (readPhotoForm, then checkFormImage
 * and putImage in app/server/platform/images.server.ts), which checks the bytes. Here only
 * the size is checked, so a file the server would refuse is not sent at all (the worker refuses
 * bodies much above the limit before the action, with a bare page).
 */
export function ImageField({
  name = "image",
  label = "Zdjęcie",
  current,
  error,
  required = false,
  hint = "JPEG, PNG lub WebP, najwyżej 5 MB.",
}: {
  name?: string;
  label?: string;
  /** The image shown now (its path), if any. */
  current?: string | null;
  /** The server's message for the field. */
  error?: string;
  required?: boolean;
  hint?: string;
}) {
  const id = useId();
  const [tooLarge, setTooLarge] = useState(false);
  const message = tooLarge ? IMAGE_TOO_LARGE : error;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {current ? (
        <img
          src={current}
          alt="Obecne zdjęcie"
          width={160}
          height={120}
          decoding="async"
          className="h-30 w-40 shrink-0 rounded-lg border border-stone-200 bg-stone-100 object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-stone-900">
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-accent-700">
              *
            </span>
          ) : (
            <span className="ml-1 font-normal text-stone-500">{current ? "(zostaw puste, by zachować obecne)" : "(opcjonalnie)"}</span>
          )}
        </label>
        <input
          id={id}
          type="file"
          name={name}
          accept={IMAGE_ACCEPT}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            const large = file !== undefined && file.size > IMAGE_MAX_BYTES;
            setTooLarge(large);
            // A file the server would refuse is not sent: the form goes without it and the message stays.
            if (large) event.currentTarget.value = "";
          }}
          className="mt-1.5 block w-full text-sm text-stone-900 file:mr-3 file:rounded-lg file:border-0 file:bg-stone-100 file:px-3 file:py-2 file:font-medium file:text-stone-900 hover:file:bg-stone-200"
        />
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
        {message ? (
          <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
            <AlertCircleIcon className="mt-px size-4 shrink-0" />
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
