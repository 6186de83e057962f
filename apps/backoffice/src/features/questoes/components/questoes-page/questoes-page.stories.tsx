import { QUESTION_TABLE_MAX_ROWS } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../../../../testing/app-story';
import { FIRST_LOAD, listStories, page } from '../../../../testing/resource-stories';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { questoes } from '../../resource';

const LIST = '/admin/administracao/questoes';
/** A classified question of the mock fixtures (course Piloto de Planador, module Voo a Vela). */
const QFE = 'O altímetro ajustado em QFE indica, no solo:';
/** The newest question of the fixtures, not classified. */
const CARBURADOR = 'Qual o principal risco da formação de gelo no carburador?';

const meta = {
  title: 'Telas/Questões/Lista',
  component: AppStory,
  args: { path: LIST, account: 'admin' },
  parameters: screenParameters(
    'Question list (§2.7): search by title, the Refinar panel, the QUESTÃO and SITUAÇÃO columns, the classify button and the row menu; at most 20 rows.',
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading, Empty, LoadError, ViewOnly, DeleteAsks, DeleteFails: the layer's generic list states. */
const generic = listStories({ resource: questoes, row: QFE });
export const Loading = generic.Loading;
export const Empty = generic.Empty;
export const LoadError = generic.LoadError;
export const DeleteAsksThenReloads = generic.DeleteAsks;
export const DeleteFails = generic.DeleteFails;
/** An address past the last page shows the last page (the address replaced, the rest kept). */
export const PastTheLastPage = generic.PastTheLastPage;
/** The same with a filter in the address: the last page of the filtered list, the filter kept. */
export const PastTheLastPageFiltered = listStories({
  resource: questoes,
  row: QFE,
  path: `${LIST}?situacao[]=Classificada`,
}).PastTheLastPage;

const table = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('table', { name: 'Questões' }, FIRST_LOAD);

/**
 * QUESTÃO with its counts, SITUAÇÃO with the domain's tone, 'Classificar', the row menu, the
 * pager without a page-size changer.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Questões', level: 1 })).toBeVisible();
    const t = within(await table(canvas));
    const row = within((await t.findByText(QFE)).closest('tr')!);
    await expect(row.getByText('Cursos 1')).toBeVisible();
    await expect(row.getByText('Módulos 1')).toBeVisible();
    await expect(row.getByText('Assuntos 2')).toBeVisible();
    await expect(row.getByText('Classificada')).toBeVisible();
    await expect(row.getByRole('button', { name: `Classificar ${QFE}` })).toBeVisible();
    const newest = within(t.getByText(CARBURADOR).closest('tr')!);
    await expect(newest.getByText('Sem Classificação')).toBeVisible();
    // The newest question comes first, as the server lists them.
    await expect(t.getAllByRole('row')[1]).toHaveTextContent(CARBURADOR);
    await expect(canvas.getByRole('button', { name: /ADICIONAR QUESTÃO/ })).toBeVisible();
    await expect(canvas.getByPlaceholderText('Procurar')).toBeVisible();
    await expect(canvas.getByText(/^1-15 de \d+/)).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Por página' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Ações de ${QFE}` }));
    await expect(await page().findByRole('menuitem', { name: 'Editar' })).toBeVisible();
    await expect(page().getByRole('menuitem', { name: 'Excluir' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** A filtered address (course 10, module 25, Classificada): only those rows, Refinar counts 3. */
export const Filtered: Story = {
  args: { path: `${LIST}?cursos[]=10&modulos[]=25&situacao[]=Classificada` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const t = within(await table(canvas));
    await expect(await t.findByText(QFE)).toBeVisible();
    await expect(t.queryByText(CARBURADOR)).toBeNull();
    for (const row of t.getAllByRole('row').slice(1)) await expect(row).toHaveTextContent('Classificada');
    await expect(canvas.getByRole('button', { name: /^Refinar/ })).toHaveAccessibleName(
      'Refinar 3 filtros ativos',
    );
  },
};

/** Searching by title goes back to page 1 and finds the question; nothing found says so. */
export const SearchByTitle: Story = {
  args: { path: `${LIST}?page=2` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.type(canvas.getByPlaceholderText('Procurar'), 'QFE{Enter}');
    const t = within(await table(canvas));
    await waitFor(() => expect(t.getAllByRole('row')).toHaveLength(2));
    await expect(t.getByText(QFE)).toBeVisible();
    await expect(canvas.getByText(/^1-1 de 1/)).toBeVisible();
    await userEvent.clear(canvas.getByPlaceholderText('Procurar'));
    await userEvent.type(canvas.getByPlaceholderText('Procurar'), 'zzz-nada{Enter}');
    await expect(await canvas.findByText('Altere a busca ou os filtros.')).toBeVisible();
  },
};

/** §2.7: at most 20 rows are drawn; the pager counts what is shown. */
export const AtMostTwentyRows: Story = {
  args: { path: `${LIST}?per_page=20` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const t = within(await table(canvas));
    await waitFor(() => expect(t.getAllByRole('row')).toHaveLength(QUESTION_TABLE_MAX_ROWS + 1));
    await expect(canvas.getByText(/^1-20 de \d+/)).toBeVisible();
  },
};

/** An address asking for more rows than the table draws reads as the default page size. */
export const TooManyRowsAsked: Story = {
  args: { path: `${LIST}?per_page=50` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const t = within(await table(canvas));
    await waitFor(() => expect(t.getAllByRole('row')).toHaveLength(15 + 1));
    await expect(canvas.getByText(/^1-15 de \d+/)).toBeVisible();
  },
};

/** The view-only account: no add, no row menu, no 'Classificar'. */
export const ViewOnly: Story = {
  args: { account: 'leitor' },
  play: async (context) => {
    await generic.ViewOnly.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Classificar/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `Ações de ${QFE}` })).toBeNull();
    await expect(canvas.queryByRole('link', { name: QFE })).toBeNull();
  },
};

/** On a phone the rows are cards with the title, the counts, the situação and the buttons. */
export const NarrowCards: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Questões' }, FIRST_LOAD);
    const card = within((await within(cards).findByText(QFE)).closest('li')!);
    await expect(card.getByText('Classificada')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Classificar / })).toBeVisible();
    await expect(card.getByRole('button', { name: `Ações de ${QFE}` })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Questões' })).toBeNull();
  },
};

/** Editar opens the form; CANCELAR returns to the same filtered page. */
export const FormReturnsToTheFilteredList: Story = {
  args: { path: `${LIST}?cursos[]=10&situacao[]=Classificada` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await table(canvas)).findByText(QFE);
    await userEvent.click(canvas.getByRole('link', { name: QFE }));
    await expect(
      await canvas.findByRole('heading', { name: 'Detalhe da questão', level: 1 }, FIRST_LOAD),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'CANCELAR' }));
    const t = within(await table(canvas));
    await expect(await t.findByText(QFE)).toBeVisible();
    await expect(t.queryByText(CARBURADOR)).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Refinar/ })).toHaveAccessibleName(
      'Refinar 2 filtros ativos',
    );
  },
};

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();
