import '@hangar/ui/styles.css';
import { createHandlers, createMockDb } from '@hangar/api-client/mocks';
import { I18nProvider } from '@hangar/ui';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

/** Requests that belong to the contract; anything else (Vite modules, fonts) goes through. */
const isApiRequest = (url: URL) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/oauth/');

const preview: Preview = {
  // Stories speak pt-BR whatever the browser's language, as the app does in its root layout:
  // React Aria's own texts (drop targets, tree and grid selection, date and time fields) and its
  // number and date formats follow this locale. App stories already render the root layout, and
  // the inner provider wins there. The provider comes from the kit so it reaches the very
  // react-aria-components instance the kit's components read.
  decorators: [
    (Story, { globals }) => {
      // The kit's dark tokens apply under `data-theme="dark"` (styles/index.css).
      const theme = globals.theme === 'dark' ? 'dark' : 'light';
      document.documentElement.setAttribute('data-theme', theme);
      // The page's language, as the app's index.html says it: screen readers pronounce the
      // stories' texts as Portuguese, and hyphenation and quotes follow pt-BR.
      document.documentElement.lang = 'pt-BR';
      document.body.style.background = 'var(--hg-bg)';
      document.body.style.color = 'var(--hg-fg)';
      return (
        <I18nProvider locale="pt-BR">
          <Story />
        </I18nProvider>
      );
    },
  ],
  globalTypes: {
    theme: {
      description: 'Tema das cores',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Claro', icon: 'sun' },
          { value: 'dark', title: 'Escuro', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // Stories open at the desktop size the product is drawn for (1280 × 800).
  initialGlobals: { theme: 'light', viewport: { value: 'desktop', isRotated: false } },
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
        // A contract request no handler answers is a bug in the story: fail loudly.
        onUnhandledRequest(request, print) {
          if (isApiRequest(new URL(request.url))) print.error();
        },
      });
      return worker;
    }),
  ],
  // Every story talks to the MSW handlers of @hangar/api-client over a fresh in-memory store, so
  // what one story writes never leaks into the next. Stories add overrides in their own
  // `beforeEach({ msw })`, which run after this one and take precedence.
  beforeEach({ msw }) {
    msw.use(...createHandlers(createMockDb()));
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
    // The two sizes the product is drawn for (ARCHITECTURE: readable at 1280×800, usable on a
    // phone at 390 px). A story's `globals.viewport` also sizes the page in the story tests.
    viewport: {
      options: {
        celular: { name: 'Celular (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: {
          name: 'Desktop (1280 × 800)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
