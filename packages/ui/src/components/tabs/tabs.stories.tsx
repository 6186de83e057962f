import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
