import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basicParcelPricer, type BasicParcelQuote } from './basic-parcel-price.ts';
import type { BottleRule, Tranche, TrancheUnit } from './carrier-types.ts';
import { cheapestPacking } from './packing.ts';
import type { PackingGroup, PriceParcel, ShippingBox } from './packing-types.ts';

/**
 * The packing is the cheapest there is: on random carts (up to 48 bottles of half, standard and
 * magnum sizes and several weights, sometimes with weight items), random box sets and random grids
 * (BOTTLE or KG, PACKAGE or UNIT prices, gaps between tranches so some parcels are not allowed), its
 * total equals an exhaustive search written here independently of the production code: a
 * uniform-cost (Dijkstra) search over "what is packed so far", which tries every box and every way
 * to fill it at every step, in every order.
 */

interface Scenario {
  groups: PackingGroup[];
  boxes: ShippingBox[];
  unit: TrancheUnit;
  tranches: Tranche[];
  rules: BottleRule[];
}

describe('the cheapest packing', () => {
  it('costs what an exhaustive search finds, packs every item once and respects every box', () => {
    fc.assert(
      fc.property(scenario(3_000), (s) => checkAgainstExhaustiveSearch(s)),
      // About 85 % of the carts have a packing, the others none or an item fitting no box.
      { numRuns: 1_300 },
    );
  });

  it('holds on the largest carts: 48 bottles in three or four groups', () => {
    fc.assert(
      fc.property(scenario(30_000, 48), (s) => checkAgainstExhaustiveSearch(s)),
      { numRuns: 10 },
    );
  });
});

function checkAgainstExhaustiveSearch(s: Scenario): void {
  const price = basicParcelPricer(s.groups, s.unit, s.rules, s.tranches);
  const result = cheapestPacking(s.groups, s.boxes, price);
  const unfit = s.groups.flatMap((group, g) =>
    group.count > 0 && !s.boxes.some((box) => holds(box, group, 1)) ? [g] : [],
  );
  if (unfit.length > 0) {
    expect(result).toEqual({ status: 'notFitting', groups: unfit });
    return;
  }
  const best = exhaustiveCheapest(s.groups, s.boxes, price);
  if (best === Infinity) {
    expect(result.status).toBe('noPackaging');
    return;
  }
  if (result.status !== 'packed') throw new Error(`Expected a packing of ${best} cents, got ${result.status}`);
  expect(result.exact).toBe(true);
  expect(Math.round(result.total * 100)).toBe(best);

  const packed = s.groups.map(() => 0);
  let sum = 0;
  for (const parcel of result.parcels) {
    parcel.counts.forEach((n, g) => (packed[g] = packed[g]! + n));
    expect(parcel.counts.some((n) => n > 0)).toBe(true);
    // Within the box's limits: slots and slot size, or kg; bottles and weight items never mixed.
    const bottles = parcel.counts.reduce((total, n, g) => total + (s.groups[g]!.kind === 'BOTTLE' ? n : 0), 0);
    const others = parcel.counts.reduce((total, n, g) => total + (s.groups[g]!.kind === 'WEIGHT' ? n : 0), 0);
    const contentsKg = parcel.counts.reduce((total, n, g) => total + n * s.groups[g]!.weightKg, 0);
    const box = parcel.box;
    if (box.mainType === 'BOTTLE') {
      expect(others).toBe(0);
      expect(bottles).toBeLessThanOrEqual(box.bottleBoxCapacity);
      parcel.counts.forEach((n, g) => {
        const group = s.groups[g]!;
        if (n > 0 && group.kind === 'BOTTLE') expect(group.capacityCl).toBeLessThanOrEqual(box.bottleCapacity);
      });
    } else {
      expect(bottles).toBe(0);
      expect(contentsKg).toBeLessThanOrEqual(box.weightBoxCapacity + 1e-9);
    }
    expect(parcel.grossWeightKg).toBeCloseTo(contentsKg + parcel.box.boxWeight, 6);
    // Its price is the grid's for that parcel.
    expect(parcel.quote).toEqual(
      price({ box: parcel.box, counts: parcel.counts, grossWeightKg: parcel.grossWeightKg }),
    );
    sum += Math.round(parcel.quote.price * 100);
  }
  expect(packed).toEqual(s.groups.map((group) => group.count));
  expect(sum).toBe(best);
}

