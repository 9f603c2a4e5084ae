import type { ScriptView } from '@cellar/shared/content/script-to-load';
import { entityTypes, keys } from '../data/keys.ts';
import { siteItems } from './site-items.ts';

/** A script to load as stored (issue 17; docs/data-model.md): its view's fields. */
export type ScriptRecord = ScriptView;

/** The only code that reads and writes a site's scripts to load. */
export const scriptToLoadRepository = siteItems<ScriptRecord>({
  key: keys.scriptToLoad,
  partition: keys.scriptToLoadPartition,
  skPrefix: 'SCRIPT#',
  type: entityTypes.scriptToLoad,
  counter: 'SCRIPT_TO_LOAD',
});
