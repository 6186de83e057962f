import type { PerfilDetail } from '@hangar/api-client/contract';
import { TEXT_MAX, validateProfile } from '@hangar/domain';
import { TextField } from '@hangar/ui';
import { useRef, useState } from 'react';
import { checkedBody, useEndpoint, useWrite } from '../../../../lib/endpoints';
import { ResourceFormLayout, ResourceFormPage } from '../../../../lib/resource-form-page';
import { useApi } from '../../../../lib/session';
import { useResourceForm } from '../../../../lib/use-resource-form';
import { perfis } from '../../resource';
import { PermissionTreeField } from '../permission-tree-field';

/** The profile form (§2.12) at `/perfis/novo` and `/perfis/{id}`: 'Nome do Perfil' and the permission tree. */
export function PerfilFormPage() {
  return (
    <ResourceFormPage
      resource={perfis}
      get="perfis.get"
      getInput={(id) => ({ params: { id: Number(id) } })}
      loadingLabel="Carregando perfil"
    >
      {({ record, readOnly, returnTo }) => (
        <PerfilForm
          key={record?.data.id ?? 'novo'}
          perfil={record?.data ?? null}
          readOnly={readOnly}
          returnTo={returnTo}
        />
      )}
    </ResourceFormPage>
  );
}

interface PerfilFormValues {
  nome: string;
  permissoes: number[];
}

/** A profile as the form's values (its permissions by id, sorted, so the dirty check ignores order). */
function perfilFormValues(perfil: PerfilDetail | null): PerfilFormValues {
  return {
    nome: perfil?.nome ?? '',
    permissoes: (perfil?.permissoes ?? []).map((p) => p.id).sort((a, b) => a - b),
  };
}

const FIELD_LABELS = { nome: 'Nome do Perfil', permissoes: 'Permissões' };

function PerfilForm({
  perfil,
  readOnly,
  returnTo,
}: {
  perfil: PerfilDetail | null;
  readOnly: boolean;
  returnTo: string;
}) {
  const create = useWrite('perfis.create');
  const update = useWrite('perfis.update');
  const api = useApi();
  const tree = useEndpoint('permissoes.tree', {});
  const [initial] = useState<PerfilFormValues>(() => perfilFormValues(perfil));
  const [values, setValues] = useState(initial);
  // The version this form edits: a save from a stale copy is refused with 409 (the layer says so).
  const version = useRef(perfil?.updated_at ?? null);
  const form = useResourceForm({
    initial,
    values,
    onRestore: setValues,
    validate: validateProfile,
    save: (v) => {
      const body = { nome: v.nome.trim(), permissoes: v.permissoes };
      return perfil
        ? update({
            params: { id: perfil.id },
            body: checkedBody('perfis.update', { ...body, updated_at: version.current }),
          })
        : create({ body: checkedBody('perfis.create', body) });
    },
    returnTo,
    fieldLabels: FIELD_LABELS,
    versionRef: version,
    takeCurrentVersion: perfil
      ? async () => {
          const current = await api.call('perfis.get', { params: { id: perfil.id } });
          version.current = current.data.updated_at ?? null;
          return perfilFormValues(current.data);
        }
      : undefined,
  });

  return (
    <ResourceFormLayout
      resource={perfis}
      form={form}
      title={
        perfil === null
          ? 'Adicionar Novo Perfil'
          : `${readOnly ? 'Visualizar' : 'Editar'} ${form.savedValues.nome}`
      }
      crumb={perfil === null ? 'Novo' : initial.nome}
      returnTo={returnTo}
      readOnly={readOnly}
    >
      <div className="flex max-w-3xl flex-col gap-4">
        <TextField
          label="Nome do Perfil"
          isRequired
          name="nome"
          maxLength={TEXT_MAX.name}
          value={values.nome}
          onChange={(nome) => setValues((v) => ({ ...v, nome }))}
          errorMessage={form.errors.nome?.[0]}
        />
        <PermissionTreeField
          tree={tree.data?.data}
          value={values.permissoes}
          // Kept sorted: the order of checks does not make a change.
          onChange={(ids) => setValues((v) => ({ ...v, permissoes: [...ids].sort((a, b) => a - b) }))}
          isDisabled={readOnly}
          errorMessage={form.errors.permissoes?.[0]}
        />
      </div>
    </ResourceFormLayout>
  );
}
