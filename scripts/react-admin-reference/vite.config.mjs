import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built as Hangar's app is: a production bundle, minified, hashed assets under /assets.
export default defineConfig({ plugins: [react()], build: { target: 'es2022' } });
