/**
 * Images shipped with the storefront (`web-store/public/static/`) that any page may use as a decoration
 * (`GET /list/static-image`): small hand-written SVGs with nothing loaded from elsewhere.
 */
export const staticImages: ReadonlyArray<{ name: string; url: string }> = [
  { name: 'Vine leaf', url: '/static/vine-leaf.svg' },
  { name: 'Grape cluster', url: '/static/grape-cluster.svg' },
  { name: 'Wine glass', url: '/static/wine-glass.svg' },
  { name: 'Divider', url: '/static/divider.svg' },
];
