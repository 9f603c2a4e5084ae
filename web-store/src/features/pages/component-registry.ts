import { createContext, type ComponentType } from 'react';
import type { ComponentConfig, ComponentSlug } from '@cellar/shared/pages/components';

/**
 * A component's renderer: its configuration as the block holds it. Saved pages carry the configuration the server
 * checked, defaults filled in; a preview's draft may not, so a renderer reads each value with its default.
 */
export type ComponentRenderer<S extends ComponentSlug> = ComponentType<{ config: Partial<ComponentConfig<S>> }>;

/**
 * The renderers of the components a page may hold (shared/src/pages/components.ts), by slug. Each lives in the
 * feature that owns its data (the products' list in features/products…) and is its own lazy chunk: app.tsx builds
 * this map and provides it, so this feature imports no other.
 */
export type ComponentRegistry = { [S in ComponentSlug]?: ComponentRenderer<S> };

export const ComponentRegistryContext = createContext<ComponentRegistry>({});
