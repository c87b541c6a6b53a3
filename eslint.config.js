// @ts-check
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** STYLE.md rule 2: lib, components -> features -> routes; a feature never imports another. */
const boundaries = [
  {
    target: './src/lib',
    from: ['./src/components', './src/features', './src/routes', './src/app'],
  },
  { target: './src/components', from: ['./src/features', './src/routes', './src/app'] },
  { target: './src/features', from: ['./src/routes', './src/app'] },
  { target: './src/routes', from: ['./src/app'] },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other; combine them in a route.',
  })),
]

const mockAreas = readdirSync('mocks/areas', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The mock API (mocks/README.md): engine (mocks/db) <- shared helpers (mocks/lib) <- areas
 * (mocks/areas/<name>) <- registry and handler list. An area never imports another; the app's
 * contract (src/lib/api/schemas) is the only part of src/ the mocks see, and only
 * src/app/start-mock-api.ts reaches into mocks/.
 */
const mockBoundaries = [
  {
    target: './mocks/db',
    from: './mocks',
    except: ['./db', './config.ts'],
    message: 'The mock database engine names no area: areas register through mocks/registry.ts.',
  },
  {
    target: './mocks/lib',
    from: './mocks',
    except: ['./db', './lib', './locales', './config.ts'],
    message: 'mocks/lib is shared by every area and imports none of them.',
  },
  ...mockAreas.map((name) => ({
    target: `./mocks/areas/${name}`,
    from: './mocks/areas',
    except: [`./${name}`],
    message: 'Mock areas never import each other; share through mocks/lib.',
  })),
  {
    target: './mocks/areas',
    from: ['./mocks/registry.ts', './mocks/handlers.ts', './mocks/node.ts', './mocks/browser.ts'],
    message: 'Areas are listed by the registry, never the other way round.',
  },
  {
    target: './mocks',
    from: './src',
    except: ['./lib/api/schemas'],
    message: 'The mock API sees the app only through its contract, src/lib/api/schemas.',
  },
  {
    target: './src/**/!(start-mock-api).{ts,tsx}',
    from: './mocks',
    message: 'Only src/app/start-mock-api.ts starts the mock API.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'screenshots',
      '.tanstack',
      '**/*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'postcss.config.cjs', 'scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.test.json' }),
      ],
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': [
        'error',
        // TanStack Router's redirect() and notFound() are thrown on purpose.
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: 'Redirect' },
            { from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' },
          ],
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-cycle': 'error',
      // Core rule: import-x's resolver maps jotai's typesVersions entry points to one file.
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...mockBoundaries] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx', 'test/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    // An area's records.ts adds its collections to the engine's `Collections` by declaration
    // merging: `interface Collections extends CollectionsOf<typeof records> {}`.
    files: ['mocks/areas/*/records.ts'],
    rules: {
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
    },
  },
  {
    files: ['scripts/**', '*.config.*', 'test/e2e/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
)
