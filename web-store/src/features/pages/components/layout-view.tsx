import type { PageLayout } from '@cellar/shared/pages/page-document';
import { layoutVars } from '../device-style.ts';
import { ContentView } from './content-view.tsx';
import { TabsLayout } from './tabs-layout.tsx';

/** Contents in their order (a saved page's order is its index; a draft's may be missing). */
export const inOrder = <T extends { order?: number }>(items: readonly T[]): T[] =>
  items
    .map((item, index) => ({ item, at: item.order ?? index }))
    .sort((a, b) => a.at - b.at)
    .map(({ item }) => item);

/**
 * A layout (`data-testid="layout"`, `data-layout-type`): a CSS grid of its type (pages.css: equal columns, SQUARE
 * 2×2, ONE_AND_TWO one full row then two, TWO_AND_ONE two then one; one column at 768 px and below), or tabs.
 * `first`: the page's first layout, whose pictures load at once.
 */
export function LayoutView({ layout, first }: { layout: PageLayout; first: boolean }) {
  const contents = inOrder(layout.contents);
  const style = layoutVars(layout.parameters);
  if (layout.type === 'FIVE_TABS' || layout.type === 'HORIZONTAL_FOUR_TABS')
    return <TabsLayout layout={layout} contents={contents} eager={first} style={style} />;
  return (
    <div className="pg-box pg-layout" style={style} data-testid="layout" data-layout-type={layout.type}>
      {contents.map((content, index) => (
        <ContentView key={content.id ?? content.key ?? index} content={content} eager={first} />
      ))}
    </div>
  );
}
