import { useId, type ReactNode } from "react";
import { CopyButton } from "./copy-button";
import type { TransferField } from "~/lib/transfer-fields";

/** A card of transfer data, each line with its copy button where copying helps; `children` close the card. */
export function TransferDetails({
  title,
  description,
  fields,
  failureMessage = "Nie udało się skopiować",
  children,
}: {
  title: string;
  description?: string;
  fields: TransferField[];
  failureMessage?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold tracking-tight text-stone-950">
        {title}
      </h2>
      {description ? <p className="mt-1 text-stone-600">{description}</p> : null}
      <dl className="mt-2 divide-y divide-stone-100">
        {fields.map((field) => (
          // A <dl> group may hold only its <dt> and <dd>: the copy button sits in the <dd>, beside the value.
          <div key={field.label} className="py-3">
            <dt className="text-sm text-stone-600">{field.label}</dt>
            <dd className="mt-0.5 flex items-center gap-3">
              <span
                className={`min-w-0 flex-1 break-words text-stone-950 ${field.monospace ? "font-mono tracking-tight" : ""} ${
                  field.emphasis ? "text-lg font-semibold" : "font-medium"
                }`}
              >
                {field.value}
                {field.hint ? <span className="mt-0.5 block text-sm font-normal text-stone-600">{field.hint}</span> : null}
              </span>
              {field.copy ? <CopyButton value={field.copy.value} what={field.copy.what} failureMessage={failureMessage} /> : null}
            </dd>
          </div>
        ))}
      </dl>
      {children ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}
