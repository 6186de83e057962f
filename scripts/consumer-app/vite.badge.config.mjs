import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Badge-only page (badge.html → src/badge-only.tsx), built apart so its JS is only what one
// Badge costs: React and React DOM are left out (every React app has them anyway).
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: 'dist-badge',
    copyPublicDir: false,
    rollupOptions: {
      input: 'badge.html',
      external: (id) => /^react(-dom)?($|\/)/.test(id),
    },
  },
});
