import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { shellChunks } from './shell-chunks.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    // Decision 040: the components' 'react-i18next' is the app's own small translator.
    alias: { 'react-i18next': fileURLToPath(new URL('app/i18n/react-i18n.tsx', import.meta.url)) },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: shellChunks() }] } } },
      },
    },
  },
  server: {
    // `npm run dev`: pages from Vite, the API from a running `npm start` on :3000.
    proxy: { '/api': 'http://localhost:3000', '/metrics': 'http://localhost:3000' },
  },
});
