import { Link } from "~/components/ui/link";
import { TextLink } from "~/components/ui/text-link";
import { ProductSafety } from "~/components/catalogue/product-safety";
import type { Route } from "./+types/accessories";
import { pageMeta } from "~/lib/page-meta";
import { AccessoryCard } from "./accessories/accessory-card";
import { buttonClasses } from "~/components/ui/button";
import { InfoCircleIcon } from "~/components/ui/icons";
import { PageHeader } from "~/components/ui/page-header";
import { publicPageHeaders } from "~/lib/caching";
import { pleatAccessories, productSafetyInfo } from "~/lib/product-safety";
import { EXTRAS_MULTIPLIER_NARROW, EXTRAS_MULTIPLIER_WIDE, EXTRAS_WIDE_FROM_CM } from "~/lib/pricing";
import { listPleatAccessories } from "~/server/catalogue/pleats.server";
import { getCatalogue } from "~/server/platform/request-context.server";

export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await getCatalogue(context);
  const accessories = listPleatAccessories(catalogue);
  return { accessories, safety: productSafetyInfo(catalogue.settings, [pleatAccessories(accessories.map((accessory) => accessory.name))]) };
}

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Dodatki do plis",
      description: "Prowadnice, rączki, kątowniki, dystanse, prowadzenie żyłkowe i montaż bez wiercenia: dodatki do plis na wymiar z cenami.",
    },
    matches,
  );
}

export default function PleatAccessories({ loaderData }: Route.ComponentProps) {
  const { accessories, safety } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <PageHeader eyebrow="Plisy" title="Dodatki do plis" back={{ to: "/plisy", label: "Plisy" }}>
          <p>Dodatki wybierasz w konfiguratorze plisy, a cena od razu uwzględnia ich koszt. Tu sprawdzisz, do czego służą i jak liczymy ich cenę.</p>
        </PageHeader>
        <Link to="/tkaniny-plisy" className={`${buttonClasses("primary", "lg")} shrink-0`}>
          Skonfiguruj swoją plisę
        </Link>
      </div>

      <p className="mt-8 flex items-start gap-3 rounded-xl border border-stone-200 bg-white p-5 text-sm leading-6 text-stone-700">
        <InfoCircleIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
        <span>
          Cenę części dodatków mnożymy zależnie od szerokości plisy: × {EXTRAS_MULTIPLIER_NARROW}, gdy plisa jest węższa niż {EXTRAS_WIDE_FROM_CM} cm, i × {EXTRAS_MULTIPLIER_WIDE}{" "}
          od {EXTRAS_WIDE_FROM_CM} cm. Prowadnice liczymy za każdy metr wysokości plisy.
        </span>
      </p>

      {accessories.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">Brak dostępnych dodatków</p>
      ) : (
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {accessories.map((accessory, index) => (
            <AccessoryCard key={accessory.id} accessory={accessory} eager={index < 4} />
          ))}
        </div>
      )}

      <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-accent-50 p-6 ring-1 ring-accent-100 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <p className="max-w-2xl leading-7 text-stone-700">
          Nie wiesz, czego potrzebujesz? Zajrzyj do <TextLink to="/plisy/pomiar">poradnika pomiaru</TextLink>: podpowiada, kiedy przydaje się montaż bez wiercenia.
        </p>
        <Link to="/tkaniny-plisy" className={`${buttonClasses("primary", "lg")} shrink-0`}>
          Skonfiguruj swoją plisę
        </Link>
      </div>

      <ProductSafety info={safety} className="mt-10" />
    </div>
  );
}
