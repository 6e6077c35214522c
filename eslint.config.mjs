import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * The import boundary of the three wings (ADR 0069). The contract (contract/) imports nothing but zod and itself; the
 * reference backend (backend/) plays Thelia, so it imports only the contract, its own files, Node built-ins and npm
 * packages; the storefront (lib/, components/, app/, proxy.ts) never imports the backend outside its tests. Relative
 * paths are judged by depth: from a file n folders down, n times '../' reaches the repository root, so what follows
 * names the folder the import lands in.
 */
const CODE_FILES = '*.{ts,tsx,mts,cts,js,mjs,cjs}';
const DEEPEST_FOLDER = 8;
const BACKEND_REASON = 'the backend plays Thelia: it imports only contract/, its own files, Node built-ins and npm packages (ADR 0069)';
const CONTRACT_REASON = 'the contract imports nothing but zod and its own files, so both sides can trust it (ADR 0069)';
const STOREFRONT_REASON = 'the storefront talks to the backend over HTTP only; backend/ may be imported by *.test.ts(x) files alone (ADR 0069)';

/** The files exactly `depth` folders below the repository root, under `folder`. */
const filesAt = (folder, depth) => [`${folder}/${'*/'.repeat(depth - 1)}${CODE_FILES}`];
/** A relative import that climbs to the repository root from `depth` folders down, and then not into `allowed`. */
const leavesFor = (depth, allowed) => `^(\\.\\./){${depth}}${allowed ? `(?!${allowed}/)` : ''}`;

const boundaryRules = [];
for (let depth = 1; depth <= DEEPEST_FOLDER; depth += 1) {
  boundaryRules.push(
    {
      files: filesAt('backend', depth),
      rules: {
        'no-restricted-imports': ['error', { patterns: [
          { regex: '^@/(?!(backend|contract)/)', message: `Import boundary: ${BACKEND_REASON}.` },
          { regex: leavesFor(depth, 'contract'), message: `Import boundary: ${BACKEND_REASON}.` },
        ] }],
      },
    },
    {
      files: filesAt('contract', depth),
      rules: {
        'no-restricted-imports': ['error', { patterns: [
          { regex: '^(?!(zod|zod/mini)$|@/contract/|\\./|\\.\\./)', message: `Import boundary: ${CONTRACT_REASON}.` },
          { regex: leavesFor(depth, null), message: `Import boundary: ${CONTRACT_REASON}.` },
        ] }],
      },
    },
  );
}
// Under typescript-eslint's name of the same rule: flat config replaces a rule's options instead of merging them, so
// this adds to any other `no-restricted-imports` of the storefront's files rather than silently dropping it.
boundaryRules.push({
  files: ['lib/**', 'components/**', 'app/**', 'proxy.ts'],
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
      { regex: '^(@/|\\./|(\\.\\./)+)backend(/|$)', message: `Import boundary: ${STOREFRONT_REASON}.` },
    ] }],
  },
});

const NOT_FROM_APP = {
  group: ['@/app/*', '**/app/*'],
  message: 'Shared code does not import from app/: move the piece beside its route or into components/ or lib/ (ADR 0068).',
};

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
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_FROM_APP] }] },
  },
  // The account and the checkout share the address through lib/address/ (and the request's cookie names through
  // lib/request/), never through each other: neither may import the other's modules. Tests that drive both (a
  // logged-in checkout, the per-customer routes) are exempt. A later object replaces the rule for its files, so these
  // repeat NOT_FROM_APP.
  ...[
    ['account', 'checkout'],
    ['checkout', 'account'],
  ].map(([own, other]) => ({
    files: [`lib/${own}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NOT_FROM_APP,
            { group: [`@/lib/${other}/*`, `**/lib/${other}/*`, `../${other}/*`], message: `lib/${own} may not import lib/${other}: move what both need to lib/address/ or another neutral home.` },
          ],
        },
      ],
    },
  })),
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
  ...boundaryRules,
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'screenshots/**'],
  },
];

export default config;
