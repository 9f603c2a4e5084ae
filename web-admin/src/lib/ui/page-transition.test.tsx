import { describe, expect, it } from 'vitest';
import { pathDepth, transitionKind } from './page-transition.tsx';

describe('page transitions (spec 1 §2)', () => {
  it('measures the depth without the language prefix', () => {
    expect(pathDepth('/')).toBe(0);
    expect(pathDepth('/en_US')).toBe(0);
    expect(pathDepth('/user')).toBe(1);
    expect(pathDepth('/en_US/user/update/3')).toBe(3);
  });

  it('slides left going deeper, right going back up, fades at the same depth', () => {
    expect(transitionKind('/user', '/user/add')).toBe('slide-left');
    expect(transitionKind('/user/update/3', '/user')).toBe('slide-right');
    expect(transitionKind('/user', '/style')).toBe('fade');
    expect(transitionKind('/en_US/user', '/en_US/user/add')).toBe('slide-left');
  });
});
