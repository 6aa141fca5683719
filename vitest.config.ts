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
          // the files share a worker's modules instead of each loading its own (Ant Design, React, the
          // domain): 2¼ minutes less on two slow cores, 136 s to 28 s. Tests restore what they stub.
          isolate: false,
        },
      },
      {
        test: {
          name: 'int',
          include: ['**/*.int.spec.ts'],
          exclude,
          environment: 'node',
          globalSetup: ['./system/src/seeded-template.ts'],
          // as the unit tests (over two minutes less here); a shared helper's resources are released
          // per file by infra/src/testing/per-file.ts, not by an afterAll in its module, which runs once
          isolate: false,
          setupFiles: ['./infra/src/testing/per-file-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // two cores: keep integration files from starving each other
          maxWorkers: 2,
        },
      },
    ],
  },
});
