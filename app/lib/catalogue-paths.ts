import { href } from "react-router";
import type { NounForms } from "./plural";

// The addresses of the catalogue's pages, apart from its query and pagination rules in ./catalogue: a fabric card
// (home, catalogue) and a cart line need only these, and a page loads the whole module of whatever it imports. With
// them, how the catalogue and the samples' form count fabrics: this module is in every page's shell (vite.config.ts),
// where they cost less than in a file the two would share.

/** Fabrics in the accusative: 'Znaleziono 1 tkaninę', 'Wybrano 3 tkaniny', '5 tkanin'. */
export const FABRICS_ACCUSATIVE: NounForms = ["tkaninę", "tkaniny", "tkanin"];

/** A fabric's page, where its configurator is. */
export function fabricPath(code: string): string {
  return href("/tkanina/:code", { code });
}

// The free samples' page is linked from every fabric card, so its address lives here with the fabric's own: the
// card then loads nothing else for it (the samples' rules are in ./fabric-samples).
export const SAMPLES_PATH = href("/probki-tkanin");

/** The query parameter naming a chosen fabric; repeated for several. */
export const SAMPLE_FABRIC_PARAM = "tkanina";

/** The form page with these fabrics chosen, e.g. from a fabric's card: /probki-tkanin?tkanina=PL-101. */
export function samplesHref(codes: readonly string[]): string {
  const params = new URLSearchParams(codes.map((code) => [SAMPLE_FABRIC_PARAM, code]));
  return params.size ? `${SAMPLES_PATH}?${params}` : SAMPLES_PATH;
}

/** The profile picker's query naming the fabric page it was opened from, which choosing a profile returns to. */
export const PROFILE_RETURN_PARAM = "tkanina";

/** The profile picker, opened from a fabric's page. */
export function profilePickerPath(fabricCode: string): string {
  return `${href("/plisy/profile")}?${new URLSearchParams({ [PROFILE_RETURN_PARAM]: fabricCode })}`;
}
