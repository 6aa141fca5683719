/**
 * The project's import boundaries, checked in CI (`npm run lint:deps`, part of `npm test`).
 * Why these rules: docs/architecture.md, "Boundaries".
 */
const SERVICES = '(command-service|projector|read-api)';
/** Test code: specs, test helpers (`*-testing.ts`, `fixtures.ts`, a `testing/` folder) and the browser tests. */
const TEST = '\\.spec\\.tsx?$|-testing\\.ts$|/fixtures\\.ts$|/testing/|^ui/e2e/';
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle of run-time imports makes load order matter and hides which module owns what (a type-only import does not load anything).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'domain/ holds the rules: it imports only itself, zod and (in tests) the test libraries; no Node module, no other workspace.',
      from: { path: '^domain/src', pathNot: '\\.spec\\.ts$|^domain/src/shared/spec-helper\\.ts$' },
      to: { pathNot: '^domain/src|node_modules/zod/' },
    },
    {
      name: 'domain-no-node',
      severity: 'error',
      comment: 'domain/ runs in the browser too: no Node built-in module, outside its test helpers.',
      from: { path: '^domain/src', pathNot: '\\.spec\\.ts$|^domain/src/shared/spec-helper\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'infra-below-services',
      severity: 'error',
      comment: 'infra/ is shared plumbing: it never imports a service or the UI.',
      from: { path: '^infra/src' },
      to: { path: `^(${SERVICES.slice(1, -1)}|ui)/` },
    },
    {
      name: 'services-apart',
      severity: 'error',
      comment:
        "A service's code and its tests never import another service (only domain and infra); what composes several services (the system test harness, the product benchmarks, cross-service tests) lives in system/.",
      from: { path: `^${SERVICES}/` },
      to: { path: `^${SERVICES}/`, pathNot: '^$1/' },
    },
    {
      name: 'system-is-for-tests',
      severity: 'error',
      comment: 'system/ holds test and benchmark code: production code never imports it.',
      from: {
        path: '^(domain|infra|command-service|projector|read-api|ui)/',
        pathNot: TEST,
      },
      to: { path: '^system/' },
    },
    {
      name: 'ui-features-apart',
      severity: 'error',
      comment:
        "A UI feature uses another feature only through that feature's index.ts (its public surface); the app's routes and shell compose features freely.",
      from: { path: '^ui/src/features/([^/]+)/', pathNot: TEST },
      to: {
        path: '^ui/src/features/',
        pathNot: ['^ui/src/features/$1/', '^ui/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'light-through-index',
      severity: 'error',
      comment:
        'The light components are a performance measure fenced behind one module: used only through ui/src/components/light/index.ts and form.ts (docs/decisions/performance-measures.md).',
      from: { path: '^ui/src', pathNot: ['^ui/src/components/light/', TEST] },
      to: { path: '^ui/src/components/light/', pathNot: '^ui/src/components/light/(index|form)\\.ts$' },
    },
    {
      name: 'ui-only-domain',
      severity: 'error',
      comment:
        'The UI talks to the services over HTTP; of our code it imports only domain/ (contracts and rules).',
      from: { path: '^ui/src' },
      to: { path: `^(infra|${SERVICES.slice(1, -1)})/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data|\\.tmp|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    // Only the UI uses a path alias ('@/…' = ui/src/…); its tsconfig gives it.
    tsConfig: { fileName: '.dependency-cruiser.tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    combinedDependencies: false,
  },
};
