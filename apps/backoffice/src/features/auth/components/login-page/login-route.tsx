import { useLocation, useNavigate } from 'react-router-dom';
import { cameAfterSessionEnd, returnPath } from '../../../../lib/return-to';
import { useApi } from '../../../../lib/session';
// From the sign-in chunk, which a cold load of /auth/login has already (sign-in.tsx).
import { LoginPage } from '../../../../sign-in';

/**
 * /auth/login inside the running app (after a sign-out, or sent here by `RequireSession`): the
 * app's client signs in, then the user goes to /admin or back to the page they were sent away
 * from (`returnPath`). A cold load of /auth/login shows the same page without the app
 * (sign-in.tsx).
 */
export function LoginRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <LoginPage
      sessionEnded={cameAfterSessionEnd(location.state)}
      onSignIn={async (username, password) => {
        await api.signIn(username, password);
        navigate(returnPath(location.state), { replace: true });
      }}
    />
  );
}
