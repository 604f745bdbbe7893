import { data } from "react-router";
import type { Route } from "./+types/document";
import { pageMeta } from "~/lib/page-meta";
import { LegalPage } from "./document/legal-page";
import { findLegalDocument } from "~/content/legal/documents";
import { toSeller } from "~/content/legal/types";
import { publicPageHeaders } from "~/lib/caching";
import { paymentProvider } from "~/server/payments/lifecycle.server";
import { getEnv, getShopSettings } from "~/server/platform/request-context.server";

// One module for /regulamin, /polityka-prywatnosci and /polityka-reklamacji: the path picks the text,
// the loader supplies the seller and its prices and times from the shop's settings.

export async function loader({ url, context }: Route.LoaderArgs) {
  const document = findLegalDocument(url.pathname.replace(/\/+$/, ""));
  if (!document) throw data(null, { status: 404 });
  return { path: document.path, seller: toSeller(await getShopSettings(context), paymentProvider(getEnv(context)) !== null) };
}

export const headers = publicPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const document = loaderData ? findLegalDocument(loaderData.path) : undefined;
  return document ? pageMeta({ title: document.title, description: document.description }, matches) : [];
}

export default function LegalDocumentPage({ loaderData: { path, seller } }: Route.ComponentProps) {
  const document = findLegalDocument(path);
  if (!document) throw new Error(`No policy text for ${path}`);
  return <LegalPage document={document} seller={seller} />;
}
