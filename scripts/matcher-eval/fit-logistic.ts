/**
 * Logistic regression by Newton's method with a small ridge penalty: fits P(y = 1 | x) = σ(w·x + b)
 * on a few features (the matcher's calibration has three).
 */
export function fitLogistic(rows: { x: number[]; y: 0 | 1 }[], { ridge = 1e-3, iterations = 50 } = {}): number[] {
  const size = (rows[0]?.x.length ?? 0) + 1;
  const weights = new Array<number>(size).fill(0);
  for (let iteration = 0; iteration < iterations; iteration++) {
    const gradient = new Array<number>(size).fill(0);
    const hessian = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    for (const { x, y } of rows) {
      const features = [1, ...x];
      const logit = features.reduce((sum, value, i) => sum + value * (weights[i] ?? 0), 0);
      const p = 1 / (1 + Math.exp(-logit));
      for (let i = 0; i < size; i++) {
        gradient[i] = (gradient[i] ?? 0) + (features[i] ?? 0) * (p - y);
        const row = hessian[i] ?? [];
        for (let j = 0; j < size; j++) row[j] = (row[j] ?? 0) + (features[i] ?? 0) * (features[j] ?? 0) * p * (1 - p);
      }
    }
    for (let i = 1; i < size; i++) {
      gradient[i] = (gradient[i] ?? 0) + ridge * (weights[i] ?? 0);
      const row = hessian[i] ?? [];
      row[i] = (row[i] ?? 0) + ridge;
    }
    const step = solve(hessian, gradient);
    let largest = 0;
    for (let i = 0; i < size; i++) {
      weights[i] = (weights[i] ?? 0) - (step[i] ?? 0);
      largest = Math.max(largest, Math.abs(step[i] ?? 0));
    }
    if (largest < 1e-8) break;
  }
  return weights;
}

/** Solves A·x = b by Gaussian elimination with partial pivoting (A is small and positive definite). */
function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i] ?? 0]);
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++)
      if (Math.abs(a[row]?.[column] ?? 0) > Math.abs(a[pivot]?.[column] ?? 0)) pivot = row;
    [a[column], a[pivot]] = [a[pivot] ?? [], a[column] ?? []];
    const lead = a[column]?.[column] ?? 1;
    for (let row = column + 1; row < n; row++) {
      const factor = (a[row]?.[column] ?? 0) / lead;
      for (let k = column; k <= n; k++) {
        const target = a[row] ?? [];
        target[k] = (target[k] ?? 0) - factor * (a[column]?.[k] ?? 0);
      }
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = a[row]?.[n] ?? 0;
    for (let k = row + 1; k < n; k++) sum -= (a[row]?.[k] ?? 0) * (x[k] ?? 0);
    x[row] = sum / (a[row]?.[row] ?? 1);
  }
  return x;
}
