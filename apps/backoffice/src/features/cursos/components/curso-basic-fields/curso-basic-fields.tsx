import { COURSE_SITUACOES, type FieldErrors, PICKER_SIZE, QUALIFICACOES, TIPOS_CURSO } from '@hangar/domain';
import {
  CheckboxField,
  CheckboxGroupField,
  RemoteMultiSelect,
  SelectField,
  TextAreaField,
  TextField,
} from '@hangar/ui';
import { useEffect, useState } from 'react';
import { usePicker, usePickerSearch } from '../../../../lib/use-picker';
import type { CursoField, CursoFormValues } from '../curso-form-page/curso-form-state';
import { CursoImageField } from '../curso-image-field';
import { categoryItems, isCategoryListPartial } from './category-items';

export interface CursoBasicFieldsProps {
  values: CursoFormValues;
  /** Changes one field. */
  onChange: <K extends CursoField>(name: K, value: CursoFormValues[K]) => void;
  /** Field errors (validators or server 422), by wire name. */
  errors: FieldErrors;
  /** Editing an existing course: ID do Curso cannot change. */
  isEditing: boolean;
  /** The user may only see the course: every field is disabled. @default false */
  isReadOnly?: boolean;
  /** Told when the image's upload starts and ends (the form's SALVAR waits for it). */
  onBusyChange?: (busy: boolean) => void;
  /** The course's categories as loaded, with their names (one past the picker's list keeps it). */
  loadedCategorias?: readonly { id: number; nome: string }[];
}

const options = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));
const SITUACOES = options(COURSE_SITUACOES);
const QUALIFICACAO_ITEMS = options(QUALIFICACOES);
const TIPO_ITEMS = options(TIPOS_CURSO);

/** The 'Informações Básicas' tab of the course form (§2.5). */
export function CursoBasicFields({
  values,
  onChange,
  errors,
  isEditing,
  isReadOnly = false,
  onBusyChange,
  loadedCategorias = [],
}: CursoBasicFieldsProps) {
  const modalidades = usePicker('modalidades.list').items;
  const categorias = usePicker('categorias.list');
  const searchCategorias = usePickerSearch('categorias.list');
  // Names of the categories ticked that the picker's list may not hold: the course's own, and
  // those found by 'Procurar outras categorias'.
  const [names, setNames] = useState(() => new Map(loadedCategorias.map((c) => [c.id, c.nome])));
  const error = (name: string) => errors[name]?.[0];
  // A save refused over a category deleted since the options loaded: load them again, so the
  // deleted one shows as such and can be unticked.
  const categoriasError = error('categorias');
  const reloadCategorias = categorias.reload;
  useEffect(() => {
    if (categoriasError) void reloadCategorias();
  }, [categoriasError, reloadCategorias]);

  return (
    <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
      <TextField
        label="ID do Curso"
        name="apelido"
        isRequired={!isEditing}
        value={values.apelido}
        onChange={(v) => onChange('apelido', v)}
        isDisabled={isEditing || isReadOnly}
        description={isEditing ? 'O ID do curso não pode ser alterado.' : undefined}
        errorMessage={error('apelido')}
      />
      <SelectField
        label="Modalidade"
        name="modalidade_id"
        isDisabled={isReadOnly}
        items={modalidades.map((m) => ({ id: m.id, label: m.nome }))}
        value={values.modalidade_id}
        onChange={(key) => onChange('modalidade_id', key === null ? null : Number(key))}
        errorMessage={error('modalidade_id')}
      />
      <TextField
        label="Nome do Curso"
        name="nome"
        isRequired
        isDisabled={isReadOnly}
        value={values.nome}
        onChange={(v) => onChange('nome', v)}
        errorMessage={error('nome')}
        className="md:col-span-2"
      />
      <SelectField
        label="Situação"
        isRequired
        name="situacao"
        isDisabled={isReadOnly}
        items={SITUACOES}
        value={values.situacao || null}
        onChange={(key) => onChange('situacao', key === null ? '' : String(key))}
        errorMessage={error('situacao')}
      />
      <SelectField
        label="Qualificação"
        name="qualificacao"
        isDisabled={isReadOnly}
        items={QUALIFICACAO_ITEMS}
        value={values.qualificacao}
        onChange={(key) => onChange('qualificacao', key === null ? null : String(key))}
        errorMessage={error('qualificacao')}
      />
      <SelectField
        label="Tipo"
        name="tipo"
        isDisabled={isReadOnly}
        items={TIPO_ITEMS}
        value={values.tipo}
        onChange={(key) => onChange('tipo', key === null ? null : String(key))}
        errorMessage={error('tipo')}
      />
      <TextField
        label="Código Integração Curso ANAC"
        name="curso_id"
        isDisabled={isReadOnly}
        value={values.curso_id}
        onChange={(v) => onChange('curso_id', v)}
        errorMessage={error('curso_id')}
      />
      <TextAreaField
        label="Descrição"
        name="descricao"
        isDisabled={isReadOnly}
        rows={4}
        value={values.descricao}
        onChange={(v) => onChange('descricao', v)}
        errorMessage={error('descricao')}
        className="md:col-span-2"
      />
      <div className="md:col-span-2">
        <CursoImageField
          isDisabled={isReadOnly}
          value={values.imagem_url}
          onChange={(url) => onChange('imagem_url', url)}
          errorMessage={error('imagem_url') ?? error('avatar')}
          onBusyChange={onBusyChange}
        />
      </div>
      <CheckboxGroupField
        label="Categorias do Curso"
        name="categorias"
        isDisabled={isReadOnly}
        orientation="horizontal"
        items={categoryItems(categorias.items, values.categorias, categorias.isLoaded, names)}
        value={values.categorias.map(String)}
        onChange={(keys) => onChange('categorias', keys.map(Number))}
        errorMessage={error('categorias')}
        className="md:col-span-2"
      />
      {categorias.isLoaded && isCategoryListPartial(categorias.items) && !isReadOnly && (
        // The list holds §9's first 100 categories by name: the rest are found by their name here,
        // and a pick is ticked above (a probe with 120 categories could not reach 20 of them).
        <RemoteMultiSelect
          label="Procurar outras categorias"
          description={`A lista acima mostra as ${PICKER_SIZE.categoria} primeiras categorias; as demais são encontradas pelo nome.`}
          value={[]}
          onChange={(picked) => {
            const option = picked[0];
            if (!option) return;
            const id = Number(option.id);
            setNames((known) => new Map(known).set(id, option.label));
            if (!values.categorias.includes(id)) onChange('categorias', [...values.categorias, id]);
          }}
          loadOptions={async (text, signal) =>
            (await searchCategorias(text, signal)).map((c) => ({ id: c.id, label: c.nome }))
          }
          className="md:col-span-2"
        />
      )}
      <CheckboxField
        isDisabled={isReadOnly}
        isSelected={values.permite_sem_homologacao}
        onChange={(v) => onChange('permite_sem_homologacao', v)}
        className="md:col-span-2"
      >
        Permite curso sem homologação da ANAC
      </CheckboxField>
    </div>
  );
}
