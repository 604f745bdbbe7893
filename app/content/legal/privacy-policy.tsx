import { CONSENT_ACCEPTED_COOKIE, CONSENT_ACCEPTED_MAX_AGE_DAYS, CONSENT_REJECTED_COOKIE, CONSENT_REJECTED_MAX_AGE_DAYS } from "~/lib/cookie-consent";
import { CART_STORAGE_KEY, SELECTED_PROFILE_STORAGE_KEY } from "~/lib/cart-basics";
import { INSTALL_PROMPT_STORAGE_KEY } from "~/lib/install-prompt";
import { durationText, RETENTION, RETENTION_SENTENCES } from "~/lib/retention";
import { SellerDetails } from "./shared";
import type { LegalDocument } from "./types";

/** Everything the site keeps in the browser; the privacy test checks that each name is listed here. */
const BROWSER_STORAGE = [
  {
    name: "sesja / __Host-sesja",
    kind: "cookie, HttpOnly",
    purpose: "Utrzymanie zalogowania do konta klienta (przy połączeniu szyfrowanym pod nazwą __Host-sesja).",
    lifetime: `${durationText(RETENTION.sessions.period.longest)} od ostatniego użycia lub do wylogowania`,
  },
  {
    name: "komunikat / __Host-komunikat",
    kind: "cookie, HttpOnly",
    purpose: "Jednorazowy komunikat po przekierowaniu (np. „Wylogowano pomyślnie”); przy połączeniu szyfrowanym pod nazwą __Host-komunikat.",
    lifetime: "do wyświetlenia komunikatu, najwyżej 60 sekund",
  },
  {
    name: CONSENT_ACCEPTED_COOKIE,
    kind: "cookie",
    purpose: "Zapamiętanie, że zaakceptowano pliki cookie, aby nie pytać ponownie.",
    lifetime: `${CONSENT_ACCEPTED_MAX_AGE_DAYS} dni`,
  },
  {
    name: CONSENT_REJECTED_COOKIE,
    kind: "cookie",
    purpose: "Zapamiętanie, że odrzucono pliki cookie, aby nie pytać ponownie.",
    lifetime: `${CONSENT_REJECTED_MAX_AGE_DAYS} dni`,
  },
  { name: CART_STORAGE_KEY, kind: "pamięć przeglądarki (localStorage)", purpose: "Zawartość koszyka.", lifetime: "do złożenia zamówienia lub opróżnienia koszyka" },
  {
    name: SELECTED_PROFILE_STORAGE_KEY,
    kind: "pamięć przeglądarki (localStorage)",
    purpose: "Profil plisy wybrany na stronie profili, podpowiadany w konfiguratorze.",
    lifetime: "do wyczyszczenia danych przeglądarki",
  },
  {
    name: INSTALL_PROMPT_STORAGE_KEY,
    kind: "pamięć przeglądarki (localStorage)",
    purpose: "Zapamiętanie, że zainstalowano aplikację sklepu lub zamknięto propozycję instalacji.",
    lifetime: "do wyczyszczenia danych przeglądarki",
  },
];

