import { CookieConsent } from "./cookie-consent";
import { InstallPrompt } from "./install-prompt";

/** The banners that appear over a page only after it has come alive: loaded by SiteFrame once hydrated, not with the page. */
export default function PageBanners({ shopName }: { shopName: string }) {
  return (
    <>
      <CookieConsent />
      <InstallPrompt shopName={shopName} />
    </>
  );
}
