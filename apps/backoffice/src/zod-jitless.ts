// The server's CSP forbids eval; zod would otherwise probe for it with `new Function('')` (it
// falls back either way, but the probe is reported as a CSP violation on every load). zod keeps
// its configuration on `globalThis.__zod_globalConfig` and takes an existing one over (zod 4.1+;
// zod-jitless.test.ts fails if that changes), so setting it here, first thing in main.tsx,
// configures zod before any schema exists without loading zod on the sign-in page, which has none.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
