import { data } from "react-router";
import type { Route } from "./+types/transfer";
import { orderPageMeta } from "~/lib/order-page-meta";
import { toTransferAccount } from "~/lib/transfer-account";
import { TRANSFER_PAGE_TEXTS, TransferPage, transferPageData } from "./transfer/transfer-page";
import type { TransferKind } from "~/lib/order-status";
import { freshOrderLinkAction, lookUpOrderPage, orderPageHeaders } from "~/server/orders/pages.server";
import { getShopSettings } from "~/server/platform/request-context.server";

// One module for /instrukcje-przelewu/:orderNumber and /instrukcje-przelewu-telefon/:orderNumber: the path picks the kind.

function kindOf(pathname: string): TransferKind {
  return pathname.split("/").find(Boolean) === "instrukcje-przelewu-telefon" ? "phone" : "bank";
}

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const lookup = await lookUpOrderPage(context, request, params.orderNumber);
  // The order only for its owner or the private link's holder; anyone else, whether or not it exists, gets the generic instructions.
  const page = transferPageData(kindOf(url.pathname), lookup);
  return data({ account: toTransferAccount(await getShopSettings(context)), page }, { status: lookup.state === "failed" ? 503 : 200 });
}

/** 'Wyślij nowy link' for a viewer who may not see the order: answered alike whether or not it exists. */
export const action = freshOrderLinkAction;

export const headers = orderPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  // Without loader data (an error) the path still names the page.
  const { title, description } = TRANSFER_PAGE_TEXTS[loaderData?.page.kind ?? kindOf(location.pathname)];
  return orderPageMeta({ title, description }, matches);
}

export default function TransferInstructionsPage({ loaderData: { account, page }, actionData }: Route.ComponentProps) {
  return <TransferPage account={account} page={page} answer={actionData?.answer} />;
}
