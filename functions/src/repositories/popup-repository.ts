import type { PopupView } from '@cellar/shared/content/popup';
import { entityTypes, keys } from '../data/keys.ts';
import { siteItems } from './site-items.ts';

/**
 * A popup as stored (issue 17; docs/data-model.md): its view's fields, the content already sanitised, and its image
 * as the media object's key with its alt text.
 */
export type PopupRecord = Omit<PopupView, 'image'> & { image: { key: string; alt: string } | null };

/** The only code that reads and writes a site's popups. */
export const popupRepository = siteItems<PopupRecord>({
  key: keys.popup,
  partition: keys.popupPartition,
  skPrefix: 'POPUP#',
  type: entityTypes.popup,
  counter: 'POPUP',
});
