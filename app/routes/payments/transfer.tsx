import { data } from "react-router";
import type { Route } from "./+types/transfer";
import { orderPageMeta } from "~/components/orders/private-page";
import { customerName } from "~/components/payments/customer-name";
import { phoneOrderDetails } from "~/components/payments/phone-order-details";
import { toTransferAccount } from "~/components/payments/transfer-account";
import { TRANSFER_PAGE_TEXTS, TransferPage, type TransferPageDetails } from "~/components/payments/transfer-page";
import { ORDER_TOKEN_PARAM, withOrderToken } from "~/lib/order-number";
import { PLACEHOLDER_ORDER_ID, type TransferKind, transferInstructionsPath } from "~/lib/order-status";
import { lookupStatus, lookUpTransferOrder, transferOrderForViewer } from "~/server/order-pages.server";
import { getDb, getShopSettings } from "~/server/request-context.server";

// One module for /instrukcje-przelewu/:orderNumber and /instrukcje-przelewu-telefon/:orderNumber: the path picks the kind.

function kindOf(pathname: string): TransferKind {
  return pathname.split("/").find(Boolean) === "instrukcje-przelewu-telefon" ? "phone" : "bank";
}

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const db = getDb(context);
  const kind = kindOf(url.pathname);
  const lookup = await lookUpTransferOrder(db, params.orderNumber);
  // Private data only for a viewer allowed to see the order, and only the name (bank) or a summary of the products (phone).
  const privateOrder = await transferOrderForViewer(context, db, request, lookup);
  const page: TransferPageDetails =
    kind === "bank"
      ? { kind, customer: privateOrder ? customerName(privateOrder) : null }
      : {
          kind,
          details: privateOrder ? phoneOrderDetails(privateOrder) : null,
          // The private link's holder keeps it on the way to the bank instructions.
          bankInstructionsPath: withOrderToken(
            transferInstructionsPath("bank", lookup.state === "found" ? lookup.order.number : PLACEHOLDER_ORDER_ID),
            privateOrder ? new URL(request.url).searchParams.get(ORDER_TOKEN_PARAM) : null,
          ),
        };
  return data({ account: toTransferAccount(await getShopSettings(context)), lookup, page }, { status: lookupStatus(lookup) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  // Without loader data (an error) the path still names the page.
  const { title, description } = TRANSFER_PAGE_TEXTS[loaderData?.page.kind ?? kindOf(location.pathname)];
  return orderPageMeta({ title, description }, matches);
}

export default function TransferInstructionsPage({ loaderData: { account, lookup, page } }: Route.ComponentProps) {
  return <TransferPage account={account} lookup={lookup} page={page} />;
}
