import { Link } from "~/components/ui/link";
import { authPath, type AuthMode, type AuthSearch } from "~/lib/account-paths";

const tabs: { mode: AuthMode; label: string }[] = [
  { mode: "login", label: "Logowanie" },
  { mode: "registration", label: "Rejestracja" },
];

/** Login or registration: plain links, so each is its own URL and works without JavaScript. */
export function AuthTabs({ search }: { search: AuthSearch }) {
  return (
    <nav aria-label="Logowanie lub rejestracja" className="grid grid-cols-2 gap-1 rounded-xl bg-stone-100 p-1">
      {tabs.map((tab) => {
        const current = tab.mode === search.mode;
        return (
          <Link
            key={tab.mode}
            to={authPath({ mode: tab.mode, email: search.email, returnTo: search.returnTo })}
            aria-current={current ? "page" : undefined}
            className={`rounded-lg px-4 py-2.5 text-center text-sm font-semibold transition-colors ${
              current ? "bg-white text-stone-950 shadow-sm" : "text-stone-600 hover:bg-white/60 hover:text-stone-900"
            }`}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
