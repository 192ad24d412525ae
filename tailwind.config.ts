import type { Config } from 'tailwindcss';

/**
 * The design tokens of jumpers: one source for ui, app and Storybook.
 * Colours come in two palettes of the same shape, light and dark; the page follows the reader's
 * `prefers-color-scheme`. Every text/background pair named in `contrastPairs` is checked for WCAG AA
 * in both palettes by `ui/src/tokens.test.ts`, so a colour change that hurts legibility fails the tests.
 */
export const lightColors = {
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

type Palette = {
  readonly [name in keyof typeof lightColors]: (typeof lightColors)[name] extends string
    ? string
    : { readonly [shade in keyof (typeof lightColors)[name]]: string };
};

/** The same roles on a dark page: light text, and accents lightened until they read on it. */
export const darkColors: Palette = {
  background: '#0f1720',
  foreground: '#e6ebf0',
  surface: '#17212b',
  muted: { DEFAULT: '#1f2a36', foreground: '#aab4c0' },
  border: { DEFAULT: '#2e3b48', strong: '#8593a3' },
  primary: { DEFAULT: '#5ec4b6', hover: '#86d6ca', subtle: '#0f2f2b', foreground: '#06201d' },
  secondary: { DEFAULT: '#a3bfe6', hover: '#c0d3ee', subtle: '#16263b', foreground: '#0d1b2e' },
  danger: { DEFAULT: '#ff8f85', hover: '#ffaba3', subtle: '#3a1512', foreground: '#2a0a07' },
  success: { DEFAULT: '#63d49c', subtle: '#0f2e20', foreground: '#04210f' },
  warning: { DEFAULT: '#f5b56e', subtle: '#33220f', foreground: '#2b1500' },
  focus: '#7ea6ff',
  overlay: 'rgb(0 0 0 / 0.7)',
};

/** A colour token's name as the utilities spell it: `primary`, `primary-hover`, `muted-foreground`. */
export type ColorToken = {
  [name in keyof Palette]: Palette[name] extends string
    ? name
    : {
        [shade in keyof Palette[name] & string]: shade extends 'DEFAULT' ? name : `${name}-${shade}`;
      }[keyof Palette[name] & string];
}[keyof Palette];

/** Every colour token with its value in a palette, in the order of the palette. */
export function paletteTokens(palette: Palette): Array<{ token: ColorToken; value: string }> {
  return Object.entries(palette).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [{ token: name as ColorToken, value }]
      : Object.entries(value).map(([shade, shadeValue]) => ({
          token: (shade === 'DEFAULT' ? name : `${name}-${shade}`) as ColorToken,
          value: shadeValue,
        })),
  );
}

/** The CSS variable that holds a colour token, for the page's palette: `--jumpers-primary-hover`. */
export const colorVariable = (token: ColorToken) => `--jumpers-${token}`;

/**
 * Tailwind's colours: each utility reads its CSS variable (`bg-primary` is `var(--jumpers-primary)`), so that one
 * stylesheet serves both palettes and an app can re-theme by setting the variables.
 */
export const colors = Object.fromEntries(
  Object.entries(lightColors).map(([name, value]) => [
    name,
    typeof value === 'string'
      ? `var(${colorVariable(name as ColorToken)})`
      : Object.fromEntries(
          Object.keys(value).map((shade) => [
            shade,
            `var(${colorVariable((shade === 'DEFAULT' ? name : `${name}-${shade}`) as ColorToken)})`,
          ]),
        ),
  ]),
) as { readonly [name in keyof Palette]: Palette[name] };

type PluginApi = Parameters<Extract<NonNullable<Config['plugins']>[number], (...args: never[]) => unknown>>[0];

const paletteVariables = (palette: Palette) =>
  Object.fromEntries(paletteTokens(palette).map(({ token, value }) => [colorVariable(token), value]));

/** Text (or a control's edge) and what it sits on, with the contrast each needs (text 4.5, UI 3), in both palettes. */
export const contrastPairs: ReadonlyArray<readonly [foreground: ColorToken, background: ColorToken, required: number]> =
  [
    ['foreground', 'background', 4.5],
    ['foreground', 'surface', 4.5],
    ['muted-foreground', 'background', 4.5],
    ['muted-foreground', 'muted', 4.5],
    ['primary-foreground', 'primary', 4.5],
    ['primary-foreground', 'primary-hover', 4.5],
    ['primary', 'background', 4.5],
    ['primary', 'primary-subtle', 4.5],
    ['secondary-foreground', 'secondary', 4.5],
    ['secondary-foreground', 'secondary-hover', 4.5],
    ['danger-foreground', 'danger', 4.5],
    ['danger-foreground', 'danger-hover', 4.5],
    ['danger', 'background', 4.5],
    ['danger', 'danger-subtle', 4.5],
    ['success-foreground', 'success', 4.5],
    ['success', 'background', 4.5],
    ['success', 'success-subtle', 4.5],
    ['warning-foreground', 'warning', 4.5],
    ['warning', 'warning-subtle', 4.5],
    ['border-strong', 'background', 3],
    // The ring sits 2 px outside the control, so it is seen against the page, not the control.
    ['focus', 'background', 3],
    ['focus', 'surface', 3],
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
      // Tailwind's own breakpoints, named here so that the Foundations pages show what the layouts switch at.
      screens: { sm: '40rem', md: '48rem', lg: '64rem', xl: '80rem', '2xl': '96rem' },
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
  plugins: [
    // The palettes as CSS variables on the page: light by default, dark where the reader's system asks for it.
    // A plain function (no `tailwindcss/plugin` import) keeps the package free of a runtime dependency on Tailwind.
    ({ addBase }: PluginApi) =>
      addBase({
        ':root': { ...paletteVariables(lightColors), colorScheme: 'light dark' },
        '@media (prefers-color-scheme: dark)': { ':root': paletteVariables(darkColors) },
      }),
  ],
} satisfies Config;
