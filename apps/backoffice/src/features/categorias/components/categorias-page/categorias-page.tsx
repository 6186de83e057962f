import type { Categoria } from '@hangar/api-client/contract';
import { validateCategory } from '@hangar/domain';
import { TextField } from '@hangar/ui';
import { useRef, useState } from 'react';
import { currentVersionFromList } from '../../../../lib/current-version-from-list';
import { checkedBody, useWrite } from '../../../../lib/endpoints';
import { ResourceFormModal } from '../../../../lib/resource-form-modal';
import { RecordLink, ResourceListPage } from '../../../../lib/resource-list-page';
import { useApi } from '../../../../lib/session';
import { useListController } from '../../../../lib/use-list-controller';
import { useResourceForm } from '../../../../lib/use-resource-form';
import { categorias } from '../../resource';

/** Categories (§2.11): the list, and the modal 'Nova Categoria' / 'Editar Categoria'. */
export function CategoriasPage() {
  const [editing, setEditing] = useState<Categoria | 'nova' | null>(null);
  const list = useListController(categorias, { onOpen: setEditing, onAdd: () => setEditing('nova') });
  return (
    <ResourceListPage
      resource={categorias}
      list={list}
      columns={[
        {
          id: 'nome',
          header: 'Categoria',
          cell: (c) => (
            <RecordLink list={list} row={c}>
              {c.nome}
            </RecordLink>
          ),
        },
      ]}
    >
      {editing !== null && (
        <CategoriaModal
          key={editing === 'nova' ? 'nova' : editing.id}
          categoria={editing === 'nova' ? null : editing}
          returnTo={list.pathOf(null)}
          onClose={() => setEditing(null)}
        />
      )}
    </ResourceListPage>
  );
}

function CategoriaModal({
  categoria,
  returnTo,
  onClose,
}: {
  categoria: Categoria | null;
  returnTo: string;
  onClose: () => void;
}) {
  const create = useWrite('categorias.create');
  const update = useWrite('categorias.update');
  const api = useApi();
  const [initial] = useState(() => ({ nome: categoria?.nome ?? '' }));
  const [values, setValues] = useState(initial);
  // The version the modal edits: a save from a copy someone has renamed since is refused (409).
  const version = useRef(categoria?.updated_at ?? null);
  const form = useResourceForm({
    initial,
    values,
    onRestore: setValues,
    validate: validateCategory,
    save: (v) =>
      categoria
        ? update({
            params: { id: categoria.id },
            body: checkedBody('categorias.update', { nome: v.nome.trim(), updated_at: version.current }),
          })
        : create({ body: checkedBody('categorias.create', { nome: v.nome.trim() }) }),
    returnTo,
    onClose,
    draftScope: categoria ? String(categoria.id) : 'nova',
    fieldLabels: { nome: 'Nome da Categoria' },
    versionRef: version,
    // Categories have no record endpoint, and a rename may have changed the name the list would
    // be searched by: the whole list shows it, and the current version is found by id among all
    // of them (a few hundred at most).
    currentVersionPath: categorias.path,
    takeCurrentVersion: categoria
      ? () =>
          currentVersionFromList(
            api.call('categorias.list', { query: { per_page: 1000 } }),
            categoria.id,
            version,
            (now) => ({ nome: now.nome }),
          )
      : undefined,
  });
  return (
    <ResourceFormModal form={form} title={categoria ? 'Editar Categoria' : 'Nova Categoria'}>
      <TextField
        label="Nome da Categoria"
        isRequired
        name="nome"
        autoFocus
        value={values.nome}
        onChange={(nome) => setValues({ nome })}
        errorMessage={form.errors.nome?.[0]}
      />
    </ResourceFormModal>
  );
}
