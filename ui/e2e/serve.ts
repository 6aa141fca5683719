import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * Playwright's web server: the whole product (npm start's launcher) on a fresh database with the demo
 * data. With DATABASE_URL, a new database on that server; otherwise a fresh embedded PostgreSQL.
 */
const root = path.resolve(import.meta.dirname, '../..');
const env: NodeJS.ProcessEnv = { ...process.env, DEMO_DATA: 'true', PORT: process.env.PORT ?? '5055' };

if (process.env.DATABASE_URL) {
  const name = `pm_e2e_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  // databases of earlier runs (the web server is killed, so it cannot drop its own)
  const stale = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'pm_e2e_%'",
  );
  for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
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
