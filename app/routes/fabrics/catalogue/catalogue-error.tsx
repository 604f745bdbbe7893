import { useState } from "react";
import { useRevalidator } from "react-router";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { AlertCircleIcon } from "~/components/ui/icons";

/** Retries offered before the shopper is sent to support instead. */
const CATALOGUE_RETRY_LIMIT = 3;

/** The catalogue's error screen; `details` (the raw error) is passed in development only. */
export function CatalogueError({ details }: { details?: string }) {
  const revalidator = useRevalidator();
  const [retries, setRetries] = useState(0);
  const retrying = revalidator.state === "loading";

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <AlertCircleIcon className="size-12 text-accent-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-950">Błąd</h1>
      <p className="mt-3 text-stone-600">Nie udało się pobrać listy tkanin.</p>
      {details ? <pre className="mt-6 max-w-full overflow-x-auto rounded-lg bg-stone-900 p-4 text-left text-xs text-stone-100">Błąd bazy danych: {details}</pre> : null}
      <div className="mt-8" aria-live="polite">
        {retries < CATALOGUE_RETRY_LIMIT ? (
          <button
            type="button"
            disabled={retrying}
            onClick={() => {
              setRetries((count) => count + 1);
              void revalidator.revalidate();
            }}
            className={buttonClasses("primary", "lg")}
          >
            {retrying ? "Ładowanie tkanin..." : "Spróbuj ponownie"}
          </button>
        ) : (
          <div className="flex flex-col items-center gap-4">
            <p className="font-medium text-stone-800">Jeśli problem się powtarza, skontaktuj się z pomocą techniczną.</p>
            <Link to="/kontakt" className={buttonClasses("secondary", "lg")}>
              Przejdź do kontaktu
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
