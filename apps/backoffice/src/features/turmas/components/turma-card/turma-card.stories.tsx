import type { Turma } from '@hangar/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TurmaCard } from './turma-card';

/** The card's clock: 10/03/2026, noon. */
const NOW = new Date(2026, 2, 10, 12);

const week = Array.from({ length: 7 }, (_, dia) => ({ dia, ativo: 0 as const, horarios: [] }));

function turma(patch: Partial<Turma>): Turma {
  return {
    id: 1,
    uuid: '00000000-0000-4000-8000-000000000001',
    codigo: 'TUR-00001',
    nome: 'PP-A Teórico – Noturno',
    curso_id: 1,
    modalidade_id: 1,
    tipo_curso_id: 1,
    data_inicio: '2026-03-01',
    data_fim: '2026-03-20',
    categoria: 'extensivo',
    calendarios: week,
    data_cancelamento: null,
    curso_apelido: 'PP-A',
    curso: 'Piloto Privado – Avião',
    curso_tipo: 'Teórico',
    total_aluno: 28,
    updated_at: '2026-03-01T12:00:00.000Z',
    ...patch,
  };
}

const meta = {
  title: 'Telas/Turmas/Card',
  component: TurmaCard,
  tags: ['autodocs'],
  args: { turma: turma({}), now: NOW, href: '/admin/entidade/turmas/1', onDelete: fn() },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="max-w-sm p-4">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof TurmaCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvas: ReturnType<typeof within>, nome: string) =>
  canvas.getByRole('progressbar', { name: `Andamento de ${nome}` });

/** 01/03 to 20/03 (whole days), seen on 10/03 at noon: 9.5 of 20 days, 48 %. */
export const EmAndamento: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'PP-A Teórico – Noturno' })).toBeVisible();
    await expect(canvas.getByText('Em Andamento')).toBeVisible();
    await expect(bar(canvas, 'PP-A Teórico – Noturno')).toHaveAttribute('aria-valuenow', '48');
    await expect(canvas.getByText('01/03/2026 a 20/03/2026')).toBeVisible();
    await expect(canvas.getByText('28 alunos')).toBeVisible();
    await expect(canvas.getByText('TUR-00001')).toBeVisible();
    await expect(canvas.getByText(/Piloto Privado – Avião/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir PP-A Teórico – Noturno' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** The legacy called it Finalizado; it has not started (docs/legacy.md). */
export const NaoIniciada: Story = {
  args: { turma: turma({ nome: 'Próxima Turma', data_inicio: '2026-04-01', data_fim: '2026-06-30' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não iniciado')).toBeVisible();
    await expect(canvas.queryByText('Finalizado')).toBeNull();
    await expect(bar(canvas, 'Próxima Turma')).toHaveAttribute('aria-valuenow', '0');
  },
};

/** Ended: no badge (§2.14 shows it only while the end is in the future), the bar full. */
export const Finalizada: Story = {
  args: { turma: turma({ nome: 'Turma 2025/2', data_inicio: '2025-08-01', data_fim: '2025-12-15' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Finalizado')).toBeNull();
    await expect(bar(canvas, 'Turma 2025/2')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Cancelada: Story = {
  args: {
    turma: turma({ nome: 'Turma Cancelada', data_cancelamento: '2026-03-05', total_aluno: 1 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelado')).toBeVisible();
    await expect(canvas.getByText('1 aluno')).toBeVisible();
  },
};

/** Who may change a class's cancellation: 'Cancelar turma' on a running class, beside Excluir. */
export const CancelarTurma: Story = {
  args: { onCancel: fn(), onResume: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Reativar turma/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar turma PP-A Teórico – Noturno' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onResume).not.toHaveBeenCalled();
  },
};

/** A cancelled class offers 'Reativar turma' instead. */
export const ReativarTurma: Story = {
  args: {
    turma: turma({ nome: 'Turma Cancelada', data_cancelamento: '2026-03-05' }),
    onCancel: fn(),
    onResume: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Cancelar turma/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reativar turma Turma Cancelada' }));
    await expect(args.onResume).toHaveBeenCalledOnce();
  },
};

/** Days at midnight are shown as those days, in any time zone (no shift to the day before). */
export const DatasNaMeiaNoite: Story = {
  args: {
    turma: turma({ nome: 'Meia-noite', data_inicio: '2026-03-10', data_fim: '2026-03-10' }),
    now: new Date(2026, 2, 10, 0, 0),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10/03/2026 a 10/03/2026')).toBeVisible();
    // It starts at the first minute of its day and runs through it.
    await expect(canvas.getByText('Em Andamento')).toBeVisible();
    await expect(bar(canvas, 'Meia-noite')).toHaveAttribute('aria-valuenow', '0');
  },
};

/** Who may only see: no link, no Editar, no Excluir. */
export const SomenteLeitura: Story = {
  args: { href: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A class named with one long run without spaces (a pasted code). */
const LONG_NAME = `Turma ${'Procedimentodeemergênciaemvoo'.repeat(5)}`;

/**
 * A long run in the name wraps inside the card: on the list's grid the card grew to 1,560 px on
 * a phone and took its badge, its progress and Editar / Excluir off the screen.
 */
export const NomeLongo: Story = {
  args: { turma: turma({ nome: LONG_NAME }) },
  // The width a card gets in the list's grid beside its badge (a piece of the name wider than
  // what the badge leaves ran under the badge).
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: LONG_NAME });
    const heading = canvas.getByRole('heading', { level: 2, name: LONG_NAME });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    const right = card.getBoundingClientRect().right;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(
      canvas.getByRole('link', { name: LONG_NAME }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(right);
    const remove = canvas.getByRole('button', { name: `Excluir ${LONG_NAME}` });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};
