import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**', '**/.tmp/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/*.unit.spec.ts', '**/*.unit.spec.tsx'],
          exclude,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'int',
          include: ['**/*.int.spec.ts'],
          exclude,
          environment: 'node',
          globalSetup: ['./infra/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // two cores: keep integration files from starving each other
          maxWorkers: 2,
        },
      },
    ],
  },
});
