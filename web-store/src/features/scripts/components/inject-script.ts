import type { PublicScript } from '@cellar/shared/content/script-to-load';

/** Marks the scripts we added, so that none is added twice (a script cannot be taken back once it ran). */
export const scriptMark = 'data-cellar-script';

/**
 * Adds one script to the document's head with its attributes (spec 1 §3 "Script to load"). A script added by code
 * runs async unless told otherwise: `async` is set either way, so that an unticked one keeps the order of the list.
 */
export function injectScript(script: PublicScript, document: Document = window.document): HTMLScriptElement | null {
  if (document.head.querySelector(`script[${scriptMark}="${script.id}"]`)) return null;
  const element = document.createElement('script');
  element.setAttribute(scriptMark, String(script.id));
  element.async = script.async;
  if (script.defer) element.setAttribute('defer', '');
  if (script.nomodule) element.setAttribute('nomodule', '');
  // As attributes: every browser reads them so, before `src` starts the fetch.
  if (script.crossorigin) element.setAttribute('crossorigin', script.crossorigin);
  if (script.referrerpolicy) element.setAttribute('referrerpolicy', script.referrerpolicy);
  if (script.integrity) element.setAttribute('integrity', script.integrity);
  element.setAttribute('fetchpriority', script.fetchpriority);
  element.src = script.src;
  document.head.appendChild(element);
  return element;
}
