import { describe, expect, it } from 'vitest';
import { brandColorVariables, contrastRatio, shadeReadableOnWhite, textColorOn } from './brand-color';

describe('brand colours', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('writes white on dark colours and ink on light ones, always readable', () => {
    expect(textColorOn('#4f46e5')).toBe('#ffffff');
    expect(textColorOn('#fde047')).toBe('#0f172a');
    for (const color of ['#777777', '#00ff00', '#ff0000', '#0000ff', '#ffff00', '#808080']) {
      expect(contrastRatio(color, textColorOn(color)), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('darkens a light colour until it reads on white, and keeps a dark one', () => {
    expect(shadeReadableOnWhite('#4f46e5')).toBe('#4f46e5');
    const yellow = shadeReadableOnWhite('#fde047');
    expect(yellow).not.toBe('#fde047');
    expect(contrastRatio(yellow, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shadeReadableOnWhite('#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(brandColorVariables('#fde047')).toEqual({ '--brand': '#fde047', '--brand-text': '#0f172a', '--brand-ink': yellow });
  });
});
