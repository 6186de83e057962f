import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { documents } from '../../testing/documents';
import { CheckboxGroupField } from '../checkbox-group-field/checkbox-group-field';
import { OrderingSelect } from '../ordering-select/ordering-select';
import { RadioGroupField } from '../radio-group-field/radio-group-field';
import { RemoteMultiSelect, type RemoteOption } from '../remote-multi-select/remote-multi-select';
import { RefineDrawer } from './refine-drawer';
import { countActiveFilters } from './refine-state';

interface Filtros {
  classificacao: string[];
  cursos: RemoteOption[];
  modulos: RemoteOption[];
  situacao: string;
  ordem: string;
}

const vazio: Filtros = { classificacao: [], cursos: [], modulos: [], situacao: '', ordem: 'nome' };

const cursos: RemoteOption[] = [
  { id: 1, label: 'Piloto Privado' },
  { id: 2, label: 'Piloto Comercial' },
];

function Demo({ onApply, initial = vazio }: { onApply: (f: Filtros) => void; initial?: Filtros }) {
  const [filtros, setFiltros] = useState<Filtros>(initial);
  return (
    <div className="flex items-center gap-3">
      <RefineDrawer
        value={filtros}
        emptyValue={vazio}
        activeCount={countActiveFilters({ ...filtros }, ['ordem'])}
        onApply={(f) => {
          setFiltros(f);
          onApply(f);
        }}
      >
        {(draft, set) => (
          <>
            <CheckboxGroupField
              label="Classificação"
              items={[
                { id: 'sem', label: 'Sem Classificação' },
                { id: 'incompleta', label: 'Incompleta' },
                { id: 'classificada', label: 'Classificada' },
              ]}
              value={draft.classificacao}
              onChange={(classificacao) => set({ ...draft, classificacao })}
            />
            <RemoteMultiSelect
              label="Curso"
              value={draft.cursos}
              onChange={(c) => set({ ...draft, cursos: c, modulos: [] })}
              loadOptions={async (s) => cursos.filter((c) => c.label.toLowerCase().includes(s.toLowerCase()))}
            />
            <RemoteMultiSelect
              label="Módulos"
              value={draft.modulos}
              onChange={(modulos) => set({ ...draft, modulos })}
              dependsOn={draft.cursos.map((c) => c.id)}
              isDisabled={draft.cursos.length === 0}
              description={draft.cursos.length === 0 ? 'Escolha um curso primeiro.' : undefined}
              loadOptions={async () =>
                draft.cursos.map((c) => ({ id: `m${c.id}`, label: `Módulo 1 — ${c.label}` }))
              }
            />
            <RadioGroupField
              label="Situação"
              items={[
                { id: '', label: 'Todas' },
                { id: '1', label: 'Ativo' },
                { id: '0', label: 'Inativo' },
              ]}
              value={draft.situacao}
              onChange={(situacao) => set({ ...draft, situacao })}
            />
            <OrderingSelect
              options={[
                { id: 'nome', label: 'Nome' },
                { id: 'created_at', label: 'Data de cadastro' },
              ]}
              value={draft.ordem}
              onChange={(o) => set({ ...draft, ordem: String(o ?? 'nome') })}
            />
          </>
        )}
      </RefineDrawer>
      <output className="text-xs text-fg-muted">
        Aplicado: {JSON.stringify({ ...filtros, cursos: filtros.cursos.map((c) => c.id) })}
      </output>
    </div>
  );
}

const meta = {
  title: 'UI/RefineDrawer',
  component: documents<Parameters<typeof Demo>[0]>(RefineDrawer),
  render: (args) => <Demo {...args} />,
  tags: ['autodocs'],
  args: { onApply: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Refinar' });
    // Pointer: open, tick a box, APLICAR.
    await userEvent.click(trigger);
    const drawer = await body.findByRole('dialog', { name: 'Refinar' });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Incompleta' }));
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Ativo' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'APLICAR' }));
    await expect(args.onApply).toHaveBeenCalledWith(
      expect.objectContaining({ classificacao: ['incompleta'], situacao: '1' }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Refinar 2 filtros ativos' })).toHaveFocus();
    // Keyboard: reopen, change, Escape discards the draft.
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog', { name: 'Refinar' });
    await expect(within(again).getByRole('checkbox', { name: 'Incompleta' })).toBeChecked();
    await userEvent.click(within(again).getByRole('checkbox', { name: 'Classificada' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    // CANCELAR discards too.
    await userEvent.click(canvas.getByRole('button', { name: /Refinar/ }));
    const third = await body.findByRole('dialog', { name: 'Refinar' });
    await expect(within(third).getByRole('checkbox', { name: 'Classificada' })).not.toBeChecked();
    await userEvent.click(within(third).getByRole('button', { name: 'CANCELAR' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

export const FocusTrapped: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refinar' }));
    const drawer = await body.findByRole('dialog', { name: 'Refinar' });
    // Tabbing many times never leaves the drawer.
    for (let i = 0; i < 15; i++) {
      await userEvent.tab();
      await expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
  },
};

export const WithActiveFilters: Story = {
  args: { initial: { ...vazio, situacao: '0', cursos: [cursos[0]!] } },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refinar 2 filtros ativos' }));
    const drawer = await body.findByRole('dialog', { name: 'Refinar' });
    await expect(within(drawer).getByRole('list', { name: 'Curso selecionados' })).toHaveTextContent(
      'Piloto Privado',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'LIMPAR' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'APLICAR' }));
    await expect(args.onApply).toHaveBeenLastCalledWith(vazio);
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refinar' }));
    await expect(await body.findByRole('dialog', { name: 'Refinar' })).toBeVisible();
  },
};

export const Open: Story = {
  args: { initial: { ...vazio, situacao: '1', cursos: [cursos[1]!], classificacao: ['incompleta'] } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Refinar/ }));
    const drawer = await body.findByRole('dialog', { name: 'Refinar' });
    await expect(within(drawer).getByRole('radio', { name: 'Ativo' })).toBeChecked();
  },
};
