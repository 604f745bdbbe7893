import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** The fabric page's own error: an unknown code (404) or data that could not be loaded. */
export function FabricLoadError({ notFound }: { notFound: boolean }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-6xl font-bold tracking-tight text-accent-600">{notFound ? "404" : "Błąd"}</p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-stone-950 sm:text-3xl">
        {notFound ? "Tkanina nie została znaleziona" : "Nie udało się pobrać danych tkaniny"}
      </h1>
      <p className="mt-3 max-w-md text-stone-600">
        {notFound
          ? "Tkaniny o tym kodzie nie ma w naszym katalogu. Mogła zostać wycofana albo adres zawiera literówkę."
          : "Wystąpił błąd podczas ładowania danych"}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {notFound ? null : (
          <button type="button" onClick={() => window.location.reload()} className={buttonClasses("primary", "lg")}>
            Spróbuj ponownie
          </button>
        )}
        <Link to="/tkaniny-plisy" className={buttonClasses(notFound ? "primary" : "secondary", "lg")}>
          Wróć do katalogu tkanin
        </Link>
      </div>
    </section>
  );
}
