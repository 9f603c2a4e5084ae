import { createContext, useContext } from 'react';
import type { DocumentHead } from '../head/document-head.ts';

/**
 * What the prerender learns from the screen while drawing it, since effects never run on a server: its head, and
 * whether the address names nothing (the document is then a 404). Absent in the browser.
 */
export interface RenderReport {
  head(head: DocumentHead): void;
  notFound(): void;
}

export const RenderReportContext = createContext<RenderReport | null>(null);

/** Said by the screens of an address that names nothing ("page not found", "shop not found"). */
export function useReportNotFound(): void {
  useContext(RenderReportContext)?.notFound();
}
