import type { Seller } from "./types";

// Fragments more than one policy states; written once so the documents cannot drift apart.

/** The seller's identification required by the Consumer Rights Act (art. 12) and the e-services act (art. 5). */
export function SellerDetails({ seller }: { seller: Seller }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-1 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-[max-content_1fr] [&_dt]:font-semibold [&_dt]:text-stone-950">
      <dt>Sprzedawca</dt>
      <dd>{seller.legalName}</dd>
      <dt>Nazwa sklepu</dt>
      <dd>{seller.name}</dd>
      <dt>Adres</dt>
      <dd>
        {seller.street}, {seller.postalCode} {seller.city}
      </dd>
      <dt>NIP</dt>
      <dd>{seller.nip}</dd>
      <dt>E-mail</dt>
      <dd>
        <a href={`mailto:${seller.email}`}>{seller.email}</a>
      </dd>
      <dt>Telefon</dt>
      <dd>{seller.phone}</dd>
    </dl>
  );
}

/** Polish out-of-court options; the EU ODR platform closed on 20 July 2025, so it is not named. */
export function OutOfCourtOptions() {
  return (
    <>
      <p>Konsument może skorzystać z pozasądowych sposobów rozpatrywania reklamacji i dochodzenia roszczeń. W szczególności może:</p>
      <ul>
        <li>
          zwrócić się o bezpłatną pomoc do miejskiego lub powiatowego rzecznika konsumentów albo do organizacji konsumenckiej (np. Federacji Konsumentów lub Stowarzyszenia
          Konsumentów Polskich);
        </li>
        <li>złożyć wniosek o przeprowadzenie postępowania mediacyjnego do wojewódzkiego inspektoratu Inspekcji Handlowej właściwego dla siedziby sprzedawcy;</li>
        <li>zwrócić się do stałego polubownego sądu konsumenckiego działającego przy wojewódzkim inspektoracie Inspekcji Handlowej.</li>
      </ul>
      <p>
        Informacje o tych możliwościach i adresy instytucji publikuje Urząd Ochrony Konkurencji i Konsumentów (UOKiK). Skorzystanie z nich jest dobrowolne i nie wyłącza drogi
        sądowej.
      </p>
    </>
  );
}
