/**
 * An organisation's brand colour made readable (WCAG 2.1 contrast): the text colour to write on
 * it, and a shade of it dark enough for links and buttons on white. Any '#rrggbb' an admin picks
 * then keeps text at 4.5:1 or more.
 */

const WHITE = '#ffffff';
const BLACK = '#000000';
/** Tailwind's slate-900, the app's text colour. */
const INK = '#0f172a';
/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: [number, number, number]): string {
  return `#${[red, green, blue].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((part) => {
    const value = part / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * White or ink, whichever reads better on `background`; black for the few mid greys where neither
 * reaches 4.5:1 (white or black always does).
 */
export function textColorOn(background: string): string {
  const better = contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
  return contrastRatio(background, better) >= MIN_CONTRAST ? better : BLACK;
}

/** `color` itself when it reads on white at 4.5:1, else the lightest darker shade of it that does. */
export function shadeReadableOnWhite(color: string): string {
  const original = channels(color);
  for (let darkness = 0; darkness <= 100; darkness += 5) {
    const shade = toHex(original.map((part) => (part * (100 - darkness)) / 100) as [number, number, number]);
    if (contrastRatio(shade, WHITE) >= MIN_CONTRAST) return shade;
  }
  return INK;
}

/** The CSS variables a branded page paints with: the colour, text on it, and its shade for use on white. */
export function brandColorVariables(color: string): Record<'--brand' | '--brand-text' | '--brand-ink', string> {
  return { '--brand': color, '--brand-text': textColorOn(color), '--brand-ink': shadeReadableOnWhite(color) };
}
