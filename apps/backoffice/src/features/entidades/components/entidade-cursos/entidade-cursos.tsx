import type { TenantDetail } from '@hangar/api-client/contract';
import { venceEm } from '@hangar/domain';

/**
 * The read-only CURSOS table of an entity (§2.10): NOME, TIPO and SITUAÇÃO as 'Vence em
 * dd/mm/aaaa' (the date the course's homologation expires; '--' without one).
 */
export function EntidadeCursos({ cursos }: { cursos: TenantDetail['cursos'] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table aria-label="Cursos da entidade" className="w-full text-sm">
        <thead className="bg-surface-muted text-left text-xs uppercase tracking-wide text-fg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              NOME
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
              TIPO
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              SITUAÇÃO
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {cursos.length === 0 ? (
            <tr>
              <td colSpan={3} className="px-3 py-6 text-center text-fg-subtle">
                Nenhum curso vinculado à entidade
              </td>
            </tr>
          ) : (
            cursos.map((c) => (
              <tr key={c.id}>
                <td className="px-3 py-2">
                  {c.nome}
                  {/* On a phone the type goes under the name, so the date keeps its width. */}
                  <span className="block text-xs text-fg-muted sm:hidden">{c.tipo ?? '--'}</span>
                </td>
                <td className="hidden px-3 py-2 sm:table-cell">{c.tipo ?? '--'}</td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{venceEm(c.data_validade)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
