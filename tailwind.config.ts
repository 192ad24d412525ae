import type { Config } from 'tailwindcss';

/**
 * The design tokens of jumpers: one source for ui, app and Storybook.
 * Every text/background pair named in `contrastPairs` is checked for WCAG AA by
 * `ui/src/tokens.test.ts`, so a colour change that hurts legibility fails the tests.
 */
export const colors = {
  background: '#ffffff',
  foreground: '#17202a',
  surface: '#f5f7f9',
  muted: { DEFAULT: '#eef1f4', foreground: '#4a5565' },
  border: { DEFAULT: '#d3d9e0', strong: '#6b7685' },
  primary: { DEFAULT: '#0b6157', hover: '#084b43', subtle: '#e3f3f0', foreground: '#ffffff' },
  secondary: { DEFAULT: '#1f3a5f', hover: '#162b47', subtle: '#e6edf6', foreground: '#ffffff' },
  danger: { DEFAULT: '#b42318', hover: '#912018', subtle: '#fdecea', foreground: '#ffffff' },
  success: { DEFAULT: '#067647', subtle: '#e7f6ee', foreground: '#ffffff' },
  warning: { DEFAULT: '#93370d', subtle: '#fef4e6', foreground: '#ffffff' },
  focus: '#1d4ed8',
  overlay: 'rgb(15 23 42 / 0.55)',
} as const;

/** Foreground/background pairs the components use, with the contrast each needs (text 4.5, UI 3). */
export const contrastPairs: ReadonlyArray<readonly [string, string, number]> = [
  [colors.foreground, colors.background, 4.5],
  [colors.foreground, colors.surface, 4.5],
  [colors.muted.foreground, colors.background, 4.5],
  [colors.muted.foreground, colors.muted.DEFAULT, 4.5],
  [colors.primary.foreground, colors.primary.DEFAULT, 4.5],
  [colors.primary.foreground, colors.primary.hover, 4.5],
  [colors.primary.DEFAULT, colors.background, 4.5],
  [colors.primary.DEFAULT, colors.primary.subtle, 4.5],
  [colors.secondary.foreground, colors.secondary.DEFAULT, 4.5],
  [colors.danger.foreground, colors.danger.DEFAULT, 4.5],
  [colors.danger.DEFAULT, colors.background, 4.5],
  [colors.danger.DEFAULT, colors.danger.subtle, 4.5],
  [colors.success.DEFAULT, colors.background, 4.5],
  [colors.success.DEFAULT, colors.success.subtle, 4.5],
  [colors.warning.DEFAULT, colors.warning.subtle, 4.5],
  [colors.border.strong, colors.background, 3],
  // The ring sits 2 px outside the control, so it is seen against the page, not the control.
  [colors.focus, colors.background, 3],
  [colors.focus, colors.surface, 3],
];

export default {
  content: [],
  theme: {
    extend: {
      colors,
      fontFamily: {
        sans: [
          '"Inter Variable"',
          'Inter',
          '"Inter Fallback"',
          'system-ui',
          'Segoe UI',
          'Roboto',
          'Helvetica',
          'Arial',
          'sans-serif',
        ],
      },
      fontSize: {
        xs: ['0.75rem', { lineHeight: '1rem' }],
        sm: ['0.875rem', { lineHeight: '1.25rem' }],
        base: ['1rem', { lineHeight: '1.5rem' }],
        lg: ['1.125rem', { lineHeight: '1.75rem' }],
        xl: ['1.25rem', { lineHeight: '1.75rem' }],
        '2xl': ['1.5rem', { lineHeight: '2rem' }],
        '3xl': ['1.875rem', { lineHeight: '2.25rem' }],
        '4xl': ['2.25rem', { lineHeight: '2.5rem' }],
      },
      borderRadius: {
        sm: '0.25rem',
        md: '0.5rem',
        lg: '0.75rem',
        xl: '1rem',
      },
      spacing: {
        /** The smallest touch target we allow (WCAG 2.5.8 asks 24 px; we aim for 40 px controls). */
        target: '1.5rem',
        control: '2.5rem',
        'control-sm': '2rem',
        'control-lg': '3rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(16 24 40 / 0.06), 0 1px 3px rgb(16 24 40 / 0.1)',
        overlay: '0 12px 32px rgb(16 24 40 / 0.18), 0 4px 8px rgb(16 24 40 / 0.08)',
      },
    },
  },
} satisfies Config;
