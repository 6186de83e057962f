import { PERMISSIONS, UPLOAD_PERMISSIONS, VIEW_PERMISSIONS } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIST, ENDPOINTS, endpointAllows, endpointPermissions } from './endpoints.js';

describe('endpointAllows: who may call an endpoint', () => {
  it('lets any signed-in user call public and signed-in endpoints', () => {
    expect(endpointAllows('public', [])).toBe(true);
    expect(endpointAllows('signed-in', [])).toBe(true);
  });

  it('needs the named permission', () => {
    expect(endpointAllows('curso.alterar', ['curso.visualizar'])).toBe(false);
    expect(endpointAllows('curso.alterar', ['curso.alterar'])).toBe(true);
  });

  it('needs any one of an anyOf list: an upload serves courses and problems alike', () => {
    const upload = ENDPOINTS['arquivos.upload'].auth;
    expect(endpointPermissions(upload)).toEqual(UPLOAD_PERMISSIONS.upload);
    expect(endpointAllows(upload, ['problema.alterar'])).toBe(true);
    expect(endpointAllows(upload, ['curso.adicionar'])).toBe(true);
    expect(endpointAllows(upload, VIEW_PERMISSIONS)).toBe(false);
    expect(endpointAllows(ENDPOINTS['arquivos.temp'].auth, ['problema.alterar'])).toBe(false);
  });

  it('names only permissions of the catalogue, and lets the administrator call everything', () => {
    for (const e of ENDPOINT_LIST) {
      for (const p of endpointPermissions(e.auth)) expect(PERMISSIONS).toContain(p);
      expect(endpointAllows(e.auth, PERMISSIONS), e.name).toBe(true);
    }
  });
});
