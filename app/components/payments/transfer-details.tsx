import { useId, type ReactNode } from "react";
import { CopyButton } from "./copy-button";
import type { TransferField } from "./transfer-fields";

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
          <div key={field.label} className="flex items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <dt className="text-sm text-stone-600">{field.label}</dt>
              <dd
                className={`mt-0.5 break-words text-stone-950 ${field.monospace ? "font-mono tracking-tight" : ""} ${
                  field.emphasis ? "text-lg font-semibold" : "font-medium"
                }`}
              >
                {field.value}
                {field.hint ? <span className="mt-0.5 block text-sm font-normal text-stone-600">{field.hint}</span> : null}
              </dd>
            </div>
            {field.copy ? <CopyButton value={field.copy.value} what={field.copy.what} failureMessage={failureMessage} /> : null}
          </div>
        ))}
      </dl>
      {children ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}
