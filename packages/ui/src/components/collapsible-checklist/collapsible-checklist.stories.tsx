import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ChecklistGroup, ChecklistKey } from './checklist-logic';
import { CollapsibleChecklist, type CollapsibleChecklistProps } from './collapsible-checklist';

const groups: ChecklistGroup[] = [
  {
    id: 'pp',
    title: 'Piloto Privado',
    subtitle: 'Teórico',
    items: [
      { id: 11, label: 'Conhecimentos Técnicos' },
      { id: 12, label: 'Meteorologia' },
      { id: 13, label: 'Navegação Aérea' },
      { id: 14, label: 'Regulamentação' },
    ],
  },
  {
    id: 'pc',
    title: 'Piloto Comercial',
    subtitle: 'Teórico/Prático',
    items: [
      { id: 21, label: 'Aerodinâmica' },
      { id: 22, label: 'Teoria de Voo' },
    ],
  },
];

function Demo({ initial = [], ...props }: Partial<CollapsibleChecklistProps> & { initial?: ChecklistKey[] }) {
  const [value, setValue] = useState<ChecklistKey[]>(initial);
  return (
    <CollapsibleChecklist
      aria-label="Módulos"
      groups={groups}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/CollapsibleChecklist',
  component: CollapsibleChecklist,
  tags: ['autodocs'],
  args: { groups, value: [], onChange: fn() },
  render: (args) => (
    <div className="max-w-2xl">
      <Demo initial={[12]} onChange={args.onChange} />
    </div>
  ),
} satisfies Meta<typeof CollapsibleChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Modules per course with a '{checked} de {total}' count. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Piloto Privado.*1 de 4/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Pointer: check one more module.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Navegação Aérea' }));
    await expect(canvas.getByRole('button', { name: /Piloto Privado.*2 de 4/ })).toBeVisible();
    expect(args.onChange).toHaveBeenLastCalledWith([12, 13]);
    // Select-all is partial, then checks the whole group.
    const all = canvas.getByRole('checkbox', { name: 'Selecionar todos: Piloto Privado' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(canvas.getByRole('button', { name: /Piloto Privado.*4 de 4/ })).toBeVisible();
    // Keyboard: collapse the second group with Enter, reopen with Space.
    const pc = canvas.getByRole('button', { name: /Piloto Comercial.*0 de 2/ });
    pc.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pc).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.queryByRole('checkbox', { name: 'Aerodinâmica' })).toBeNull();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(pc).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: /Piloto Comercial.*2 de 2/ })).toBeVisible();
  },
};

/** Loading the groups. */
export const Loading: Story = {
  render: () => <Demo isLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Carregando' })).toBeVisible();
  },
};

/** No groups, and a group without items. */
export const Empty: Story = {
  render: () => (
    <div className="grid max-w-2xl gap-4">
      <Demo groups={[]} emptyState="Selecione um curso na etapa anterior" />
      <Demo groups={[{ id: 'x', title: 'Instrutor de Voo', items: [] }]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Selecione um curso na etapa anterior')).toBeVisible();
    await expect(canvas.getByText('Nenhum item neste grupo')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Instrutor de Voo.*0 de 0/ })).toBeVisible();
  },
};

/** Disabled: groups open and close, checkboxes do not change. */
export const Disabled: Story = {
  render: (args) => (
    <div className="max-w-2xl">
      <Demo isDisabled initial={[21]} onChange={args.onChange} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Aerodinâmica' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Teoria de Voo'));
    expect(args.onChange).not.toHaveBeenCalled();
  },
};

const manyGroups: ChecklistGroup[] = Array.from({ length: 4 }, (_, g) => ({
  id: `g${g}`,
  title:
    g === 0
      ? 'Curso de Piloto de Linha Aérea — Avião, com módulos de CRM, MCC e jet training avançado'
      : `Curso ${g + 1}`,
  items: Array.from({ length: 9 }, (_, i) => ({
    id: `g${g}-${i}`,
    label:
      i === 0
        ? 'Gerenciamento de recursos de tripulação e fatores humanos na aviação comercial'
        : `Módulo ${i + 1}`,
  })),
}));

/** Many groups and long titles; only the first is open. */
export const LongContent: Story = {
  render: () => (
    <div className="max-w-2xl">
      <Demo groups={manyGroups} defaultExpandedKeys={['g0']} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Curso 2.*0 de 9/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Curso 2/ }));
    await expect(canvas.getByRole('button', { name: /Curso 2/ })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Phone width: items stack in one column. */
export const NarrowScreen: Story = {
  render: (args) => (
    <div style={{ width: 358 }}>
      <Demo onChange={args.onChange} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Teoria de Voo' }));
    await expect(canvas.getByRole('button', { name: /Piloto Comercial.*1 de 2/ })).toBeVisible();
  },
};
