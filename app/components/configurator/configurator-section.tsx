import type { ReactNode } from "react";
import { FieldMessages, fieldMessageId } from "./field-messages";

const cardClasses = "min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6";
const titleClasses = "text-lg font-semibold tracking-tight text-stone-950";

/**
 * One step of a configurator as a card. As a fieldset (`group`, for radios or checkboxes) its title is
 * the legend, so screen readers name the group, and its error and warning describe the group.
 */
export function ConfiguratorSection({
  id,
  title,
  description,
  group = false,
  error,
  warning,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  group?: boolean;
  error?: ReactNode;
  warning?: ReactNode;
  children: ReactNode;
}) {
  const descriptionId = `${id}-description`;
  const body = (
    <>
      {description ? (
        <p id={descriptionId} className="mt-1 text-sm text-stone-600">
          {description}
        </p>
      ) : null}
      <div className="mt-4">{children}</div>
      <FieldMessages fieldId={id} error={error} warning={warning} />
    </>
  );
  if (!group) {
    return (
      <section id={id} aria-labelledby={`${id}-title`} className={cardClasses}>
        <h3 id={`${id}-title`} className={titleClasses}>
          {title}
        </h3>
        {body}
      </section>
    );
  }
  const describedBy = [description ? descriptionId : null, error || warning ? fieldMessageId(id) : null].filter(Boolean).join(" ");
  return (
    <fieldset id={id} aria-describedby={describedBy || undefined} className={cardClasses}>
      {/* Floated so the legend lays out like any block instead of sitting on the fieldset's border. */}
      <legend className={`float-left w-full ${titleClasses}`}>{title}</legend>
      <div className="clear-left">{body}</div>
    </fieldset>
  );
}
