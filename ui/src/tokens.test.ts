import { describe, expect, it } from 'vitest';
import { contrastPairs, darkColors, lightColors, paletteTokens } from '../../tailwind.config';
import { contrastRatio, wcagLevel } from './foundations/contrast';

const palettes = { light: lightColors, dark: darkColors };

describe('design token contrast (WCAG 2.2 AA)', () => {
  it('computes a known ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(wcagLevel(4.48, 4.5)).toBe('Fails');
    expect(wcagLevel(7.1, 4.5)).toBe('AAA');
    expect(wcagLevel(3.2, 3)).toBe('AA');
  });

  it('gives both palettes the same tokens', () => {
    expect(paletteTokens(darkColors).map(({ token }) => token)).toEqual(
      paletteTokens(lightColors).map(({ token }) => token),
    );
  });

  describe.each(Object.entries(palettes))('%s palette', (_, palette) => {
    const valueOf = Object.fromEntries(paletteTokens(palette).map(({ token, value }) => [token, value]));
    it.each(contrastPairs)('%s on %s reaches %d:1', (foreground, background, required) => {
      expect(contrastRatio(valueOf[foreground]!, valueOf[background]!)).toBeGreaterThanOrEqual(required);
    });
  });
});
