import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('configures zod through its global before zod loads', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod/mini');
    expect(z.config().jitless).toBe(true);
  });
});
