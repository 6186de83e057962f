import { describe, expect, it } from 'vitest';
import { isStaleVersion, versionInputSchema } from './version.js';

describe('versionInputSchema', () => {
  it('normalises a date-time to ISO 8601 UTC with milliseconds (Laravel sends microseconds)', () => {
    expect(versionInputSchema.parse('2026-11-23T18:02:07.123456Z')).toBe('2026-11-23T18:02:07.123Z');
    expect(versionInputSchema.parse('2026-11-23 15:02:07-03:00')).toBe('2026-11-23T18:02:07.000Z');
  });

  it('leaves a missing version missing', () => {
    expect(versionInputSchema.parse(undefined)).toBeUndefined();
    expect(versionInputSchema.parse(null)).toBeNull();
  });

  it.each(['ontem', '2026-11-23', '0000-01-01T00:00Z', '2024-01-01 10:00+99', '2024-01-01T10:00:60Z'])(
    'refuses %j',
    (value) => {
      expect(versionInputSchema.safeParse(value).success).toBe(false);
    },
  );
});

describe('isStaleVersion', () => {
  it('compares at millisecond precision and never calls a missing version stale', () => {
    expect(isStaleVersion('2026-11-23T18:02:07.123456Z', '2026-11-23T18:02:07.123Z')).toBe(false);
    expect(isStaleVersion('2026-11-23T18:02:07.122Z', '2026-11-23T18:02:07.123Z')).toBe(true);
    expect(isStaleVersion(undefined, '2026-11-23T18:02:07.123Z')).toBe(false);
    expect(isStaleVersion(null, '2026-11-23T18:02:07.123Z')).toBe(false);
  });
});
