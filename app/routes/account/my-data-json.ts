import type { Route } from "./+types/my-data-json";
import { accountDataFileName } from "~/lib/account-data";
import { PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import { isoDate } from "~/lib/dates";
import { accountData } from "~/server/accounts/data-export.server";
import { getDb, getShopSettings, getSignedInCustomer } from "~/server/platform/request-context.server";

// GET /profile/moje-dane.json: everything the shop holds about the signed-in account as a file to keep or take
// elsewhere (GDPR art. 20). Only the account's own data, never stored by any cache.

export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  const document = await accountData(getDb(context), await getSignedInCustomer(context), await getShopSettings(context), now);
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${accountDataFileName(isoDate(now))}"`,
      "Cache-Control": PRIVATE_CACHE_CONTROL,
    },
  });
}
