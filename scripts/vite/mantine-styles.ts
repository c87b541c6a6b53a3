/**
 * Mantine's component styles travel with the components (issue 20). `@mantine/core/styles.css`
 * is every component's stylesheet in one file (39 KB gzip), render-blocking on every first visit,
 * of which a first visit to the landing page uses about half. Each component reads its class
 * names from a `<Name>.module.mjs` file, and Mantine ships the matching `styles/<Name>.layer.css`
 * (every `module.mjs` has one): this plugin makes each of those modules import its stylesheet, so
 * a component's CSS lands in the chunk that holds the component, and a route that never draws a
 * Stepper never loads its styles. Only the base files (baseline, CSS variables, global classes)
 * stay global (`src/app/styles.ts`).
 *
 * The `.layer.css` files put Mantine's rules in `@layer mantine`, below every unlayered rule:
 * the app's own CSS keeps winning over Mantine's whatever order the chunks' stylesheets arrive in
 * (with the single file it won by coming after it). Within the layer, a component's sheet comes
 * after those of the components it is built on (its module is imported after theirs), as in
 * Mantine's own file.
 */
import type { Plugin } from 'vite'

const classNamesModule =
  /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/

/** The Mantine stylesheet a class-names module needs, or null for any other module. */
export function mantineStylesheetOf(id: string): string | null {
  const name = classNamesModule.exec(id)?.[1]
  return name ? `@mantine/core/styles/${name}.layer.css` : null
}

/** The module that imports the global styles: in dev it takes Mantine's whole stylesheet. */
const globalStylesModule = /[\\/]src[\\/]app[\\/]styles\.ts$/

/**
 * The dev server pre-bundles @mantine/core (its modules never reach `transform`), so there the
 * global styles import Mantine's whole layered stylesheet instead; the build splits it.
 */
export function mantineStyles(): Plugin {
  let serving = false
  return {
    name: 'tangram:mantine-styles',
    enforce: 'pre',
    configResolved(config) {
      // Vitest serves too (mode "test"), but loads no CSS at all.
      serving = config.command === 'serve' && config.mode !== 'test'
    },
    transform(code, id) {
      if (serving) {
        if (!globalStylesModule.test(id)) return null
        return { code: `import '@mantine/core/styles.layer.css';\n${code}`, map: null }
      }
      const sheet = mantineStylesheetOf(id)
      if (!sheet) return null
      // After the module's own code, so a "use client" directive stays the first statement.
      return { code: `${code}\nimport ${JSON.stringify(sheet)};\n`, map: null }
    },
  }
}
