import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Tailwind v4 variant of the app (tailwind.html → src/tailwind-app.tsx), built apart.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    target: 'es2022',
    outDir: 'dist-tailwind',
    copyPublicDir: false,
    rollupOptions: { input: 'tailwind.html' },
  },
});
