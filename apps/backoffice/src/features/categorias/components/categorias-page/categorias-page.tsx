import type { Categoria } from '@hangar/api-client/contract';
import { validateCategory } from '@hangar/domain';
import { TextField } from '@hangar/ui';
import { useState } from 'react';
import { checkedBody, useWrite } from '../../../../lib/endpoints';
import { ResourceFormModal } from '../../../../lib/resource-form-modal';
import { RecordLink, ResourceListPage } from '../../../../lib/resource-list-page';
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
  const [initial] = useState(() => ({ nome: categoria?.nome ?? '' }));
  const [values, setValues] = useState(initial);
  const form = useResourceForm({
    initial,
    values,
    onRestore: setValues,
    validate: validateCategory,
    save: (v) =>
      categoria
        ? update({
            params: { id: categoria.id },
            body: checkedBody('categorias.update', { nome: v.nome.trim() }),
          })
        : create({ body: checkedBody('categorias.create', { nome: v.nome.trim() }) }),
    returnTo,
    onClose,
    draftScope: categoria ? String(categoria.id) : 'nova',
    fieldLabels: { nome: 'Nome da Categoria' },
  });
  return (
    <ResourceFormModal form={form} title={categoria ? 'Editar Categoria' : 'Nova Categoria'}>
      <TextField
        label="Nome da Categoria"
        name="nome"
        autoFocus
        value={values.nome}
        onChange={(nome) => setValues({ nome })}
        errorMessage={form.errors.nome?.[0]}
      />
    </ResourceFormModal>
  );
}
