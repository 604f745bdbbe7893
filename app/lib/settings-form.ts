import { commaAmount } from "~/lib/money";
import { DEDUCTION_SECTION } from "~/lib/production-deductions";
import type { EditableSettings, SettingName } from "~/lib/shop-settings";

// The settings page's form (/admin-settings): its sections, labels and how stored values are shown. Apart from
// app/lib/shop-settings.ts, which every page loads for the shop's identity and prices.

/** How the settings page groups and labels the fields, in the form's order. */
export const SETTING_SECTIONS: readonly {
  title: string;
  /** A sentence under the title. */
  lead?: string;
  fields: readonly { name: SettingName; label: string; hint?: string; optional?: true }[];
}[] = [
  {
    title: "Dane sklepu",
    fields: [
      { name: "name", label: "Nazwa sklepu" },
      { name: "legalName", label: "Nazwa firmy (sprzedawca)", hint: "Tak, jak w regulaminie i na dokumentach." },
      { name: "street", label: "Ulica i numer" },
      { name: "postalCode", label: "Kod pocztowy" },
      { name: "city", label: "Miasto" },
      { name: "nip", label: "NIP" },
      { name: "phone", label: "Telefon" },
      { name: "email", label: "E-mail sklepu", hint: "Pokazywany klientom i podawany jako adres odpowiedzi." },
      { name: "adminEmail", label: "E-mail na zamówienia", hint: "Tu trafiają powiadomienia o zamówieniach i wiadomości." },
    ],
  },
  {
    title: "Producent (informacje o bezpieczeństwie produktów)",
    fields: [
      {
        name: "manufacturerName",
        label: "Nazwa producenta",
        hint: "Nazwa firmy lub zarejestrowany znak towarowy. Podawana na stronach produktów i w potwierdzeniu zamówienia.",
      },
      { name: "manufacturerAddress", label: "Adres pocztowy producenta", hint: "Ulica i numer, kod pocztowy, miasto; kraj, jeśli poza Polską." },
      { name: "manufacturerEmail", label: "E-mail producenta" },
      {
        name: "euResponsiblePerson",
        label: "Osoba odpowiedzialna w UE",
        hint: "Tylko gdy producent ma siedzibę poza Unią Europejską: nazwa, adres pocztowy i e-mail. Gdy producent działa w UE, zostaw puste.",
        optional: true,
      },
    ],
  },
  {
    title: "Płatności",
    fields: [
      { name: "bankName", label: "Nazwa banku" },
      { name: "bankAccount", label: "Numer rachunku (IBAN)", hint: "PL i 26 cyfr; spacje są dozwolone." },
      { name: "bankRecipient", label: "Odbiorca przelewu" },
      { name: "paymentPhone", label: "Telefon do przelewu na telefon" },
      { name: "cashPaymentFee", label: "Dopłata za płatność gotówką (za pobraniem, przy odbiorze), zł" },
    ],
  },
  {
    title: "Faktury",
    lead: "Numery biegną bez przerw w każdym miesiącu, osobno dla faktur i korekt.",
    fields: [
      { name: "invoiceNumberPattern", label: "Wzór numeru faktury", hint: "{n} – kolejny numer w miesiącu, {MM} – miesiąc, {RRRR} – rok, np. FV/{n}/{MM}/{RRRR}." },
      { name: "correctionNumberPattern", label: "Wzór numeru faktury korygującej", hint: "Jak wyżej, np. FK/{n}/{MM}/{RRRR}." },
    ],
  },
  {
    title: "Dostawa",
    fields: [
      { name: "courierSmallParcelPrice", label: "Kurier DPD – mała paczka z plisami, zł" },
      { name: "smallParcelMaxPieces", label: "Mała paczka – najwyżej sztuk plis", hint: "Zamówienie tylko z plisami, do tylu sztuk, płaci cenę małej paczki." },
      { name: "courierPrice", label: "Kurier DPD – pozostałe zamówienia, zł" },
    ],
  },
  {
    title: "Czas realizacji (dni robocze)",
    fields: [
      { name: "fulfilmentMinDays", label: "Najkrócej" },
      { name: "fulfilmentMaxDays", label: "Najdłużej" },
      { name: "fulfilmentUsualMinDays", label: "Zwykle od" },
      { name: "fulfilmentUsualMaxDays", label: "Zwykle do" },
    ],
  },
  {
    title: "Odbiór osobisty",
    fields: [
      { name: "pickupStreet", label: "Ulica i numer" },
      { name: "pickupPostalCode", label: "Kod pocztowy" },
      { name: "pickupCity", label: "Miasto" },
      { name: "pickupHours", label: "Godziny odbioru", hint: "Np. pon.–pt. 9:00–17:00" },
    ],
  },
  {
    title: "Linki",
    fields: [
      { name: "facebookUrl", label: "Facebook" },
      { name: "instagramUrl", label: "Instagram" },
      { name: "powderCoatingUrl", label: "Malowanie proszkowe (strona partnera)" },
    ],
  },
  DEDUCTION_SECTION,
];

/** The settings kept in grosze, shown and typed in złote. */
export const MONEY_SETTINGS = ["cashPaymentFee", "courierSmallParcelPrice", "courierPrice"] as const satisfies readonly SettingName[];
export const isMoneySetting = (name: SettingName) => (MONEY_SETTINGS as readonly SettingName[]).includes(name);

/** The stored settings as the settings form's fields show them (amounts in złote with a comma). */
export function settingsFormValues(settings: EditableSettings): Record<SettingName, string> {
  const values = {} as Record<SettingName, string>;
  for (const section of SETTING_SECTIONS) {
    for (const { name } of section.fields) values[name] = isMoneySetting(name) ? commaAmount(settings[name] as number) : String(settings[name]);
  }
  return values;
}
