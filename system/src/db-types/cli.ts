/**
 * npm run db:types: writes infra/src/db/tables.ts from a fresh database (DATABASE_URL's server, or an
 * embedded one when it is unset), after the migrations and the read models' schemas are applied.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestDatabase } from '@pm/infra/testing/database';
import { setup, teardown } from '@pm/infra/testing/global-setup';
import { generateTables } from './generate';

export const TABLES_FILE = path.resolve(import.meta.dirname, '../../../infra/src/db/tables.ts');

await setup();
try {
  const database = await createTestDatabase({ migrate: false });
  try {
    await writeFile(TABLES_FILE, await generateTables(database.pool));
    console.log(`wrote ${path.relative(process.cwd(), TABLES_FILE)}`);
  } finally {
    await database.drop();
  }
} finally {
  await teardown();
}
