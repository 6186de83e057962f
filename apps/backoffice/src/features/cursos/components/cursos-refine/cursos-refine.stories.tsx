import { mockDelay, mockError } from '@hangar/api-client/mocks';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isolatedDocs } from '../../../../testing/story-parameters';
import { WithApp } from '../../../../testing/with-app';
import { type CursoFilters, CursosRefine, type CursosRefineProps } from './cursos-refine';

/** Keeps the applied filters, as the course list does with the address. */
function Controlled({ filters: initial, onApply }: CursosRefineProps) {
  const [filters, setFilters] = useState<CursoFilters>(initial);
  return (
    <CursosRefine
      filters={filters}
      onApply={(next) => {
        onApply(next);
        setFilters(next);
      }}
    />
  );
}

/**
 * Resolves once the mock server has answered a request to `pathname` (listening from before the
 * story renders), plus a moment for SWR to render the answer.
 */
function answered(msw: StoryContext['msw'], pathname: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname !== pathname) return;
      msw.events.removeListener('response:mocked', listener);
      setTimeout(resolve, 100);
    };
    msw.events.on('response:mocked', listener);
  });
}

/** The drawer and listboxes render in a portal: look for them in the whole document. */
const page = () => within(document.body);
const openDrawer = async (canvas: ReturnType<typeof within>, name: string | RegExp = /^Refinar/) => {
  await userEvent.click(canvas.getByRole('button', { name }));
  return within(await page().findByRole('dialog', { name: 'Refinar' }));
};

const meta = {
  title: 'Telas/Cursos/Partes/CursosRefine',
  parameters: isolatedDocs(560),
  component: CursosRefine,
  tags: ['autodocs'],
  args: { filters: {}, onApply: fn() },
  decorators: [(Story) => <WithApp>{Story()}</WithApp>],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CursosRefine>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No filter yet: every choice at 'Todas'/'Todos', ordered by Nome. Choices made by pointer and
 * keyboard reach `onApply` only on APLICAR, every key present (cleared ones `undefined`).
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Refinar' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const drawer = await openDrawer(canvas, 'Refinar');
    const situacao = within(drawer.getByRole('radiogroup', { name: 'Situação' }));
    const qualificacao = within(drawer.getByRole('radiogroup', { name: 'Qualificação' }));
    const tipo = within(drawer.getByRole('radiogroup', { name: 'Tipo' }));
    await expect(situacao.getByRole('radio', { name: 'Todas' })).toBeChecked();
    await expect(qualificacao.getByRole('radio', { name: 'Todas' })).toBeChecked();
    await expect(tipo.getByRole('radio', { name: 'Todos' })).toBeChecked();
    await expect(drawer.getByRole('button', { name: /Ordenar por/ })).toHaveTextContent('Nome');
    await expect(drawer.getByRole('button', { name: 'Ordem crescente' })).toBeVisible();

    // Pointer: Situação Ativo, Tipo Teórico.
    await userEvent.click(situacao.getByRole('radio', { name: 'Ativo' }));
    await userEvent.click(tipo.getByRole('radio', { name: 'Teórico' }));
    // Keyboard: Qualificação moves with the arrows.
    qualificacao.getByRole('radio', { name: 'Todas' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(qualificacao.getByRole('radio', { name: 'ANAC' })).toBeChecked();
    // Modalidade from the API.
    await userEvent.click(drawer.getByRole('button', { name: /Modalidade/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Helicóptero' }));
    // Ordering: Data de cadastro, descending.
    await userEvent.click(drawer.getByRole('button', { name: /Ordenar por/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Data de cadastro' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Ordem crescente' }));
    await expect(drawer.getByRole('button', { name: 'Ordem decrescente' })).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();

    await userEvent.click(drawer.getByRole('button', { name: 'APLICAR' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      situacao: ['Ativo'],
      qualificacao: 'ANAC',
      modalidade: 2,
      tipo: 'Teórico',
      categorias: undefined,
      entidades: undefined,
      order_by: '-id',
    });
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Refinar' })).toBeNull());
    await expect(canvas.getByRole('button', { name: /^Refinar/ })).toHaveAccessibleName(
      'Refinar 4 filtros ativos',
    );
  },
};

/** Categorias and entidades are searched as the user types (GET /api/categoria, /api/tenant). */
export const SearchCategoriasAndEntidades: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(canvas);
    await userEvent.type(drawer.getByRole('combobox', { name: 'Categorias' }), 'Tripul');
    await userEvent.click(await page().findByRole('option', { name: 'Tripulação de Cabine' }));
    // Clicking elsewhere in the drawer closes the options popover.
    await userEvent.click(drawer.getByText('Refinar', { selector: 'h2' }));
    await expect(
      within(drawer.getByRole('list', { name: 'Categorias selecionados' })).getByText('Tripulação de Cabine'),
    ).toBeVisible();
    await userEvent.type(await drawer.findByRole('combobox', { name: 'Entidades' }), 'Jundi');
    await userEvent.click(await page().findByRole('option', { name: 'Aeroclube Jundiaí' }));
    await userEvent.click(drawer.getByText('Refinar', { selector: 'h2' }));
    await expect(
      within(drawer.getByRole('list', { name: 'Entidades selecionados' })).getByText('Aeroclube Jundiaí'),
    ).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'APLICAR' }));
    await expect(args.onApply).toHaveBeenCalledWith(
      expect.objectContaining({ categorias: [6], entidades: [expect.any(Number)], situacao: undefined }),
    );
  },
};

