/** WCAG 2.2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string) {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string) {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The WCAG level a ratio reaches for what the pair is used for: text needs 4.5 for AA and 7 for AAA; a control's
 * edge or a focus ring (required 3) needs 3 (non-text contrast has no AAA level).
 */
export function wcagLevel(ratio: number, required: number): 'AAA' | 'AA' | 'Fails' {
  if (required < 4.5) return ratio >= 3 ? 'AA' : 'Fails';
  if (ratio >= 7) return 'AAA';
  return ratio >= 4.5 ? 'AA' : 'Fails';
}
