// Imported first by main.tsx and by the island parts that parse with zod on load. Zod 4
// compiles object parsers with `new Function` when the page allows eval; probing for that is
// itself an eval that the site's Content-Security-Policy (no 'unsafe-eval',
// scripts/lib/host-config) blocks and reports as a violation. Jitless, zod never probes: it
// parses the same, interpreted.
import { config } from 'zod'

config({ jitless: true })
