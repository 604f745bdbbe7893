import { AccountSection } from "~/components/account/account-section";
import { dangerOutlineButtonClasses } from "~/components/admin/buttons";
import { buttonClasses } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { DELETE_ACCOUNT_PATH, MY_DATA_JSON_PATH, MY_DATA_PATH } from "~/lib/account-data";

/**
 * The customer's rights over their data (GDPR art. 15–20): a copy of everything, as a file or a page to print, and the
 * account's deletion, which asks for the password on its own page. Plain links, so they work without JavaScript.
 */
export function DataRights() {
  return (
    <AccountSection title="Twoje dane">
      <div className="space-y-5 text-sm text-stone-700">
        <div>
          <h3 className="font-semibold text-stone-950">Kopia Twoich danych</h3>
          <p className="mt-1">Konto, dane osobowe, zamówienia, wiadomości, zamówienia próbek i zgody: jako plik JSON albo do przeczytania i wydruku.</p>
          <div className="mt-3 flex flex-col gap-2">
            {/* A file, not a page: the browser downloads it (the answer says so too). */}
            <a href={MY_DATA_JSON_PATH} download className={buttonClasses("secondary")}>
              Pobierz moje dane
            </a>
            <Link to={MY_DATA_PATH} className={buttonClasses("ghost")}>
              Zobacz i wydrukuj
            </Link>
          </div>
        </div>
        <div className="border-t border-stone-200 pt-5">
          <h3 className="font-semibold text-stone-950">Usunięcie konta</h3>
          <p className="mt-1">Usuniemy konto i dane profilu. Zamówienia zostaną tylko na potrzeby księgowości, bez powiązania z kontem.</p>
          <Link to={DELETE_ACCOUNT_PATH} className={`${dangerOutlineButtonClasses} mt-3 w-full`}>
            Usuń konto
          </Link>
        </div>
      </div>
    </AccountSection>
  );
}
