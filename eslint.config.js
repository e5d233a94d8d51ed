import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Client layering (bulletproof-react's zones): a feature never imports another feature's
// internals; shared code (api, components, lib, config, theme) never imports features or app.
// Imports that leave their folder use the @/ alias, so the zones can be read off the path.
const features = readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const upwardImports = { regex: '^\\.\\./', message: 'Import from another folder with the @/ alias (e.g. @/components/ui/page-header).' };
const featureZones = features.map((feature) => ({
  files: [`client/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [
        upwardImports,
        { regex: `^@/features/(?!${feature}/)`, message: `A feature never imports another feature: move what "${feature}" shares to components/, lib/ or the contract.` },
        { regex: '^@/app/', message: 'Features never import the app shell; the app imports features.' },
      ],
    }],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'server/src/generated/**', '**/test-output/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['server/**/*.{ts,mjs,js}', '**/scripts/**', '**/e2e/**', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [upwardImports] }],
    },
  },
  {
    files: ['client/src/{api,components,lib,config,theme}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          upwardImports,
          { regex: '^@/(features|app)/', message: 'Shared code never imports a feature or the app shell.' },
        ],
      }],
    },
  },
  ...featureZones,
  {
    // The contract is shared by both sides: it may depend on zod only.
    files: ['contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\./|\\.\\./)', message: 'The contract depends on zod only.' }] }],
    },
  },
);
