/**
 * Prices per item ("duals") for the reduced-cost pruning of the exact packing
 * (docs/shipping.md "Bounds"): numbers y, one per group, such that no parcel costs less than the sum
 * of its items' y. Then any packing of `left` costs at least y·left, and a parcel whose price
 * exceeds its items' y by more than (best known − y·left) cannot be part of a cheaper packing.
 *
 * Any such y is correct; the better y is (the closer y·left to the cheapest cost), the more parcels
 * are pruned. The best is the optimum of the linear relaxation "min Σ price·x, Σ x·contents = left,
 * x ≥ 0", which a small revised simplex (rows = groups, a handful) finds in a few pivots. Its result
 * is then shifted down until every parcel satisfies the inequality exactly as computed here, so
 * floating-point error can only weaken the pruning, never make it wrong.
 */

const EPSILON = 1e-9;

export interface DualFill {
  counts: readonly number[];
  items: number;
  cents: number;
}

/** Dual prices over `dims` (group indices), valid for every fill that fits. */
export function dualPrices(fills: readonly DualFill[], left: readonly number[], dims: readonly number[]): number[] {
  const columns = fills.map((fill) => dims.map((g) => fill.counts[g]!));
  const fromSimplex = simplexDuals(
    columns,
    fills.map((fill) => fill.cents),
    dims.map((g) => left[g]!),
  );
  const y = fromSimplex ?? shareDuals(fills, dims);
  // Shift down so that price − y·contents ≥ 0 for every fill, whatever the rounding above.
  let shift = 0;
  fills.forEach((fill, j) => {
    const slack = fill.cents - columns[j]!.reduce((sum, n, d) => sum + n * y[d]!, 0);
    if (slack < 0) shift = Math.max(shift, -slack / fill.items);
  });
  return y.map((value) => value - shift - EPSILON);
}

/** The simple bound: each item pays at least the cheapest price per item of a parcel holding it. */
function shareDuals(fills: readonly DualFill[], dims: readonly number[]): number[] {
  return dims.map((g) =>
    fills.reduce((least, fill) => (fill.counts[g]! > 0 ? Math.min(least, fill.cents / fill.items) : least), Infinity),
  );
}

/**
 * Revised simplex (two phases) on min c·x, A x = b, x ≥ 0, with A's columns `columns` (one per
 * fill) and b = `target` ≥ 0. The entering column is the most negative reduced cost (Dantzig), or
 * the first one (Bland, which cannot cycle) after a run of degenerate pivots. Answers the duals
 * c_B·B⁻¹ of the optimal basis, or null when it cannot tell (infeasible, or too many pivots): the
 * caller then uses weaker duals.
 */
function simplexDuals(
  columns: readonly (readonly number[])[],
  costs: readonly number[],
  target: readonly number[],
): number[] | null {
  const rows = target.length;
  const count = columns.length;
  // Columns 0…count−1 are the fills, count…count+rows−1 the artificial ones (identity).
  const matrix = new Float64Array((count + rows) * rows);
  columns.forEach((column, j) => column.forEach((a, r) => (matrix[j * rows + r] = a)));
  for (let r = 0; r < rows; r++) matrix[(count + r) * rows + r] = 1;
  const basis = target.map((_, r) => count + r);
  const inBasis = new Uint8Array(count + rows);
  basis.forEach((j) => (inBasis[j] = 1));
  const inverse = target.map((_, r) => target.map((__, c) => (r === c ? 1 : 0)));
  const values = [...target];
  const y = new Float64Array(rows);
  const direction = new Float64Array(rows);

  const run = (cost: (j: number) => number, maxPivots: number): boolean => {
    let degenerate = 0;
    for (let pivot = 0; pivot < maxPivots; pivot++) {
      for (let c = 0; c < rows; c++) {
        let sum = 0;
        for (let r = 0; r < rows; r++) sum += cost(basis[r]!) * inverse[r]![c]!;
        y[c] = sum;
      }
      const bland = degenerate > 20;
      let entering = -1;
      let mostNegative = -EPSILON;
      for (let j = 0; j < count; j++) {
        if (inBasis[j] === 1) continue;
        let reduced = cost(j);
        for (let r = 0; r < rows; r++) reduced -= matrix[j * rows + r]! * y[r]!;
        if (reduced < mostNegative) {
          entering = j;
          mostNegative = reduced;
          if (bland) break;
        }
      }
      if (entering < 0) return true;
      for (let r = 0; r < rows; r++) {
        let sum = 0;
        for (let c = 0; c < rows; c++) sum += inverse[r]![c]! * matrix[entering * rows + c]!;
        direction[r] = sum;
      }
      let leaving = -1;
      let ratio = Infinity;
      for (let r = 0; r < rows; r++) {
        const u = direction[r]!;
        if (u <= EPSILON) continue;
        const candidate = values[r]! / u;
        if (candidate < ratio - EPSILON || (candidate <= ratio + EPSILON && basis[r]! < basis[leaving]!)) {
          ratio = candidate;
          leaving = r;
        }
      }
      if (leaving < 0) return false;
      degenerate = ratio <= EPSILON ? degenerate + 1 : 0;
      pivotOn(inverse, values, direction, leaving);
      inBasis[basis[leaving]!] = 0;
      inBasis[entering] = 1;
      basis[leaving] = entering;
    }
    return false;
  };

  // Phase 1: drive the artificial columns out (cost 1 each); they never come back.
  if (!run((j) => (j < count ? 0 : 1), 1000)) return null;
  if (values.some((value, r) => basis[r]! >= count && value > 1e-6)) return null;
  // Phase 2: the fills' prices; an artificial column still in the basis (at 0) costs 0.
  if (!run((j) => (j < count ? costs[j]! : 0), 1000)) return null;
  return target.map((_, c) => basis.reduce((sum, j, r) => sum + (j < count ? costs[j]! : 0) * inverse[r]![c]!, 0));
}

function pivotOn(inverse: number[][], values: number[], direction: Float64Array, leaving: number): void {
  const u = direction[leaving]!;
  const pivotRow = inverse[leaving]!.map((a) => a / u);
  const pivotValue = values[leaving]! / u;
  inverse.forEach((row, r) => {
    if (r === leaving) return;
    const factor = direction[r]!;
    row.forEach((a, c) => (row[c] = a - factor * pivotRow[c]!));
    values[r] = values[r]! - factor * pivotValue;
  });
  inverse[leaving] = pivotRow;
  values[leaving] = pivotValue;
  // Rounding may leave −1e-17 where 0 is meant: a negative value would upset the ratio test.
  values.forEach((value, r) => (values[r] = Math.max(0, value)));
}
