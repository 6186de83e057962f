import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/backoffice/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      // React Stately's virtualizer reads `process.env.NODE_ENV`; a browser has no `process`
      // (see `apps/backoffice/vite.config.ts`). A build replaces it itself.
      ...(viteConfig.mode !== 'production' && {
        define: { 'process.env.NODE_ENV': JSON.stringify('development') },
      }),
      resolve: { conditions: ['@hangar/source', ...defaultClientConditions] },
    });
  },
};

export default config;
