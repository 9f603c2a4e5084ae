import { describe, expect, it } from 'vitest';
import { draftLayoutSchema, normaliseLayouts, type DraftLayout } from './normalise-page.ts';
import { layoutSchema } from './page-document.ts';

const empty = { padding: {}, margin: {}, background: {} };
const draft = (layout: unknown): DraftLayout => draftLayoutSchema.parse(layout);

describe('the pre-save normalisation (spec 1 §5)', () => {
  it('sets missing margin, padding and background to empty, per device, on layouts and contents', () => {
    const [layout] = normaliseLayouts([
      draft({
        type: 'ONE_COLUMN',
        parameters: { computer: { padding: { top: 10 } }, mobile: null },
        contents: [{ type: 'ENTITY', parameters: { mobile: { margin: null, background: { type: 'COLOR' } } } }],
      }),
    ]);
    expect(layout!.parameters).toEqual({ computer: { ...empty, padding: { top: 10 } }, mobile: empty });
    expect(layout!.contents[0]!.parameters).toEqual({
      computer: empty,
      mobile: { ...empty, background: { type: 'COLOR' } },
    });
  });

  it('drops null sides of a spacing', () => {
    const [layout] = normaliseLayouts([
      draft({
        type: 'ONE_COLUMN',
        parameters: { computer: { padding: { top: 4, left: undefined } } },
        contents: [{ type: 'ENTITY' }],
      }),
    ]);
    expect(layout!.parameters!.computer.padding).toEqual({ top: 4 });
  });

  it('sets layout and content order to their index, whatever the editor sent', () => {
    const layouts = normaliseLayouts([
      draft({ type: 'ONE_COLUMN', order: 7, contents: [{ type: 'ENTITY', order: 3 }] }),
      draft({
        type: 'TWO_COLUMN',
        order: 2,
        contents: [
          { type: 'ENTITY', order: 9 },
          { type: 'ENTITY', order: -1 },
        ],
      }),
    ]);
    expect(layouts.map((l) => l.order)).toEqual([0, 1]);
    expect(layouts[1]!.contents.map((c) => c.order)).toEqual([0, 1]);
  });

  it('flattens the block settings the editor keeps grouped', () => {
    const [layout] = normaliseLayouts([
      draft({
        type: 'ONE_COLUMN',
        contents: [
          {
            type: 'ENTITY',
            parameters: {
              computer: {
                block: { blockWidth: '50%', blockHorizontalAlign: 'CENTER', blockCss: 'color: red', nbColumn: 2 },
              },
            },
          },
        ],
      }),
    ]);
    const computer = layout!.contents[0]!.parameters!.computer;
    expect(computer).toEqual({
      ...empty,
      blockWidth: '50%',
      blockHorizontalAlign: 'CENTER',
      blockCss: 'color: red',
      nbColumn: 2,
    });
    expect(computer).not.toHaveProperty('block');
  });

  it('removes a null effect, rounded and transition timing', () => {
    const [layout] = normaliseLayouts([
      draft({
        type: 'ONE_COLUMN',
        contents: [
          {
            type: 'ENTITY',
            parameters: {
              computer: { effect: null, rounded: null, transition: { duration: 300, timing: null } },
              mobile: { effect: 'FADE_IN', rounded: false, transition: { duration: null, timing: null } },
            },
          },
        ],
      }),
    ]);
    const { computer, mobile } = layout!.contents[0]!.parameters!;
    expect(computer).toEqual({ ...empty, transition: { duration: 300 } });
    expect(mobile).toEqual({ ...empty, effect: 'FADE_IN', rounded: false });
  });

  it('removes a radius when any corner is null, and keeps it when all four are set', () => {
    const [layout] = normaliseLayouts([
      draft({
        type: 'TWO_COLUMN',
        contents: [
          {
            type: 'ENTITY',
            parameters: { computer: { radius: { topLeft: 4, topRight: null, bottomRight: 4, bottomLeft: 4 } } },
          },
          {
            type: 'ENTITY',
            parameters: { computer: { radius: { topLeft: 4, topRight: 0, bottomRight: 8, bottomLeft: 2 } } },
          },
        ],
      }),
    ]);
    expect(layout!.contents[0]!.parameters!.computer).not.toHaveProperty('radius');
    expect(layout!.contents[1]!.parameters!.computer.radius).toEqual({
      topLeft: 4,
      topRight: 0,
      bottomRight: 8,
      bottomLeft: 2,
    });
  });

  it('gives an ENTITY its empty image list and a COMPONENT its empty configuration, and drops nulls', () => {
    const [layout] = normaliseLayouts([
      draft({
        type: 'TWO_COLUMN',
        id: null,
        key: 'k1',
        tags: null,
        contents: [
          { type: 'ENTITY', id: null, title: null, content: '<p>x</p>' },
          { type: 'COMPONENT', idComponent: 3, componentConf: null, slug: null },
        ],
      }),
    ]);
    expect(layout).not.toHaveProperty('id');
    expect(layout!.key).toBe('k1');
    expect(layout!.tags).toEqual([]);
    expect(layout!.contents[0]).toEqual({
      type: 'ENTITY',
      order: 0,
      parameters: { computer: empty, mobile: empty },
      images: [],
      content: '<p>x</p>',
    });
    expect(layout!.contents[1]).toEqual({
      type: 'COMPONENT',
      order: 1,
      parameters: { computer: empty, mobile: empty },
      idComponent: 3,
      componentConf: {},
    });
  });

  it('answers a document the saved schema accepts', () => {
    const layouts = normaliseLayouts([
      draft({
        type: 'SQUARE',
        contents: [{ type: 'ENTITY' }, { type: 'ENTITY' }, { type: 'ENTITY' }, { type: 'COMPONENT', idComponent: 1 }],
      }),
    ]);
    expect(layoutSchema.safeParse(layouts[0]).success).toBe(true);
  });
});