// ——— The exhaustive search (independent of the production code) ———

function holds(box: ShippingBox, group: PackingGroup, n: number): boolean {
  if (box.mainType === 'BOTTLE')
    return group.kind === 'BOTTLE' && group.capacityCl <= box.bottleCapacity && n <= box.bottleBoxCapacity;
  return group.kind === 'WEIGHT' && n * group.weightKg <= box.weightBoxCapacity + 1e-9;
}

/** Every non-empty contents of `box` taken from `left`, checked item by item against the box. */
function contentsOf(box: ShippingBox, groups: readonly PackingGroup[], left: readonly number[]): number[][] {
  const all: number[][] = [];
  const take = (g: number, counts: number[]) => {
    if (g === groups.length) {
      if (counts.some((n) => n > 0)) all.push(counts);
      return;
    }
    for (let n = 0; n <= left[g]!; n++) {
      const next = [...counts, n];
      if (n > 0 && !holds(box, groups[g]!, n)) break;
      const slots = next.reduce((total, k, h) => total + (groups[h]!.kind === 'BOTTLE' ? k : 0), 0);
      const kg = next.reduce((total, k, h) => total + k * groups[h]!.weightKg, 0);
      const mixed = next.some((k, h) => k > 0 && (groups[h]!.kind === 'BOTTLE') !== (box.mainType === 'BOTTLE'));
      if (mixed) break;
      if (box.mainType === 'BOTTLE' && slots > box.bottleBoxCapacity) break;
      if (box.mainType === 'WEIGHT' && kg > box.weightBoxCapacity + 1e-9) break;
      take(g + 1, next);
    }
  };
  take(0, []);
  return all;
}

/**
 * Dijkstra from "nothing packed" to "everything packed"; an edge is one parcel (any box, any
 * contents that fits in what is left). States are numbered in mixed radix over the counts; each
 * (box, contents) is listed and priced once, then tried at every state.
 */
function exhaustiveCheapest(
  groups: readonly PackingGroup[],
  boxes: readonly ShippingBox[],
  price: PriceParcel<BasicParcelQuote>,
): number {
  const target = groups.map((group) => group.count);
  const radix: number[] = [];
  let states = 1;
  for (const n of target) {
    radix.push(states);
    states *= n + 1;
  }
  const edges: { counts: number[]; step: number; cents: number }[] = [];
  for (const box of boxes) {
    for (const counts of contentsOf(box, groups, target)) {
      const contentsKg = counts.reduce((total, n, g) => total + n * groups[g]!.weightKg, 0);
      const quote = price({ box, counts, grossWeightKg: Math.round((contentsKg + box.boxWeight) * 1000) / 1000 });
      if (quote !== null)
        edges.push({
          counts,
          step: counts.reduce((sum, n, g) => sum + n * radix[g]!, 0),
          cents: Math.round(quote.price * 100),
        });
    }
  }
  const distance = new Float64Array(states).fill(Infinity);
  distance[0] = 0;
  const queue = new MinQueue<number>();
  queue.push(0, 0);
  const packed = target.map(() => 0);
  while (queue.size > 0) {
    const [cents, state] = queue.pop();
    if (cents > distance[state]!) continue;
    if (state === states - 1) return cents;
    target.forEach((_, g) => (packed[g] = Math.floor(state / radix[g]!) % (target[g]! + 1)));
    for (const edge of edges) {
      if (edge.counts.some((n, g) => packed[g]! + n > target[g]!)) continue;
      const next = state + edge.step;
      if (cents + edge.cents < distance[next]!) {
        distance[next] = cents + edge.cents;
        queue.push(cents + edge.cents, next);
      }
    }
  }
  return Infinity;
}

