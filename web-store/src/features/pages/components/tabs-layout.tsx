import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PageContent, PageLayout } from '@cellar/shared/pages/page-document';
import { useT } from '../../../lib/i18n/translate.ts';
import type { StyleVars } from '../page-style.ts';
import { ContentView } from './content-view.tsx';

const moves: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowDown: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  ArrowUp: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * FIVE_TABS (tabs beside the panel on a computer, above it on a phone) and HORIZONTAL_FOUR_TABS (tabs above): the
 * WAI-ARIA tabs pattern. A tab is named by its block's title (a component's name, else "Tab n"); the arrow keys, Home
 * and End move between tabs and show the one reached; only the chosen tab is in the Tab order.
 */
export function TabsLayout({
  layout,
  contents,
  eager,
  style,
}: {
  layout: PageLayout;
  contents: PageContent[];
  eager: boolean;
  style: StyleVars;
}) {
  const t = useT();
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const vertical = layout.type === 'FIVE_TABS';
  const choose = (index: number) => {
    setSelected(index);
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    choose(move(selected, contents.length - 1));
  };
  const label = (content: PageContent, index: number) =>
    (content.type === 'ENTITY' ? content.title : content.name) || t('pages.tab', { number: index + 1 });

  return (
    <div
      className={`pg-box pg-layout pg-tabs${vertical ? ' pg-tabs-vertical' : ''}`}
      style={style}
      data-testid="layout"
      data-layout-type={layout.type}
    >
      <div role="tablist" aria-orientation={vertical ? 'vertical' : 'horizontal'} onKeyDown={onKeyDown}>
        {contents.map((content, index) => (
          <button
            key={index}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {label(content, index)}
          </button>
        ))}
      </div>
      {contents.map((content, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
        >
          <ContentView content={content} eager={eager && index === 0} showTitle={false} />
        </div>
      ))}
    </div>
  );
}
