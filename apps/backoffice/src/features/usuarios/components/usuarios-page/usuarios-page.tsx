import type { Usuario } from '@hangar/api-client/contract';
import { userSituacaoLabel, userSituacaoTone } from '@hangar/domain';
import { Tag } from '@hangar/ui';
import { User } from 'lucide-react';
import { useState } from 'react';
import { uploadUrl } from '../../../../lib/config';
import { RecordLink, ResourceListPage } from '../../../../lib/resource-list-page';
import { useListController } from '../../../../lib/use-list-controller';
import { usuarios } from '../../resource';
import { UsuarioModal } from '../usuario-modal';

/**
 * Users (§2.13): USUÁRIO (photo or icon, name), E-MAIL, PERFIL (tags), SITUAÇÃO; rows open in the
 * modal 'Editar Usuário' ('Visualizar Usuário', read-only, without `usuario.alterar`), ADICIONAR USUÁRIO opens 'Novo Usuário'.
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
            <span className="flex min-w-0 items-center gap-2">
              <Avatar usuario={u} />
              <RecordLink list={list} row={u}>
                {u.nome}
              </RecordLink>
            </span>
          ),
        },
        { id: 'email', header: 'E-mail', cell: (u) => u.email },
        { id: 'perfis', header: 'Perfil', cell: (u) => <PerfilTags usuario={u} /> },
        { id: 'situacao', header: 'Situação', cell: (u) => <Situacao usuario={u} /> },
      ]}
      renderCard={(u, actions) => (
        <div className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3 shadow-xs">
          <div className="flex items-start gap-2">
            <span className="flex min-w-0 flex-1 items-center gap-2 text-sm">
              <Avatar usuario={u} />
              <span className="flex min-w-0 flex-col">
                <RecordLink list={list} row={u}>
                  {u.nome}
                </RecordLink>
                <span className="truncate text-fg-muted">{u.email}</span>
              </span>
            </span>
            {actions}
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <Situacao usuario={u} />
            <PerfilTags usuario={u} />
          </div>
        </div>
      )}
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

/** The user's photo, or an icon. */
function Avatar({ usuario }: { usuario: Usuario }) {
  return usuario.imagem_url ? (
    <img src={uploadUrl(usuario.imagem_url)} alt="" className="size-8 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-muted text-fg-subtle"
    >
      <User className="size-4" />
    </span>
  );
}

function PerfilTags({ usuario }: { usuario: Usuario }) {
  return (
    <span className="flex flex-wrap gap-1">
      {usuario.perfis.map((p) => (
        <Tag key={p.id}>{p.nome}</Tag>
      ))}
    </span>
  );
}

/** SITUAÇÃO: an empty one reads Pendente; tones from the domain. */
function Situacao({ usuario }: { usuario: Usuario }) {
  return <Tag tone={userSituacaoTone(usuario.situacao)}>{userSituacaoLabel(usuario.situacao)}</Tag>;
}
