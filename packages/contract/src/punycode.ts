/**
 * Punycode (RFC 3492) decoding of one IDNA label, for the browser and the server alike
 * (`node:url` is server-only). Only decoding is needed: to see which Unicode domain an `xn--`
 * label stands for.
 */
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_CODE_POINT = 0x80;
const MAX_CODE_POINT = 0x10ffff;
/** Far above any real label's values, far below where floating-point arithmetic loses integers. */
const MAX_SAFE_STEP = 0x7fffffff;

function adaptBias(delta: number, pointCount: number, firstTime: boolean): number {
  let scaled = firstTime ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
  scaled += Math.floor(scaled / pointCount);
  let k = 0;
  while (scaled > ((BASE - T_MIN) * T_MAX) / 2) {
    scaled = Math.floor(scaled / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW));
}

/** a-z (or A-Z) = 0-25, 0-9 = 26-35, anything else -1. */
function digitValue(character: string): number {
  const code = character.charCodeAt(0);
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26;
  return -1;
}

/** The Unicode text of a label's part after `xn--`, or null when it is not valid Punycode. */
export function decodePunycode(encoded: string): string | null {
  const delimiter = encoded.lastIndexOf('-');
  const basic = delimiter > 0 ? encoded.slice(0, delimiter) : '';
  if (/[^\x00-\x7f]/.test(basic)) return null;
  const output = Array.from(basic, (character) => character.charCodeAt(0));
  let codePoint = INITIAL_CODE_POINT;
  let bias = INITIAL_BIAS;
  let index = 0;
  let position = delimiter > 0 ? delimiter + 1 : 0;
  while (position < encoded.length) {
    const previousIndex = index;
    for (let weight = 1, k = BASE; ; k += BASE) {
      if (position >= encoded.length) return null;
      const digit = digitValue(encoded[position++]!);
      if (digit < 0) return null;
      index += digit * weight;
      const threshold = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < threshold) break;
      weight *= BASE - threshold;
      if (index > MAX_SAFE_STEP || weight > MAX_SAFE_STEP) return null;
    }
    const length = output.length + 1;
    bias = adaptBias(index - previousIndex, length, previousIndex === 0);
    codePoint += Math.floor(index / length);
    index %= length;
    if (codePoint > MAX_CODE_POINT) return null;
    output.splice(index, 0, codePoint);
    index += 1;
  }
  return String.fromCodePoint(...output);
}