/** A binary heap on a number. */
class MinQueue<T> {
  private readonly heap: [number, T][] = [];
  get size(): number {
    return this.heap.length;
  }
  push(priority: number, value: T): void {
    const heap = this.heap;
    heap.push([priority, value]);
    for (let i = heap.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (heap[parent]![0] <= heap[i]![0]) break;
      [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
      i = parent;
    }
  }
  pop(): [number, T] {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let smallest = i;
        if (l < heap.length && heap[l]![0] < heap[smallest]![0]) smallest = l;
        if (r < heap.length && heap[r]![0] < heap[smallest]![0]) smallest = r;
        if (smallest === i) break;
        [heap[smallest], heap[i]] = [heap[i]!, heap[smallest]!];
        i = smallest;
      }
    }
    return top;
  }
}

// ——— Random scenarios ———

const bottleKinds = [
  { capacityCl: 37.5, weightKg: 0.8 },
  { capacityCl: 37.5, weightKg: 0.9 },
  { capacityCl: 75, weightKg: 1.2 },
  { capacityCl: 75, weightKg: 1.3 },
  { capacityCl: 75, weightKg: 1.6 },
  { capacityCl: 150, weightKg: 2.6 },
  { capacityCl: 150, weightKg: 3.1 },
];

/**
 * Carts whose exhaustive search stays affordable: at most `maxStates` "what is packed" vectors
 * (Π (count + 1)); `minBottles` forces the largest carts.
 */
function scenario(maxStates: number, minBottles = 1): fc.Arbitrary<Scenario> {
  const bottleGroups = fc
    .uniqueArray(fc.integer({ min: 0, max: bottleKinds.length - 1 }), {
      minLength: minBottles > 1 ? 3 : 1,
      maxLength: 4,
    })
    .chain((kinds) =>
      fc
        .tuple(
          fc.integer({ min: Math.max(minBottles, kinds.length), max: 48 }),
          fc.array(fc.integer({ min: 1, max: 10 }), { minLength: kinds.length, maxLength: kinds.length }),
        )
        .map(([total, weights]) => {
          const counts = split(total, weights);
          // Keep the exhaustive search affordable: trim the largest group until few enough states.
          while (counts.reduce((product, n) => product * (n + 1), 1) > maxStates) {
            const largest = counts.indexOf(Math.max(...counts));
            counts[largest] = counts[largest]! - 1;
          }
          return kinds.map((kind, i): PackingGroup => ({ kind: 'BOTTLE', ...bottleKinds[kind]!, count: counts[i]! }));
        }),
    );
  // Weight items (accessories) in one cart out of five.
  const weightGroup = fc.record({
    kind: fc.constant('WEIGHT' as const),
    weightKg: fc.constantFrom(0.2, 0.5, 1.5, 4),
    count: fc.integer({ min: 1, max: 3 }),
  });
  const weightGroups =
    minBottles > 1
      ? fc.constant([])
      : fc.oneof(
          { weight: 4, arbitrary: fc.constant([]) },
          { weight: 1, arbitrary: fc.array(weightGroup, { minLength: 1, maxLength: 2 }) },
        );
  const bottleBox = fc.record({
    mainType: fc.constant('BOTTLE' as const),
    bottleBoxCapacity: fc.constantFrom(1, 2, 3, 4, 6, 12),
    bottleCapacity: fc.constantFrom(75, 75, 150, 50),
    boxWeight: fc.integer({ min: 1, max: 15 }).map((tenths) => tenths / 10),
  });
  const weightBox = fc.record({
    mainType: fc.constant('WEIGHT' as const),
    weightBoxCapacity: fc.constantFrom(1, 2, 5, 10),
    boxWeight: fc.integer({ min: 1, max: 5 }).map((tenths) => tenths / 10),
  });
  // Mostly a box every bottle fits (150 cl slots) and one for the heaviest weight item, so that
  // most carts can be packed; sometimes not, so that "not fitting" is exercised too.
  const anchors = fc.record({
    bottles: fc.option(
      fc.record({
        mainType: fc.constant('BOTTLE' as const),
        bottleBoxCapacity: fc.constantFrom(1, 3, 6),
        bottleCapacity: fc.constant(150),
        boxWeight: fc.constant(0.8),
      }),
      { freq: 10 },
    ),
    weights: fc.option(
      fc.record({
        mainType: fc.constant('WEIGHT' as const),
        weightBoxCapacity: fc.constantFrom(5, 10),
        boxWeight: fc.constant(0.3),
      }),
      { freq: 10 },
    ),
  });
  const boxes = fc
    .tuple(fc.array(bottleBox, { minLength: 1, maxLength: 5 }), fc.array(weightBox, { maxLength: 2 }), anchors)
    .map(([bottles, weights, anchor]) =>
      [
        ...bottles,
        ...weights,
        ...(anchor.bottles ? [anchor.bottles] : []),
        ...(anchor.weights ? [anchor.weights] : []),
      ].map((box, i): ShippingBox => ({ ...box, id: i + 1, width: 20, height: 30, depth: 20 })),
    );
  const unit = fc.constantFrom<TrancheUnit>('BOTTLE', 'KG');
  const rules = fc.subarray<BottleRule>([
    {
      name: 'Magnum',
      from: 150,
      to: 150,
      lines: [
        { nbBottle: 1, represent: 2 },
        { nbBottle: 3, represent: 5 },
      ],
    },
    { name: 'Half', from: 30, to: 50, lines: [{ nbBottle: 2, represent: 1 }] },
  ]);
  return fc
    .record({ bottleGroups, weightGroups, boxes, unit, rules })
    .chain(({ bottleGroups: b, weightGroups: w, boxes: x, unit: u, rules: r }) =>
      grid(u).map((tranches): Scenario => ({ groups: [...b, ...w], boxes: x, unit: u, tranches, rules: r })),
    );
}

