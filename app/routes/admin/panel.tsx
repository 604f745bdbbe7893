import { data } from "react-router";
import type { Route } from "./+types/panel";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { LeavePanelForm } from "./panel/leave-panel-form";
import { ADMIN_PRODUCTS_PATH } from "~/lib/admin-product-sections";
import { tileIllustrations } from "~/components/admin/tile-illustrations";
import { LinkCard } from "~/components/ui/link-card";
import { ADMIN_AUDIT_PATH } from "~/lib/audit";
import { ENQUIRIES_PATH } from "~/lib/admin-enquiries-query";
import { ADMIN_SAMPLES_PATH } from "~/lib/fabric-samples";
import { ADMIN_OPERATIONS_PATH } from "~/lib/operations";
import { STATS_PATH } from "~/lib/stats-period";
import { PRODUCTION_PATH } from "~/lib/production";
import { SHIPPING_PATH } from "~/lib/shipping";
import { INVOICES_PATH } from "~/lib/invoice-register";
import { countNewEnquiries } from "~/server/enquiries/inbox.server";
import { ADMIN_COMPLAINTS_PATH } from "~/lib/complaints";
import { countOpenComplaints } from "~/server/complaints/admin.server";
import { getAdmin, getDb } from "~/server/platform/request-context.server";

const tiles = [
  { title: "Excel Bot", to: "/admin/excel-bot", description: "Zamówienia, akceptacja, statusy płatności i eksport do CSV.", illustration: tileIllustrations.orders },
  {
    title: "Produkcja",
    to: PRODUCTION_PATH,
    description: "Zamówienia czekające na produkcję, plan pracowni z zapotrzebowaniem, karty produkcyjne i etykiety z kodem QR.",
    illustration: tileIllustrations.production,
  },
  { title: "Wysyłka", to: SHIPPING_PATH, description: "Zamówienia kurierskie do wysłania: numery przesyłek, kilka naraz.", illustration: tileIllustrations.shipping },
  {
    title: "Faktury",
    to: INVOICES_PATH,
    description: "Faktury i korekty, ich stan w KSeF, pliki PDF i miesięczny rejestr CSV dla księgowości.",
    illustration: tileIllustrations.invoices,
  },
  { title: "Użytkownicy", to: "/admin-users", description: "Konta klientów, weryfikacja kont i uprawnienia administratora.", illustration: tileIllustrations.users },
  {
    title: "Produkty",
    to: ADMIN_PRODUCTS_PATH,
    description: "Tkaniny, profile, dodatki, siatki, kody rabatowe, zmiany cen i import CSV.",
    illustration: tileIllustrations.products,
  },
  { title: "Zgłoszenia", to: ENQUIRIES_PATH, description: "Wiadomości z formularzy, reklamacje i zapytania: statusy i odpowiedzi.", illustration: tileIllustrations.enquiries },
  {
    title: "Reklamacje",
    to: ADMIN_COMPLAINTS_PATH,
    description: "Reklamacje zamówień z terminem odpowiedzi, rozmową z klientem i decyzją.",
    illustration: tileIllustrations.enquiries,
  },
  { title: "Próbki", to: ADMIN_SAMPLES_PATH, description: "Zamówienia bezpłatnych próbek tkanin: do wysłania i wysłane.", illustration: tileIllustrations.samples },
  { title: "Statystyki", to: STATS_PATH, description: "Przychód, zamówienia, średnia wartość i to, co się sprzedaje, z wykresami i CSV.", illustration: tileIllustrations.stats },
  {
    title: "Ustawienia",
    to: "/admin-settings",
    description: "Dane sklepu, konto bankowe, ceny dostawy i dopłaty, czas realizacji, odbiór osobisty i potrącenia w produkcji.",
    illustration: tileIllustrations.settings,
  },
  {
    title: "Dziennik zdarzeń",
    to: ADMIN_AUDIT_PATH,
    description: "Kto i kiedy wchodził do panelu, zmieniał uprawnienia, statusy zamówień, usuwał i eksportował.",
    illustration: tileIllustrations.audit,
  },
  {
    title: "Działanie sklepu",
    to: ADMIN_OPERATIONS_PATH,
    description: "Kolejka zdarzeń i ponowne wysyłanie, e-maile, które nie wyszły, zadania cykliczne i płatności wymagające uwagi.",
    illustration: tileIllustrations.operations,
  },
];

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Panel", matches);
}

export async function loader({ context }: Route.LoaderArgs) {
  const customer = getAdmin(context);
  const [newEnquiries, openComplaints] = await Promise.all([countNewEnquiries(getDb(context)), countOpenComplaints(getDb(context))]);
  return data({ firstName: customer.profile.firstName, newEnquiries, openComplaints }, { headers: ADMIN_HEADERS });
}

/** The inboxes' tiles say how many enquiries wait for someone to take them up, and how many complaints for an answer. */
function describe(tile: (typeof tiles)[number], newEnquiries: number, openComplaints: number): string {
  if (tile.to === ENQUIRIES_PATH && newEnquiries > 0) return `Nowe: ${newEnquiries}. ${tile.description}`;
  if (tile.to === ADMIN_COMPLAINTS_PATH && openComplaints > 0) return `Otwarte: ${openComplaints}. ${tile.description}`;
  return tile.description;
}

export default function AdminPanelPage({ loaderData: { firstName, newEnquiries, openComplaints } }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Panel administratora"
      back={{ to: "/", label: "Wróć do sklepu" }}
      lead={<p>{firstName ? `Witaj, ${firstName}! ` : ""}Wybierz, czym chcesz się zająć.</p>}
      actions={<LeavePanelForm />}
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.to} className="grid">
            <LinkCard headingLevel={2} cta="Otwórz" {...tile} description={describe(tile, newEnquiries, openComplaints)} />
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
