import { createHandlers, createMockDb } from '@hangar/api-client/mocks';
import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PNG_1PX } from '../../../../testing/files';
import { isolatedDocs } from '../../../../testing/story-parameters';
import { WithApp } from '../../../../testing/with-app';
import { type CursoFormValues, emptyCurso } from '../curso-form-page/curso-form-state';
import { CursoBasicFields, type CursoBasicFieldsProps } from './curso-basic-fields';

/** Holds the values as the course form's reducer does, reporting each change. */
function Controlled({ values: initial, onChange, ...props }: CursoBasicFieldsProps) {
  const [values, setValues] = useState<CursoFormValues>(initial);
  return (
    <div className="max-w-3xl">
      <CursoBasicFields
        {...props}
        values={values}
        onChange={(name, value) => {
          onChange(name, value);
          setValues((v) => ({ ...v, [name]: value }));
        }}
      />
    </div>
  );
}

/** An existing course, as loaded from the API (modalidade 1 Avião; categorias 1 and 3 of the mocks). */
const PILOTO_COMERCIAL: CursoFormValues = {
  ...emptyCurso(),
  apelido: 'PC-A',
  nome: 'Piloto Comercial – Avião',
  situacao: 'Ativo',
  descricao:
    'Formação teórica para a licença de Piloto Comercial de avião, conforme o RBAC 61: navegação, meteorologia, regulamentação, conhecimentos técnicos e teoria de voo.',
  modalidade_id: 1,
  imagem_url: PNG_1PX,
  categorias: [1, 3],
  curso_id: 'ANAC-PCA-2024',
  permite_sem_homologacao: true,
};

/** Modals and listboxes render in a portal: look for them in the whole document. */
const page = () => within(document.body);

const meta = {
  title: 'Telas/Cursos/Partes/CursoBasicFields',
  component: CursoBasicFields,
  tags: ['autodocs'],
  // The ManyCategories story installs its own handlers: each Docs preview in its own iframe.
  parameters: isolatedDocs(900),
  args: { values: emptyCurso(), errors: {}, isEditing: false, onChange: fn() },
  decorators: [(Story) => <WithApp>{Story()}</WithApp>],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CursoBasicFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new course: every field empty, choices loaded from the API; filled by keyboard and pointer. */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const apelido = canvas.getByRole('textbox', { name: 'ID do Curso' });
    await expect(apelido).toBeEnabled();
    await expect(apelido).toHaveValue('');
    // Marked required before any SALVAR, as the Situação is.
    await expect(apelido).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Nome do Curso' })).toBeRequired();
    await userEvent.type(apelido, 'PP-H');
    await expect(args.onChange).toHaveBeenLastCalledWith('apelido', 'PP-H');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Nome do Curso' }),
      'Piloto Privado – Helicóptero',
    );
    // Modalidade by keyboard: focus the select, open it, type ahead to Helicóptero, choose it.
    await expect(await canvas.findByRole('checkbox', { name: 'Formação de Pilotos' })).toBeVisible();
    const modalidade = canvas.getByRole('button', { name: /Modalidade/ });
    modalidade.focus();
    await userEvent.keyboard('{Enter}');
    await page().findByRole('option', { name: 'Helicóptero' });
    await userEvent.keyboard('Hel');
    await expect(page().getByRole('option', { name: 'Helicóptero' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('modalidade_id', 2);
    await expect(modalidade).toHaveTextContent('Helicóptero');
    // Situação by pointer.
    await userEvent.click(canvas.getByRole('button', { name: /Situação/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Ativo' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('situacao', 'Ativo');
    // Categorias and the ANAC checkbox.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Teórico ANAC' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('categorias', [3]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Permite curso sem homologação da ANAC' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('permite_sem_homologacao', true);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Descrição' }), 'Curso prático de 40 horas.');
    await expect(args.onChange).toHaveBeenLastCalledWith('descricao', 'Curso prático de 40 horas.');
  },
};

/** Editing an existing course: ID do Curso is locked and says why; every value is shown. */
export const Editing: Story = {
  args: { values: PILOTO_COMERCIAL, isEditing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const apelido = canvas.getByRole('textbox', { name: 'ID do Curso' });
    await expect(apelido).toBeDisabled();
    await expect(apelido).toHaveValue('PC-A');
    await expect(apelido).toHaveAccessibleDescription('O ID do curso não pode ser alterado.');
    await expect(canvas.getByRole('textbox', { name: 'Nome do Curso' })).toHaveValue(
      'Piloto Comercial – Avião',
    );
    await expect(canvas.getByRole('textbox', { name: 'Código Integração Curso ANAC' })).toHaveValue(
      'ANAC-PCA-2024',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Modalidade/ })).toHaveTextContent('Avião'),
    );
    await expect(canvas.getByRole('button', { name: /Situação/ })).toHaveTextContent('Ativo');
    await expect(await canvas.findByRole('checkbox', { name: 'Formação de Pilotos' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Teórico ANAC' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Habilitações' })).not.toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Permite curso sem homologação da ANAC' }),
    ).toBeChecked();
    await expect(canvas.getByRole('img', { name: 'Imagem do curso' })).toBeVisible();
  },
};

