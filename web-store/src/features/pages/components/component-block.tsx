import { Component, Suspense, useContext, useEffect, type ReactNode } from 'react';
import type { ComponentContent } from '@cellar/shared/pages/page-document';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ComponentRegistryContext, type ComponentRegistry } from '../component-registry.ts';

/**
 * The renderer of a slug, or undefined for a slug this storefront does not know. Typed as any one renderer: the slug
 * chose it, and a renderer reads its configuration value by value with its defaults.
 */
export function rendererOf(registry: ComponentRegistry, slug: string | undefined) {
  return slug !== undefined && Object.hasOwn(registry, slug)
    ? (registry[slug as keyof ComponentRegistry] as ComponentRegistry['product-list'])
    : undefined;
}

/** A renderer that fails (its chunk did not load) takes its block away, not the page. */
class BlockBoundary extends Component<{ slug: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`The page component "${this.props.slug}" could not be shown`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Says once, for the developers, that a page holds a component this storefront cannot draw. */
export function useUnknownWarning(slug: string | undefined, known: boolean): void {
  useEffect(() => {
    if (!known) console.warn(`A page holds the component "${slug ?? '(no slug)'}", which this storefront cannot show`);
  }, [slug, known]);
}

/** A COMPONENT block: its renderer (a lazy chunk) with its configuration; a new configuration draws it anew. */
export function ComponentBlock({ content }: { content: ComponentContent }) {
  const Renderer = rendererOf(useContext(ComponentRegistryContext), content.slug);
  if (!Renderer) return null;
  const config = content.componentConf ?? {};
  return (
    <BlockBoundary slug={content.slug ?? ''}>
      <Suspense fallback={<PageLoader />}>
        <Renderer key={JSON.stringify(config)} config={config} />
      </Suspense>
    </BlockBoundary>
  );
}
