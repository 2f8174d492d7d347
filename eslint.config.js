// Lint rules: typescript-eslint's recommended set; `any` is an error outside test fixtures.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // Plain scripts an app ships as they are (registration/public/start-after-paint.js) run in the browser.
    files: ['*/public/**/*.js'],
    languageOptions: { globals: { document: 'readonly', performance: 'readonly', setTimeout: 'readonly', PerformanceObserver: 'readonly' } },
  },
);
