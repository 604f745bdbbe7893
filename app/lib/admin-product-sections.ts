import { href } from "react-router";

export const ADMIN_PRODUCTS_PATH = href("/admin-products");

/** The catalogue's parts the back-office runs, each on its own page under /admin-products. */
export const PRODUCT_SECTIONS = [
  { title: "Tkaniny", to: "/admin-products/tkaniny", description: "Ceny, dostępność, wyprzedaże, zdjęcia i parametry tkanin plis." },
  { title: "Profile plis", to: "/admin-products/profile-plis", description: "Kolory i dostępność profili plis." },
  { title: "Dodatki do plis", to: "/admin-products/dodatki", description: "Ceny i zdjęcia dodatków: prowadnice, kątowniki, uchwyty, montaż." },
  { title: "Profile moskitier", to: "/admin-products/profile-moskitier", description: "Profile moskitier okiennych i drzwiowych: ceny za m² i dostępność." },
  { title: "Siatki", to: "/admin-products/siatki", description: "Siatki moskitier: ceny i dostępność." },
  { title: "Kody rabatowe", to: "/admin-products/kody-rabatowe", description: "Nowe kody, rabat w procentach, włączanie i wyłączanie." },
  { title: "Zmiana cen kolekcji", to: "/admin-products/zmiana-cen", description: "Wszystkie tkaniny kolekcji o podany procent w górę lub w dół." },
  { title: "Import i eksport CSV", to: "/admin-products/import", description: "Katalog tkanin w arkuszu: eksport, import z podglądem zmian." },
] as const;