/**
 * A ticked category someone deleted since (the form's draft, or a colleague's delete): it shows
 * as such, ticked, and can be unticked. Unseen, it stayed in the value and refused every save.
 */
export const DeletedCategory: Story = {
  args: {
    values: { ...PILOTO_COMERCIAL, categorias: [1, 999] },
    errors: { categorias: [MESSAGES.field.oneGone] },
    isEditing: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const gone = await canvas.findByRole('checkbox', { name: 'Categoria excluída (999)' });
    await expect(gone).toBeChecked();
    await expect(canvas.getByText(MESSAGES.field.oneGone)).toBeVisible();
    await userEvent.click(gone);
    await expect(args.onChange).toHaveBeenLastCalledWith('categorias', [1]);
    await expect(canvas.getByRole('checkbox', { name: 'Formação de Pilotos' })).toBeChecked();
  },
};

/**
 * 120 categories: the list shows §9's first 100 by name, and 'Procurar outras categorias' finds
 * the rest by name; a pick is ticked in the list. A course's own category further down shows by
 * its name (a probe saw 'Categoria 63'), not by its number.
 */
export const ManyCategories: Story = {
  args: {
    values: { ...PILOTO_COMERCIAL, categorias: [1, 5120] },
    loadedCategorias: [
      { id: 1, nome: 'Formação de Pilotos' },
      { id: 5120, nome: 'Zeta – Categoria 120' },
    ],
    isEditing: true,
  },
  beforeEach({ msw }) {
    const db = createMockDb();
    const extra = Array.from({ length: 120 }, (_, i) => ({
      id: 5001 + i,
      nome: `Zeta – Categoria ${String(i + 1).padStart(3, '0')}`,
    }));
    // Named to sort after every category of the fixtures: the last ones fall past the first 100.
    (db.categorias as { id: number; nome: string }[]).push(...extra);
    msw.use(...createHandlers(db));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Categorias do Curso' });
    await waitFor(() =>
      expect(within(group).getByRole('checkbox', { name: 'Zeta – Categoria 120' })).toBeChecked(),
    );
    await expect(within(group).queryByRole('checkbox', { name: 'Zeta – Categoria 110' })).toBeNull();
    await userEvent.type(
      canvas.getByRole('combobox', { name: 'Procurar outras categorias' }),
      'Categoria 110',
    );
    await userEvent.click(await page().findByRole('option', { name: 'Zeta – Categoria 110' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('categorias', [1, 5120, 5110]);
    await expect(within(group).getByRole('checkbox', { name: 'Zeta – Categoria 110' })).toBeChecked();
  },
};

/** Errors from the validators or a server 422, each under its field. */
export const WithErrors: Story = {
  args: {
    errors: {
      apelido: [MESSAGES.field.required],
      nome: [MESSAGES.field.required],
      situacao: [MESSAGES.course.situacaoRequired],
      modalidade_id: [MESSAGES.field.invalid],
      curso_id: [MESSAGES.field.taken],
      categorias: [MESSAGES.field.invalid],
      imagem_url: [MESSAGES.image.typeInvalid],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'ID do Curso' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'ID do Curso' })).toHaveAccessibleDescription(
      MESSAGES.field.required,
    );
    await expect(canvas.getByRole('textbox', { name: 'Nome do Curso' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText(MESSAGES.course.situacaoRequired)).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: 'Código Integração Curso ANAC' }),
    ).toHaveAccessibleDescription(MESSAGES.field.taken);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.image.typeInvalid);
  },
};

/** Long name and description, at phone width: one column, text wraps. */
export const LongContent: Story = {
  args: {
    isEditing: true,
    values: {
      ...PILOTO_COMERCIAL,
      nome: 'Curso de Formação de Piloto de Linha Aérea – Avião, com Preparação para a Banca da ANAC e Simulador',
      descricao: `${PILOTO_COMERCIAL.descricao} `.repeat(6).trim(),
      categorias: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Nome do Curso' })).toHaveValue(
      'Curso de Formação de Piloto de Linha Aérea – Avião, com Preparação para a Banca da ANAC e Simulador',
    );
    await expect(await canvas.findByRole('checkbox', { name: 'Inglês Aeronáutico' })).toBeChecked();
  },
};
