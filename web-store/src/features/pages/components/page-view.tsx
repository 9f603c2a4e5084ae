import type { CSSProperties } from 'react';
import type { Background, PageLayout } from '@cellar/shared/pages/page-document';
import { backgroundValues, parseDeclarations } from '../page-style.ts';
import { inOrder, LayoutView } from './layout-view.tsx';
import '../pages.css';

/** What a page shows: a saved page (`GET /page/{slug or id}`) or the editor's draft in the preview. */
export interface ShownPage {
  title: string;
  css: string;
  background: Background;
  layouts: PageLayout[];
  useAbsoluteMenu?: boolean;
}

function pageStyle(page: ShownPage): CSSProperties {
  const background = backgroundValues(page.background);
  return {
    ...(background && { backgroundColor: background.color, backgroundImage: background.image }),
    ...parseDeclarations(page.css),
  };
}

/**
 * A page (`data-testid="page"`): its title as the screen's h1, its background and CSS inline, its layouts in order.
 * With `useAbsoluteMenu` the shop's header lies over the first layout (pages.css) and the title is kept for screen
 * readers only, the first layout being what shows under the header.
 */
export function PageView({ page }: { page: ShownPage }) {
  return (
    <article
      className="cms-page"
      style={pageStyle(page)}
      data-testid="page"
      data-absolute-menu={page.useAbsoluteMenu ? '' : undefined}
    >
      <h1 className={page.useAbsoluteMenu ? 'visually-hidden' : 'cms-page-title'}>{page.title}</h1>
      {inOrder(page.layouts).map((layout, index) => (
        <LayoutView key={layout.id ?? layout.key ?? index} layout={layout} first={index === 0} />
      ))}
    </article>
  );
}
