import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Library build: ESM that leaves React and the other dependencies to the consumer, and one CSS file. The rules
// shared with the server (@jumpers/rules, a workspace package that is not published) are bundled in.
const bundled = (id: string) => id.startsWith('.') || id.startsWith('/') || id.startsWith('@jumpers/rules/');

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    // The theme has no JS of its own: it enters through a one-line module so Vite emits it as ui.css.
    // Fonts are not part of it (library mode would inline them as base64): consumers import fonts.css.
    lib: { entry: { index: 'src/index.ts', styles: 'src/styles-entry.ts' }, formats: ['es'], cssFileName: 'ui' },
    rollupOptions: {
      external: (id) => !bundled(id) && !id.includes('tailwind.config') && !id.endsWith('.css'),
      // One file per module: a consumer's bundler drops every component it does not import, whole, because
      // `sideEffects` in package.json says that only the CSS has any. In one big file the variants that each
      // component builds at load (cva calls) would be kept, and with them every dependency.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
    sourcemap: true,
  },
});
