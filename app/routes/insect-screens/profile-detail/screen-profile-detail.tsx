import { formatPln } from "~/lib/money";
import { AvailabilityBadge, type ScreenProfileCardData } from "~/components/insect-screens/screen-profile-card";

/** The profile's facts beside its configurator: picture, colour, code, type, kind and price per m². */
export function ScreenProfileDetail({ profile }: { profile: ScreenProfileCardData }) {
  const facts = [
    ["Kod", profile.code],
    ["Kolor", profile.colour],
    ["Typ", profile.type],
    ["Rodzaj", profile.kind],
  ];
  return (
    <article className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm sm:grid sm:grid-cols-[16rem_minmax(0,1fr)] xl:sticky xl:top-24 xl:block">
      <div className="aspect-[4/3] bg-stone-100 sm:aspect-auto xl:aspect-[4/3]">
        <img src={profile.image} alt={`Profil ${profile.code}, kolor ${profile.colour}`} width={400} height={300} className="size-full object-cover" />
      </div>
      <div className="p-5">
        <div className="flex items-center justify-between gap-3">
          <p className="text-2xl font-bold tracking-tight text-stone-950">
            {formatPln(profile.pricePerM2)}
            <span className="text-sm font-normal text-stone-600"> / m²</span>
          </p>
          <AvailabilityBadge available={profile.available} />
        </div>
        <dl className="mt-4 divide-y divide-stone-100 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-stone-600">{label}</dt>
              <dd className="text-right font-medium text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-xs leading-5 text-stone-500">Zdjęcia mają charakter poglądowy i nie stanowią podstawy do reklamacji.</p>
      </div>
    </article>
  );
}
