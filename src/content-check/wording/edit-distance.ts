/** Edit distance, for "did you mean…?" hints on mistyped keys and values. */
export function editDistance(a: string, b: string): number {
  // The table of distances between the starts of `a` and of `b`, row by row (one per character of
  // `a`): each cell from the cell above it, the one to its left and the one above and to the left.
  let above = Array.from({ length: b.length + 1 }, (_, j) => j);
  let distance = b.length;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = i - 1;
    let left = i;
    const row = [left];
    for (const [j, up] of above.slice(1).entries()) {
      left = Math.min(up + 1, left + 1, diagonal + (a[i - 1] === b[j] ? 0 : 1));
      row.push(left);
      diagonal = up;
    }
    above = row;
    distance = left;
  }
  return distance;
}
