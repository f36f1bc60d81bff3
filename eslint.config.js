// @ts-check
/**
 * `pnpm lint` (and the lint stage of `pnpm test`) on every file of every package: JavaScript's and
 * TypeScript's recommended rules, and no relative import into another package; for the apps, shared and
 * tooling also the rules of hooks, accessibility and the import boundaries of docs/architecture.md; for the
 * local stack its layers.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { textPlugin } from '@runoff/lint/no-untranslated-text';
import { errorTextPlugin } from '@runoff/lint/no-error-text-match';

// Paths are relative to this folder whatever the process's working directory (the lint test runs elsewhere).
const root = path.dirname(fileURLToPath(import.meta.url));

/** The front-end packages: the shell, every remote (mf-*), the shared packages and the build and test tooling. */
const frontEnd = ['shell', 'mf-*', 'shared/*', 'tooling/*'];
// The lint test's sample apps (tooling/lint/fixtures/mf-*) follow the same rules; `pnpm lint` skips them.
const fixtures = 'tooling/lint/fixtures/mf-*/**/*.ts';
const sources = [...frontEnd.map((dir) => `${dir}/src/**/*.{ts,tsx,js}`), fixtures];
/** Every package's tsconfig, so imports resolve as TypeScript resolves them (NodeNext's `.js` → `.ts` too). */
const tsconfigs = [`${root}/*/tsconfig.json`, `${root}/shared/*/tsconfig.json`, `${root}/tooling/*/tsconfig.json`];

/**
 * The layers of one app (docs/architecture.md). Every element captures its app, so a rule can say "the same
 * app"; a feature also captures its name, so a feature reaches only itself.
 */
const elements = [
  { type: 'package', pattern: 'shared/*/src/**', capture: ['module'] },
  { type: 'package', pattern: 'tooling/*/src/**', capture: ['module'] },
  // `*` is the app folder (shell, mf-auth, …); one capture group per pattern keeps the captures in order.
  { type: 'feature', pattern: '*/src/features/*', capture: ['app', 'feature'] },
  { type: 'expose', pattern: '*/src/expose', capture: ['app'] },
  { type: 'dev-app', pattern: '*/src/app', capture: ['app'] },
  { type: 'lib', pattern: '*/src/lib', capture: ['app'] },
  // The entry files (src/index.ts, bootstrap.tsx, …): what is left in src/ once the folders above took theirs.
  // Element patterns match folders (a file pattern here matched nothing, and the entry rule never ran).
  { type: 'entry', pattern: '{shell,mf-*}/src', capture: ['app'] },
];

/**
 * The local stack's layers (supabase/local/src, docs/architecture.md): each folder imports only itself and
 * the folders listed for it, so auth and realtime sit on http/ and never on the gateway that mounts them.
 */
export const stackLayers = {
  http: [],
  security: [],
  supervision: [],
  config: ['security'],
  database: ['config', 'supervision'],
  auth: ['config', 'http', 'security'],
  realtime: ['config', 'http', 'security'],
  gateway: ['auth', 'realtime', 'config', 'http', 'security'],
  stack: ['gateway', 'auth', 'database', 'config', 'supervision', 'http', 'security'],
  backup: ['database', 'config', 'supervision'],
  types: ['database', 'config', 'supervision'],
};
// The lint test's sample stack (tooling/lint/fixtures/supabase) follows the same rule.
const stackSources = ['supabase/local/src/**/*.ts', 'tooling/lint/fixtures/supabase/local/src/**/*.ts'];

const deepImport = { regex: '^@runoff/[a-z-]+/src(/|$)', message: "Import one of the package's package.json exports." };
/** The product's screens: their text comes from messages (docs/i18n.md). A remote's src/app is its dev page. */
const screens = ['shell/src/**/*.tsx', 'mf-*/src/**/*.tsx', 'shared/ui/src/**/*.tsx', 'tooling/lint/fixtures/mf-*/src/**/*.tsx'];
const notScreens = ['**/*.test.tsx', 'mf-*/src/app/**'];
/** Runoff's own rules, one plugin (a flat config defines each plugin name once). */
const runoff = { rules: { ...textPlugin.rules, ...errorTextPlugin.rules } };
/** The product's code: a failure in it is recognised by its id, never by its English (docs/i18n.md). */
const product = ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}', 'tooling/lint/fixtures/mf-*/src/**/*.{ts,tsx}'];
/** Props that carry text a reader sees or hears, beyond FormatJS's defaults (aria-*, placeholder, title, alt). */
const textProps = [['*', '{label,title,placeholder,alt,description,heading,message,*Label,*Text,*Title}']];

