import { config } from "zod/v4/core";
import pl from "zod/v4/locales/pl.js";

// zod's own messages (a wrong type, an unknown choice, a number out of range: whatever a schema does
// not word itself) in Polish, so a refused form never shows English; and no JIT: zod's probe for
// `new Function` is reported as a violation by the strict Content-Security-Policy (no 'unsafe-eval'),
// even though zod catches it. Both are global settings, read when a schema is built and when it fails,
// so this module runs before any schema module: every module that builds schemas imports it first,
// and so does entry.server.tsx. Not the root route: a page that parses nothing in the browser loads no
// zod at all. The core `config` keeps classic zod out of the bundle.
config({ ...pl(), jitless: true });
