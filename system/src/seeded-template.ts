/**
 * Vitest global setup of the integration tests: the PostgreSQL server (infra's global setup), then
 * the demo data seeded once into a template database that every seeded test system copies
 * (`CREATE DATABASE … TEMPLATE`, a fraction of a second instead of seven seconds of commands).
 */

import { ensureDocumentCatalogue } from '@pm/command-service/features/documents/catalogue';
import { seedDemoData } from '@pm/command-service/seed/demo';
import { dropTestDatabase } from '@pm/infra/testing/database';
import { setup as startServer, teardown as stopServer } from '@pm/infra/testing/global-setup';
import { projectionsSettled } from './builders';
import { SEEDED_TEMPLATE_ENV, startSystem } from './system';

let template: string | undefined;

export const setup = async (): Promise<void> => {
  await startServer();
  delete process.env[SEEDED_TEMPLATE_ENV];
  const system = await startSystem({ seed: false });
  try {
    await seedDemoData(system.deps);
    await ensureDocumentCatalogue(system.deps);
    await projectionsSettled(system, 60_000);
  } catch (error) {
    // a seed that fails must not leave the projector loop holding vitest open
    await system.stop();
    await stopServer();
    throw error;
  }
  await system.stop({ keepDatabase: true });
  template = system.db.name;
  process.env[SEEDED_TEMPLATE_ENV] = template;
};

export const teardown = async (): Promise<void> => {
  if (template) await dropTestDatabase(template).catch(() => {});
  await stopServer();
};
