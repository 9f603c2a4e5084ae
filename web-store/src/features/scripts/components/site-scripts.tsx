import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { scriptsQuery } from '../api/script-queries.ts';
import { injectScript } from './inject-script.ts';

/**
 * The site's valid scripts, added to the page after the first paint (layout/after-first-paint.tsx), each once. The
 * server answers only valid ones; the storefront's CSP allows their origins (docs/decisions.md "Scripts to load").
 */
export function SiteScripts() {
  const scripts = useQuery(scriptsQuery(useStoreApi()));
  useEffect(() => {
    for (const script of scripts.data?.scriptsToLoad ?? []) injectScript(script);
  }, [scripts.data]);
  return null;
}
