import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { formatPln } from "~/lib/money";
import type { ScreenType } from "~/lib/pricing";
import { screenProfilePath } from "~/lib/screen-types";

export interface ScreenProfileCardData {
  type: ScreenType;
  code: string;
  colour: string;
  pricePerM2: number;
  available: boolean;
  image: string;
  kind: string;
}

export function AvailabilityBadge({ available }: { available: boolean }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${
        available ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-stone-100 text-stone-600 ring-stone-300"
      }`}
    >
      {available ? "Dostępny" : "Niedostępny"}
    </span>
  );
}

/** One profile in the grid; 'Konfiguruj' opens its page with the configurator. */
export function ScreenProfileCard({ profile, eager = false }: { profile: ScreenProfileCardData; eager?: boolean }) {
  const path = screenProfilePath(profile.type, profile.code);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="aspect-[4/3] bg-stone-100">
        <img
          src={profile.image}
          alt={`Profil ${profile.code}, kolor ${profile.colour}`}
          width={400}
          height={300}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold tracking-tight text-stone-950">{profile.code}</h2>
          <AvailabilityBadge available={profile.available} />
        </div>
        <p className="mt-1 text-sm text-stone-600">
          {profile.colour} · {profile.kind}
        </p>
        <p className="mt-3 text-lg font-bold text-stone-950">
          {formatPln(profile.pricePerM2)}
          <span className="text-sm font-normal text-stone-600"> / m²</span>
        </p>
        <Link
          to={path}
          prefetch="intent"
          className={`${buttonClasses(profile.available ? "primary" : "secondary")} mt-4 w-full`}
          aria-label={`Konfiguruj moskitierę z profilem ${profile.code}`}
        >
          Konfiguruj
        </Link>
      </div>
    </article>
  );
}
