import type { Route } from "./+types/meshes";
import { pageMeta } from "~/lib/page-meta";
import { MeshCard } from "./meshes/mesh-card";
import { ProductSafety } from "~/components/catalogue/product-safety";
import { insectScreenMeshes, productSafetyInfo } from "~/lib/product-safety";
import { publicPageHeaders } from "~/lib/caching";
import { listMeshes } from "~/server/catalogue/screens.server";
import { PageHeader } from "~/components/ui/page-header";
import { getCatalogue } from "~/server/platform/request-context.server";

export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await getCatalogue(context);
  const meshes = listMeshes(catalogue);
  return { meshes, safety: productSafetyInfo(catalogue.settings, [insectScreenMeshes(meshes.map((mesh) => mesh.code))]) };
}

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Siatki Moskitier",
      description: "Kolory siatek do moskitier okiennych i drzwiowych: szara i biała. Wybierz siatkę i skonfiguruj moskitierę na wymiar.",
    },
    matches,
  );
}

export default function Meshes({ loaderData: { meshes, safety } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
      <PageHeader eyebrow="Moskitiery" title="Siatki Moskitier" back={{ to: "/moskitiery", label: "Powrót do moskitier" }}>
        <p>Siatka szara jest mniej widoczna z zewnątrz, biała pasuje do jasnych ram okien i drzwi. Kolor siatki wybierzesz też w konfiguratorze.</p>
      </PageHeader>
      {meshes.length === 0 ? (
        <p className="mt-10 rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">Brak dostępnych siatek w bazie danych.</p>
      ) : (
        <div className="mt-10 grid gap-6 sm:grid-cols-2">
          {meshes.map((mesh) => (
            <MeshCard key={mesh.code} mesh={mesh} />
          ))}
        </div>
      )}

      <ProductSafety info={safety} className="mt-10" />
    </div>
  );
}
