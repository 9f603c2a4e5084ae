import { useContext } from 'react';
import type { PageContent } from '@cellar/shared/pages/page-document';
import { ComponentRegistryContext } from '../component-registry.ts';
import { contentVars } from '../device-style.ts';
import { parseDeclarations } from '../page-style.ts';
import { ComponentBlock, rendererOf, useUnknownWarning } from './component-block.tsx';
import { EntityContentView } from './entity-content.tsx';

/**
 * A block of a layout (`data-testid="content"`, `data-content-type` ENTITY or COMPONENT, `data-component` its slug):
 * its per-device values as custom properties (device-style.ts), its block CSS inline, in the theme's card
 * (`inCard`) and/or kept to the shop's width (`inContainer`). A component this storefront does not know shows
 * nothing (an empty cell; a console warning says which).
 */
export function ContentView({
  content,
  eager,
  showTitle,
}: {
  content: PageContent;
  eager: boolean;
  showTitle?: boolean;
}) {
  const registry = useContext(ComponentRegistryContext);
  const slug = content.type === 'COMPONENT' ? content.slug : undefined;
  const known = content.type === 'ENTITY' || rendererOf(registry, slug) !== undefined;
  useUnknownWarning(slug, known);
  // An empty cell keeps the layout's places (ONE_AND_TWO's first row…) where they are.
  if (!known) return <div />;

  const vars = contentVars(content.parameters);
  const classes = ['pg-box', 'pg-content'];
  if (content.inCard) classes.push('pg-card');
  if (vars['--cols'] || vars['--cols-m']) classes.push('pg-cols');
  if (vars['--rad'] || vars['--rad-m']) classes.push('pg-clip');
  const body =
    content.type === 'ENTITY' ? (
      <EntityContentView content={content} eager={eager} showTitle={showTitle} />
    ) : (
      <ComponentBlock content={content} />
    );
  return (
    <div
      className={classes.join(' ')}
      style={{ ...vars, ...parseDeclarations(content.parameters?.computer.blockCss) }}
      data-testid="content"
      data-content-type={content.type}
      data-component={slug}
    >
      {content.inContainer ? <div className="pg-container">{body}</div> : body}
    </div>
  );
}
