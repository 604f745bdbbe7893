import { MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { ServerMarkup } from "~/components/ui/server-markup";
import { phoneHref, type ShopInfo } from "~/lib/shop-identity";
import { MAIN_NAV, isNavGroup } from "~/lib/nav-items";
import { NEW_TAB, socialProfiles } from "./social-profiles";

const INFORMATION_LINKS = [
  { label: "Regulamin", to: "/regulamin" },
  { label: "Polityka prywatności", to: "/polityka-prywatnosci" },
  { label: "Polityka reklamacji", to: "/polityka-reklamacji" },
  { label: "Złóż reklamację", to: "/zloz-reklamacje" },
  { label: "Instrukcje płatności", to: "/instrukcje-platnosci" },
  // The contact form reads `subject` and pre-fills it with 'Znaleziono błąd'.
  { label: "Zgłoś błąd na stronie", to: `/kontakt?subject=${encodeURIComponent("Znaleziono błąd")}` },
];

const linkClasses = "rounded-sm text-stone-300 transition-colors hover:text-white";

/** The footer holds no state and no handlers: the browser keeps the server's markup and loads none of this code. */
export function SiteFooter({ shop }: { shop: ShopInfo }) {
  return (
    <ServerMarkup as="footer" id="site-footer" className="bg-stone-900 text-sm text-stone-300 print:hidden">
      {import.meta.env.SSR ? <FooterContent shop={shop} /> : null}
    </ServerMarkup>
  );
}

function FooterContent({ shop }: { shop: ShopInfo }) {
  const offerLinks = MAIN_NAV.flatMap((item) => (isNavGroup(item) ? item.items : [item])).filter((item) => item.to !== "/kontakt");
  return (
    <>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 sm:col-span-1">
          <p className="flex items-center gap-2.5 text-base font-semibold text-white">
            <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
            {shop.name}
          </p>
          <p className="mt-3 max-w-xs leading-6">Plisy, moskitiery i meble na wymiar. Szyjemy na wymiar od ponad 15 lat i wysyłamy na terenie całej Polski.</p>
          <ul className="mt-5 flex gap-2">
            {socialProfiles(shop).map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} ${NEW_TAB}`}
                  className="flex size-10 items-center justify-center rounded-full bg-stone-800 text-stone-200 transition-colors hover:bg-accent-600 hover:text-white"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="col-span-2 sm:col-span-1">
          <h2 className="text-sm font-semibold text-white">Kontakt</h2>
          <address className="mt-4 space-y-3 not-italic">
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-stone-400" />
              <span>
                {shop.street}
                <br />
                {shop.postalCode} {shop.city}
              </span>
            </p>
            <p className="flex gap-3">
              <PhoneIcon className="mt-0.5 size-5 shrink-0 text-stone-400" />
              <a href={phoneHref(shop.phone)} className={linkClasses}>
                {shop.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <MailIcon className="mt-0.5 size-5 shrink-0 text-stone-400" />
              <a href={`mailto:${shop.email}`} className={`${linkClasses} break-all`}>
                {shop.email}
              </a>
            </p>
            <p className="pl-8">NIP: {shop.nip}</p>
          </address>
        </div>

        <FooterLinks title="Oferta" links={offerLinks} />
        <FooterLinks title="Informacje" links={INFORMATION_LINKS} />
      </div>

      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-stone-400 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {shop.name}. Wszelkie prawa zastrzeżone.
          </p>
          <p>Wszystkie ceny zawierają podatek VAT.</p>
        </div>
      </div>
    </>
  );
}

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to} className={linkClasses}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
