import type { Usuario } from '@hangar/api-client/contract';
import {
  describeError,
  flattenFieldErrors,
  grantableProfiles,
  LIST_SPECS,
  MESSAGES,
  needsCurrentPassword,
  parseListState,
  serializeListState,
  TEXT_MAX,
  USER_SITUACOES,
  validateCourseImage,
  withSearch,
} from '@hangar/domain';
import { ImageUpload, RemoteMultiSelect, SelectField, TextField } from '@hangar/ui';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { uploadUrl } from '../../../../lib/config';
import { currentVersionFromList } from '../../../../lib/current-version-from-list';
import { checkedBody, useWrite } from '../../../../lib/endpoints';
import { toFailure } from '../../../../lib/failure';
import { ResourceFormModal } from '../../../../lib/resource-form-modal';
import { currentUserAtom, permissionsAtom, useApi } from '../../../../lib/session';
import { usePickerSearch } from '../../../../lib/use-picker';
import { useResourceForm } from '../../../../lib/use-resource-form';
import { usuarios } from '../../resource';
import {
  toUsuarioBody,
  type UsuarioFormValues,
  usuarioFormValues,
  validateUsuarioForm,
} from './usuario-form';

/** The users list searched for `email`: where 'VER VERSÃO ATUAL' shows a user as saved now. */
function currentVersionPath(email: string): string {
  const state = withSearch(parseListState('', LIST_SPECS.usuarios), email);
  return `${usuarios.path}?${serializeListState(state, LIST_SPECS.usuarios)}`;
}

const FIELD_LABELS = {
  nome: 'Nome',
  email: 'E-mail',
  perfis: 'Perfis',
  situacao: 'Situação',
  imagem_url: 'Foto',
  password: 'Senha',
  current_password: 'Senha atual',
};

export interface UsuarioModalProps {
  /** The user being edited; `null` creates one. */
  usuario: Usuario | null;
  /** Without `usuario.alterar`: the fields are shown disabled, no SALVAR. @default false */
  readOnly?: boolean;
  returnTo: string;
  onClose: () => void;
}

/**
 * 'Novo Usuário' / 'Editar Usuário' (§2.13): Nome, E-mail, Perfis (only the profiles the signed-in
 * user may grant, `grantableProfiles`), Situação (Ativo for a new user), the photo and Senha
 * (required for a new user; blank on edit keeps it). Server errors are listed in the modal under
 * 'Houve alguns problemas :/' (§8); nothing typed is lost.
 */
