import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { restoreAppSession } from './lib/api';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The session comes back from the refresh cookie before the first render, so the guards see
// it at once after a reload (no detour through the sign-in page).
void restoreAppSession().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
