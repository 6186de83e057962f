import { describe, expect, it } from 'vitest';
import { resolveUploadUrl } from './config';

describe('resolveUploadUrl', () => {
  it('reads a path the API answered against the API, when the API is elsewhere', () => {
    expect(resolveUploadUrl('/uploads/a.png', 'https://api.example.com')).toBe(
      'https://api.example.com/uploads/a.png',
    );
    expect(resolveUploadUrl('/uploads/a.png', 'https://api.example.com/hangar/')).toBe(
      'https://api.example.com/hangar/uploads/a.png',
    );
  });

  it('keeps it as it is on the same origin, and keeps absolute, blob: and data: addresses', () => {
    expect(resolveUploadUrl('/uploads/a.png', '')).toBe('/uploads/a.png');
    for (const url of [
      'https://legado.example.com/storage/a.png',
      '//cdn.example.com/a.png',
      'blob:https://app.example.com/1b2c',
      'data:image/png;base64,iVBORw0KGgo=',
    ]) {
      expect(resolveUploadUrl(url, 'https://api.example.com')).toBe(url);
    }
  });
});
