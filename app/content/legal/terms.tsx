import { FULFILMENT_START, fulfilmentTime } from "~/lib/fulfilment";
import { formatPln } from "~/lib/money";
import { PLEAT_MAX_HEIGHT_CM, PLEAT_MAX_SHOP_WIDTH_CM, PLEAT_MIN_HEIGHT_CM, PLEAT_MIN_WIDTH_CM, SCREEN_MAX_SIZE_CM, SCREEN_MIN_SIZE_CM } from "~/lib/pricing/constants";
import { OutOfCourtOptions, SellerDetails } from "./shared";
import type { LegalDocument } from "./types";

export const terms: LegalDocument = {
  path: "/regulamin",
  title: "Regulamin sklepu",
  description:
    "Regulamin sklepu internetowego z plisami i moskitierami na wymiar: zamówienia, ceny z VAT, płatności, czas realizacji, dostawa na terenie całej Polski, odstąpienie od umowy i reklamacje.",
  lead: "Zasady zakupów w naszym sklepie internetowym: jak zamówić, zapłacić i odebrać produkty szyte na wymiar oraz jakie prawa przysługują Ci jako klientowi.",
  effectiveFrom: "2026-11-21",
  sections: [
    {
      id: "postanowienia-ogolne",
      title: "§ 1. Postanowienia ogólne",
      body: (seller) => (
        <>
          <ol>
            <li>
              Regulamin określa zasady korzystania ze sklepu internetowego {seller.name}, dostępnego pod adresem{" "}
              <a href={seller.publicUrl}>{seller.publicUrl.replace(/^https?:\/\//, "").replace(/\/$/, "")}</a>, zasady zawierania umów sprzedaży oraz świadczenia usług drogą
              elektroniczną.
            </li>
            <li>Sklep prowadzi i sprzedawcą jest:</li>
          </ol>
          <SellerDetails seller={seller} />
          <ol start={3}>
            <li>
              Ilekroć regulamin mówi o <strong>konsumencie</strong>, oznacza to osobę fizyczną zawierającą umowę niezwiązaną bezpośrednio z jej działalnością gospodarczą lub
              zawodową. Przepisy o konsumencie, dotyczące prawa odstąpienia od umowy i odpowiedzialności za zgodność towaru z umową, stosuje się także do osoby fizycznej
              prowadzącej działalność gospodarczą, gdy z treści umowy wynika, że nie ma ona dla niej charakteru zawodowego (przedsiębiorca na prawach konsumenta).
            </li>
            <li>
              Do korzystania ze sklepu potrzebne są: urządzenie z dostępem do internetu, aktualna przeglądarka internetowa z włączoną obsługą JavaScript i plików cookie oraz
              aktywny adres e-mail. Zakazane jest dostarczanie przez klienta treści o charakterze bezprawnym.
            </li>
            <li>Z regulaminem można zapoznać się przed złożeniem zamówienia, a także zapisać go lub wydrukować w dowolnej chwili.</li>
          </ol>
        </>
      ),
    },
    {
      id: "produkty-i-ceny",
      title: "§ 2. Produkty i ceny",
      body: (_seller, { Link }) => (
        <ol>
          <li>
            Sprzedajemy plisy okienne szyte na wymiar z wybranej tkaniny, na wybranym profilu i z wybranymi dodatkami, moskitiery okienne i drzwiowe wykonywane na wymiar oraz, na
            podstawie indywidualnego zapytania, meble na zamówienie. Każdy produkt wykonujemy według wymiarów i konfiguracji podanych przez klienta.
          </li>
          <li>
            Wszystkie ceny podajemy w złotych polskich (PLN). Ceny zawierają podatek VAT. Cena produktu na wymiar wynika z konfiguratora (powierzchnia w m², cena tkaniny lub
            profilu za m² i wybrane dodatki) i jest widoczna przed dodaniem produktu do koszyka. Koszt dostawy i ewentualnej opłaty za płatność przy odbiorze widać przed złożeniem
            zamówienia.
          </li>
          <li>
            Plisy sprzedajemy w sklepie w szerokości od {PLEAT_MIN_WIDTH_CM} do {PLEAT_MAX_SHOP_WIDTH_CM} cm i wysokości od {PLEAT_MIN_HEIGHT_CM} do {PLEAT_MAX_HEIGHT_CM} cm, nie
            szerzej niż pozwala wybrana tkanina. Plisy szersze niż {PLEAT_MAX_SHOP_WIDTH_CM} cm wykonujemy jako projekt indywidualny, po kontakcie przez{" "}
            <Link to="/kontakt">formularz kontaktowy</Link>. Moskitiery wykonujemy w wymiarach od {SCREEN_MIN_SIZE_CM} do {SCREEN_MAX_SIZE_CM} cm.
          </li>
          <li>
            Zdjęcia produktów, tkanin i profili mają charakter poglądowy i nie stanowią podstawy reklamacji: odcień koloru na ekranie zależy od ustawień urządzenia. Wiążący jest
            opis produktu (kod, nazwa koloru i parametry tkaniny lub profilu).
          </li>
          <li>Informacje o produktach w sklepie nie są ofertą w rozumieniu Kodeksu cywilnego, lecz zaproszeniem do zawarcia umowy.</li>
        </ol>
      ),
    },
    {
      id: "zamowienia",
      title: "§ 3. Składanie zamówień i zawarcie umowy",
      body: () => (
        <ol>
          <li>Zamówienia przyjmujemy przez sklep internetowy przez całą dobę. Zamówienie można złożyć jako gość albo po zalogowaniu się do konta klienta.</li>
          <li>
            Aby złożyć zamówienie, należy skonfigurować produkt, dodać go do koszyka, podać dane do wysyłki, wybrać sposób dostawy i płatności, zaakceptować regulamin, politykę
            prywatności i politykę reklamacji, a następnie kliknąć przycisk „Złóż zamówienie”. Złożenie zamówienia oznacza obowiązek zapłaty.
          </li>
          <li>
            Przed złożeniem zamówienia klient powinien sprawdzić wymiary, ilości i konfigurację produktów. Produkty wykonujemy dokładnie według tych danych, dlatego błędnie podane
            wymiary nie są wadą produktu.
          </li>
          <li>
            Po złożeniu zamówienia wysyłamy na adres e-mail klienta potwierdzenie jego otrzymania. Umowa sprzedaży zostaje zawarta z chwilą, gdy potwierdzimy przyjęcie zamówienia
            do realizacji w osobnej wiadomości e-mail. Jeżeli zamówienia nie możemy przyjąć, poinformujemy o tym klienta i zwrócimy wpłaconą kwotę.
          </li>
          <li>
            Treść zawartej umowy (zamówienie z konfiguracją produktów, cenami i kosztami dostawy) jest utrwalana w wiadomościach e-mail, a klientowi posiadającemu konto także w
            historii zamówień.
          </li>
          <li>
            Meble na zamówienie i plisy szersze niż {PLEAT_MAX_SHOP_WIDTH_CM} cm zamawia się przez formularz zapytania lub kontakt ze sklepem; warunki takiej umowy ustalamy
            indywidualnie przed jej zawarciem.
          </li>
        </ol>
      ),
    },
    {
      id: "platnosci",
      title: "§ 4. Płatności",
      body: (seller, { Link }) => (
        <>
          <ol>
            <li>Klient może zapłacić za zamówienie:</li>
          </ol>
          <ul>
            <li>
              <strong>przelewem tradycyjnym</strong> na rachunek bankowy sprzedawcy, podany po złożeniu zamówienia, na stronie{" "}
              <Link to="/instrukcje-platnosci">instrukcji płatności</Link> i w wiadomości e-mail, w ciągu 7 dni roboczych od daty złożenia zamówienia, z numerem zamówienia w tytule
              przelewu;
            </li>
            <li>
              <strong>za pobraniem</strong>, gotówką u kuriera przy odbiorze przesyłki (dopłata {formatPln(seller.cashPaymentFee)});
            </li>
            <li>
              <strong>gotówką przy odbiorze osobistym</strong> w siedzibie sprzedawcy (dopłata {formatPln(seller.cashPaymentFee)}){seller.onlinePayments ? ";" : "."}
            </li>
            {seller.onlinePayments ? (
              <li>
                <strong>online przez PayU</strong> (BLIK, kartą płatniczą, szybkim przelewem lub w odroczonym terminie), bez dopłat, zaraz po złożeniu zamówienia; operatorem
                płatności jest PayU S.A. Nieudaną płatność można ponowić na stronie wyniku płatności.
              </li>
            ) : null}
          </ul>
          <ol start={2}>
            <li>
              {seller.onlinePayments
                ? "Zamówienie opłacone przez PayU przekazujemy do realizacji po potwierdzeniu płatności przez PayU; zwrot płatności online trafia na rachunek lub kartę, z których zapłacono."
                : "Płatność online PayU (w tym kartą płatniczą) jest chwilowo niedostępna. Do czasu jej uruchomienia prosimy o wybór innej metody płatności."}
            </li>
            <li>Jeżeli przelew nie wpłynie w terminie, skontaktujemy się z klientem; po bezskutecznym upływie dodatkowego, wyznaczonego terminu możemy odstąpić od umowy.</li>
            <li>Na życzenie klienta wystawiamy fakturę VAT; dane firmy (nazwę i NIP) podaje się w formularzu zamówienia.</li>
          </ol>
        </>
      ),
    },
    {
      id: "realizacja-i-dostawa",
      title: "§ 5. Realizacja zamówienia i dostawa",
      body: (seller) => (
        <ol>
          <li>
            Czas realizacji zamówienia wynosi {fulfilmentTime(seller)} {FULFILMENT_START}. Czas realizacji obejmuje wykonanie produktów na wymiar i przekazanie ich do wysyłki lub
            do odbioru.
          </li>
          <li>
            Dniami roboczymi są dni od poniedziałku do piątku z wyjątkiem dni ustawowo wolnych od pracy. Szacowana data wysyłki podawana w sklepie („Szacowana wysyłka: do …”) to
            ostatni dzień najdłuższego czasu realizacji ({seller.fulfilmentMaxDays} dni roboczych), liczonego od dnia następującego po złożeniu zamówienia, przy niezwłocznym
            zaksięgowaniu płatności.
          </li>
          <li>Dostarczamy zamówienia na terenie całej Polski.</li>
          <li>
            Dostępne sposoby dostawy: przesyłka kurierska DPD ({formatPln(seller.courierSmallParcelPrice)}, gdy zamówienie obejmuje wyłącznie plisy, najwyżej{" "}
            {seller.smallParcelMaxPieces} sztuk; w pozostałych przypadkach {formatPln(seller.courierPrice)}) oraz bezpłatny odbiór osobisty pod adresem {seller.pickupStreet},{" "}
            {seller.pickupPostalCode} {seller.pickupCity} ({seller.pickupHours}), po wcześniejszym uzgodnieniu terminu.
          </li>
          <li>
            O zmianach statusu zamówienia, w tym o wysyłce, informujemy e-mailem. Przy odbiorze przesyłki warto sprawdzić stan paczki w obecności kuriera, a w razie uszkodzenia
            spisać protokół szkody; ułatwi to rozpatrzenie reklamacji, ale nie jest jej warunkiem.
          </li>
          <li>Klient zalogowany może anulować zamówienie w historii zamówień, dopóki nie zostało ono przyjęte do realizacji.</li>
        </ol>
      ),
    },
    {
      id: "odstapienie-od-umowy",
      title: "§ 6. Prawo odstąpienia od umowy",
      body: (seller) => (
        <>
          <ol>
            <li>
              Konsument (oraz przedsiębiorca na prawach konsumenta) może odstąpić od umowy zawartej na odległość bez podania przyczyny w terminie 14 dni od dnia, w którym wszedł w
              posiadanie rzeczy. Do zachowania terminu wystarczy wysłanie oświadczenia przed jego upływem.
            </li>
            <li>
              <strong>Prawo odstąpienia nie przysługuje</strong> w odniesieniu do umowy, w której przedmiotem świadczenia jest rzecz nieprefabrykowana, wyprodukowana według
              specyfikacji konsumenta lub służąca zaspokojeniu jego zindywidualizowanych potrzeb (art. 38 ust. 1 pkt 3 ustawy z dnia 30 maja 2014 r. o prawach konsumenta). Dotyczy
              to plis i moskitier wykonywanych według wymiarów i konfiguracji podanych przez klienta oraz mebli na zamówienie.
            </li>
            <li>
              W przypadku rzeczy, do których prawo odstąpienia ma zastosowanie, oświadczenie można złożyć e-mailem na adres <a href={`mailto:${seller.email}`}>{seller.email}</a>{" "}
              lub pisemnie na adres sprzedawcy, na przykład według wzoru poniżej (skorzystanie z wzoru nie jest obowiązkowe). Otrzymanie oświadczenia potwierdzimy e-mailem.
            </li>
            <li>
              Zwrócimy wszystkie płatności, w tym koszt najtańszego zwykłego sposobu dostawy, niezwłocznie, nie później niż w ciągu 14 dni od otrzymania oświadczenia, tą samą
              metodą płatności, jakiej użył konsument, chyba że zgodzi się on na inną. Możemy wstrzymać się ze zwrotem do chwili otrzymania rzeczy lub dowodu jej odesłania.
            </li>
            <li>
              Konsument odsyła rzecz w ciągu 14 dni od odstąpienia od umowy i ponosi bezpośredni koszt jej zwrotu. Odpowiada za zmniejszenie wartości rzeczy wynikające z
              korzystania z niej w sposób wykraczający poza konieczny do stwierdzenia jej charakteru, cech i funkcjonowania.
            </li>
          </ol>
          <h3>Wzór formularza odstąpienia od umowy</h3>
          <blockquote>
            <p>
              Adresat: {seller.legalName}, {seller.street}, {seller.postalCode} {seller.city}, e-mail: {seller.email}
            </p>
            <p>
              Ja/My (*) niniejszym informuję/informujemy (*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy: …… Data zawarcia umowy/odbioru (*): …… Imię i
              nazwisko konsumenta(-ów): …… Adres konsumenta(-ów): …… Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej): …… Data: ……
            </p>
            <p>(*) Niepotrzebne skreślić.</p>
          </blockquote>
        </>
      ),
    },
    {
      id: "reklamacje",
      title: "§ 7. Reklamacje",
      body: (_seller, { Link }) => (
        <>
          <ol>
            <li>
              Sprzedawca odpowiada wobec konsumenta za brak zgodności towaru z umową istniejący w chwili jego dostarczenia i ujawniony w ciągu dwóch lat od tej chwili (art. 43c
              ustawy o prawach konsumenta); wobec pozostałych klientów odpowiada z tytułu rękojmi na zasadach Kodeksu cywilnego. Okres reklamacyjny wynosi 2 lata, a dla konsumentów
              przy umowach zawartych po 1 stycznia 2023 r. 3 lata od wydania produktu.
            </li>
            <li>
              Reklamację należy złożyć na piśmie (listownie, e-mailem lub przez <Link to="/zloz-reklamacje">formularz reklamacji</Link>) w ciągu 14 dni od stwierdzenia wady.
              Konsument, który zgłosi wadę później, nie traci z tego powodu swoich uprawnień.
            </li>
            <li>
              Reklamacje rozpatrujemy w ciągu 14 dni roboczych, a w szczególnie uzasadnionych przypadkach w terminie do 30 dni. Na reklamację konsumenta odpowiadamy nie później niż
              w ciągu 14 dni od jej otrzymania; brak odpowiedzi w tym terminie oznacza uznanie reklamacji.
            </li>
            <li>
              Szczegółowe zasady, w tym uprawnienia klienta i przebieg reklamacji, opisuje <Link to="/polityka-reklamacji">polityka reklamacji</Link>.
            </li>
          </ol>
          <h3>Pozasądowe rozwiązywanie sporów</h3>
          <OutOfCourtOptions />
        </>
      ),
    },
    {
      id: "dane-osobowe-i-konto",
      title: "§ 8. Dane osobowe i usługi elektroniczne",
      body: (_seller, { Link }) => (
        <ol>
          <li>
            Administratorem danych osobowych klientów jest sprzedawca. Zasady przetwarzania danych i informacje o plikach cookie opisuje{" "}
            <Link to="/polityka-prywatnosci">polityka prywatności</Link>.
          </li>
          <li>
            Drogą elektroniczną świadczymy nieodpłatnie usługi: konto klienta (dane do zamówień i historia zamówień), koszyk, formularze kontaktu, reklamacji i zapytań o meble.
            Umowa o prowadzenie konta zostaje zawarta na czas nieokreślony z chwilą potwierdzenia adresu e-mail kodem weryfikacyjnym; klient może ją w każdej chwili wypowiedzieć,
            prosząc e-mailem o usunięcie konta. Pozostałe usługi są świadczone jednorazowo.
          </li>
          <li>
            Skargi dotyczące działania sklepu można zgłaszać e-mailem lub przez <Link to="/kontakt">formularz kontaktowy</Link>; odpowiadamy w ciągu 14 dni.
          </li>
        </ol>
      ),
    },
    {
      id: "postanowienia-koncowe",
      title: "§ 9. Postanowienia końcowe",
      body: () => (
        <ol>
          <li>
            W sprawach nieuregulowanych regulaminem stosuje się prawo polskie, w szczególności Kodeks cywilny, ustawę o prawach konsumenta i ustawę o świadczeniu usług drogą
            elektroniczną. Regulamin nie ogranicza praw konsumenta wynikających z bezwzględnie obowiązujących przepisów.
          </li>
          <li>Spory z konsumentami rozstrzyga sąd właściwy według przepisów ogólnych; spory z pozostałymi klientami sąd właściwy dla siedziby sprzedawcy.</li>
          <li>
            Regulamin możemy zmienić z ważnych przyczyn (zmiana przepisów, metod płatności lub dostawy). Do zamówień złożonych przed zmianą stosuje się regulamin w brzmieniu z dnia
            złożenia zamówienia.
          </li>
        </ol>
      ),
    },
  ],
};
