import { deferred } from "~/components/ui/deferred";

/**
 * The product safety section (GPSR art. 19) of every product page. Closed at the page's foot and without state, it
 * needs no code before the page hydrates: the server renders it in place and the browser loads its markup's code
 * afterwards (ui/deferred.tsx), so the product pages keep within their JavaScript budgets.
 */
export const ProductSafety = deferred(() => import("./product-safety-section").then((module) => module.ProductSafetySection));
