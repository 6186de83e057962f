// An app outside the Hangar workspace using the published packages as any other app would:
// the kit's stylesheet and PagedTable, the typed client signing in and listing courses, served by
// the MSW handlers of `@hangar/api-client/mocks` in the browser.
import '@hangar/ui/styles.css';
import { createApiClient } from '@hangar/api-client';
import type { Curso } from '@hangar/api-client/contract';
import { createHandlers, createMockDb } from '@hangar/api-client/mocks';
import { courseSituacaoTone } from '@hangar/domain';
import { PagedTable, type PagedTableColumn, Tag } from '@hangar/ui';
import { setupWorker } from 'msw/browser';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const api = createApiClient({ baseUrl: '', clientId: 2, clientSecret: 'hangar-dev-secret' });

const columns: PagedTableColumn<Curso>[] = [
  { id: 'nome', header: 'Curso', cell: (c) => c.nome },
  {
    id: 'situacao',
    header: 'Situação',
    cell: (c) => <Tag tone={courseSituacaoTone(c.situacao)}>{c.situacao}</Tag>,
  },
];

function Cursos() {
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<{ data: Curso[]; total: number } | null>(null);
  useEffect(() => {
    api.cursos.list({ query: { page, per_page: 5 } }).then(({ data }) => setRows(data));
  }, [page]);
  return (
    <PagedTable<Curso>
      aria-label="Cursos"
      columns={columns}
      data={rows?.data ?? []}
      total={rows?.total ?? 0}
      loading={rows === null}
      page={page}
      perPage={5}
      onPageChange={setPage}
    />
  );
}

await setupWorker(...createHandlers(createMockDb())).start({ quiet: true, onUnhandledRequest: 'error' });
await api.signIn('admin@hangar.dev', 'hangar123');
createRoot(document.getElementById('root') as HTMLElement).render(<Cursos />);