/** The federation contracts are types only: a value import would put them in a bundle (docs/federation.md, "Versions"). */
const contractsPath = {
  name: '@runoff/contracts',
  allowTypeImports: true,
  message: '@runoff/contracts is types only and never bundled: use `import type`.',
};

const routerPath = {
  name: 'react-router',
  message: 'Import the router from @runoff/platform/router (the shared, tree-shaken copy; docs/federation.md).',
};

/** @param {string} type */
const layer = (type) => ({ element: { type } });
/** @param {string} type @param {Record<string, string>} [captured] */
const to = (type, captured) => ({ to: { element: captured ? { type, captured } : { type } } });
/** The importing file's captured values: `same('app')` is "in the same app". @param {string[]} keys */
const same = (...keys) => Object.fromEntries(keys.map((key) => [key, `{{ from.element.captured.${key} }}`]));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/.runoff/**', 'tooling/lint/fixtures/**'] },
  {
    // Every package, the Node side included: config files, scripts, tests and benchmarks.
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, project: tsconfigs, noWarnOnMultipleProjects: true })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A package is reached by its name and one of its package.json exports, never by a path into its
      // folder (the nearest package.json with a name decides which package a file belongs to).
      'import-x/no-relative-packages': 'error',
      'no-restricted-imports': ['error', { patterns: [deepImport] }],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [contractsPath] }],
    },
  },
  {
    files: sources,
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks, boundaries },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'boundaries/root-path': root,
      'boundaries/elements': elements,
      'boundaries/include': sources,
      'import/resolver': {
        typescript: { alwaysTryTypes: true, project: tsconfigs, noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      // A scrollable region must be reachable by keyboard (WCAG 2.1.1): a labelled role=region may take focus.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
      // The rules of hooks. The React Compiler rules of react-hooks 7 (set-state-in-effect, refs, purity) are
      // not on yet: they need the compiler's idioms throughout (docs/architecture.md, "Next").
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // No app imports another app; no feature imports another feature; features never import expose/ or app/.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'This import crosses a boundary of docs/architecture.md (apps, features, expose/, app/, lib/).',
          policies: [
            { from: layer('feature'), allow: [to('feature', same('app', 'feature')), to('lib', same('app')), to('package')] },
            { from: layer('lib'), allow: [to('lib', same('app')), to('package')] },
            { from: layer('expose'), allow: [to('expose', same('app')), to('feature', same('app')), to('lib', same('app')), to('package')] },
            {
              from: layer('dev-app'),
              allow: [to('dev-app', same('app')), to('expose', same('app')), to('feature', same('app')), to('lib', same('app')), to('package')],
            },
            // The shell's start-up also builds the remote loader (features/remotes) from runtime-config.json.
            { from: layer('entry'), allow: [to('dev-app', same('app')), to('entry', same('app')), to('feature', same('app')), to('package')] },
            { from: layer('package'), allow: [to('package')] },
          ],
        },
      ],
      // The router comes from @runoff/platform/router, the one shared (and tree-shaken) copy: a direct
      // react-router import would bundle a second router.
      'no-restricted-imports': ['error', { paths: [routerPath], patterns: [deepImport] }],
    },
  },
  {
    // Tests render without Module Federation; the facade itself and the build tooling import react-router.
    files: [...frontEnd.map((dir) => `${dir}/src/**/*.test.{ts,tsx}`), 'shared/platform/src/router/index.ts', 'tooling/*/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImport] }] },
  },
  {
    // No user-facing literal text in JSX: the brand and text without letters are allowed.
    files: screens,
    ignores: notScreens,
    plugins: { runoff },
    rules: { 'runoff/no-untranslated-text': ['error', { props: { include: textProps } }] },
  },
  {
    // Errors are codes: no screen or API module matches an error's message text.
    files: product,
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { runoff },
    rules: { 'runoff/no-error-text-match': 'error' },
  },
  {
    // The local stack's layers: one element per folder of supabase/local/src, allowed only the layers below it.
    files: stackSources,
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/elements': [{ type: 'stack-layer', pattern: 'local/src/*', capture: ['layer'] }],
      'boundaries/include': stackSources,
      'import/resolver': { typescript: { alwaysTryTypes: true, project: [`${root}/supabase/tsconfig.json`] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'This import goes up or across the layers of supabase/local (docs/architecture.md, eslint.config.js stackLayers).',
          policies: Object.entries(stackLayers).map(([name, below]) => ({
            from: { element: { type: 'stack-layer', captured: { layer: name } } },
            allow: [name, ...below].map((layerName) => to('stack-layer', { layer: layerName })),
          })),
        },
      ],
    },
  },
);