export const privacyPolicy: LegalDocument = {
  path: "/polityka-prywatnosci",
  title: "Polityka prywatności",
  description:
    "Kto przetwarza Twoje dane w sklepie z plisami i moskitierami na wymiar, w jakich celach i jak długo, jakie masz prawa (RODO) oraz jakie pliki cookie zapisuje strona.",
  lead: "Dbamy o to, by zbierać tylko dane potrzebne do realizacji zamówień i odpowiedzi na Twoje wiadomości. Poniżej wyjaśniamy, co się z nimi dzieje.",
  effectiveFrom: "2026-11-28",
  sections: [
    {
      id: "administrator",
      title: "1. Administrator danych",
      body: (seller) => (
        <>
          <p>Administratorem Twoich danych osobowych w rozumieniu rozporządzenia Parlamentu Europejskiego i Rady (UE) 2016/679 (RODO) jest sprzedawca prowadzący sklep:</p>
          <SellerDetails seller={seller} />
          <p className="mt-4">
            We wszystkich sprawach dotyczących danych osobowych możesz się z nami skontaktować e-mailem, listownie lub telefonicznie. Nie wyznaczyliśmy inspektora ochrony danych.
          </p>
        </>
      ),
    },
    {
      id: "cele-i-podstawy",
      title: "2. Cele i podstawy prawne przetwarzania",
      body: () => (
        <ul>
          <li>
            <strong>Realizacja zamówienia</strong> (imię, nazwisko, adres e-mail, telefon, adres dostawy, opcjonalnie nazwa firmy i NIP, konfiguracja zamówionych produktów):
            zawarcie i wykonanie umowy, art. 6 ust. 1 lit. b RODO.
          </li>
          <li>
            <strong>Konto klienta</strong> (adres e-mail, hasło przechowywane wyłącznie w postaci skrótu, dane adresowe, telefon, historia zamówień, zgody): umowa o prowadzenie
            konta, art. 6 ust. 1 lit. b RODO.
          </li>
          <li>
            <strong>Wiadomości z formularzy</strong> kontaktu, reklamacji, zapytań o meble i plisy specjalistyczne: odpowiedź na wiadomość, czyli nasz prawnie uzasadniony interes
            (art. 6 ust. 1 lit. f RODO), a przy reklamacji obowiązek prawny (art. 6 ust. 1 lit. c RODO).
          </li>
          <li>
            <strong>Rozliczenia i księgowość</strong> (faktury, dowody wpłat): obowiązek prawny wynikający z przepisów podatkowych i o rachunkowości, art. 6 ust. 1 lit. c RODO.
          </li>
          <li>
            <strong>Bezpieczeństwo</strong> (adres IP i dane przeglądarki w sesji konta, krótkotrwałe liczniki prób logowania i wysłania formularzy, logi serwera): ochrona sklepu i
            kont przed nadużyciami, art. 6 ust. 1 lit. f RODO.
          </li>
          <li>
            <strong>Marketing własnych produktów</strong>, np. przygotowanie oferty na podstawie Twojego zapytania: prawnie uzasadniony interes, art. 6 ust. 1 lit. f RODO. Nie
            wysyłamy newslettera ani informacji handlowych bez Twojej odrębnej zgody.
          </li>
          <li>
            <strong>Dochodzenie roszczeń i obrona przed nimi</strong>: prawnie uzasadniony interes, art. 6 ust. 1 lit. f RODO.
          </li>
        </ul>
      ),
    },
    {
      id: "okres-przechowywania",
      title: "3. Jak długo przechowujemy dane",
      body: () => (
        <>
          <p>
            Dane przechowujemy tylko tak długo, jak są potrzebne do celu, w którym je zebraliśmy, albo jak wymagają tego przepisy. Raz na dobę sklep sam usuwa dane, których okres
            przechowywania minął:
          </p>
          <ul>
            {RETENTION_SENTENCES.map((sentence, index) => (
              <li key={sentence}>
                {sentence}
                {index === RETENTION_SENTENCES.length - 1 ? "." : ";"}
              </li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: "odbiorcy",
      title: "4. Komu powierzamy dane",
      body: () => (
        <>
          <p>Twoje dane przekazujemy wyłącznie podmiotom, bez których nie moglibyśmy prowadzić sklepu:</p>
          <ul>
            <li>
              <strong>Cloudflare, Inc.</strong> (hosting sklepu, baza danych i wysyłka wiadomości e-mail przez Cloudflare Email Service): przetwarza dane na nasze zlecenie.
              Cloudflare może przetwarzać dane także poza Europejskim Obszarem Gospodarczym, na podstawie decyzji Komisji Europejskiej o odpowiednim stopniu ochrony (EU-U.S. Data
              Privacy Framework) oraz standardowych klauzul umownych;
            </li>
            <li>firmie kurierskiej DPD Polska, gdy wybierasz dostawę kurierem (dane do doręczenia przesyłki);</li>
            <li>bankowi prowadzącemu nasz rachunek (dane z tytułu przelewu);</li>
            <li>biuru rachunkowemu, jeżeli powierzamy mu prowadzenie księgowości;</li>
            <li>organom publicznym, gdy wymagają tego przepisy prawa.</li>
          </ul>
        </>
      ),
    },
    {
      id: "twoje-prawa",
      title: "5. Twoje prawa",
      body: () => (
        <>
          <p>Masz prawo do:</p>
          <ul>
            <li>dostępu do swoich danych i otrzymania ich kopii;</li>
            <li>sprostowania danych (dane konta zmienisz też sam na stronie profilu);</li>
            <li>usunięcia danych i ograniczenia ich przetwarzania;</li>
            <li>przenoszenia danych przetwarzanych na podstawie umowy;</li>
            <li>wniesienia sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie, w tym w celach marketingowych.</li>
          </ul>
          <p>
            Masz konto? Kopię swoich danych pobierzesz, a konto usuniesz sam na stronie profilu (przyciski „Pobierz moje dane” i „Usuń konto”). Aby skorzystać z pozostałych praw
            albo gdy nie masz konta, napisz do nas. Przysługuje Ci także skarga do organu nadzorczego: Prezesa Urzędu Ochrony Danych Osobowych (PUODO), ul. Stawki 2, 00-193
            Warszawa.
          </p>
          <p>
            Podanie danych jest dobrowolne, ale bez danych do wysyłki i kontaktu nie możemy zrealizować zamówienia ani odpowiedzieć na wiadomość. Nie podejmujemy decyzji opartych
            wyłącznie na zautomatyzowanym przetwarzaniu, w tym profilowaniu.
          </p>
        </>
      ),
    },
    {
      id: "pliki-cookie",
      title: "6. Pliki cookie i pamięć przeglądarki",
      body: (_seller, { Link }) => (
        <>
          <p>
            Strona zapisuje w Twojej przeglądarce wyłącznie informacje niezbędne do jej działania i zapamiętania Twoich wyborów.{" "}
            <strong>Nie używamy plików cookie analitycznych, reklamowych ani plików cookie innych firm</strong> i nie wczytujemy żadnych skryptów analitycznych. Baner plików cookie
            zapamiętuje Twoją decyzję; gdy odrzucisz pliki cookie, usuwamy także ewentualne pliki cookie analityczne pozostawione przez starsze wersje strony.
          </p>
          {/* Focusable, so the table can be scrolled sideways with the keyboard on a narrow screen. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard */}
          {/* biome-ignore lint/a11y/useSemanticElements: a div keeps the table's layout; the role names the scroll region */}
          <div tabIndex={0} role="region" aria-labelledby="pamiec-przegladarki" className="mt-4 overflow-x-auto rounded-sm">
            <table>
              <caption id="pamiec-przegladarki" className="sr-only">
                Informacje zapisywane w przeglądarce
              </caption>
              <thead>
                <tr>
                  <th scope="col">Nazwa</th>
                  <th scope="col">Rodzaj</th>
                  <th scope="col">Cel</th>
                  <th scope="col">Okres przechowywania</th>
                </tr>
              </thead>
              <tbody>
                {BROWSER_STORAGE.map((entry) => (
                  <tr key={entry.name}>
                    <th scope="row">
                      <code>{entry.name}</code>
                    </th>
                    <td>{entry.kind}</td>
                    <td>{entry.purpose}</td>
                    <td>{entry.lifetime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            Podstawą zapisywania tych informacji jest art. 399 ust. 3 ustawy Prawo komunikacji elektronicznej: są one niezbędne do świadczenia usługi, o którą prosisz. Możesz je w
            każdej chwili usunąć w ustawieniach przeglądarki; stracisz wtedy zawartość koszyka i zostaniesz wylogowany.
          </p>
          <p>
            Więcej o zasadach zakupów przeczytasz w <Link to="/regulamin">regulaminie</Link>.
          </p>
        </>
      ),
    },
  ],
};
