import type { BottleRule, BottleRuleLine } from './carrier-types.ts';

/**
 * Bottle equivalents of a parcel for BOTTLE tranches (docs/shipping.md "Rules"): bottles are
 * counted per rule (the first of the carrier's rules whose from–to range holds their capacity);
 * `n` bottles of a rule count as its line with `nbBottle = n` when there is one, else greedily the
 * largest lines first, the rest one for one. A bottle no rule covers counts 1, a magnum too.
 */

export function ruleIndexFor(capacityCl: number, rules: readonly BottleRule[]): number {
  return rules.findIndex((rule) => rule.from <= capacityCl && capacityCl <= rule.to);
}

export function representedBottles(count: number, lines: readonly BottleRuleLine[]): number {
  if (count <= 0) return 0;
  const exact = lines.find((line) => line.nbBottle === count);
  if (exact !== undefined) return exact.represent;
  let left = count;
  let represented = 0;
  for (const line of [...lines].sort((a, b) => b.nbBottle - a.nbBottle)) {
    if (line.nbBottle <= 0) continue;
    const times = Math.floor(left / line.nbBottle);
    represented += times * line.represent;
    left -= times * line.nbBottle;
  }
  return represented + left;
}

/** Equivalents of a parcel holding `count` bottles of each capacity. */
export function bottleEquivalents(
  bottles: readonly { capacityCl: number; count: number }[],
  rules: readonly BottleRule[],
): number {
  const perRule = rules.map(() => 0);
  let uncovered = 0;
  for (const { capacityCl, count } of bottles) {
    const rule = ruleIndexFor(capacityCl, rules);
    if (rule < 0) uncovered += count;
    else perRule[rule] = perRule[rule]! + count;
  }
  // Represent values may be decimals (a half bottle as 0.5): keep the sum free of binary noise.
  const total = perRule.reduce((sum, count, rule) => sum + representedBottles(count, rules[rule]!.lines), uncovered);
  return Math.round(total * 1000) / 1000;
}
