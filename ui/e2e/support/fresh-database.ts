import pg from 'pg';

/**
 * A new, empty database on the server of `serverUrl`, named `${prefix}<time>`, after dropping the ones an
 * earlier run of the same tool left (its process was killed, so it could not drop its own). Only that
 * prefix's databases are dropped: the browser tests and the Lighthouse script may run side by side.
 */
export const freshDatabase = async (
  serverUrl: string,
  prefix: 'pm_e2e_' | 'pm_lighthouse_',
): Promise<{ readonly url: string; readonly drop: () => Promise<void> }> => {
  const name = `${prefix}${Date.now().toString(36)}`;
  const run = async (work: (client: pg.Client) => Promise<unknown>) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  await run(async (admin) => {
    const stale = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of stale.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
};
