import type { FabricCardData } from "~/components/catalogue/fabric-card";
import { LowestPriceNote } from "~/components/catalogue/lowest-price-note";
import { PhotoDisclaimer } from "~/components/catalogue/photo-disclaimer";
import { AlertCircleIcon, ArrowRightIcon } from "~/components/ui/icons";
import { TextLink } from "~/components/ui/text-link";
import { profilePickerPath, samplesHref } from "~/lib/catalogue-paths";
import { formatArea } from "~/lib/format";
import { formatPln } from "~/lib/money";
import { PLEAT_MAX_SHOP_WIDTH_CM, PLEAT_MIN_BILLED_AREA_CM2 } from "~/lib/pricing";
import type { PleatProfileOption } from "./pleat-configurator";
import { QuickAdd } from "./quick-add";

export interface FabricDetailData extends FabricCardData {
  category: string;
}

/** The fabric's photo and facts, the selected profile and the quick add. */
export function FabricOverview({ fabric, profile }: { fabric: FabricDetailData; profile: PleatProfileOption | null }) {
  const facts = [
    ["Kod", fabric.code],
    ["Kolor", fabric.colour],
    ["Kategoria", fabric.category],
    ["Kolekcja", fabric.collection],
    ["Maksymalna szerokość", `${fabric.maxWidthCm} cm`],
    ["Dostępność", fabric.available ? "dostępna" : "niedostępna"],
  ] as const;
  const light = [
    ["Transmisja", fabric.transmission],
    ["Refleksja", fabric.reflection],
    ["Absorpcja", fabric.absorption],
  ] as const;

  return (
    <div className="grid items-start gap-8 md:grid-cols-2 lg:gap-12">
      <div className="md:sticky md:top-24">
        <div className="relative overflow-hidden rounded-2xl border border-stone-200 bg-stone-100 shadow-sm">
          <img
            src={fabric.image}
            alt={`Tkanina ${fabric.name}, kolor ${fabric.colour}`}
            width={800}
            height={600}
            fetchPriority="high"
            decoding="async"
            className="aspect-[4/3] w-full object-cover"
          />
          {fabric.sale ? <span className="absolute top-4 left-4 rounded-full bg-accent-600 px-3 py-1 text-sm font-semibold text-white shadow">Wyprzedaż</span> : null}
        </div>
        <PhotoDisclaimer className="mt-4" />
      </div>

      <div className="min-w-0">
        <p className="text-sm font-medium text-accent-700">
          {fabric.collection} · {fabric.category}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-stone-950 sm:text-4xl">{fabric.name}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-stone-600">Kod {fabric.code}</span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${
              fabric.available ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-stone-100 text-stone-700 ring-stone-300"
            }`}
          >
            {fabric.available ? "dostępna" : "niedostępna"}
          </span>
        </div>

        <p className="mt-5 text-3xl font-bold tracking-tight text-stone-950">
          {formatPln(fabric.pricePerM2)}
          <span className="text-base font-normal text-stone-600"> / m²</span>
        </p>
        <LowestPriceNote fabric={fabric} className="mt-1 text-sm" />
        <p className="mt-1 text-sm text-stone-600">
          Liczymy co najmniej {formatArea(PLEAT_MIN_BILLED_AREA_CM2 / 10_000)} na plisę. W sklepie zamówisz plisę o szerokości do {PLEAT_MAX_SHOP_WIDTH_CM} cm.
        </p>

        {fabric.available ? null : (
          <p className="mt-5 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
            <span>
              Ta tkanina jest obecnie niedostępna i nie można jej zamówić. <TextLink to="/tkaniny-plisy">Wybierz inną tkaninę</TextLink>
            </span>
          </p>
        )}

        <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3 border-y border-stone-200 py-5 text-sm">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-stone-600">{label}</dt>
              <dd className="font-medium text-stone-950">{value}</dd>
            </div>
          ))}
        </dl>

        <h2 className="mt-6 text-sm font-semibold text-stone-950">Właściwości światła</h2>
        <dl className="mt-3 space-y-2.5 text-sm">
          {light.map(([label, percent]) => (
            <div key={label} className="grid grid-cols-[6.5rem_1fr_3rem] items-center gap-3">
              <dt className="text-stone-600">{label}</dt>
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-stone-200">
                <div className="h-full rounded-full bg-accent-500" style={{ width: `${percent}%` }} />
              </div>
              <dd className="text-right font-medium text-stone-950 tabular-nums">{percent}%</dd>
            </div>
          ))}
        </dl>

        <div className="mt-6 flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-sm shadow-sm">
          {profile ? (
            <img src={profile.image} alt="" width={64} height={48} loading="lazy" decoding="async" className="h-12 w-16 shrink-0 rounded-md bg-stone-100 object-cover" />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="text-stone-600">Wybrany profil</p>
            <p className="font-medium text-stone-950">{profile ? `${profile.code} – ${profile.colour}` : "brak dostępnych profili"}</p>
          </div>
          <TextLink to={profilePickerPath(fabric.code)} className="shrink-0">
            Zobacz profile
          </TextLink>
        </div>

        <div className="mt-6">
          <QuickAdd fabric={fabric} profile={profile} />
        </div>

        <a href="#konfigurator" className="mt-4 inline-flex items-center gap-2 font-medium text-accent-700 hover:text-accent-800">
          Skonfiguruj plisę na wymiar
          <ArrowRightIcon className="size-4 rotate-90" />
        </a>
        {fabric.available ? (
          <p className="mt-3 text-sm text-stone-600">
            Chcesz zobaczyć tkaninę w swoim oknie? <TextLink to={samplesHref([fabric.code])}>Zamów bezpłatną próbkę</TextLink>
          </p>
        ) : null}
      </div>
    </div>
  );
}
