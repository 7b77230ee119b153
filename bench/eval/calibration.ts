/**
 * The engine's calibration curve from training pairs: a logistic regression of "good match" (same
 * category; graded sets: the two top grades) on the raw score, classes balanced within each set,
 * sets equal. Its midpoint and slope become the 0-100 curve of `calibrate`.
 */
import type { ScreeningModel } from '../../apps/server/src/modules/screening/model.js';

export interface CalibrationPoint {
  set: string;
  grade: number;
  /** The engine's raw score of the pair (weighted mean of its parts). */
  raw: number;
}

const isGoodMatch = (grade: number, topGrade: number) => (topGrade === 1 ? grade === 1 : grade >= topGrade - 1);

/** 1-D logistic regression p(good | raw) = sigmoid(k (raw - m)) by Newton's method; m and k rounded to 4 places. */
export function fitCalibration(examples: CalibrationPoint[]): ScreeningModel['calibration'] {
  const points: { x: number; y: number; weight: number }[] = [];
  for (const name of new Set(examples.map((e) => e.set))) {
    const ofSet = examples.filter((e) => e.set === name);
    const top = Math.max(...ofSet.map((e) => e.grade));
    const good = ofSet.filter((e) => isGoodMatch(e.grade, top));
    const bad = ofSet.filter((e) => !isGoodMatch(e.grade, top));
    for (const e of good) points.push({ x: e.raw, y: 1, weight: 0.5 / good.length });
    for (const e of bad) points.push({ x: e.raw, y: 0, weight: 0.5 / bad.length });
  }
  let a = 0;
  let b = 1;
  for (let it = 0; it < 50; it++) {
    let ga = 0;
    let gb = 0;
    let haa = 1e-9;
    let hab = 0;
    let hbb = 1e-9;
    for (const p of points) {
      const q = 1 / (1 + Math.exp(-(a + b * p.x)));
      const r = p.weight * (q - p.y);
      const h = p.weight * q * (1 - q);
      ga += r;
      gb += r * p.x;
      haa += h;
      hab += h * p.x;
      hbb += h * p.x * p.x;
    }
    const det = haa * hbb - hab * hab;
    a -= (hbb * ga - hab * gb) / det;
    b -= (haa * gb - hab * ga) / det;
  }
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  return { midpoint: round(Math.min(1, Math.max(0, -a / b))), steepness: round(b) };
}
