import { ENDPOINTS } from '@hangar/api-client/contract';
import { createHandlers, createMockDb } from '@hangar/api-client/mocks';
import { courseDeleteQuestion, MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../../../../testing/app-story';
import { expectDeleteRefused, listStories, page } from '../../../../testing/resource-stories';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { cursos } from '../../resource';

const meta = {
  title: 'Telas/Cursos/Lista',
  component: AppStory,
  args: { path: '/admin/administracao/cursos', account: 'admin' },
  parameters: screenParameters(
    'Course list (§2.4): search, Refinar, the SINCRONIZAR placeholder, ADICIONAR CURSO and the situação tags.',
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The delete question of the fixtures' course named `nome`: what its delete takes with it. */
function deleteQuestionOf(nome: string) {
  const db = createMockDb();
  const curso = db.cursos.find((c) => c.nome === nome)!;
  return courseDeleteQuestion(
    db.tenants.filter((t) => t.cursos.some((x) => x.id === curso.id)).length,
    db.questoes.filter((q) => q.cursos.includes(curso.id)).length,
  );
}

const ROW = 'Gerenciamento de Recursos de Equipe (CRM)';
/** Loading, Empty, LoadError, ViewOnly, DeleteAsks, DeleteFails: the layer's generic list states. */
const generic = listStories({ resource: cursos, row: ROW, deleteQuestion: deleteQuestionOf(ROW) });
export const Loading = generic.Loading;
export const Empty = generic.Empty;
export const LoadError = generic.LoadError;
export const DeleteAsksThenReloads = generic.DeleteAsks;
export const DeleteFails = generic.DeleteFails;
/** An address past the last page shows the last page (the address replaced, the rest kept). */
export const PastTheLastPage = generic.PastTheLastPage;

const LINKED = 'Inglês Aeronáutico – Preparatório SDEA';

/**
 * A course entities offer and questions are classified under: the confirmation says how many of
 * each, and that those links go with it (the generic question said nothing of them); saying no
 * keeps it.
 */
export const DeleteLinked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = deleteQuestionOf(LINKED);
    await expect(question).toMatch(/entidade.*questões classificadas/);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Procurar cursos' }), 'SDEA{Enter}');
    const table = await canvas.findByRole('table', { name: 'Cursos' });
    await userEvent.click(await within(table).findByRole('button', { name: `Ações de ${LINKED}` }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(within(dialog).getByText(question)).toBeVisible();
    // The course is named above the question, and read with it.
    await expect(dialog).toHaveAccessibleDescription(`${LINKED} ${question}`);
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.confirm.cancel }));
    await expect(within(table).getByText(LINKED)).toBeVisible();
  },
};

/**
 * The server was away (restarting) as the list loaded: the error shows, and the list loads by
 * itself once it answers again (the first retry comes 5 s after), without 'Tentar novamente'.
 */
export const RecoversWhenServerIsBack: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`*${ENDPOINTS['cursos.list'].path}`, () => HttpResponse.error(), { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Não foi possível carregar os dados', undefined, { timeout: 5000 });
    const table = canvas.getByRole('table', { name: 'Cursos' });
    await within(table).findByText('Gerenciamento de Recursos de Equipe (CRM)', undefined, { timeout: 9000 });
    await expect(canvas.queryByText('Não foi possível carregar os dados')).toBeNull();
  },
};

/**
 * A course that classes still belong to is not deleted, and the user is told why at once: the list
 * knows its classes, so it does not ask first (it asked, then the server refused).
 */
export const DeleteRefusedHasClasses: Story = {
  play: async ({ canvasElement }) =>
    expectDeleteRefused(canvasElement, {
      table: () => within(canvasElement).findByRole('table', { name: 'Cursos' }),
      row: 'Piloto Privado – Avião (Teórico)',
      message: MESSAGES.conflict.courseHasClasses,
      beforeAsking: true,
    }),
};

/**
 * A class added elsewhere after the list loaded: the list knows of none, so it asks; the server
 * refuses, and its message is shown.
 */
