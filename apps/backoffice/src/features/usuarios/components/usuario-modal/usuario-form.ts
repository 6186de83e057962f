import type { Usuario } from '@hangar/api-client/contract';
import { DEFAULT_USER_SITUACAO, type FieldErrors, MESSAGES, validateUser } from '@hangar/domain';

/** What the user modal edits. */
export interface UsuarioFormValues {
  nome: string;
  email: string;
  /** The chosen profiles, with their names (the tags survive new searches). */
  perfis: { id: number; label: string }[];
  /** '' reads 'Pendente'. */
  situacao: string;
  imagem_url: string | null;
  /** Required for a new user; blank on edit keeps the current one. */
  password: string;
}

/** The modal's values for a user, or a new one (situação Ativo, §4). */
export function usuarioFormValues(usuario: Usuario | null): UsuarioFormValues {
  return {
    nome: usuario?.nome ?? '',
    email: usuario?.email ?? '',
    perfis: (usuario?.perfis ?? []).map((p) => ({ id: p.id, label: p.nome })),
    situacao: usuario ? (usuario.situacao ?? '') : DEFAULT_USER_SITUACAO,
    imagem_url: usuario?.imagem_url ?? null,
    password: '',
  };
}

/** The domain's user rule, plus the password a new user needs. */
export function validateUsuarioForm(values: UsuarioFormValues, isNew: boolean): FieldErrors {
  const errors: Record<string, string[]> = { ...validateUser(values) };
  if (isNew && values.password === '') errors.password = [MESSAGES.login.passwordRequired];
  return errors;
}

/** The body of `POST/PUT /api/usuario`: a blank password is left out (keeps the current one). */
export function toUsuarioBody(values: UsuarioFormValues) {
  return {
    nome: values.nome.trim(),
    email: values.email.trim(),
    perfis: values.perfis.map((p) => p.id),
    situacao: values.situacao === '' ? null : (values.situacao as Usuario['situacao']),
    imagem_url: values.imagem_url,
    ...(values.password === '' ? {} : { password: values.password }),
  };
}
