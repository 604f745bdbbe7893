import { Link } from "~/components/ui/link";
import { AvailabilityBadge } from "~/components/insect-screens/screen-profile-card";
import { buttonClasses } from "~/components/ui/button";
import { formatPln } from "~/lib/money";
import { MESH_COLOURS, SCREEN_PARAMS } from "~/lib/screen-configuration-url";

export interface MeshCardData {
  code: string;
  colour: string;
  price: number;
  available: boolean;
  image: string;
}

/**
 * One mesh colour. 'Wybierz' starts a configuration with this mesh (the spec's button does nothing);
 * a mesh the configurator does not offer, or one out of stock, gets no button.
 */
export function MeshCard({ mesh }: { mesh: MeshCardData }) {
  const selectable = mesh.available && MESH_COLOURS.some((colour) => colour === mesh.code);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="relative aspect-[3/2] bg-stone-100">
        <img src={mesh.image} alt={`Siatka w kolorze ${mesh.colour}`} width={400} height={300} decoding="async" className="size-full object-cover" />
        {mesh.price > 0 ? (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-stone-900 shadow">{formatPln(mesh.price)} / m²</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold tracking-tight text-stone-950 first-letter:uppercase">{mesh.colour}</h2>
          {mesh.available ? null : <AvailabilityBadge available={false} />}
        </div>
        <p className="mt-1 text-sm text-stone-600">Kod: {mesh.code}</p>
        {selectable ? (
          <Link
            to={`/moskitiery/typ?${new URLSearchParams({ [SCREEN_PARAMS.mesh]: mesh.code })}`}
            className={`${buttonClasses("primary")} mt-5 w-full`}
            aria-label={`Wybierz siatkę ${mesh.code} i skonfiguruj moskitierę`}
          >
            Wybierz
          </Link>
        ) : null}
      </div>
    </article>
  );
}
