import { mockError } from '@hangar/api-client/mocks';
import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../../../../testing/app-story';
import { type Canvas, FIRST_LOAD, listStories, page } from '../../../../testing/resource-stories';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { turmas } from '../../resource';

const meta = {
  title: 'Telas/Turmas/Lista',
  component: AppStory,
  args: { path: '/admin/entidade/turmas', account: 'admin' },
  parameters: screenParameters(
    "Class list as cards (§2.14): each class's state, the real elapsed share of its period and its students.",
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The region holding the cards (busy while the first page loads). */
const cards = (canvas: Canvas) => canvas.findByRole('region', { name: 'Turmas' }, FIRST_LOAD);

/** A card of the demo data, by the class's name. */
async function card(canvas: Canvas, nome: string) {
  return within(await cards(canvas)).findByRole('article', { name: nome }, FIRST_LOAD);
}

/** Loading, Empty, LoadError, ViewOnly: the layer's generic list states, on the cards. */
const generic = listStories({ resource: turmas, row: 'PP-A Teórico – Noturno', container: cards });
export const Loading = generic.Loading;
export const Empty = generic.Empty;
export const LoadError = generic.LoadError;
/** An address past the last page shows the last page (the address replaced, the rest kept). */
export const PastTheLastPage = generic.PastTheLastPage;

/**
 * One card in each display state (the demo classes are dated from today): the badge only while
 * the end is in the future, the progress bar from the real elapsed share.
 */
export const OneCardInEachState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Turmas', level: 1 })).toBeVisible();
    const emAndamento = await card(canvas, 'PP-A Teórico – Noturno');
    await expect(within(emAndamento).getByText('Em Andamento')).toBeVisible();
    const value = Number(within(emAndamento).getByRole('progressbar').getAttribute('aria-valuenow'));
    // 60 days of 151 have gone by: about 40 %, never the legacy's fixed 30.
    expect(value).toBeGreaterThan(35);
    expect(value).toBeLessThan(45);

    const naoIniciada = await card(canvas, 'PP-A Teórico – Próxima Turma');
    await expect(within(naoIniciada).getByText('Não iniciado')).toBeVisible();
    await expect(within(naoIniciada).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

    const finalizada = await card(canvas, 'Piloto Comercial 2025/2');
    await expect(within(finalizada).queryByText('Finalizado')).toBeNull();
    await expect(within(finalizada).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    const cancelada = await card(canvas, 'Comissário de Voo – Sábados');
    await expect(within(cancelada).getByText('Cancelado')).toBeVisible();

    await expect(canvas.getByRole('button', { name: /ADICIONAR TURMA/ })).toBeVisible();
    await expect(
      within(emAndamento).getByRole('link', { name: 'Editar PP-A Teórico – Noturno' }),
    ).toBeVisible();
  },
};

/** The view-only account sees the cards, and no add, edit or delete. */
export const ViewOnly: Story = {
  args: { account: 'leitor' },
  play: async (context) => {
    await generic.ViewOnly.play(context);
    const canvas = within(context.canvasElement);
    const c = await card(canvas, 'PP-A Teórico – Noturno');
    await expect(within(c).queryByRole('link')).toBeNull();
    await expect(within(c).queryByRole('button', { name: /Excluir/ })).toBeNull();
    await expect(within(c).queryByRole('button', { name: /Cancelar turma/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Editar / })).toBeNull();
  },
};

/** Search by name and the course filter go to the address and back to page 1. */
export const SearchAndCourseFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card(canvas, 'PP-A Teórico – Noturno');
    await userEvent.type(canvas.getByPlaceholderText('Procurar'), 'Planador{Enter}');
    await waitFor(async () => expect(within(await cards(canvas)).getAllByRole('article')).toHaveLength(1));
    await expect(await card(canvas, 'Planador – Fim de Semana')).toBeVisible();
    await userEvent.clear(canvas.getByPlaceholderText('Procurar'));
    await userEvent.keyboard('{Enter}');
    await card(canvas, 'PP-A Teórico – Noturno');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Filtrar por curso' }), 'Comissário');
    await userEvent.click(await page().findByRole('option', { name: /Comissário de Voo/ }));
    await waitFor(async () => expect(within(await cards(canvas)).getAllByRole('article')).toHaveLength(1));
    await expect(await card(canvas, 'Comissário de Voo – Sábados')).toBeVisible();
  },
};

