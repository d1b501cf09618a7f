// Imported first by main.tsx and by the islands runtime (src/islands/main.tsx). Zod 4
// compiles object parsers with `new Function` when the page allows eval; probing for that is
// itself an eval that the site's Content-Security-Policy (no 'unsafe-eval',
// scripts/lib/host-config) blocks and reports as a violation. Jitless, zod never probes: it
// parses the same, interpreted.
//
// Zod keeps its configuration on `globalThis.__zod_globalConfig` (read when zod loads, and shared
// by every copy of it), so this sets it without importing zod: the islands keep zod out of their
// first load, and parse after a lazy import. zod-jitless.test.ts checks that zod sees it.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined
}

// Set on the object zod holds, if zod has loaded already, else on the one it will adopt.
globalThis.__zod_globalConfig ??= {}
globalThis.__zod_globalConfig.jitless = true

export {}
