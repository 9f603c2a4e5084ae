import { vi } from 'vitest';

/**
 * jsdom lays nothing out, and @dnd-kit's keyboard sensor moves an item by the boxes around it: each element matching
 * `selector` (and everything inside it) gets a box `height` px tall and 600 px wide, stacked by its place among its
 * siblings; anything else, an empty box. `vi.restoreAllMocks()` takes it back.
 */
export function stackBoxes(selector: string, height: number) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest(selector);
    const index = item?.parentElement ? Array.from(item.parentElement.children).indexOf(item) : 0;
    const top = item ? index * height : 0;
    const boxHeight = item ? height : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height: boxHeight,
      bottom: top + boxHeight,
      right: 600,
      toJSON: () => ({}),
    } as DOMRect;
  });
}
