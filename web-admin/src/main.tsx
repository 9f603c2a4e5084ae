import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app.tsx';
import { createAppApiClient } from './lib/api/api-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element in index.html');

createRoot(root).render(
  <StrictMode>
    <App api={createAppApiClient()} queryClient={createQueryClient()} />
  </StrictMode>,
);