export function UsuarioModal({ usuario, readOnly = false, returnTo, onClose }: UsuarioModalProps) {
  const create = useWrite('usuarios.create');
  const update = useWrite('usuarios.update');
  const api = useApi();
  const held = useAtomValue(permissionsAtom);
  const searchPerfis = usePickerSearch('perfis.list');
  const [initial] = useState(() => usuarioFormValues(usuario));
  const [values, setValues] = useState<UsuarioFormValues>(initial);
  // The password is kept apart: the form's values are kept as a draft on this device, a password never.
  const [password, setPassword] = useState('');
  // Saving yourself with another e-mail or a new password asks for your current one (as the
  // server does): kept apart from the draft like the password.
  const me = useAtomValue(currentUserAtom);
  const [currentPassword, setCurrentPassword] = useState('');
  const asksCurrentPassword =
    usuario !== null &&
    needsCurrentPassword({
      self: me !== null && me !== 'loading' && me.id === usuario.id,
      emailBefore: usuario.email,
      emailAfter: values.email,
      password,
    });
  const version = useRef(usuario?.updated_at ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  const set = <K extends keyof UsuarioFormValues>(name: K, value: UsuarioFormValues[K]) =>
    setValues((v) => ({ ...v, [name]: value }));
  const form = useResourceForm({
    initial,
    values,
    onRestore: setValues,
    validate: (v) => ({
      ...validateUsuarioForm({ ...v, password }, usuario === null),
      ...(asksCurrentPassword && currentPassword === ''
        ? { current_password: [MESSAGES.user.currentPasswordRequired] }
        : {}),
    }),
    save: (v) =>
      usuario
        ? update({
            params: { id: usuario.id },
            body: checkedBody('usuarios.update', {
              ...toUsuarioBody({ ...v, password }),
              ...(asksCurrentPassword ? { current_password: currentPassword } : {}),
              updated_at: version.current,
            }),
          })
        : create({ body: checkedBody('usuarios.create', toUsuarioBody({ ...v, password })) }),
    returnTo,
    onClose,
    draftScope: usuario ? String(usuario.id) : 'novo',
    fieldLabels: FIELD_LABELS,
    versionRef: version,
    // Users have no record endpoint: their list, searched by e-mail, shows the version saved now.
    currentVersionPath: usuario ? currentVersionPath(usuario.email) : undefined,
    takeCurrentVersion: usuario
      ? () =>
          currentVersionFromList(
            api.call('usuarios.list', { query: { email: usuario.email } }),
            usuario.id,
            version,
            usuarioFormValues,
          )
      : undefined,
    errorContext: 'user-modal',
    isUploading: progress !== null,
  });

  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const takePhoto = async (file: File) => {
    const errors = flattenFieldErrors(validateCourseImage(file));
    if (errors.length > 0) {
      setPhotoProblem(errors.join(' '));
      return;
    }
    setPhotoProblem(null);
    setProgress(0);
    try {
      const stored = (await api.arquivos.temp({ body: { avatar: file }, onProgress: setProgress })).data;
      set('imagem_url', stored.url);
    } catch (error) {
      setPhotoProblem(describeError('save', toFailure(error))?.messages.join(' ') ?? null);
    }
    setProgress(null);
  };

  return (
    <ResourceFormModal
      form={form}
      size="lg"
      readOnly={readOnly}
      title={usuario ? (readOnly ? 'Visualizar Usuário' : 'Editar Usuário') : 'Novo Usuário'}
    >
      <TextField
        label="Nome"
        isRequired
        name="nome"
        autoFocus
        maxLength={TEXT_MAX.name}
        isDisabled={readOnly}
        value={values.nome}
        onChange={(v) => set('nome', v)}
        errorMessage={form.errors.nome?.[0]}
      />
      <TextField
        label="E-mail"
        isRequired
        name="email"
        type="email"
        autoComplete="off"
        maxLength={TEXT_MAX.name}
        isDisabled={readOnly}
        value={values.email}
        onChange={(v) => set('email', v)}
        errorMessage={form.errors.email?.[0]}
      />
      {/* The credentials together: 'Senha atual', asked for once the e-mail or the password of
          your own account changes, appears beside the fields that ask for it, not at the foot of
          the modal (below the fold on a phone). */}
      {!readOnly && (
        <TextField
          label="Senha"
          isRequired={usuario === null}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          description={usuario ? 'Deixe em branco para manter a senha atual' : undefined}
          value={password}
          onChange={setPassword}
          errorMessage={form.errors.password?.[0]}
        />
      )}
      {!readOnly && asksCurrentPassword && (
        <TextField
          label="Senha atual"
          isRequired
          name="current_password"
          type="password"
          autoComplete="current-password"
          maxLength={200}
          description="Para trocar o seu e-mail ou a sua senha, confirme que é você."
          value={currentPassword}
          onChange={setCurrentPassword}
          errorMessage={form.errors.current_password?.[0]}
        />
      )}
      <div data-invalid={form.errors.perfis ? true : undefined}>
        <RemoteMultiSelect
          label="Perfis"
          value={values.perfis}
          onChange={(chosen) =>
            set(
              'perfis',
              chosen.map((o) => ({ id: Number(o.id), label: o.label })),
            )
          }
          isDisabled={readOnly}
          loadOptions={async (text, signal) =>
            grantableProfiles(
              held,
              (await searchPerfis(text, signal)).map((p) => ({ ...p, permissoes: p.permissoes ?? [] })),
            ).map((p) => ({ id: p.id, label: p.nome }))
          }
          description={form.errors.perfis?.[0]}
        />
      </div>
      <SelectField
        label="Situação"
        placeholder="Pendente"
        items={USER_SITUACOES.map((s) => ({ id: s, label: s }))}
        isDisabled={readOnly}
        selectedKey={values.situacao === '' ? null : values.situacao}
        onSelectionChange={(key) => set('situacao', key === null ? '' : String(key))}
        errorMessage={form.errors.situacao?.[0]}
      />
      <ImageUpload
        label="Foto"
        alt="Foto do usuário"
        value={uploadUrl(values.imagem_url)}
        onSelect={(file) => void takePhoto(file)}
        onRemove={() => set('imagem_url', null)}
        progress={progress ?? undefined}
        typeErrorMessage={MESSAGES.image.typeInvalid}
        sizeErrorMessage={MESSAGES.image.tooLarge}
        errorMessage={photoProblem ?? form.errors.imagem_url?.[0]}
        isDisabled={readOnly}
      />
    </ResourceFormModal>
  );
}
