// The packages' README examples as another app writes them, type-checked by `pnpm check:consumer`
// (bundler and nodenext) and never run: a documented use that does not compile against the
// packed packages fails the check (a consumer probe, 7 December, found three that did not).
import { createApiClient } from '@hangar/api-client';
import { type Curso, ENDPOINTS } from '@hangar/api-client/contract';
import {
  addModule,
  type CourseFields,
  courseBody,
  courseSituacaoTone,
  hasAll,
  isPermission,
  type ModuloDraft,
  removeItem,
  sortByOrdem,
} from '@hangar/domain';
import {
  Button,
  Can,
  ComboBoxField,
  OrderingSelect,
  PagedTable,
  type PagedTableColumn,
  SelectField,
  Tag,
} from '@hangar/ui';
import { useState } from 'react';

const api = createApiClient({ baseUrl: '', clientId: 2, clientSecret: 'hangar-dev-secret' });

/** `@hangar/domain` README, "Ordering": a module added and one removed, then the course saved. */
export async function saveModules(id: number, fields: CourseFields) {
  const { data: curso } = await api.cursos.get({ params: { id } });
  let modulos: ModuloDraft[] = sortByOrdem(curso.modulos);
  modulos = addModule(modulos, 'Navegação');
  modulos = removeItem(modulos, 10, new Date());
  const body = ENDPOINTS['cursos.update'].body.parse(courseBody(fields, modulos));
  await api.cursos.update({ params: { id: curso.id }, body });
}

/** `@hangar/ui` README, "Can" and "PagedTable": the kit's permission checks over the domain's rule. */
export function Guarded({ held, rows }: { held: readonly string[]; rows: Curso[] }) {
  const columns: PagedTableColumn<Curso>[] = [
    { id: 'nome', header: 'Nome', cell: (c) => c.nome },
    {
      id: 'situacao',
      header: 'Situação',
      cell: (c) => <Tag tone={courseSituacaoTone(c.situacao)}>{c.situacao}</Tag>,
    },
    { id: 'modalidade', header: 'Modalidade', cell: (c) => c.modalidade?.nome ?? '-', hideOnNarrow: true },
  ];
  return (
    <>
      <Can permissions={['curso.adicionar']} check={(p) => p.every(isPermission) && hasAll(held, p)}>
        <Button variant="primary">ADICIONAR CURSO</Button>
      </Can>
      <PagedTable
        aria-label="Cursos"
        columns={columns}
        data={rows}
        total={rows.length}
        page={1}
        perPage={15}
        onPageChange={() => {}}
        rowActions={() => [
          { key: 'editar', label: 'Editar', onAction: () => {}, permissions: ['curso.alterar'] },
        ]}
        can={(perms) => perms.every(isPermission) && hasAll(held, perms)}
        rowActionsLabel={(c) => `Ações de ${c.nome}`}
      />
    </>
  );
}

/** `@hangar/ui` README, the choice fields: `onChange={setX}` over a state typed by the ids. */
export function Choices() {
  const [modalidade, setModalidade] = useState<number | null>(1);
  const [ordem, setOrdem] = useState<string | null>('nome');
  return (
    <>
      <SelectField
        label="Modalidade"
        items={[{ id: 1, label: 'Avião' }]}
        value={modalidade}
        onChange={setModalidade}
      />
      <ComboBoxField
        label="Curso"
        items={[{ id: 3, label: 'PP-A' }]}
        value={modalidade}
        onChange={setModalidade}
      />
      <OrderingSelect options={[{ id: 'nome', label: 'Nome' }]} value={ordem} onChange={setOrdem} />
    </>
  );
}
