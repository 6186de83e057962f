/** Pins the public API: adding or removing an export is a deliberate change (and a changeset). */
import { describe, expect, it } from 'vitest';
import * as root from './index.js';
import * as mocks from './mocks/index.js';
import * as testing from './testing/index.js';

describe('public exports', () => {
  it("'@hangar/api-client'", () => {
    expect(Object.keys(root).sort()).toEqual([
      'ApiError',
      'ContractError',
      'SESSION_STORAGE_KEY',
      'createApiClient',
      'createSession',
      'isApiError',
      'isSessionExpired',
      'localSessionStorage',
      'memorySessionStorage',
      'sessionSchema',
    ]);
  });

  it("'@hangar/api-client/mocks'", () => {
    expect(Object.keys(mocks).sort()).toEqual([
      'DEMO_ACCOUNTS',
      'DEMO_PASSWORD',
      'MockDb',
      'PRESET_TOKENS',
      'createHandlers',
      'createMockDb',
      'handlers',
      'mockDelay',
      'mockEmpty',
      'mockError',
      'mockSession',
      'mockedEndpoints',
    ]);
  });

  it("'@hangar/api-client/testing'", () => {
    expect(Object.keys(testing).sort()).toEqual(['CONTRACT_ACCOUNTS', 'apiError', 'contractSuite', 'unique']);
  });
});