let categoriasLoaded: Promise<void> = Promise.resolve();

/**
 * Filters already in the address: the trigger counts them, the drawer shows them (categorias by
 * name, once the categoria list has loaded). LIMPAR empties the draft; CANCELAR (or Escape)
 * discards it and nothing is applied.
 */
/** Opened before the categoria names arrive: the chips show the names once they do. */
export const NamesArriveAfterOpening: Story = {
  args: { filters: { categorias: [6] } },
  beforeEach({ msw }) {
    msw.use(mockDelay('categorias.list', 600));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(canvas);
    const chosen = within(drawer.getByRole('list', { name: 'Categorias selecionados' }));
    await expect(chosen.getByText('#6')).toBeVisible();
    await expect(await chosen.findByText('Tripulação de Cabine', undefined, { timeout: 3000 })).toBeVisible();
  },
};

export const WithActiveFilters: Story = {
  args: { filters: { situacao: ['Inativo'], tipo: 'Prático', categorias: [6, 3], order_by: '-nome' } },
  beforeEach({ msw }) {
    categoriasLoaded = answered(msw, '/api/categoria');
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The drawer takes its draft when it opens: open it once the categoria names are known.
    await categoriasLoaded;
    const trigger = canvas.getByRole('button', { name: /^Refinar/ });
    await expect(trigger).toHaveAccessibleName('Refinar 3 filtros ativos');
    let drawer = await openDrawer(canvas);
    await expect(drawer.getByRole('radio', { name: 'Inativo' })).toBeChecked();
    await expect(drawer.getByRole('radio', { name: 'Prático' })).toBeChecked();
    const chosen = within(drawer.getByRole('list', { name: 'Categorias selecionados' }));
    await expect(await chosen.findByText('Tripulação de Cabine')).toBeVisible();
    await expect(chosen.getByText('Teórico ANAC')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Ordem decrescente' })).toBeVisible();
    // A tag is removed by its button.
    await userEvent.click(drawer.getByRole('button', { name: 'Remover Teórico ANAC' }));
    await expect(chosen.queryByText('Teórico ANAC')).toBeNull();
    // Clicking elsewhere in the drawer closes the options popover the tag removal may leave open.
    await userEvent.click(drawer.getByText('Refinar', { selector: 'h2' }));

    await userEvent.click(drawer.getByRole('button', { name: 'LIMPAR' }));
    const situacao = within(drawer.getByRole('radiogroup', { name: 'Situação' }));
    await expect(situacao.getByRole('radio', { name: 'Todas' })).toBeChecked();
    await expect(drawer.queryByRole('list', { name: 'Categorias selecionados' })).toBeNull();
    await userEvent.click(drawer.getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Refinar' })).toBeNull());
    await expect(args.onApply).not.toHaveBeenCalled();

    // Reopened: the applied filters again; a change discarded with Escape is not applied either.
    drawer = await openDrawer(canvas);
    await expect(drawer.getByRole('radio', { name: 'Inativo' })).toBeChecked();
    await userEvent.click(drawer.getByRole('radio', { name: 'Ativo' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Refinar' })).toBeNull());
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(trigger).toHaveAccessibleName('Refinar 3 filtros ativos');
  },
};

/** Without the user's permissions (here: userinfo unavailable) there is no Entidades filter. */
export const WithoutEntidades: Story = {
  beforeEach({ msw }) {
    msw.use(mockError('auth.userinfo', 404));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(canvas, 'Refinar');
    await expect(drawer.getByRole('combobox', { name: 'Categorias' })).toBeVisible();
    await expect(drawer.queryByRole('combobox', { name: 'Entidades' })).toBeNull();
  },
};

/** At phone width the drawer takes the whole screen. */
export const NarrowScreen: Story = {
  args: { filters: { qualificacao: 'EXTRA', modalidade: 5 } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(canvas);
    await expect(drawer.getByRole('radio', { name: 'EXTRA' })).toBeChecked();
    await waitFor(() =>
      expect(drawer.getByRole('button', { name: /Modalidade/ })).toHaveTextContent('Comissário de Voo'),
    );
    // The X in its header (React Aria's hidden dismiss button has the same name).
    const close = drawer.getAllByRole('button', { name: 'Fechar' }).find((b) => b.checkVisibility());
    await userEvent.click(close as HTMLElement);
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Refinar' })).toBeNull());
  },
};
