import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WithApp } from '../../../../testing/with-app';
import { type QuestaoFilters, QuestoesRefine, type QuestoesRefineProps } from './questoes-refine';

/** Keeps the applied filters, as the question list does with the address. */
function Controlled({ filters: initial, onApply }: QuestoesRefineProps) {
  const [filters, setFilters] = useState<QuestaoFilters>(initial);
  return (
    <QuestoesRefine
      filters={filters}
      onApply={(next) => {
        onApply(next);
        setFilters(next);
      }}
    />
  );
}

/** The drawer and listboxes render in a portal: look for them in the whole document. */
const page = () => within(document.body);
type Drawer = ReturnType<typeof within>;
const openDrawer = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: /^Refinar/ }));
  return within(await page().findByRole('dialog', { name: 'Refinar' }));
};
/** Types in a picker and takes the option named `option`. */
async function pick(drawer: Drawer, label: string, text: string, option: string) {
  // An open options popover hides the rest of the drawer from assistive technology: wait for it to close.
  const input = await drawer.findByRole('combobox', { name: label });
  await waitFor(() => expect(input).toBeEnabled());
  await userEvent.click(input);
  if (text) await userEvent.type(input, text);
  await userEvent.click(await page().findByRole('option', { name: option }, { timeout: 5000 }));
  // Clicking the drawer's title closes the options popover.
  await userEvent.click(drawer.getByText('Refinar', { selector: 'h2' }));
}
/** The tags of a picker (found even while an options popover hides the drawer). */
const tags = (drawer: Drawer, label: string) =>
  drawer.queryByRole('list', { name: `${label} selecionados`, hidden: true });

const meta = {
  title: 'Telas/Questões/Partes/QuestoesRefine',
  component: QuestoesRefine,
  tags: ['autodocs'],
  args: { filters: {}, onApply: fn() },
  decorators: [(Story) => <WithApp>{Story()}</WithApp>],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof QuestoesRefine>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dependent selects (§2.7): Módulos waits for a course and lists the modules of the chosen
 * courses; Assunto waits for a module and lists its subjects; removing the course drops its
 * modules and their subjects. Nothing reaches `onApply` before APLICAR.
 */
export const DependentSelects: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(canvas);
    await expect(drawer.getByRole('combobox', { name: 'Módulos' })).toBeDisabled();
    await expect(drawer.getByRole('combobox', { name: 'Assunto' })).toBeDisabled();
    await expect(
      within(drawer.getByRole('radiogroup', { name: 'Situação' })).getByRole('radio', { name: 'Todas' }),
    ).toBeChecked();

    await pick(drawer, 'Curso', 'Planador', 'Piloto de Planador');
    await pick(drawer, 'Módulos', '', 'Voo a Vela');
    await pick(drawer, 'Assunto', 'térm', 'Térmicas');
    await expect(within(tags(drawer, 'Assunto')!).getByText('Térmicas')).toBeVisible();

    // Removing the course drops its module and that module's subject.
    await userEvent.click(drawer.getByRole('button', { name: 'Remover Piloto de Planador' }));
    await waitFor(() => expect(tags(drawer, 'Módulos')).toBeNull());
    await expect(tags(drawer, 'Assunto')).toBeNull();
    await expect(drawer.getByRole('combobox', { name: 'Módulos', hidden: true })).toBeDisabled();
    await expect(args.onApply).not.toHaveBeenCalled();

    await pick(drawer, 'Curso', 'Planador', 'Piloto de Planador');
    await pick(drawer, 'Módulos', '', 'Voo a Vela');
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Classificada' }));
    await userEvent.click(
      within(drawer.getByRole('radiogroup', { name: 'Situação' })).getByRole('radio', { name: 'Ativo' }),
    );
    await userEvent.click(drawer.getByRole('button', { name: 'APLICAR' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      situacao: ['Classificada'],
      cursos: [10],
      modulos: [25],
      assuntos: undefined,
      ativo: 1,
    });
    await expect(canvas.getByRole('button', { name: /^Refinar/ })).toHaveAccessibleName(
      'Refinar 4 filtros ativos',
    );
  },
};

/** Filters already in the address open with their names; CANCELAR keeps them as they were. */
export const FromTheAddress: Story = {
  args: { filters: { cursos: [10], modulos: [25], assuntos: [77], ativo: 0 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const drawer = await openDrawer(canvas);
    await waitFor(() => expect(within(tags(drawer, 'Curso')!).getByText('Piloto de Planador')).toBeVisible());
    await waitFor(() => expect(within(tags(drawer, 'Módulos')!).getByText('Voo a Vela')).toBeVisible());
    await waitFor(() => expect(within(tags(drawer, 'Assunto')!).getByText('Reboque')).toBeVisible());
    await expect(
      within(drawer.getByRole('radiogroup', { name: 'Situação' })).getByRole('radio', { name: 'Inativo' }),
    ).toBeChecked();
    // Removing the module drops its subject, and keeps the course.
    await userEvent.click(drawer.getByRole('button', { name: 'Remover Voo a Vela' }));
    await expect(tags(drawer, 'Assunto')).toBeNull();
    await expect(tags(drawer, 'Curso')).not.toBeNull();
    await userEvent.click(drawer.getByText('Refinar', { selector: 'h2' }));
    await userEvent.click(await drawer.findByRole('button', { name: 'CANCELAR' }));
    await expect(args.onApply).not.toHaveBeenCalled();
    const again = await openDrawer(canvas);
    await waitFor(() => expect(within(tags(again, 'Assunto')!).getByText('Reboque')).toBeVisible());
  },
};
