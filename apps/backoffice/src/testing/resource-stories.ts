/**
 * Story builders for the states every resource screen shares, so a screen's story file holds
 * only what is particular to it. Each builder returns stories of `<AppStory>` (the real app on
 * the MSW mocks) with a play function that checks the state the way a person would.
 * @example
 * const list = listStories({ resource: cursos, row: 'Gerenciamento de Recursos de Equipe (CRM)' });
 * export const Loading = list.Loading;
 */
import { ENDPOINTS, type EndpointName } from '@hangar/api-client/contract';
import { mockDelay, mockEmpty, mockError, mockOffline } from '@hangar/api-client/mocks';
import { MESSAGES } from '@hangar/domain';
import type { StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, type queries, userEvent, waitFor, within } from 'storybook/test';
import { DRAFT_PREFIX, draftKey, draftOpenLock, tabDraftKey } from '../lib/drafts';
import type { ResourceDefinition } from '../lib/resource';
import { thisTabId } from '../lib/tab-id';
import type { AppStory } from './app-story';

/** A story of the whole app at a path. */
export type AppStoryObj = StoryObj<typeof AppStory>;
/** The story's canvas, as `within(canvasElement)` gives it. */
export type Canvas = ReturnType<typeof within<typeof queries>>;

/** Dialogs, menus and listboxes render in a portal: look for them in the whole document. */
export const page = (): Canvas => within(document.body);

/**
 * How long a story waits for the screen's first answer: the lazy route, the current user and the
 * first page load one after the other, which takes more than Testing Library's 1 s default on a
 * busy machine.
 */
export const FIRST_LOAD = { timeout: 5000 } as const;

/** The admin demo account's user id in the mocks (drafts are keyed by it). */
const ADMIN_ID = 1;

/** The keys of the form drafts kept in localStorage. */
export const storedDraftKeys = () =>
  Object.keys(localStorage).filter((key) => key.startsWith(`${DRAFT_PREFIX}:`));

/** Removes every form draft kept in localStorage: for a story's `beforeEach` (and its cleanup). */
export function clearDrafts() {
  const clean = () => {
    for (const key of storedDraftKeys()) localStorage.removeItem(key);
  };
  clean();
  return clean;
}

/** What this tab keeps as the admin demo account's draft of the form at `route` (JSON), if anything. */
export const ownDraft = (route: string) =>
  localStorage.getItem(tabDraftKey(draftKey(ADMIN_ID, route), thisTabId()));

/**
 * Keeps `value` as the admin demo account's draft of the form at `route` (a form's path, with
 * `#scope` for a modal), as if written on 4 May 2026 in a tab closed since, typed over the record's `version` if given:
 * for a story's `beforeEach`.
 */
export function keepDraft(route: string, value: unknown, version?: string, tab?: string) {
  const form = draftKey(ADMIN_ID, route);
  localStorage.setItem(
    tab ? tabDraftKey(form, tab) : form,
    JSON.stringify({ savedAt: '2026-05-04T13:30:00.000Z', value, ...(version ? { version } : {}) }),
  );
}

/**
 * Holds the lock another tab holds while it has the form at `route` open (as tab `tab`), until
 * the returned function is called: for a story's `beforeEach`.
 */
export function holdFormOpenElsewhere(route: string, tab: string): () => void {
  let release = () => {};
  const open = new Promise<void>((resolve) => {
    release = resolve;
  });
  void navigator.locks.request(draftOpenLock(tabDraftKey(draftKey(ADMIN_ID, route), tab)), () => open);
  return release;
}

/**
 * CANCELAR asks before dropping unsaved work ('Existem alterações não salvas…'), and 'Continuar
 * editando' closes the question with the form as it was.
 */
export async function cancelAsksThenStay(): Promise<void> {
  await userEvent.click(page().getByRole('button', { name: 'CANCELAR' }));
  const ask = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
  await expect(within(ask).getByText(MESSAGES.unsaved.text)).toBeVisible();
  await userEvent.click(within(ask).getByRole('button', { name: MESSAGES.unsaved.stay }));
  await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
}

