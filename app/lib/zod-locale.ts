import { config } from "zod/v4/core";
import pl from "zod/v4/locales/pl.js";

// zod's own messages (a wrong type, an unknown choice, a number out of range: whatever a schema does
// not word itself) in Polish, so a refused form never shows English; and no JIT: zod's probe for
// `new Function` is reported as a violation by the strict Content-Security-Policy (no 'unsafe-eval'),
// even though zod catches it. Both are global settings, read when a schema is built and when it fails,
// so this module runs before any schema module: first import of app/root.tsx (browser and server),
// of entry.server.tsx and of app/lib/forms.ts. The core `config` keeps classic zod out of the bundle.
config({ ...pl(), jitless: true });
