import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devServer } from '../scripts/src/local/vite-dev-server.ts';

export default defineConfig({
  plugins: [react()],
  // `npm start` serves the built admin on 5173; the live-reloading copy runs beside it.
  server: devServer(5183),
});
