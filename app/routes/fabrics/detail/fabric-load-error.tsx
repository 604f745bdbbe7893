import { LoadFailedPage, NotFoundPage } from "~/components/layout/error-pages";

const BACK_TO_CATALOGUE = { to: "/tkaniny-plisy", label: "Wróć do katalogu tkanin" };

/** The fabric page's own error: an unknown code (404) or data that could not be loaded. */
export function FabricLoadError({ notFound }: { notFound: boolean }) {
  if (!notFound) return <LoadFailedPage title="Nie udało się pobrać danych tkaniny" text="Wystąpił błąd podczas ładowania danych" back={BACK_TO_CATALOGUE} />;
  return (
    <NotFoundPage
      title="Tkanina nie została znaleziona"
      text="Tkaniny o tym kodzie nie ma w naszym katalogu. Mogła zostać wycofana albo adres zawiera literówkę."
      back={BACK_TO_CATALOGUE}
    />
  );
}