type ListResource = Pick<ResourceDefinition, 'path' | 'title' | 'texts' | 'endpoints'>;

/**
 * Deletes `row` of the list in `canvasElement` through its menu and the confirmation, expects the
 * refusal `message` in the error dialog, closes it and finds the row still listed. `beforeAsking`:
 * the list knows the refusal beforehand (`deleteRefusal`), so it is shown and nothing is asked.
 */
export async function expectDeleteRefused(
  canvasElement: HTMLElement,
  {
    table,
    row,
    message,
    beforeAsking = false,
  }: { table: () => Promise<HTMLElement>; row: string; message: string; beforeAsking?: boolean },
) {
  await within(await table()).findByText(row, undefined, FIRST_LOAD);
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Ações de ${row}` }));
  await userEvent.click(await page().findByRole('menuitem', { name: 'Excluir' }));
  if (!beforeAsking) {
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  }
  const error = await page().findByRole('alertdialog', { name: MESSAGES.errors.title });
  await expect(within(error).getByText(message)).toBeVisible();
  await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
  await expect(page().queryByRole('alertdialog', { name: MESSAGES.confirm.title })).toBeNull();
  await expect(within(await table()).getByText(row)).toBeVisible();
}

export interface ListStoriesOptions {
  /** The resource whose list is shown. */
  resource: ListResource;
  /** The name of a row of the mock fixtures that the admin may delete. */
  row: string;
  /**
   * What the delete confirmation asks of that row, when the screen asks more than the plain
   * question (an entity with linked courses: `entityDeleteQuestion`).
   * @default MESSAGES.confirm.text
   */
  deleteQuestion?: string;
  /** Where the list is (a filtered address, for example). @default resource.path */
  path?: string;
  /**
   * Finds the element holding the rows, busy while loading (`aria-busy`), for a screen that draws
   * its own list (class cards). @default the table named after the resource
   */
  container?: (canvas: Canvas) => Promise<HTMLElement>;
}

/** Whether `text` is a pager's range of the last page: 'x-y de y', x ≤ y. */
const isLastPageRange = (text: string) => {
  const range = /^(\d+)-(\d+) de (\d+)$/.exec(text.trim());
  return (
    range !== null && Number(range[1]) >= 1 && Number(range[1]) <= Number(range[2]) && range[2] === range[3]
  );
};

/**
 * The generic states of a list screen: Loading (the table is busy), Empty (the resource's empty
 * text), LoadError (the error and 'Tentar novamente'), ViewOnly (the view-only account: no add
 * button, no Excluir), DeleteAsks (the confirmation, then the list reloads without the row),
 * DeleteFails (the §8 error; the row stays) and PastTheLastPage (an address past the last page
 * shows the last page, keeping the rest of the address).
 */
export function listStories({
  resource,
  row,
  path = resource.path,
  container,
  deleteQuestion = MESSAGES.confirm.text,
}: ListStoriesOptions) {
  const args = { path, account: 'admin' as const };
  /** The list requests of `PastTheLastPage`, in order. */
  const asked: URLSearchParams[] = [];
  const withoutPage = (query: URLSearchParams | undefined) => {
    const rest = new URLSearchParams(query);
    rest.delete('page');
    return rest.toString();
  };
  const table = async (canvas: Canvas) =>
    container ? container(canvas) : canvas.findByRole('table', { name: resource.title }, FIRST_LOAD);
  const openRowMenu = async (canvas: Canvas) => {
    const t = await table(canvas);
    await within(t).findByText(row, undefined, FIRST_LOAD);
    await userEvent.click(canvas.getByRole('button', { name: `Ações de ${row}` }));
  };
  const confirmDelete = async (canvas: Canvas) => {
    await openRowMenu(canvas);
    await userEvent.click(await page().findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(within(dialog).getByText(deleteQuestion)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  };

  return {
    Loading: {
      args,
      beforeEach({ msw }) {
        msw.use(mockDelay(resource.endpoints.list, 'infinite'));
      },
      play: async ({ canvasElement }) => {
        const t = await table(within(canvasElement));
        await waitFor(() => expect(t).toHaveAttribute('aria-busy', 'true'));
      },
    },
    Empty: {
      args,
      beforeEach({ msw }) {
        msw.use(mockEmpty(resource.endpoints.list));
      },
      play: async ({ canvasElement }) => {
        await expect(
          await within(canvasElement).findByText(resource.texts.empty, undefined, FIRST_LOAD),
        ).toBeVisible();
      },
    },
    LoadError: {
      args,
      beforeEach({ msw }) {
        msw.use(mockError(resource.endpoints.list, 500));
      },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(
          await canvas.findByText('Não foi possível carregar os dados', undefined, FIRST_LOAD),
        ).toBeVisible();
        await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
      },
    },
    ViewOnly: {
      args: { ...args, account: 'leitor' },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await within(await table(canvas)).findByText(row)).toBeVisible();
        await expect(canvas.queryByRole('button', { name: resource.texts.add })).toBeNull();
        const menu = canvas.queryByRole('button', { name: `Ações de ${row}` });
        if (menu) {
          await userEvent.click(menu);
          await expect(await page().findByRole('menu')).toBeVisible();
          await expect(page().queryByRole('menuitem', { name: 'Excluir' })).toBeNull();
          await expect(page().queryByRole('menuitem', { name: 'Editar' })).toBeNull();
          await userEvent.keyboard('{Escape}');
        }
      },
    },
    DeleteAsks: {
      args,
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await confirmDelete(canvas);
        await waitFor(async () => expect(within(await table(canvas)).queryByText(row)).toBeNull());
        // A screen reader is told; on screen the row just vanished.
        const told = await canvas.findByText(MESSAGES.success.deleted.replace('{name}', row));
        await expect(told).toHaveAttribute('role', 'status');
      },
    },
    DeleteFails: {
      args,
      beforeEach({ msw }) {
        msw.use(mockError(resource.endpoints.delete, 500));
      },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await confirmDelete(canvas);
        const error = await page().findByRole('alertdialog', { name: MESSAGES.errors.title });
        await expect(within(error).getByText(MESSAGES.errors.generic)).toBeVisible();
        await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
        await expect(within(await table(canvas)).getByText(row)).toBeVisible();
        // Trying again fails again, and the story rests on the dialog a person sees.
        await confirmDelete(canvas);
        await expect(await page().findByRole('alertdialog', { name: MESSAGES.errors.title })).toBeVisible();
      },
    },
    PastTheLastPage: {
      args: { ...args, path: `${path}${path.includes('?') ? '&' : '?'}page=999` },
      beforeEach({ msw }) {
        asked.length = 0;
        msw.use(
          http.get(`*${ENDPOINTS[resource.endpoints.list].path}`, ({ request }) => {
            asked.push(new URL(request.url).searchParams);
            // Returning nothing hands the request to the regular mock.
          }),
        );
      },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        // The mocks answer page 999 empty, with the real total: the list asks for the last page,
        // with the rest of the address as it was.
        await waitFor(() => {
          expect(asked.length).toBeGreaterThan(1);
          expect(asked.at(-1)?.get('page')).not.toBe('999');
        }, FIRST_LOAD);
        await expect(asked[0]?.get('page')).toBe('999');
        await expect(withoutPage(asked.at(-1))).toBe(withoutPage(asked[0]));
        const t = await table(canvas);
        await waitFor(() => expect(t).not.toHaveAttribute('aria-busy'), FIRST_LOAD);
        await expect(canvas.queryByText(resource.texts.empty)).toBeNull();
        if (!container) await expect(within(t).getAllByRole('row').length).toBeGreaterThan(1);
        await expect(await canvas.findByText((text) => isLastPageRange(text))).toBeVisible();
      },
    },
  } satisfies Record<string, AppStoryObj>;
}

export interface FormStoriesOptions<V> {
  /** The address of a new record's form (or the list of a modal form). */
  newPath: string;
  /** The address of an existing record's form (or the list of a modal form). */
  editPath: string;
  /** Opens the form at `editPath` when it is a modal (clicks the row). @default nothing */
  openEdit?: (canvas: Canvas) => Promise<void>;
  /** Opens the form at `newPath` when it is a modal (clicks the add button). @default nothing */
  openNew?: (canvas: Canvas) => Promise<void>;
  /** The create and update endpoints (their failures are mocked). */
  endpoints: { create: EndpointName; update: EndpointName };
  /** Fills a valid new record. */
  fillNew: (canvas: Canvas) => Promise<void>;
  /** A text field of the existing record to change, by label. */
  field: string;
  /** A server 422 on create: the field map and the 'Avisos' line it gives. */
  rejected: { body: Record<string, string[]>; line: string };
  /** Values of a draft of a new record, and a check that the form shows them. */
  draft: { value: V; check: (canvas: Canvas) => Promise<void>; scope?: string };
  /** Checks that the form has been left (the list, or the modal closed). */
  left: (canvas: Canvas) => Promise<void>;
  /** Where 'VER VERSÃO ATUAL' opens the record as saved now. @default `editPath` without its query */
  currentPath?: string;
}

/**
 * The generic states of a form: Save422 (the server refuses a field: 'Avisos' lists it, focus
 * goes to the first invalid field, nothing typed is lost), Save500 (the §8 error dialog; the form
 * keeps what was typed), SaveOffline (no answer at all: 'Sem conexão', and the form keeps what was
 * typed), SaveInProgress (the server has not answered yet: SALVAR is busy and a second press sends
 * nothing), SaveStale (a 409 from a stale copy: the notice, the input kept, the other
 * version offered in a new tab, then taken into the fields left alone), AsksBeforeLeaving (CANCELAR with unsaved changes asks; staying keeps the
 * values, leaving leaves), DraftRestored (a draft kept on this device is offered and restored) and
 * TypingBesideOfferIsKept (work typed while the offer is unanswered becomes the draft).
 */
export function formStories<V>(o: FormStoriesOptions<V>) {
  const open = async (canvas: Canvas, how?: (canvas: Canvas) => Promise<void>) => {
    if (how) await how(canvas);
  };
  const edit = async (canvas: Canvas, text: string) => {
    await open(canvas, o.openEdit);
    const input = await page().findByLabelText(o.field, undefined, FIRST_LOAD);
    await userEvent.type(input, text);
    return input;
  };

  // The new record's form's draft, kept before the story opens it: the offer shows.
  const draftRoute = o.draft.scope ? `${o.newPath}#${o.draft.scope}` : o.newPath;
  const offerDraft = () => {
    const clean = clearDrafts();
    keepDraft(draftRoute, o.draft.value);
    return clean;
  };

  /**
   * Types in the record's field, presses SALVAR and meets the error dialog titled `title`
   * (`check` reads it); OK keeps what was typed; SALVAR again fails again, and the story rests on
   * the dialog a person sees.
   */
  const saveFailsKeepingTheInput = async (
    canvas: Canvas,
    title: string,
    check: (dialog: HTMLElement) => Promise<void>,
  ) => {
    const input = await edit(canvas, ' revisado');
    const typed = (input as HTMLInputElement).value;
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    const dialog = await page().findByRole('alertdialog', { name: title }, FIRST_LOAD);
    await check(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(page().getByLabelText(o.field)).toHaveValue(typed);
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    await expect(await page().findByRole('alertdialog', { name: title }, FIRST_LOAD)).toBeVisible();
  };

  /** The update requests `SaveInProgress` has sent. */
  const saves = { sent: 0 };

  return {
    Save422: {
      args: { path: o.newPath, account: 'admin' },
      beforeEach({ msw }) {
        msw.use(mockError(o.endpoints.create, 422, o.rejected.body));
        return clearDrafts();
      },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await open(canvas, o.openNew);
        await o.fillNew(canvas);
        await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
        const alert = await page().findByRole('alert', undefined, FIRST_LOAD);
        await expect(within(alert).getByText(MESSAGES.errors.validationTitle)).toBeVisible();
        await expect(within(alert).getByText(o.rejected.line)).toBeVisible();
        // Focus is on the first invalid field, ready to correct it.
        await waitFor(() => expect(document.activeElement?.closest('[data-invalid]')).not.toBeNull());
      },
    },
    Save500: {
      args: { path: o.editPath, account: 'admin' },
      beforeEach({ msw }) {
        msw.use(mockError(o.endpoints.update, 500));
        return clearDrafts();
      },
      play: ({ canvasElement }) =>
        saveFailsKeepingTheInput(within(canvasElement), MESSAGES.errors.title, async (dialog) => {
          await expect(within(dialog).getByText(MESSAGES.errors.generic)).toBeVisible();
        }),
    },
    SaveOffline: {
      args: { path: o.editPath, account: 'admin' },
      beforeEach({ msw }) {
        msw.use(mockOffline(o.endpoints.update));
        return clearDrafts();
      },
      // No answer at all: the dialog says so, and that what was typed is still here.
      play: ({ canvasElement }) =>
        saveFailsKeepingTheInput(within(canvasElement), MESSAGES.errors.unreachableTitle, async (dialog) => {
          await expect(within(dialog).getByText(MESSAGES.errors.unreachable, { exact: false })).toBeVisible();
          await expect(within(dialog).getByText(MESSAGES.errors.kept, { exact: false })).toBeVisible();
        }),
    },
    SaveInProgress: {
      args: { path: o.editPath, account: 'admin' },
      beforeEach({ msw }) {
        saves.sent = 0;
        const { method, path } = ENDPOINTS[o.endpoints.update];
        msw.use(
          http[method.toLowerCase() as Lowercase<typeof method>](`*${path}`, async () => {
            saves.sent += 1;
            await delay('infinite');
          }),
        );
        return clearDrafts();
      },
      play: async ({ canvasElement }) => {
        const input = await edit(within(canvasElement), ' revisado');
        const typed = (input as HTMLInputElement).value;
        await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
        // The server has not answered: SALVAR says it is at work, and pressing it again (a
        // double click, an impatient second press) sends nothing more.
        const pending = await page().findByRole('button', { name: 'SALVAR (carregando)' });
        await userEvent.click(pending);
        await expect(saves.sent).toBe(1);
        await expect(page().getByLabelText(o.field)).toHaveValue(typed);
      },
    },
    SaveStale: {
      args: { path: o.editPath, account: 'admin' },
      beforeEach({ msw }) {
        msw.use(mockError(o.endpoints.update, 409, { message: MESSAGES.concurrency.stale }));
        return clearDrafts();
      },
      play: async ({ canvasElement }) => {
        const input = await edit(within(canvasElement), ' revisado');
        const typed = (input as HTMLInputElement).value;
        await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
        // Someone else saved first: the form says so, keeps what was typed and offers their version.
        const notice = await page().findByRole('alert', { name: MESSAGES.concurrency.title }, FIRST_LOAD);
        await expect(within(notice).getByText(MESSAGES.concurrency.stale)).toBeVisible();
        await expect(page().getByLabelText(o.field)).toHaveValue(typed);
        const opened: string[] = [];
        const open = window.open;
        window.open = ((url?: string | URL) => {
          opened.push(String(url));
          return null;
        }) as typeof window.open;
        try {
          await userEvent.click(
            within(notice).getByRole('button', { name: MESSAGES.concurrency.showCurrent }),
          );
          await waitFor(() => expect(opened).toEqual([o.currentPath ?? o.editPath.split('?')[0]]));
        } finally {
          window.open = open;
        }
        await waitFor(() =>
          expect(page().queryByRole('alert', { name: MESSAGES.concurrency.title })).toBeNull(),
        );
        // The fields left alone took the version saved now; the one typed in stays, and it says so.
        await expect(
          await page().findByRole('status', { name: MESSAGES.concurrency.title }),
        ).toHaveTextContent(MESSAGES.concurrency.merged);
        await expect(page().getByLabelText(o.field)).toHaveValue(typed);
      },
    },
    AsksBeforeLeaving: {
      args: { path: o.editPath, account: 'admin' },
      beforeEach: clearDrafts,
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const input = await edit(canvas, ' 2');
        const typed = (input as HTMLInputElement).value;
        await cancelAsksThenStay();
        await expect(page().getByLabelText(o.field)).toHaveValue(typed);
        await userEvent.click(page().getByRole('button', { name: 'CANCELAR' }));
        const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title }, FIRST_LOAD);
        await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.unsaved.leave }));
        await o.left(canvas);
      },
    },
    DraftRestored: {
      args: { path: o.newPath, account: 'admin' },
      beforeEach: offerDraft,
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await open(canvas, o.openNew);
        const offer = await page().findByRole('region', { name: MESSAGES.draft.title });
        await userEvent.click(within(offer).getByRole('button', { name: MESSAGES.draft.restore }));
        await o.draft.check(canvas);
        await expect(page().queryByRole('region', { name: MESSAGES.draft.title })).toBeNull();
      },
    },
    TypingBesideOfferIsKept: {
      args: { path: o.newPath, account: 'admin' },
      beforeEach: offerDraft,
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await open(canvas, o.openNew);
        await page().findByRole('region', { name: MESSAGES.draft.title });
        // The offer left unanswered, new work is typed: it becomes the draft a reload offers.
        await userEvent.type(await page().findByLabelText(o.field), 'Trabalho novo');
        await waitFor(() => expect(ownDraft(draftRoute)).toContain('Trabalho novo'));
        await expect(page().getByRole('region', { name: MESSAGES.draft.title })).toBeVisible();
      },
    },
  } satisfies Record<string, AppStoryObj>;
}

