import '@hangar/ui/styles.css';
import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';

// Every story runs against MSW; a request no handler answers is a bug in the story.
initialize({ onUnhandledRequest: 'error', quiet: true });

const preview: Preview = {
  loaders: [mswLoader],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
  },
  initialGlobals: { locale: 'pt-BR' },
};

export default preview;
