import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("zamow", "routes/order-category.tsx"),

  // Pleated blinds
  route("plisy", "routes/pleats/landing.tsx"),
  route("plisy/pomiar", "routes/pleats/measuring.tsx"),
  route("plisy/profile", "routes/pleats/profiles.tsx"),
  route("plisy/dodatki", "routes/pleats/accessories.tsx"),
  route("plisy-specjalistyczne", "routes/pleats/specialist.tsx"),
  route("tkaniny-plisy", "routes/fabrics/catalogue.tsx"),
  route("tkanina/:code", "routes/fabrics/detail.tsx"),
  route("probki-tkanin", "routes/fabrics/samples.tsx"),

  // Insect screens
  route("moskitiery", "routes/insect-screens/landing.tsx"),
  route("moskitiery/typ", "routes/insect-screens/type.tsx"),
  route("moskitiery/pomiar", "routes/insect-screens/measuring.tsx"),
  route("moskitiery/profile", "routes/insect-screens/profiles.tsx"),
  route("moskitiery/profile/:type/:code", "routes/insect-screens/profile-detail.tsx"),
  route("profile-moskitiery/:code", "routes/insect-screens/profile-by-code.tsx"),
  route("moskitiery/:type", "routes/insect-screens/configurator.tsx"),
  route("siatki-moskitiery", "routes/insect-screens/meshes.tsx"),

  // Cart, checkout, payments
  route("koszyk", "routes/cart.tsx"),
  route("finalizacja-zamowienia", "routes/checkout.tsx"),
  route("finalizacja-zamowienia/kod-rabatowy", "routes/checkout-promo-code.ts"),
  // The pages about one order: every answer private, never cached, no referrer.
  layout("routes/orders/layout.tsx", [
    route("dziekujemy-za-zamowienie/:orderNumber/:paymentMethod", "routes/orders/thank-you.tsx"),
    route("order-details/:orderNumber", "routes/orders/detail.tsx"),
    route("order-details/:orderNumber/faktury/:invoiceId", "routes/orders/invoice-pdf.ts"),
    // The order's complaints: filed, followed and answered from the order's page, behind its own access check.
    route("order-details/:orderNumber/reklamacje", "routes/orders/complaint-new.tsx"),
    route("order-details/:orderNumber/reklamacje/:complaintId", "routes/orders/complaint.tsx"),
    route("order-details/:orderNumber/reklamacje/:complaintId/zdjecia/:photoId", "routes/orders/complaint-photo.ts"),
    route("order-details/:orderNumber/reklamacje/:complaintId/decyzja.pdf", "routes/orders/complaint-decision-pdf.ts"),
    // The spec's other addresses of an order, by number or id: the page finds it and sends its owner to the one above.
    route("order/:orderNumber", "routes/orders/detail.tsx", { id: "orders/detail-order" }),
    route("order-detail/:orderNumber", "routes/orders/detail.tsx", { id: "orders/detail-order-detail" }),
    route("instrukcje-przelewu/:orderNumber", "routes/payments/transfer.tsx", { id: "payments/transfer-bank" }),
    route("instrukcje-przelewu-telefon/:orderNumber", "routes/payments/transfer.tsx", { id: "payments/transfer-phone" }),
    // PayU's return addresses: they show the order's real payment status to the private link's holder.
    route("payment-success", "routes/payments/success.tsx"),
    route("payment-failure", "routes/payments/failure.tsx"),
  ]),
  route("instrukcje-platnosci", "routes/payments/overview.tsx"),

  route("kontakt", "routes/contact.tsx"),
  route("zloz-reklamacje", "routes/complaint.tsx"),
  route("meble", "routes/furniture.tsx"),

  // The signed-in customer's pages: signed-out visitors sign in first and come back.
  layout("routes/account/layout.tsx", [
    route("profile", "routes/account/profile.tsx"),
    // What the shop holds about the account (GDPR art. 15 and 20): to read and print, or as a file; and its deletion (art. 17).
    route("profile/moje-dane", "routes/account/my-data.tsx"),
    route("profile/moje-dane.json", "routes/account/my-data-json.ts"),
    route("profile/usun-konto", "routes/account/delete-account.tsx"),
  ]),
  route("konto-usuniete", "routes/account/account-deleted.tsx"),
  route("auth", "routes/account/auth.tsx"),
  route("forgot-password", "routes/account/forgot-password.tsx"),
  route("reset-password", "routes/account/reset-password.tsx"),
  route("wyloguj", "routes/account/sign-out.tsx"),
  // Back-office. The gate's own page asks for an administrator account only; everything else sits behind the gate's guard.
  route("admin", "routes/admin/code.tsx", { id: "admin/code" }),
  route("admin-auth", "routes/admin/code.tsx", { id: "admin/code-auth" }),
  layout("routes/admin/layout.tsx", [
    route("admin-panel", "routes/admin/panel.tsx"),
    route("admin/excel-bot", "routes/admin/orders.tsx"),
    route("admin-wysylka", "routes/admin/shipping.tsx"),
    route("admin-faktury", "routes/admin/invoices.tsx"),
    route("admin-faktury/rejestr.csv", "routes/admin/invoices-register-csv.ts"),
    route("admin-zamowienia/:number/specyfikacja", "routes/admin/packing-slip.tsx"),
    route("admin/eksport/:jobId", "routes/admin/export-download.tsx"),
    route("admin-faktury/:invoiceId/pdf", "routes/admin/invoice-pdf.ts"),
    route("admin/wyloguj", "routes/admin/leave.tsx"),
    route("admin-users", "routes/admin/users.tsx"),
    route("admin-products", "routes/admin/products/index.tsx"),
    route("admin-products/profile-plis", "routes/admin/products/pleat-profiles.tsx"),
    route("admin-products/profile-plis/nowy", "routes/admin/products/pleat-profile.tsx", { id: "admin/products/pleat-profile-new" }),
    route("admin-products/profile-plis/:code", "routes/admin/products/pleat-profile.tsx"),
    route("admin-products/dodatki", "routes/admin/products/accessories.tsx"),
    route("admin-products/dodatki/:id", "routes/admin/products/accessory.tsx"),
    route("admin-products/profile-moskitier", "routes/admin/products/screen-profiles.tsx"),
    route("admin-products/profile-moskitier/nowy", "routes/admin/products/screen-profile.tsx", { id: "admin/products/screen-profile-new" }),
    route("admin-products/profile-moskitier/:type/:code", "routes/admin/products/screen-profile.tsx"),
    route("admin-products/siatki", "routes/admin/products/meshes.tsx"),
    route("admin-products/siatki/nowa", "routes/admin/products/mesh.tsx", { id: "admin/products/mesh-new" }),
    route("admin-products/siatki/:code", "routes/admin/products/mesh.tsx"),
    route("admin-products/kody-rabatowe", "routes/admin/products/promo-codes.tsx"),
    route("admin-products/zmiana-cen", "routes/admin/products/price-change.tsx"),
    route("admin-products/import", "routes/admin/products/import.tsx"),
    route("admin-products/import/katalog-tkanin.csv", "routes/admin/products/catalogue-export.ts"),
    route("admin-products/tkaniny", "routes/admin/products/fabrics.tsx"),
    route("admin-products/tkaniny/nowa", "routes/admin/products/fabric-form.tsx", { id: "admin/products/fabric-new" }),
    route("admin-products/tkaniny/:code", "routes/admin/products/fabric-form.tsx", { id: "admin/products/fabric-edit" }),
    route("admin-stats", "routes/admin/stats.tsx"),
    route("admin-stats/statystyki.csv", "routes/admin/stats-csv.ts"),
    route("admin-settings", "routes/admin/settings.tsx"),
    route("admin-audit", "routes/admin/audit.tsx"),
    // Complaints: the inbox by the days left to the law's deadline, and each case.
    route("admin-reklamacje", "routes/admin/complaints.tsx"),
    route("admin-reklamacje/:complaintId", "routes/admin/complaint.tsx"),
    route("admin-reklamacje/:complaintId/zdjecia/:photoId", "routes/admin/complaint-photo.ts"),
    route("admin-reklamacje/:complaintId/decyzja.pdf", "routes/admin/complaint-decision-pdf.ts"),
    route("admin-enquiries", "routes/admin/enquiries.tsx"),
    route("admin-enquiries/:id", "routes/admin/enquiries-detail.tsx"),
    route("admin-samples", "routes/admin/samples.tsx"),
    route("admin-operations", "routes/admin/operations.tsx"),
    route("admin-usuwanie-danych", "routes/admin/erase-sender-data.tsx"),
    // The workshop: the queue, the plan, each line's card (which its QR code opens) and the printouts.
    route("admin-produkcja", "routes/admin/production.tsx"),
    route("admin-produkcja/druk", "routes/admin/production-print.tsx"),
    route("admin-produkcja/karta/:itemId", "routes/admin/production-card.tsx"),
  ]),
  route("regulamin", "routes/legal/document.tsx", { id: "legal/terms" }),
  route("polityka-prywatnosci", "routes/legal/document.tsx", { id: "legal/privacy" }),
  route("polityka-reklamacji", "routes/legal/document.tsx", { id: "legal/complaints" }),
  // Product photos uploaded from the back-office, public and cached for ever (the key is the content's hash).
  route("zdjecia/:key", "routes/images.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  // Unknown paths, and the old addresses of app/route-aliases.ts, which it redirects.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
