import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The client servers screen's labels in English; the same keys as `fr_FR.ts`. */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Client servers',
  intro: 'The servers the clients’ sites run on: their IP, their seats and their monitoring address.',
  add: 'Add a server',
  addTitle: 'New server',
  editTitle: 'Edit the server',
  ip: 'IP',
  seats: 'Seats',
  monitoringUrl: 'Monitoring address',
  monitoringHint: 'Optional: https://…',
  open: 'Open',
  created: 'Server added',
  updated: 'Server updated',
};
