import './app.css';
import { bootStore } from './boot.ts';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element in index.html');

// The screen's calls leave now; React's chunk (preloaded by index.html, vite.config.ts) draws them once it has come.
const boot = bootStore(root);
void import('./start-store.tsx').then(({ startStore }) => startStore(root, {}, boot));
