import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The local API (`npm start`); the built site reaches it as `/api` on its own domain. */
const localApi = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm start` serves the built admin on 5173; the live-reloading copy runs beside it.
    port: 5183,
    strictPort: true,
    proxy: {
      '/api': { target: localApi, changeOrigin: true, rewrite: (path) => path.replace(/^\/api(?=\/|$)/, '') },
      '/media': { target: localApi, changeOrigin: true },
    },
  },
});
