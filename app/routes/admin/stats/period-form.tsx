import { useId } from "react";
import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { selectClasses } from "~/components/ui/form-field";
import { smallLabelClasses } from "~/components/admin/list-filters";
import { buttonClasses } from "~/components/ui/button";
import { BUCKET_LABELS, BUCKETS, PRESET_LABELS, PRESETS, STATS_PATH, type StatsPeriod } from "~/lib/stats-period";

/** The presets as links, and custom dates with the bucket as a GET form: the period lives in the URL. */
export function PeriodForm({ period }: { period: StatsPeriod }) {
  const id = useId();
  return (
    <div className="space-y-3">
      <nav aria-label="Gotowe okresy">
        <ul className="flex flex-wrap gap-2">
          {PRESETS.map((preset) => (
            <li key={preset}>
              <Link
                to={`${STATS_PATH}?okres=${preset}`}
                aria-current={period.preset === preset ? "page" : undefined}
                className={buttonClasses(period.preset === preset ? "primary" : "secondary")}
              >
                {PRESET_LABELS[preset]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        // A new period (a preset followed) sets the fields afresh: they show what is on the page.
        key={`${period.from}/${period.to}/${period.bucketChosen ? period.bucket : ""}`}
        method="get"
        action={STATS_PATH}
        aria-label="Własny okres"
        className="grid grid-cols-2 gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end sm:p-4"
      >
        <div>
          <label htmlFor={`${id}-from`} className={smallLabelClasses}>
            Od dnia
          </label>
          <input id={`${id}-from`} type="date" name="od" defaultValue={period.from} required className={`mt-1 ${selectClasses}`} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={smallLabelClasses}>
            Do dnia
          </label>
          <input id={`${id}-to`} type="date" name="do" defaultValue={period.to} required className={`mt-1 ${selectClasses}`} />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={`${id}-bucket`} className={smallLabelClasses}>
            Podział
          </label>
          <select id={`${id}-bucket`} name="podzial" defaultValue={period.bucketChosen ? period.bucket : ""} className={`mt-1 ${selectClasses}`}>
            <option value="">Sam dobierz ({BUCKET_LABELS[period.bucket].toLowerCase()})</option>
            {BUCKETS.map((bucket) => (
              <option key={bucket} value={bucket}>
                {BUCKET_LABELS[bucket]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`col-span-2 sm:col-span-1 ${buttonClasses("primary")}`}>
          Pokaż
        </button>
      </Form>
    </div>
  );
}
