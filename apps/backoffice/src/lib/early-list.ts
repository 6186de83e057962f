import type { ApiClient } from '@hangar/api-client';
import { type ApiQueryValue, parseListState, toApiQuery } from '@hangar/domain';
import { type AnswerOf, type ListEndpointName, queryInput } from './endpoints';
import { type ResourceName, specOf } from './resource';

/** What the early call needs of a resource (`ResourceDefinition`). */
type ListedResource = { key: ResourceName; endpoints: { list: ListEndpointName } };

/** How long an early page waits to be taken: past this, the list asks again. */
const FRESH_MS = 10_000;

let early: { key: string; answer: Promise<unknown>; at: number } | undefined;

const keyOf = (name: string, query: unknown) => JSON.stringify([name, query]);

/** The API query of a resource's list at the address query string `search` (`useListState`'s too). */
export function listQueryAt(resource: ListedResource, search: string): Record<string, ApiQueryValue> {
  const spec = specOf(resource);
  return toApiQuery(parseListState(new URLSearchParams(search), spec), spec);
}

/**
 * Asks for the page of `resource`'s list that the address `search` shows, as the app starts on
 * that list (boot.tsx), beside the first render rather than after it (issue 15: the call used to
 * wait for the shell and the list page to render). {@link takeEarlyList} hands it to the list.
 */
export function askForListEarly(api: ApiClient, resource: ListedResource, search: string): void {
  const name = resource.endpoints.list;
  const query = listQueryAt(resource, search);
  const answer = api.call(name, queryInput(name, query));
  // Taken or not, a failure is the list's to report (it asks again when the page is not taken).
  answer.catch(() => undefined);
  early = { key: keyOf(name, query), answer, at: Date.now() };
}

/**
 * The early page of list endpoint `name` with `query`, once, while fresh; `undefined` when none
 * was asked for with exactly that query (then the list asks the API itself).
 */
export function takeEarlyList<N extends ListEndpointName>(
  name: N,
  query: unknown,
): Promise<AnswerOf<N>> | undefined {
  const taken = early;
  if (!taken || taken.key !== keyOf(name, query)) return undefined;
  early = undefined;
  // The key names the endpoint: the answer is that endpoint's.
  return Date.now() - taken.at <= FRESH_MS ? (taken.answer as Promise<AnswerOf<N>>) : undefined;
}
