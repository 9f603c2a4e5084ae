import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devServer } from '../scripts/src/local/vite-dev-server.ts';

export default defineConfig({
  plugins: [react()],
  // `npm start` serves the built storefront on 5174; the live-reloading copy runs beside it
  // (a site: http://127.0.0.1:5184/?site=1 or http://domaine-des-lilas.localhost:5184).
  server: devServer(5184),
});
