import { describeError, type FieldErrors, LOGIN_MESSAGES, validateLogin } from '@hangar/domain';
import { ErrorAlert } from '@hangar/ui';
import { type FormEvent, useId, useState } from 'react';
import { toFailure } from '../../../../lib/failure';
import { usePageTitle } from '../../../../lib/page-title';
import { LoginField } from './login-field';
import { LoginSubmit } from './login-submit';
import { PlaneIcon } from './plane-icon';

export interface LoginPageProps {
  /**
   * Signs in and leaves the page; rejects with the API's error, which the page then explains
   * (§8: 401 wrong credentials, 422 the server's messages, anything else its message).
   */
  onSignIn: (username: string, password: string) => Promise<void>;
  /** The user was sent here because the session expired: say so first. */
  sessionEnded?: boolean;
}

/**
 * Sign-in (§2.3): e-mail and password. The page is the first thing a browser loads, so it is
 * built from native elements styled like the kit's (`login-field`, `login-submit`) and the kit's
 * `ErrorAlert`
 * and needs neither the router nor React Aria nor the contract: with React it weighs under
 * 80 kB gzip (issue 15; `pnpm bench`). `sign-in.tsx` shows it on a cold load of /auth/login and
 * the app's route (`LoginRoute`) after a sign-out.
 */
export function LoginPage({ onSignIn, sessionEnded = false }: LoginPageProps) {
  const id = useId();
  usePageTitle('Entrar');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const errors = validateLogin({ username, password });
    setFieldErrors(errors);
    setAlert([]);
    // Focus on the first field to correct: a screen reader then reads its message, where a
    // refused ENTRAR said nothing.
    const first = (['username', 'password'] as const).find((field) => errors[field]);
    if (first) return document.getElementById(`${id}-${first}`)?.focus();
    setPending(true);
    try {
      // On success the page goes away; it stays pending until then.
      await onSignIn(username.trim(), password);
    } catch (error) {
      setAlert(describeError('sign-in', toFailure(error))?.messages ?? []);
      setPending(false);
    }
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-2 text-fg">
          <span
            aria-hidden
            className="flex size-9 items-center justify-center rounded-lg bg-accent text-accent-fg"
          >
            <PlaneIcon className="size-5" />
          </span>
          <span className="text-xl font-semibold tracking-tight">Hangar</span>
        </div>
        <div className="rounded-xl border border-border bg-surface p-6 shadow-sm">
          <h1 className="text-lg font-semibold text-fg">Entrar</h1>
          <p className="mb-5 mt-1 text-sm text-fg-muted">
            Acesse o painel administrativo com seu e-mail e senha.
          </p>
          {sessionEnded && alert.length === 0 && (
            <p
              role="status"
              className="mb-4 rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-fg"
            >
              {LOGIN_MESSAGES.sessionEnded}
            </p>
          )}
          <ErrorAlert className="mb-4" title="Não foi possível entrar" messages={alert} />
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <LoginField
              id={`${id}-username`}
              label="E-mail"
              name="username"
              type="email"
              autoComplete="username"
              value={username}
              onChange={setUsername}
              error={fieldErrors.username?.[0]}
            />
            <LoginField
              id={`${id}-password`}
              label="Senha"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              error={fieldErrors.password?.[0]}
            />
            <LoginSubmit pending={pending} className="mt-2 w-full">
              ENTRAR
            </LoginSubmit>
          </form>
        </div>
      </div>
    </main>
  );
}
