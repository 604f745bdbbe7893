import { Link } from "~/components/ui/link";
import { SPECIALIST_PLEAT_MODELS, type SpecialistPleatModel } from "~/lib/specialist-pleat-models";
import { WindowShape } from "~/components/pleats/window-shape";

/** The picker's section, which the form links back to while no model is chosen. */
export const MODEL_PICKER_ID = "modele";

/** Where a chosen model's detail starts; picking a model scrolls there (a plain anchor without JavaScript). */
export const MODEL_DETAIL_ID = "szczegoly-modelu";

/**
 * Every model as a link to ?model=<id>, so the choice is in the URL: shareable, rendered on the
 * server, and working without JavaScript.
 */
export function SpecialistModelPicker({ selected }: { selected: SpecialistPleatModel | null }) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3 xl:grid-cols-4">
      {SPECIALIST_PLEAT_MODELS.map((model) => {
        const current = model.id === selected?.id;
        return (
          <li key={model.id}>
            <Link
              to={`?model=${encodeURIComponent(model.id)}#${MODEL_DETAIL_ID}`}
              aria-current={current ? "true" : undefined}
              className={`flex h-full flex-col items-center gap-1.5 rounded-xl border p-2 text-center transition ${
                current ? "border-accent-600 bg-accent-50 ring-2 ring-accent-600" : "border-stone-200 bg-white hover:border-accent-200 hover:bg-accent-50/50"
              }`}
            >
              <WindowShape shape={model.shape} className="size-12 sm:size-14" />
              <span className={`text-xs leading-4 font-semibold ${current ? "text-accent-800" : "text-stone-900"}`}>{model.name}</span>
              <span className="sr-only">: {model.shapeName}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