export const DeleteRefusedByTheServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete(`*${ENDPOINTS['cursos.delete'].path}`, () =>
        HttpResponse.json({ message: MESSAGES.conflict.courseHasClasses }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) =>
    expectDeleteRefused(canvasElement, {
      table: () => within(canvasElement).findByRole('table', { name: 'Cursos' }),
      row: ROW,
      message: MESSAGES.conflict.courseHasClasses,
    }),
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Cursos', level: 1 })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Cursos' });
    await expect(await within(table).findByText('Piloto Comercial – Avião')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /ADICIONAR CURSO/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /SINCRONIZAR/ })).toBeVisible();
    await expect(canvas.getByText(/Última sincronização/)).toBeVisible();
    await expect(canvas.getByPlaceholderText('Procurar')).toBeVisible();
    // Row actions follow the permissions: the admin may edit and delete.
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de Piloto Comercial – Avião' }));
    await expect(await page().findByRole('menuitem', { name: 'Editar' })).toBeVisible();
    await expect(page().getByRole('menuitem', { name: 'Excluir' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** The view-only account: no add, edit or delete, but a course opens read-only (Visualizar). */
export const ViewOnly: Story = {
  args: { account: 'leitor' },
  play: async (context) => {
    await generic.ViewOnly.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de Piloto Comercial – Avião' }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Visualizar' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Visualizar Piloto Comercial – Avião', level: 1 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'SALVAR' })).toBeNull();
    await expect(canvas.getByLabelText('Nome do Curso')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Qualificação/ })).toBeDisabled();
  },
};

/** On a phone the rows are cards (no sideways-scrolling table), each with its actions menu. */
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
    const cards = await canvas.findByRole('list', { name: 'Cursos' });
    await expect(await within(cards).findByText('Piloto Comercial – Avião')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Cursos' })).toBeNull();
    const actions = canvas.getByRole('button', { name: 'Ações de Piloto Comercial – Avião' });
    await expect(actions).toBeVisible();
    await userEvent.click(actions);
    await expect(await page().findByRole('menuitem', { name: 'Editar' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Back from a form (CANCELAR here; SALVAR and delete alike), the list is where it was left:
 * same search, filters and page.
 */
export const ReturnsToTheSameSearch: Story = {
  args: { path: '/admin/administracao/cursos?search=Piloto&situacao[]=Ativo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Cursos' });
    await userEvent.click(await within(table).findByRole('link', { name: 'Piloto Comercial – Avião' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'CANCELAR' }));
    const back = await canvas.findByRole('table', { name: 'Cursos' });
    await expect(await within(back).findByText('Piloto Comercial – Avião')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Procurar cursos' })).toHaveValue('Piloto');
    await expect(canvas.getByRole('button', { name: /^Refinar/ })).toHaveAccessibleName(
      'Refinar 1 filtro ativo',
    );
  },
};

export const SearchAndRefine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Cursos' });
    await within(table).findByText('Piloto Comercial – Avião');
    await userEvent.type(canvas.getByPlaceholderText('Procurar'), 'Helicóptero{Enter}');
    await waitFor(() => expect(within(table).queryByText('Piloto Comercial – Avião')).toBeNull());
    await expect(within(table).getByText('Piloto Privado – Helicóptero')).toBeVisible();
    // Refinar: Situação Inativo, applied on APLICAR.
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await within(table).findByText('Piloto Comercial – Avião');
    await userEvent.click(canvas.getByRole('button', { name: /Refinar/ }));
    const dialog = await page().findByRole('dialog', { name: 'Refinar' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Inativo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'APLICAR' }));
    await waitFor(() => expect(within(table).queryAllByText('Ativo', { exact: true })).toHaveLength(0));
    await expect(within(table).getAllByText('Inativo', { exact: true }).length).toBeGreaterThan(0);
  },
};

/**
 * Categorias are searched as the user types and chosen as tags; APLICAR filters the list and the
 * trigger counts the filter. Reopened, the drawer shows the chosen tag with its name; a change
 * discarded with Escape does not reach the list.
 */
export const RefineByCategoria: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Cursos' });
    await within(table).findByText('Piloto Comercial – Avião');
    await userEvent.click(canvas.getByRole('button', { name: 'Refinar' }));
    let dialog = await page().findByRole('dialog', { name: 'Refinar' });
    const situacao = within(dialog).getByRole('radiogroup', { name: 'Situação' });
    await expect(within(situacao).getByRole('radio', { name: 'Todas' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Categorias' }), 'Tripul');
    await userEvent.click(await page().findByRole('option', { name: 'Tripulação de Cabine' }));
    // Clicking elsewhere in the drawer closes the options popover (which hides the rest meanwhile).
    await userEvent.click(within(dialog).getByText('Refinar', { selector: 'h2' }));
    const chosen = within(dialog).getByRole('list', { name: 'Categorias selecionados' });
    await expect(within(chosen).getByText('Tripulação de Cabine')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'APLICAR' }));
    await waitFor(() => expect(within(table).queryByText('Piloto Comercial – Avião')).toBeNull());
    await expect(within(table).getByRole('link', { name: 'Comissário de Voo' })).toBeVisible();
    const trigger = canvas.getByRole('button', { name: /^Refinar/ });
    await expect(trigger).toHaveAccessibleName('Refinar 1 filtro ativo');

    // Reopen: the tag is there by name; a discarded change (Escape) leaves the list as it was.
    await userEvent.click(trigger);
    dialog = await page().findByRole('dialog', { name: 'Refinar' });
    await expect(
      within(within(dialog).getByRole('list', { name: 'Categorias selecionados' })).getByText(
        'Tripulação de Cabine',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Inativo' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Refinar' })).toBeNull());
    await expect(within(table).getByRole('link', { name: 'Comissário de Voo' })).toBeVisible();
    await expect(trigger).toHaveAccessibleName('Refinar 1 filtro ativo');
  },
};

/** The screen on a phone: nothing wider than 390 px. */
/**
 * A page of 1,000 courses (the address allows it), which the list defers and the table windows:
 * the rows come, only those in view are in the document, and the table still says it has 1,001
 * rows (the header and 1,000). How long its tasks take is `bench:keystrokes`'s to say.
 */
export const PageOf1000Rows: Story = {
  args: { path: '/admin/administracao/cursos?page=1&per_page=1000' },
  beforeEach({ msw }) {
    const db = createMockDb();
    const model = db.cursos[0]!;
    const extra = Array.from({ length: 1000 - db.cursos.length }, (_, i) => ({
      ...model,
      id: 10_000 + i,
      uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      nome: `Curso de bancada ${String(i + 1).padStart(4, '0')}`,
      apelido: `BANC${i + 1}`,
      modulos: [],
    }));
    db.cursos.push(...extra);
    msw.use(...createHandlers(db));
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Cursos' }, { timeout: 10_000 });
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '1001'), { timeout: 10_000 });
    const drawn = within(table).getAllByRole('row').length;
    await expect(drawn).toBeGreaterThan(10);
    await expect(drawn).toBeLessThan(100);
  },
};

export const Celular: Story = phoneStory();
