// The server's CSP forbids eval; zod would otherwise probe for it with `new Function('')` (it
// falls back either way, but the probe is reported as a CSP violation on every load). Imported
// first by main.tsx, so it runs before any module that parses with zod.
import { z } from 'zod';

z.config({ jitless: true });
