import path from 'node:path';
import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**', '**/.tmp/**'];

export default defineConfig({
  test: {
    projects: [
      {
        // the ui's '@/' import alias (ui/tsconfig.json, ui/vite.config.ts)
        resolve: {
          alias: [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'ui/src')}/` }],
        },
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
          globalSetup: ['./command-service/src/testing/seeded-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // two cores: keep integration files from starving each other
          maxWorkers: 2,
        },
      },
    ],
  },
});