/**
 * Excluir asks first; confirmed, the list reloads without the class, and focus goes to the next
 * card's Excluir (not to the page).
 */
export const DeleteAsksThenReloads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const c = await card(canvas, 'Planador – Fim de Semana');
    const excluir = within(await cards(canvas)).getAllByRole('button', { name: /^Excluir / });
    const deleted = within(c).getByRole('button', { name: 'Excluir Planador – Fim de Semana' });
    const next = excluir[excluir.indexOf(deleted) + 1]!.getAttribute('aria-label')!;
    await userEvent.click(deleted);
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(async () =>
      expect(
        within(await cards(canvas)).queryByRole('article', { name: 'Planador – Fim de Semana' }),
      ).toBeNull(),
    );
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(next));
  },
};

/** A failed delete says so (§8) and the card stays. */
export const DeleteFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError('turmas.delete', 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const c = await card(canvas, 'Planador – Fim de Semana');
    await userEvent.click(within(c).getByRole('button', { name: 'Excluir Planador – Fim de Semana' }));
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const error = await page().findByRole('alertdialog', { name: MESSAGES.errors.title });
    await expect(within(error).getByText(MESSAGES.errors.generic)).toBeVisible();
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await expect(await card(canvas, 'Planador – Fim de Semana')).toBeVisible();
  },
};

/**
 * 'Cancelar turma' asks, naming the class and today's date; confirmed, the card says Cancelado,
 * offers 'Reativar turma' (focus moves there, where the button pressed stood), and a screen
 * reader is told. 'Reativar turma' takes it back.
 */
export const CancelAndResume: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nome = 'Planador – Fim de Semana';
    const c = await card(canvas, nome);
    await expect(within(c).queryByText('Cancelado')).toBeNull();
    await userEvent.click(within(c).getByRole('button', { name: `Cancelar turma ${nome}` }));
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(dialog).toHaveAccessibleDescription(
      new RegExp(`^${nome} A turma passa a constar como cancelada em \\d{2}/\\d{2}/\\d{4};`),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar turma' }));
    await waitFor(async () => expect(within(await card(canvas, nome)).getByText('Cancelado')).toBeVisible());
    await expect(await page().findByText(`Turma cancelada: ${nome}.`)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(`Reativar turma ${nome}`));

    await userEvent.click(
      within(await card(canvas, nome)).getByRole('button', { name: `Reativar turma ${nome}` }),
    );
    const again = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(again).toHaveAccessibleDescription(`${nome} ${MESSAGES.klass.resumeQuestion}`);
    await userEvent.click(within(again).getByRole('button', { name: 'Reativar turma' }));
    await waitFor(async () => expect(within(await card(canvas, nome)).queryByText('Cancelado')).toBeNull());
    await expect(
      within(await card(canvas, nome)).getByRole('button', { name: `Cancelar turma ${nome}` }),
    ).toBeVisible();
  },
};

/** Voltar leaves the class as it was. */
export const CancelAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nome = 'Planador – Fim de Semana';
    await userEvent.click(
      within(await card(canvas, nome)).getByRole('button', { name: `Cancelar turma ${nome}` }),
    );
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(within(await card(canvas, nome)).queryByText('Cancelado')).toBeNull();
  },
};

/** A failed cancellation says so and the card stays as it was. */
export const CancelFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError('turmas.update', 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nome = 'Planador – Fim de Semana';
    await userEvent.click(
      within(await card(canvas, nome)).getByRole('button', { name: `Cancelar turma ${nome}` }),
    );
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar turma' }));
    const error = await page().findByRole('alertdialog', { name: MESSAGES.errors.title });
    await expect(within(error).getByText(MESSAGES.errors.generic)).toBeVisible();
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await expect(within(await card(canvas, nome)).queryByText('Cancelado')).toBeNull();
  },
};

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();