/** What {@link recordPageStories} needs to know of a form page. */
export interface RecordPageStoriesOptions {
  /** The address of an existing record's form. */
  editPath: string;
  /** The contract's read of one record (its loading and failure are mocked). */
  get: EndpointName;
  /** What the page says to a screen reader while the record loads ('Carregando curso'). */
  loadingLabel: string;
  /** The resource, whose title the page's way back names ('Voltar para Cursos'). */
  resource: Pick<ResourceDefinition, 'title'>;
}

/**
 * The states of a form page before its record is there (the resource layer's
 * `ResourceFormPage`): EditLoading (placeholders, busy, the loading label for a screen reader)
 * and EditNotFound (a record gone or never there: 'Registro não encontrado', and a way back to
 * the list that works).
 */
export function recordPageStories(o: RecordPageStoriesOptions) {
  const args = { path: o.editPath, account: 'admin' as const };
  return {
    EditLoading: {
      args,
      beforeEach({ msw }) {
        msw.use(mockDelay(o.get, 'infinite'));
        return clearDrafts();
      },
      play: async ({ canvasElement }) => {
        const label = await within(canvasElement).findByText(o.loadingLabel, undefined, FIRST_LOAD);
        await expect(label.closest('[aria-busy="true"]')).not.toBeNull();
        await expect(within(canvasElement).queryByRole('button', { name: 'SALVAR' })).toBeNull();
      },
    },
    EditNotFound: {
      args,
      beforeEach({ msw }) {
        msw.use(mockError(o.get, 404, { message: MESSAGES.errors.notFound }));
        return clearDrafts();
      },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText(MESSAGES.errors.notFound, undefined, FIRST_LOAD)).toBeVisible();
        // The page says so in its heading and its title (it had no heading, and read 'Hangar').
        await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
          'Não foi possível carregar os dados',
        );
        await waitFor(() => expect(document.title).toBe(`${MESSAGES.errors.notFound} · Hangar`));
        const { title } = o.resource;
        await userEvent.click(canvas.getByRole('button', { name: `Voltar para ${title}` }));
        await expect(await canvas.findByRole('heading', { name: title, level: 1 })).toBeVisible();
      },
    },
  } satisfies Record<string, AppStoryObj>;
}
