import { AREA_RULE_SYMBOLS, AREA_RULES, MAX_WIDTH_LIABILITY_NOTE, SIDE_VERSIONS_NOTE, type SpecialistPleatModel } from "~/lib/specialist-pleat-models";
import { AlertCircleIcon, InfoCircleIcon } from "~/components/ui/icons";
import { WindowShape } from "~/components/pleats/window-shape";

/** The chosen model: its picture (both versions of a sided one), description, area rule and notes. */
export function SpecialistModelDetail({ model }: { model: SpecialistPleatModel }) {
  const versions = model.sided
    ? [
        { label: "Wersja P", mirrored: false },
        { label: "Wersja L", mirrored: true },
      ]
    : [{ label: null, mirrored: false }];

  return (
    <article className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{model.shapeName}</p>
      <h2 className="mt-1 text-2xl font-bold tracking-tight text-stone-950 sm:text-3xl">{model.name}</h2>

      <div className="mt-6 flex justify-center gap-6 rounded-xl bg-linear-to-br from-accent-50 to-stone-100 p-6">
        {versions.map((version) => (
          <figure key={version.label ?? "single"} className="flex flex-col items-center gap-2">
            <WindowShape
              shape={model.shape}
              mirrored={version.mirrored}
              title={[model.name, model.shapeName, version.label].filter(Boolean).join(", ")}
              className={model.sided ? "size-28 sm:size-36" : "size-36 sm:size-44"}
            />
            {version.label ? <figcaption className="text-sm font-medium text-stone-700">{version.label}</figcaption> : null}
          </figure>
        ))}
      </div>

      <p className="mt-6 leading-7 text-stone-700">{model.description}</p>

      <div className="mt-6 rounded-xl border border-stone-200 bg-stone-50 p-4">
        <h3 className="text-sm font-semibold text-stone-950">Powierzchnia do wyceny</h3>
        <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-mono text-lg font-bold text-accent-800">{model.areaRule}</span>
          <span className="text-sm text-stone-600">{AREA_RULES[model.areaRule]}</span>
        </p>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-xs text-stone-600 sm:grid-cols-2">
          {AREA_RULE_SYMBOLS.filter(({ symbol }) => new RegExp(`\\b${symbol}\\b`).test(model.areaRule)).map(({ symbol, meaning }) => (
            <div key={symbol} className="flex gap-1.5">
              <dt className="font-mono font-semibold text-stone-800">{symbol}</dt>
              <dd>– {meaning}</dd>
            </div>
          ))}
        </dl>
      </div>

      {model.notes.length > 0 ? (
        <div className="mt-6">
          <h3 className="text-sm font-semibold text-stone-950">Ważne</h3>
          <ul className="mt-2 space-y-2">
            {model.notes.map((note) => (
              <li key={note} className="flex items-start gap-2.5 text-sm leading-6 text-stone-800">
                <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-accent-600" />
                {note}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {model.sided ? (
        <p className="mt-6 flex items-start gap-2.5 text-sm leading-6 text-stone-700">
          <InfoCircleIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
          {SIDE_VERSIONS_NOTE}
        </p>
      ) : null}

      <p className="mt-6 border-t border-stone-200 pt-4 text-xs leading-5 text-stone-500">{MAX_WIDTH_LIABILITY_NOTE}</p>
    </article>
  );
}
