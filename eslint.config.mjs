import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Inline HTML only through the sanctioned components: back-office HTML through <RichText> (sanitized by
    // lib/content/sanitize-html.ts), JSON-LD through the JSON-LD script components (serialized and escaped), and the
    // storefront's own pre-paint script. A new `dangerouslySetInnerHTML` anywhere else fails the lint.
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render backend HTML with <RichText> (components/content/rich-text.tsx), which sanitizes it; no other inline HTML.',
        },
      ],
    },
  },
  {
    files: [
      'components/content/rich-text.tsx',
      'components/seo/json-ld-script.tsx',
      'components/layout/store-json-ld-script.tsx',
      'components/layout/sales-bar-hide-script.tsx',
      // The fixed Consent Mode default (lib/consent/consent-default-script.cjs), named by hash in the policy.
      'components/consent/consent-default-script.tsx',
      // The consent banner's fixed show script (lib/consent/consent-banner-script.cjs), named by hash in the policy.
      'components/consent/consent-banner-script.tsx',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Code beside its route: a route's forms, actions and components live in its own `_actions/` and `_components/`
    // folders; shared components and rules never reach into `app/` (tests of route handlers may).
    files: ['components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*', '**/app/*'], message: 'Shared code does not import from app/: move the piece beside its route or into components/ or lib/.' }] },
      ],
    },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Files Next.js loads at run time by path (the route cache handler) are plain CommonJS.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'screenshots/**'],
  },
];

export default config;
