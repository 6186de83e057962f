import { type ApiClient, createApiClient, localSessionStorage } from '@hangar/api-client';
import { config } from './config';

/**
 * The app's API client: session kept in localStorage, and when a refresh is refused the session
 * has ended (§4): the page reloads, which lands on /auth/login.
 */
export function createAppApiClient(): ApiClient {
  return createApiClient({
    baseUrl: config.apiUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    storage: localSessionStorage(),
    onSessionEnd: () => window.location.reload(),
  });
}
