/**
 * localStorage: "installed" or "dismissed" once the visitor has answered the offer to install the shop's app
 * (components/layout/install-offer.ts); the privacy policy lists it with the site's other stored names.
 */
export const INSTALL_PROMPT_STORAGE_KEY = "installPrompt";
