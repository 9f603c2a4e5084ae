/**
 * The react-query keys of one resource, every one under `[resource]`: invalidating `all` after a
 * mutation reaches its lists (`list(query)`, which the list kit builds as `[...all, 'list', query]`),
 * its records (`one(id)`) and whatever else the screens read of it (`part('products')`,
 * `part('states', id)`). Two features reading the same data name the same resource, so that one's
 * mutation refreshes the other's screen.
 */
export function queryKeys<const R extends string>(resource: R) {
  return {
    all: [resource] as const,
    lists: [resource, 'list'] as const,
    list: <const Q>(query: Q) => [resource, 'list', query] as const,
    one: <const I>(id: I) => [resource, 'one', id] as const,
    part: <const P extends readonly unknown[]>(...parts: P) => [resource, ...parts] as const,
  };
}
