import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { WithApp } from '../../../../testing/with-app';
import type { QuestaoVinculada } from '../problema-form-page/problema-form-state';
import { QuestoesVinculadas } from './questoes-vinculadas';

const letra = (l: string) => `No alfabeto fonético ICAO, qual palavra representa a letra ${l}?`;

function Demo({ initial, isReadOnly }: { initial: QuestaoVinculada[]; isReadOnly?: boolean }) {
  const [questoes, setQuestoes] = useState(initial);
  return (
    <WithApp>
      <QuestoesVinculadas questoes={questoes} onChange={setQuestoes} isReadOnly={isReadOnly} />
    </WithApp>
  );
}

const meta = {
  title: 'Telas/Problemas/Partes/QuestoesVinculadas',
  component: Demo,
  args: { initial: [] },
  tags: ['autodocs'],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, then a question searched remotely joins the table; its button removes it, after asking. */
export const LinkAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhuma Questão foi adicionada')).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Vincular questão' }), 'letra F');
    await userEvent.click(
      await within(document.body).findByRole('option', { name: letra('F') }, { timeout: 5000 }),
    );
    const table = within(canvas.getByRole('table', { name: 'Questões vinculadas' }));
    await expect(await table.findByText(letra('F'))).toBeVisible();
    const remove = table.getByRole('button', { name: `Remover ${letra('F')}` });
    await userEvent.click(remove);
    let dialog = await within(document.body).findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(within(dialog).getByText(MESSAGES.confirm.unlinkQuestion)).toBeVisible();
    // Cancelar keeps it.
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.confirm.cancel }));
    await expect(table.getByText(letra('F'))).toBeVisible();
    await userEvent.click(remove);
    dialog = await within(document.body).findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await expect(await canvas.findByText('Nenhuma Questão foi adicionada')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { initial: [{ id: 6, titulo: letra('F') }], isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(letra('F'))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Remover/ })).toBeNull();
  },
};

/** A question titled with one long run without spaces (a pasted code, a URL). */
const LONG_TITLE = `Qual é ${'Pneumoultramicroscopicossilicovulcanoconiótico'.repeat(4)}?`;

/**
 * A long run in a title wraps in its cell: the table stays as wide as the form and Remover in
 * sight (it widened to 1,451 px and hid Remover in the table's sideways scroll).
 */
export const LongTitle: Story = {
  args: { initial: [{ id: 7, titulo: LONG_TITLE }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Questões vinculadas' });
    const scroller = table.parentElement!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const remove = within(table).getByRole('button', { name: `Remover ${LONG_TITLE}` });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(
      scroller.getBoundingClientRect().right,
    );
  },
};
