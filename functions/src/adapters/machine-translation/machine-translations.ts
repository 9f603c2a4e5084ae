import { env } from '../../lib/env.ts';
import { deeplMachineTranslation } from './deepl-machine-translation.ts';
import { localMachineTranslation } from './local-machine-translation.ts';
import { MtKeyRefused, type MachineTranslation } from './machine-translation.ts';

/**
 * The stage's machine translation: `local` (the default: `npm start`, the tests; it says it is local), or `deepl`
 * with `DEEPL_API_KEY` (a free key, ending `:fx`, goes to DeepL's free host). A new instance per run: its glossaries
 * are the run's.
 */
export function machineTranslation(): MachineTranslation {
  const e = env();
  if (e.MT_ADAPTER === 'local') return localMachineTranslation();
  if (!e.DEEPL_API_KEY) throw new MtKeyRefused('MT_ADAPTER=deepl needs DEEPL_API_KEY');
  return deeplMachineTranslation({ apiKey: e.DEEPL_API_KEY, baseUrl: e.DEEPL_URL, timeoutMs: e.MT_TIMEOUT_MS });
}
