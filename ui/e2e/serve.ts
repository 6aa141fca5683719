import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { freshDatabase } from './support/fresh-database';

/**
 * Playwright's web server: the whole product (npm start's launcher) on a fresh database with the demo
 * data. With DATABASE_URL, a new database on that server; otherwise a fresh embedded PostgreSQL.
 */
const root = path.resolve(import.meta.dirname, '../..');
const env: NodeJS.ProcessEnv = { ...process.env, DEMO_DATA: 'true', PORT: process.env.PORT ?? '5055' };

if (process.env.DATABASE_URL) {
  env.DATABASE_URL = (await freshDatabase(process.env.DATABASE_URL, 'pm_e2e_')).url;
} else {
  const dataDir = path.join(root, '.tmp/e2e-data');
  await rm(dataDir, { recursive: true, force: true });
  env.DATA_DIR = dataDir;
  env.EMBEDDED_PG_PORT = '54330';
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'infra/src/launcher/start.ts')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
