/**
 * Old and alternative paths the spec lists, each with its one canonical route. They answer a
 * permanent redirect (query kept), so links keep working and search engines see one page. They are no
 * routes of their own: the catch-all route (routes/not-found.tsx) looks them up.
 */
export const routeAliases = [
  { from: "pomiar-plisy", to: "/plisy/pomiar" },
  { from: "profile-plisy", to: "/plisy/profile" },
  { from: "tkaniny", to: "/tkaniny-plisy" },
  { from: "tkaniny/:code", to: "/tkanina/:code" },
  { from: "product/:code", to: "/tkanina/:code" },
  { from: "pomiar-moskitiery", to: "/moskitiery/pomiar" },
  { from: "profile-moskitiery", to: "/moskitiery/profile" },
  { from: "finalizacja", to: "/finalizacja-zamowienia" },
  { from: "login", to: "/auth" },
  // Where the original sign-in provider returned to; sign-in happens on /auth now.
  { from: "auth/callback", to: "/auth" },
  { from: "admin-excel-bot", to: "/admin/excel-bot" },
] as const;
