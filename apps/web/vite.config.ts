import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // `npm run dev`: pages from Vite, the API from a running `npm start` on :3000.
    proxy: { '/api': 'http://localhost:3000', '/metrics': 'http://localhost:3000' },
  },
});
