import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Tabs } from './tabs';

const items = [
  { id: 'dados', label: 'Dados Básicos', content: <p>Formulário do curso.</p> },
  { id: 'modulos', label: 'Módulos', content: <p>Lista de módulos.</p> },
  { id: 'materiais', label: 'Materiais', content: <p>Arquivos.</p> },
  { id: 'turmas', label: 'Turmas', content: <p>Turmas.</p>, isDisabled: true },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { items, 'aria-label': 'Seções do curso', onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The published Storybook draws React Aria's tab list a render after the rest: wait for it.
    await userEvent.click(await canvas.findByRole('tab', { name: 'Módulos' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Lista de módulos.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Materiais' })).toHaveAttribute('aria-selected', 'true');
    // The disabled tab is skipped: wrapping goes back to the first one.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Dados Básicos' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('dados');
  },
};

export const NarrowScreen: Story = {
  args: {
    items: [
      ...items.slice(0, 3),
      { id: 'a', label: 'Classificação das questões', content: 'A' },
      { id: 'b', label: 'Configurações avançadas', content: 'B' },
    ],
  },
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
};

/**
 * Content that changes while the tab stays (a form being typed into): each keystroke reaches the
 * panel, and a panel whose content gains its first focusable element leaves the tab order itself
 * (React Aria gives a panel without one `tabIndex` 0, so the keyboard can reach its text).
 */
export const ContentChanges: Story = {
  render: (args) => {
    const [nome, setNome] = useState('');
    const [open, setOpen] = useState(false);
    return (
      <div className="flex flex-col gap-3">
        <Button onPress={() => setOpen(true)}>Liberar módulos</Button>
        <Tabs
          {...args}
          items={[
            {
              id: 'dados',
              label: 'Dados Básicos',
              content: (
                <div className="flex flex-col gap-2">
                  <TextField label="Nome do Curso" value={nome} onChange={setNome} />
                  <p>Nome digitado: {nome}</p>
                </div>
              ),
            },
            {
              id: 'modulos',
              label: 'Módulos',
              content: open ? <Button>Adicionar módulo a {nome}</Button> : <p>Nenhum módulo.</p>,
            },
          ]}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Nome do Curso' }), 'Piloto');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Nome digitado: Piloto');
    await userEvent.click(canvas.getByRole('tab', { name: 'Módulos' }));
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('tabindex', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Liberar módulos' }));
    await expect(await canvas.findByRole('button', { name: 'Adicionar módulo a Piloto' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('tabpanel')).not.toHaveAttribute('tabindex'));
  },
};
