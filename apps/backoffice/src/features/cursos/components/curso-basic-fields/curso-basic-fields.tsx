import { COURSE_SITUACOES, type FieldErrors } from '@hangar/domain';
import { CheckboxField, CheckboxGroupField, SelectField, TextAreaField, TextField } from '@hangar/ui';
import { useCategorias } from '../../api/get-categorias';
import { useModalidades } from '../../api/get-modalidades';
import type { CursoField, CursoFormValues } from '../curso-form-page/curso-form-state';
import { CursoImageField } from '../curso-image-field';

export interface CursoBasicFieldsProps {
  values: CursoFormValues;
  /** Changes one field. */
  onChange: <K extends CursoField>(name: K, value: CursoFormValues[K]) => void;
  /** Field errors (validators or server 422), by wire name. */
  errors: FieldErrors;
  /** Editing an existing course: ID do Curso cannot change. */
  isEditing: boolean;
}

const SITUACOES = COURSE_SITUACOES.map((s) => ({ id: s, label: s }));

/** The 'Informações Básicas' tab of the course form (§2.5). */
export function CursoBasicFields({ values, onChange, errors, isEditing }: CursoBasicFieldsProps) {
  const modalidades = useModalidades();
  const categorias = useCategorias();
  const error = (name: string) => errors[name]?.[0];

  return (
    <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
      <TextField
        label="ID do Curso"
        name="apelido"
        value={values.apelido}
        onChange={(v) => onChange('apelido', v)}
        isDisabled={isEditing}
        description={isEditing ? 'O ID do curso não pode ser alterado.' : undefined}
        errorMessage={error('apelido')}
      />
      <SelectField
        label="Modalidade"
        name="modalidade_id"
        items={modalidades.map((m) => ({ id: m.id, label: m.nome }))}
        value={values.modalidade_id}
        onChange={(key) => onChange('modalidade_id', key === null ? null : Number(key))}
        errorMessage={error('modalidade_id')}
      />
      <TextField
        label="Nome do Curso"
        name="nome"
        value={values.nome}
        onChange={(v) => onChange('nome', v)}
        errorMessage={error('nome')}
        className="md:col-span-2"
      />
      <SelectField
        label="Situação"
        name="situacao"
        items={SITUACOES}
        value={values.situacao || null}
        onChange={(key) => onChange('situacao', key === null ? '' : String(key))}
        errorMessage={error('situacao')}
      />
      <TextField
        label="Código Integração Curso ANAC"
        name="curso_id"
        value={values.curso_id}
        onChange={(v) => onChange('curso_id', v)}
        errorMessage={error('curso_id')}
      />
      <TextAreaField
        label="Descrição"
        name="descricao"
        rows={4}
        value={values.descricao}
        onChange={(v) => onChange('descricao', v)}
        errorMessage={error('descricao')}
        className="md:col-span-2"
      />
      <div className="md:col-span-2">
        <CursoImageField
          value={values.imagem_url}
          onChange={(url) => onChange('imagem_url', url)}
          errorMessage={error('imagem_url') ?? error('avatar')}
        />
      </div>
      <CheckboxGroupField
        label="Categorias do Curso"
        name="categorias"
        orientation="horizontal"
        items={categorias.map((c) => ({ id: String(c.id), label: c.nome }))}
        value={values.categorias.map(String)}
        onChange={(keys) => onChange('categorias', keys.map(Number))}
        errorMessage={error('categorias')}
        className="md:col-span-2"
      />
      <CheckboxField
        isSelected={values.permite_sem_homologacao}
        onChange={(v) => onChange('permite_sem_homologacao', v)}
        className="md:col-span-2"
      >
        Permite curso sem homologação da ANAC
      </CheckboxField>
    </div>
  );
}
