import { readdirSync } from 'node:fs'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import tseslint from 'typescript-eslint'

// Features never import each other; what two features share moves down to lib/ or components/.
const features = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureBoundaries = [
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: './app/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature: move the shared part to app/lib or app/components.',
  })),
  {
    target: ['./app/lib', './app/components', './app/i18n'],
    from: ['./app/features', './app/routes'],
    message: 'Shared code must not depend on features or routes.',
  },
  {
    // Type imports too: app/lib is the bottom layer (issue 45 §4; circles: scripts/import-cycles.test.ts).
    target: './app/lib',
    from: ['./app/components', './app/root.tsx'],
    message: 'app/lib must not depend on components or the root: move what both need into app/lib.',
  },
]

export default tseslint.config(
  { ignores: ['build/', 'build-*/', '.react-router/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'screenshots/', 'bench/results/'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureBoundaries }],
      'import-x/no-cycle': ['error', { maxDepth: 4, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Links and forms keep the reader's language (ADR 010): use app/components/ui/link.
      'no-restricted-imports': ['error', {
        paths: [{ name: 'react-router', importNames: ['Link', 'NavLink', 'Form'], message: "Import Link and Form from '#app/components/ui/link' (they keep the reader's language)." }],
      }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Never render text as HTML: user text must stay text.',
        },
      ],
    },
  },
  { files: ['app/components/ui/link.tsx'], rules: { 'no-restricted-imports': 'off' } },
)
