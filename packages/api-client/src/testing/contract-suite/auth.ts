/** Contract suite: Sign-in, userinfo, refresh rotation and revocation. */
import { MESSAGES, PERMISSIONS, VIEW_PERMISSIONS } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../client/create-api-client.js';
import { apiError, CONTRACT_ACCOUNTS, type SuiteContext } from './context.js';

export function sessionsContract({ target, clients, newClient }: SuiteContext): void {
  describe('sessions', () => {
    it('signs in with the password grant: a Bearer pair and expires_in_date', async () => {
      const client = newClient();
      const before = Date.now();
      const session = await client.signIn(CONTRACT_ACCOUNTS.admin.username, CONTRACT_ACCOUNTS.admin.password);
      expect(session.access_token).not.toBe('');
      expect(session.refresh_token).not.toBe('');
      expect(session.expires_in).toBeGreaterThan(0);
      const expiry = Date.parse(session.expires_in_date);
      expect(expiry).toBeGreaterThanOrEqual(before + session.expires_in * 1000 - 1000);
    });

    it('answers userinfo with the union of the profiles: every permission for the admin', async () => {
      const { data } = await clients.admin.auth.userinfo();
      expect(data.email).toBe(CONTRACT_ACCOUNTS.admin.username);
      expect(new Set(data.permissoes)).toEqual(new Set(PERMISSIONS));
      expect(data.perfis.length).toBeGreaterThan(0);
    });

    it('gives the view-only account exactly the *.visualizar permissions', async () => {
      const { data } = await clients.leitor.auth.userinfo();
      expect(new Set(data.permissoes)).toEqual(new Set(VIEW_PERMISSIONS));
    });

    it('refuses a wrong password with 401 {message}', async () => {
      const error = await apiError(newClient().signIn(CONTRACT_ACCOUNTS.admin.username, 'wrong-password'));
      expect(error.status).toBe(401);
      expect(typeof (error.body as { message?: unknown }).message).toBe('string');
    });

    it('refuses an unknown client with 401', async () => {
      const client = createApiClient({ baseUrl: target.baseUrl, clientId: 999, clientSecret: 'nope' });
      const error = await apiError(
        client.signIn(CONTRACT_ACCOUNTS.admin.username, CONTRACT_ACCOUNTS.admin.password),
      );
      expect(error.status).toBe(401);
    });

    it('answers missing credentials with a bare 422 field map', async () => {
      const error = await apiError(newClient().signIn('', ''));
      expect(error.status).toBe(422);
      expect(error.body).toEqual({
        username: [MESSAGES.login.emailRequired],
        password: [MESSAGES.login.passwordRequired],
      });
    });

    it('rotates refresh tokens: a new pair, and the old refresh token is refused', async () => {
      const client = newClient();
      const first = await client.signIn(CONTRACT_ACCOUNTS.admin.username, CONTRACT_ACCOUNTS.admin.password);
      const second = await client.refresh();
      expect(second?.access_token).toBeTruthy();
      expect(second?.access_token).not.toBe(first.access_token);
      await expect(client.auth.userinfo()).resolves.toMatchObject({
        data: { email: CONTRACT_ACCOUNTS.admin.username },
      });

      const replay = newClient();
      replay.setSession(first);
      expect(await replay.refresh()).toBeNull();
    });

    it('revokes on sign-out: the old access token gets 401', async () => {
      const client = newClient();
      const session = await client.signIn(CONTRACT_ACCOUNTS.admin.username, CONTRACT_ACCOUNTS.admin.password);
      await client.signOut();
      expect(client.getSession()).toBeNull();
      const stale = newClient();
      stale.setSession(session);
      const error = await apiError(stale.call('auth.userinfo'));
      expect(error.status).toBe(401);
    });

    it('answers 401 {message} without a token', async () => {
      const error = await apiError(clients.anonymous.auth.userinfo());
      expect(error.status).toBe(401);
      expect(typeof (error.body as { message?: unknown }).message).toBe('string');
    });
  });
}
