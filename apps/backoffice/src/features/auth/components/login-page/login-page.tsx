import { describeError, type FieldErrors, MESSAGES, validateLogin } from '@hangar/domain';
import { Button, ErrorAlert, Form, TextField } from '@hangar/ui';
import { Plane } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toFailure } from '../../../../lib/failure';
import { returnPath } from '../../../../lib/return-to';
import { useApi } from '../../../../lib/session';

/**
 * Sign-in (§2.3): e-mail and password; success goes to /admin, or back to the /admin page the
 * user was sent here from (`RequireSession` leaves it in the history state); a failure stays here
 * and says why (§8: 401 wrong credentials, 422 the server's messages, anything else its message).
 * Sent here because the session expired, it says so first.
 */
/** Whether `RequireSession` sent the user here because the session expired. */
function cameAfterSessionEnd(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { sessionEnded?: unknown }).sessionEnded === true
  );
}

export function LoginPage() {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateLogin({ username, password });
    setFieldErrors(errors);
    setAlert([]);
    if (Object.keys(errors).length > 0) return;
    setPending(true);
    try {
      await api.signIn(username.trim(), password);
      navigate(returnPath(location.state), { replace: true });
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
            <Plane className="size-5" />
          </span>
          <span className="text-xl font-semibold tracking-tight">Hangar</span>
        </div>
        <div className="rounded-xl border border-border bg-surface p-6 shadow-sm">
          <h1 className="text-lg font-semibold text-fg">Entrar</h1>
          <p className="mb-5 mt-1 text-sm text-fg-muted">Acesse o back-office com seu e-mail e senha.</p>
          {cameAfterSessionEnd(location.state) && alert.length === 0 && (
            <p
              role="status"
              className="mb-4 rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-fg"
            >
              {MESSAGES.login.sessionEnded}
            </p>
          )}
          {alert.length > 0 && (
            <ErrorAlert className="mb-4" title="Não foi possível entrar" messages={alert} />
          )}
          <Form onSubmit={submit} validationBehavior="aria" className="flex flex-col gap-4">
            <TextField
              label="E-mail"
              name="username"
              type="email"
              autoComplete="username"
              value={username}
              onChange={setUsername}
              errorMessage={fieldErrors.username?.[0]}
            />
            <TextField
              label="Senha"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              errorMessage={fieldErrors.password?.[0]}
            />
            <Button type="submit" variant="primary" size="lg" isPending={pending} className="mt-2 w-full">
              ENTRAR
            </Button>
          </Form>
        </div>
      </div>
    </main>
  );
}
