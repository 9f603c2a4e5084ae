import { startStore } from './start-store.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element in index.html');

startStore(root);
