import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";

/** The shell of every full-page status: a code ('404', 'Błąd'), the title, a line of text and the ways on. */
export function StatusPage({ code, title, text, children }: { code: string; title: string; text: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-6xl font-bold tracking-tight text-accent-600 sm:text-7xl">{code}</p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-stone-950 sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-stone-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}

/** The ways on from a page that found nothing: the home page, or help from a person. */
export function HomeAndContactButtons() {
  return (
    <>
      <Link to="/" className={buttonClasses("primary", "lg")}>
        Wróć na stronę główną
      </Link>
      <Link to="/kontakt" className={buttonClasses("secondary", "lg")}>
        Skontaktuj się z nami
      </Link>
    </>
  );
}

/** A 404: the site's own (no address matched), or a missing item's (a fabric, a profile) with the way back to its list. */
export function NotFoundPage({
  title = "Oops! Page not found",
  text = "Strona, której szukasz, nie istnieje lub została przeniesiona.",
  back,
}: {
  title?: string;
  text?: string;
  back?: { to: string; label: string };
}) {
  return (
    <StatusPage code="404" title={title} text={text}>
      {back ? (
        <Link to={back.to} className={buttonClasses("primary", "lg")}>
          {back.label}
        </Link>
      ) : (
        <HomeAndContactButtons />
      )}
    </StatusPage>
  );
}

/** `details` (a stack trace) is passed in development only. */
export function ErrorPage({ details }: { details?: string }) {
  return (
    <>
      <StatusPage code="Błąd" title="Ups! Coś poszło nie tak" text="Wystąpił nieoczekiwany błąd. Odśwież stronę, a jeśli problem się powtórzy, skontaktuj się z nami.">
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses("primary", "lg")}>
          Odśwież stronę
        </button>
        <Link to="/" className={buttonClasses("secondary", "lg")}>
          Wróć na stronę główną
        </Link>
      </StatusPage>
      {details && <pre className="mx-auto mb-12 max-w-4xl overflow-x-auto rounded-lg bg-stone-900 p-4 text-left text-xs text-stone-100">{details}</pre>}
    </>
  );
}

/** A page whose data could not be loaded: the spec's texts for it, a retry, and the way back. */
export function LoadFailedPage({ title, text, back }: { title: string; text: string; back: { to: string; label: string } }) {
  return (
    <StatusPage code="Błąd" title={title} text={text}>
      <button type="button" onClick={() => window.location.reload()} className={buttonClasses("primary", "lg")}>
        Spróbuj ponownie
      </button>
      <Link to={back.to} className={buttonClasses("secondary", "lg")}>
        {back.label}
      </Link>
    </StatusPage>
  );
}
