import type { Usuario } from '@hangar/api-client/contract';
import { userSituacaoLabel, userSituacaoTone } from '@hangar/domain';
import { Tag } from '@hangar/ui';
import { User } from 'lucide-react';
import { useState } from 'react';
import { RecordLink, ResourceListPage } from '../../../../lib/resource-list-page';
import { useListController } from '../../../../lib/use-list-controller';
import { usuarios } from '../../resource';
import { UsuarioModal } from '../usuario-modal';

/**
 * Users (§2.13): USUÁRIO (photo or icon, name), EMAIL, PERFIL (tags), SITUAÇÃO; rows open in the
 * modal 'Editar Usuário' (read-only without `usuario.alterar`), ADICIONAR USUÁRIO opens 'Novo Usuário'.
 */
export function UsuariosPage() {
  const [editing, setEditing] = useState<Usuario | 'novo' | null>(null);
  const list = useListController(usuarios, { onOpen: setEditing, onAdd: () => setEditing('novo') });
  return (
    <ResourceListPage
      resource={usuarios}
      list={list}
      columns={[
        {
          id: 'nome',
          header: 'Usuário',
          cell: (u) => (
            <span className="flex items-center gap-2">
              {u.imagem_url ? (
                <img src={u.imagem_url} alt="" className="size-8 shrink-0 rounded-full object-cover" />
              ) : (
                <span
                  aria-hidden
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-muted text-fg-subtle"
                >
                  <User className="size-4" />
                </span>
              )}
              <RecordLink list={list} row={u}>
                {u.nome}
              </RecordLink>
            </span>
          ),
        },
        { id: 'email', header: 'Email', cell: (u) => u.email },
        {
          id: 'perfis',
          header: 'Perfil',
          cell: (u) => (
            <span className="flex flex-wrap gap-1">
              {u.perfis.map((p) => (
                <Tag key={p.id}>{p.nome}</Tag>
              ))}
            </span>
          ),
        },
        {
          id: 'situacao',
          header: 'Situação',
          cell: (u) => <Tag tone={userSituacaoTone(u.situacao)}>{userSituacaoLabel(u.situacao)}</Tag>,
        },
      ]}
    >
      {editing !== null && (
        <UsuarioModal
          key={editing === 'novo' ? 'novo' : editing.id}
          usuario={editing === 'novo' ? null : editing}
          readOnly={editing !== 'novo' && !list.can.edit}
          returnTo={list.pathOf(null)}
          onClose={() => setEditing(null)}
        />
      )}
    </ResourceListPage>
  );
}
