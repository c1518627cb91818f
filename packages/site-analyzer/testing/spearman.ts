/** Ranks of values, 1 for the smallest; tied values share the mean of the ranks they span. */
function ranksOf(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value)
  const ranks = new Array<number>(values.length)
  for (let start = 0; start < order.length;) {
    let end = start
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end += 1
    for (let position = start; position <= end; position += 1) ranks[order[position]!.index] = (start + end) / 2 + 1
    start = end + 1
  }
  return ranks
}

/**
 * Spearman's rank correlation of two paired series: Pearson's correlation of their ranks, ties averaged.
 * 1 when they order the items alike, -1 when in reverse; NaN when either series is constant.
 */
export function spearman(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length < 2) throw new Error('spearman needs two series of the same length, at least 2')
  const [x, y] = [ranksOf(a), ranksOf(b)]
  const mean = (a.length + 1) / 2
  let covariance = 0
  let varianceX = 0
  let varianceY = 0
  for (let index = 0; index < x.length; index += 1) {
    const [dx, dy] = [x[index]! - mean, y[index]! - mean]
    covariance += dx * dy
    varianceX += dx * dx
    varianceY += dy * dy
  }
  return covariance / Math.sqrt(varianceX * varianceY)
}
