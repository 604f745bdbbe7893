import { complaintReasons } from "~/lib/enquiry-form";
import { OutOfCourtOptions, SellerDetails } from "./shared";
import type { LegalDocument } from "./types";

export const complaintsPolicy: LegalDocument = {
  path: "/polityka-reklamacji",
  title: "Polityka reklamacji",
  description:
    "Jak złożyć reklamację plisy lub moskitiery na wymiar: zgłoszenie na piśmie w ciągu 14 dni od stwierdzenia wady, odpowiedzialność za zgodność towaru z umową, terminy rozpatrzenia.",
  lead: "Każdą plisę i moskitierę wykonujemy na wymiar i sprawdzamy przed wysyłką. Jeśli mimo to coś jest nie tak, opisujemy tu, jak złożyć reklamację i jak ją rozpatrujemy.",
  effectiveFrom: "2026-11-21",
  sections: [
    {
      id: "odpowiedzialnosc-sprzedawcy",
      title: "1. Odpowiedzialność sprzedawcy",
      body: (seller) => (
        <>
          <p>
            Reklamacje rozpatruje sprzedawca: {seller.legalName}, {seller.street}, {seller.postalCode} {seller.city}, NIP {seller.nip}.
          </p>
          <p>
            Sprzedawca odpowiada wobec konsumenta za brak zgodności towaru z umową istniejący w chwili jego dostarczenia i ujawniony w ciągu dwóch lat od tej chwili (art. 43c ust.
            1 ustawy z dnia 30 maja 2014 r. o prawach konsumenta). Te same uprawnienia ma przedsiębiorca na prawach konsumenta. Wobec pozostałych klientów sprzedawca odpowiada z
            tytułu rękojmi za wady na zasadach Kodeksu cywilnego.
          </p>
          <p>
            Okres reklamacyjny wynosi <strong>2 lata</strong> od wydania produktu. Dla konsumentów, przy umowach zawartych po 1 stycznia 2023 r., wynosi <strong>3 lata</strong> od
            wydania produktu.
          </p>
        </>
      ),
    },
    {
      id: "jak-zlozyc-reklamacje",
      title: "2. Jak złożyć reklamację",
      body: (seller, { Link }) => (
        <>
          <p>
            Reklamację należy złożyć <strong>na piśmie w ciągu 14 dni od stwierdzenia wady</strong>: przez <Link to="/zloz-reklamacje">formularz reklamacji</Link>, e-mailem na
            adres <a href={`mailto:${seller.email}`}>{seller.email}</a> albo listownie na adres sprzedawcy. Konsument, który zgłosi brak zgodności z umową po tym terminie, nie
            traci swoich uprawnień; szybkie zgłoszenie pomaga nam jednak ustalić przyczynę wady. Klient niebędący konsumentem powinien zbadać produkt i zawiadomić o wadzie
            niezwłocznie (art. 563 Kodeksu cywilnego).
          </p>
          <p>W reklamacji prosimy podać:</p>
          <ul>
            <li>imię, nazwisko i adres e-mail (oraz, jeśli to wygodne, numer telefonu);</li>
            <li>numer zamówienia;</li>
            <li>
              powód reklamacji:{" "}
              {Object.values(complaintReasons)
                .map((label) => label.toLowerCase())
                .join(", ")}
              ;
            </li>
            <li>opis wady i datę jej stwierdzenia, najlepiej ze zdjęciami produktu i etykiety;</li>
            <li>czego żądasz: naprawy, wymiany, obniżenia ceny albo odstąpienia od umowy.</li>
          </ul>
          <p>Otrzymanie reklamacji złożonej przez formularz lub e-mailem potwierdzamy wiadomością e-mail.</p>
        </>
      ),
    },
    {
      id: "co-nie-jest-wada",
      title: "3. Co nie jest podstawą reklamacji",
      body: (_seller, { Link }) => (
        <>
          <p>
            Zdjęcia produktów, tkanin i profili w sklepie mają charakter poglądowy i nie stanowią podstawy reklamacji. Kolor na ekranie zależy od ustawień urządzenia, a wiążący
            jest opis produktu: kod, nazwa koloru i parametry tkaniny lub profilu. Produkt niezgodny z tym opisem można oczywiście reklamować.
          </p>
          <p>Podstawą reklamacji nie są też:</p>
          <ul>
            <li>
              wymiary lub konfiguracja podane błędnie przez klienta: produkt wykonujemy dokładnie według zamówienia, a wskazówki pomiaru znajdziesz w poradnikach{" "}
              <Link to="/plisy/pomiar">pomiaru plis</Link> i {/* biome-ignore lint/suspicious/noSuspiciousSemicolonInJsx: the list's punctuation */}
              <Link to="/moskitiery/pomiar">pomiaru moskitier</Link>;
            </li>
            <li>uszkodzenia wynikające z nieprawidłowego montażu, użytkowania lub czyszczenia niezgodnego z zaleceniami;</li>
            <li>naturalne zużycie produktu.</li>
          </ul>
        </>
      ),
    },
    {
      id: "rozpatrzenie-reklamacji",
      title: "4. Rozpatrzenie reklamacji i uprawnienia klienta",
      body: () => (
        <>
          <p>
            Reklamacje rozpatrujemy w ciągu <strong>14 dni roboczych</strong> od ich otrzymania. W szczególnie uzasadnionych przypadkach, na przykład gdy potrzebna jest ekspertyza
            tkaniny lub mechanizmu, termin może zostać przedłużony do <strong>30 dni</strong>; poinformujemy o tym przed upływem pierwotnego terminu.
          </p>
          <p>
            Na reklamację konsumenta odpowiadamy nie później niż w ciągu 14 dni od jej otrzymania. Jeżeli w tym terminie nie odpowiemy, oznacza to, że reklamację uznaliśmy (art. 7a
            ustawy o prawach konsumenta). Przedłużenie, o którym mowa wyżej, może dotyczyć wtedy wyłącznie wykonania naprawy lub wymiany, nigdy odpowiedzi na reklamację.
          </p>
          <p>Jeżeli towar jest niezgodny z umową, konsument może:</p>
          <ul>
            <li>żądać jego naprawy lub wymiany; możemy zaproponować inne z tych rozwiązań, gdy wybrane jest niemożliwe albo wymagałoby nadmiernych kosztów;</li>
            <li>
              złożyć oświadczenie o obniżeniu ceny albo o odstąpieniu od umowy, gdy naprawa lub wymiana jest niemożliwa, nie została wykonana w rozsądnym czasie, brak zgodności
              występuje nadal albo jest tak istotny, że uzasadnia to bez uprzedniej naprawy lub wymiany; od umowy nie można odstąpić, gdy brak zgodności jest nieistotny.
            </li>
          </ul>
          <p>
            Koszty naprawy, wymiany oraz odebrania i ponownego dostarczenia produktu ponosi sprzedawca. Jeśli potrzebujemy obejrzeć produkt, uzgodnimy z klientem sposób jego
            przekazania na nasz koszt.
          </p>
        </>
      ),
    },
    {
      id: "pozasadowe-rozwiazywanie-sporow",
      title: "5. Pozasądowe rozwiązywanie sporów",
      body: () => <OutOfCourtOptions />,
    },
    {
      id: "kontakt",
      title: "6. Kontakt w sprawie reklamacji",
      body: (seller, { Link }) => (
        <>
          <p>
            W razie pytań o reklamację skontaktuj się z nami e-mailem, telefonicznie lub przez <Link to="/kontakt">formularz kontaktowy</Link>.
          </p>
          <SellerDetails seller={seller} />
        </>
      ),
    },
  ],
};
