import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './processes';

/**
 * `npm start` with settings that are not valid: before, PORT=abc quietly became 5000 and
 * SESSION_IDLE_MINUTES=-3 became 30. Now the launcher prints one message naming each of them and exits
 * with 1, having started nothing (no data directory claimed, no database, no service).
 */
it('stops npm start before anything starts, naming every setting that is not valid', async () => {
  const dataDir = path.join(ROOT, '.tmp', `bad-config-${process.pid}`);
  const { DATABASE_URL: _url, TEST_PG_URL: _test, ...env } = process.env;
  const launcher = spawn(process.execPath, ['--import', 'tsx', 'infra/src/launcher/start.ts'], {
    cwd: ROOT,
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: 'abc',
      SESSION_IDLE_MINUTES: '-3',
      DB_STATEMENT_TIMEOUT_MS: 'x',
      SMS_PART_PRICE_KES: 'abc',
      DEMO_DATA: 'off',
      UI_BUILD: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  launcher.stdout.on('data', (d) => {
    stdout += String(d);
  });
  launcher.stderr.on('data', (d) => {
    stderr += String(d);
  });
  const code = await new Promise<number | null>((resolve) => launcher.on('exit', resolve));
  expect(code).toBe(1);
  expect(stderr.trim().split('\n')).toEqual([
    'Not started: 4 settings are not valid (README.md, "Configuration"):',
    '  PORT must be a port number from 1 to 65535, got "abc"',
    '  SESSION_IDLE_MINUTES must be a whole number above 0, got "-3"',
    '  DB_STATEMENT_TIMEOUT_MS must be a whole number, 0 or more, got "x"',
    '  SMS_PART_PRICE_KES must be a number, 0 or more, got "abc"',
  ]);
  expect(stdout).toBe('');
  expect(existsSync(dataDir)).toBe(false);
});