/** `total` split in proportion to `weights`, each part at least 1. */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.max(1, Math.floor((w / sum) * total)));
  for (let i = 0; counts.reduce((a, b) => a + b, 0) < total; i = (i + 1) % counts.length) counts[i] = counts[i]! + 1;
  return counts;
}

/**
 * One to five tranches from 0, 1 or 2 upwards, widths 0–5 (bottles) or 0–8 kg, often with gaps
 * (parcels there are not allowed); mostly a last wide tranche so that most carts have a packing.
 */
function grid(unit: TrancheUnit): fc.Arbitrary<Tranche[]> {
  const tranche = fc.record({
    width: fc.integer({ min: 0, max: unit === 'KG' ? 8 : 5 }),
    gap: fc.constantFrom(0, 0, 1, 2),
    priceType: fc.constantFrom<'PACKAGE' | 'UNIT'>('PACKAGE', 'PACKAGE', 'UNIT'),
    cents: fc.integer({ min: 0, max: 4_000 }),
  });
  const priceOf = (priceType: 'PACKAGE' | 'UNIT', cents: number) =>
    (priceType === 'UNIT' ? Math.round(cents / 10) : cents) / 100;
  return fc
    .tuple(
      fc.integer({ min: 0, max: 2 }),
      fc.array(tranche, { minLength: 1, maxLength: 5 }),
      fc.option(tranche, { freq: 4 }),
    )
    .map(([start, parts, last]) => {
      let min = start;
      const tranches = parts.map(({ width, gap, priceType, cents }) => {
        const max = min + width;
        const priced: Tranche = { min, max, priceType, price: priceOf(priceType, cents) };
        min = max + (unit === 'KG' ? gap : Math.max(gap, 1));
        return priced;
      });
      if (last !== null)
        tranches.push({ min, max: 1_000, priceType: last.priceType, price: priceOf(last.priceType, last.cents) });
      return tranches;
    });
}
