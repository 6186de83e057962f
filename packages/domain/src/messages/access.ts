/**
 * Who may grant what (see `permissions/grants.ts`): refusals the server answers. Part of `MESSAGES` (as `MESSAGES.access`), kept in a module of its own so the light
 * sign-in page (apps/backoffice/src/sign-in.tsx) downloads these without every other message.
 */
export const ACCESS_MESSAGES = {
  /** A profile saved with permissions the caller does not hold (or losing some they do not hold). */
  permissionsNotHeld: 'Você só pode conceder ou retirar permissões que você possui',
  /** A user given (or stripped of) a profile with permissions the caller does not hold. */
  profilesNotHeld: 'Você só pode atribuir ou retirar perfis cujas permissões você possui',
  /**
   * Setting the password, e-mail, name or photo of, deactivating or deleting a user who holds
   * more than the caller.
   */
  accountAboveCaller:
    'Você só pode alterar nome, foto, e-mail, senha ou situação, ou excluir, usuários cujas permissões você possui',
  /** A profile the caller does not fully hold cannot be deleted by them. */
  profileAboveCaller: 'Você só pode excluir perfis cujas permissões você possui',
  /** Nobody deletes their own account (409). */
  selfDelete: 'Você não pode excluir o seu próprio usuário',
  /**
   * The change would leave some permission that nobody could grant again: no active user holds it,
   * or none who holds it may edit profiles (`lockedOutMessage` adds which).
   */
  lastAdministrator: 'Esta operação deixaria permissões que ninguém mais poderia conceder',
} as const;
