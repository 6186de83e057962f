import { createHandlers, createMockDb } from '@hangar/api-client/mocks';
import { entityDeleteQuestion, MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppStory } from '../../../../testing/app-story';
import { FIRST_LOAD, listStories, page } from '../../../../testing/resource-stories';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { entidades } from '../../resource';

const ROW = 'Aeroclube de São Paulo';
/** How many courses the mock fixtures link to {@link ROW}. */
const LINKED = createMockDb().tenants.find((t) => t.nome === ROW)!.cursos.length;

const meta = {
  title: 'Telas/Entidades/Lista',
  component: AppStory,
  args: { path: '/admin/administracao/entidades', account: 'admin' },
  parameters: screenParameters(
    'Entity list (§2.10): the profile type above the name, CNPJ, e-mail, UF, the situação tag and the Editar / Excluir menu.',
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading, Empty, LoadError, ViewOnly, DeleteAsks, DeleteFails: the layer's generic list states. */
const generic = listStories({ resource: entidades, row: ROW, deleteQuestion: entityDeleteQuestion(LINKED) });
export const Loading = generic.Loading;
export const Empty = generic.Empty;
export const LoadError = generic.LoadError;
export const ViewOnly = generic.ViewOnly;
export const DeleteAsks = generic.DeleteAsks;
export const DeleteFails = generic.DeleteFails;
/** An address past the last page shows the last page (the address replaced, the rest kept). */
export const PastTheLastPage = generic.PastTheLastPage;

/** Type above the name, the CNPJ formatted, the situação tag; the row menu by `escola.*`. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Entidades' }, FIRST_LOAD);
    const row = (await within(table).findByText(ROW)).closest('tr')!;
    await expect(within(row).getByText('Aeroclube')).toBeVisible();
    await expect(within(row).getByText(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/)).toBeVisible();
    await expect(within(row).getByText('secretaria@aeroclubesp.com.br')).toBeVisible();
    await expect(within(row).getByText('SP')).toBeVisible();
    await expect(within(row).getByText('Ativo')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /ADICIONAR ENTIDADE/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Ações de ${ROW}` }));
    await expect(await page().findByRole('menuitem', { name: 'Editar' })).toBeVisible();
    await expect(page().getByRole('menuitem', { name: 'Excluir' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * An entity courses are linked to: the confirmation says how many, and that their links go with
 * it (no screen writes them back); saying no keeps it.
 */
export const DeleteLinkedToCourses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Entidades' }, FIRST_LOAD);
    await within(table).findByText(ROW);
    await expect(LINKED).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: `Ações de ${ROW}` }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(within(dialog).getByText(entityDeleteQuestion(LINKED))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.confirm.cancel }));
    await expect(within(table).getByText(ROW)).toBeVisible();
  },
};

const LONG_NAME =
  'Associação Brasileira das Escolas de Aviação Civil e Formação de Pilotos Profissionais, ' +
  'Comissários de Voo e Mecânicos de Manutenção Aeronáutica do Estado de São Paulo e Região Metropolitana';

/**
 * A name of 180 characters takes two lines, then '…', and every column stays on the screen. On
 * one line it widened its column until CNPJ, e-mail, UF and situação had left the screen on every
 * row (a UI probe).
 */
export const LongName: Story = {
  beforeEach({ msw }) {
    const db = createMockDb();
    db.tenants.find((t) => t.nome === ROW)!.nome = LONG_NAME;
    msw.use(...createHandlers(db));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Entidades' }, FIRST_LOAD);
    const name = await within(table).findByRole('link', { name: LONG_NAME });
    const situacao = within(table).getByRole('columnheader', { name: 'Situação' });
    await expect(situacao.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
  },
};

/** Refinar offers the ordering by nome. */
export const Refine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Entidades' }, FIRST_LOAD);
    await userEvent.click(canvas.getByRole('button', { name: /Refinar/ }));
    const drawer = within(await page().findByRole('dialog', { name: 'Refinar' }));
    await expect(drawer.getByRole('button', { name: /Nome/ })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Ordem crescente' }));
    await userEvent.click(drawer.getByRole('button', { name: 'APLICAR' }));
    const table = await canvas.findByRole('table', { name: 'Entidades' });
    const first = await within(table).findAllByRole('row');
    await expect(first.length).toBeGreaterThan(1);
  },
};

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();
