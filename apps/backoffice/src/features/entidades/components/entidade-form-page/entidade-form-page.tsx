import type { TenantDetail } from '@hangar/api-client/contract';
import { ENTITY_SITUACAO_FORM_ORDER, ENTITY_TYPES, TEXT_MAX } from '@hangar/domain';
import { CnpjCpfField, PhoneField, SelectField, TextField } from '@hangar/ui';
import { type ReactNode, useId, useRef, useState } from 'react';
import { checkedBody, useWrite } from '../../../../lib/endpoints';
import { ResourceFormLayout, ResourceFormPage } from '../../../../lib/resource-form-page';
import { useApi } from '../../../../lib/session';
import { useResourceForm } from '../../../../lib/use-resource-form';
import { entidades } from '../../resource';
import { EnderecoFields } from '../endereco-fields';
import { EntidadeCursos } from '../entidade-cursos';
import {
  ENTIDADE_FIELD_LABELS,
  type EntidadeFormValues,
  emptyEntidade,
  fromEntidade,
  toEntidadeBody,
  validateEntidadeForm,
} from './entidade-form-state';

const PERFIS = Object.entries(ENTITY_TYPES).map(([label, id]) => ({ id, label }));
const SITUACOES = ENTITY_SITUACAO_FORM_ORDER.map((s) => ({ id: s, label: s }));

/** The entity form (§2.10) at `/entidades/novo` and `/entidades/{id}`; the layer loads the record. */
export function EntidadeFormPage() {
  return (
    <ResourceFormPage
      resource={entidades}
      get="tenants.get"
      getInput={(id) => ({ params: { id } })}
      loadingLabel="Carregando entidade"
    >
      {({ record, readOnly, returnTo }) => (
        <EntidadeForm
          key={record?.data.id ?? 'nova'}
          entidade={record?.data ?? null}
          readOnly={readOnly}
          returnTo={returnTo}
        />
      )}
    </ResourceFormPage>
  );
}

/** A titled section of the form. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2
        id={id}
        className="border-b border-border pb-2 text-xs font-semibold uppercase tracking-wide text-fg-muted"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

interface EntidadeFormProps {
  entidade: TenantDetail | null;
  readOnly: boolean;
  returnTo: string;
}

function EntidadeForm({ entidade, readOnly, returnTo }: EntidadeFormProps) {
  const create = useWrite('tenants.create');
  const update = useWrite('tenants.update');
  const api = useApi();
  const [initial] = useState(() => (entidade ? fromEntidade(entidade) : emptyEntidade()));
  const [values, setValues] = useState(initial);
  // The version this form edits: a save from a copy someone else changed since is refused (409).
  const version = useRef(entidade?.updated_at ?? null);
  const form = useResourceForm({
    initial,
    values,
    onRestore: setValues,
    validate: validateEntidadeForm,
    save: (v) =>
      entidade
        ? update({
            params: { id: entidade.id },
            body: checkedBody('tenants.update', toEntidadeBody(v, version.current)),
          })
        : create({ body: checkedBody('tenants.create', toEntidadeBody(v, null)) }),
    returnTo,
    fieldLabels: ENTIDADE_FIELD_LABELS,
    versionRef: version,
    takeCurrentVersion: entidade
      ? async () => {
          const current = await api.call('tenants.get', { params: { id: entidade.id } });
          version.current = current.data.updated_at ?? null;
          return fromEntidade(current.data);
        }
      : undefined,
  });
  const set = <K extends keyof EntidadeFormValues>(name: K, value: EntidadeFormValues[K]) =>
    setValues((v) => ({ ...v, [name]: value }));
  const error = (name: string) => form.errors[name]?.[0];
  const text = (name: keyof EntidadeFormValues & string, label: string, wire: string, max: number) => (
    <TextField
      label={label}
      name={wire}
      maxLength={max}
      isDisabled={readOnly}
      value={String(values[name] ?? '')}
      onChange={(v) => set(name, v as never)}
      errorMessage={error(wire)}
    />
  );

  return (
    <ResourceFormLayout
      resource={entidades}
      form={form}
      title={
        entidade === null
          ? 'Adicionar Nova Entidade'
          : `${readOnly ? 'Visualizar' : 'Editar'} ${form.savedValues.nome}`
      }
      crumb={entidade === null ? 'Nova' : initial.nome_fantasia || initial.nome}
      returnTo={returnTo}
      readOnly={readOnly}
    >
      <div className="flex flex-col gap-8">
        <Section title="ENTIDADE">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              label="Razão Social"
              isRequired
              name="nome"
              maxLength={TEXT_MAX.name}
              isDisabled={readOnly}
              value={values.nome}
              onChange={(v) => set('nome', v)}
              errorMessage={error('nome')}
            />
            {text('nome_fantasia', 'Nome Fantasia', 'nome_fantasia', TEXT_MAX.name)}
            <SelectField
              label="Perfil"
              name="perfil_acesso"
              items={PERFIS}
              value={values.perfil_acesso}
              isDisabled={readOnly}
              onChange={(key) => key !== null && set('perfil_acesso', Number(key) as 2 | 3)}
              errorMessage={error('perfil_acesso')}
            />
            <CnpjCpfField
              label="CNPJ/CPF"
              name="cnpj"
              description="CNPJ numérico ou alfanumérico (ex.: 12.ABC.345/01DE-35), ou CPF"
              value={values.cnpj}
              isDisabled={readOnly}
              onChange={(v) => set('cnpj', v)}
              errorMessage={error('cnpj')}
            />
            {text('codigo_anac', 'Código ANAC', 'codigo_anac', TEXT_MAX.code)}
            <SelectField
              label="Situação"
              isRequired
              name="situacao"
              items={SITUACOES}
              value={values.situacao || null}
              isDisabled={readOnly}
              onChange={(key) => set('situacao', key === null ? '' : String(key))}
              errorMessage={error('situacao')}
            />
            <TextField
              label="E-mail"
              name="email"
              type="email"
              maxLength={TEXT_MAX.name}
              isDisabled={readOnly}
              value={values.email}
              onChange={(v) => set('email', v)}
              errorMessage={error('email')}
            />
            <TextField
              label="Site"
              name="site"
              type="url"
              maxLength={TEXT_MAX.url}
              isDisabled={readOnly}
              value={values.site}
              onChange={(v) => set('site', v)}
              errorMessage={error('site')}
            />
            <PhoneField
              label="Telefone"
              name="contato"
              value={values.contato}
              isDisabled={readOnly}
              onChange={(v) => set('contato', v)}
              errorMessage={error('contato')}
            />
          </div>
        </Section>
        <Section title="DADOS DA ADMINISTRAÇÃO">
          <div className="grid gap-4 md:grid-cols-2">
            {text('admin_nome', 'Nome do administrador', 'administrador.pessoa.nome', TEXT_MAX.name)}
            <TextField
              label="E-mail do administrador"
              name="administrador.email"
              type="email"
              maxLength={TEXT_MAX.name}
              isDisabled={readOnly}
              value={values.admin_email}
              onChange={(v) => set('admin_email', v)}
              errorMessage={error('administrador.email')}
            />
          </div>
        </Section>
        <Section title="ENDEREÇO">
          <EnderecoFields values={values} onChange={setValues} errors={form.errors} isReadOnly={readOnly} />
        </Section>
        {entidade !== null && (
          <Section title="CURSOS">
            <EntidadeCursos cursos={entidade.cursos} />
          </Section>
        )}
      </div>
    </ResourceFormLayout>
  );
}
