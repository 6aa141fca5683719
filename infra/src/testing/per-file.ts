/**
 * Resources a shared test helper creates lazily for the test file that uses it (a database, a pool).
 * The integration tests run without module isolation (vitest.config.ts), so a helper's module is
 * evaluated once per worker and its state outlives the file: it registers the release here instead of
 * calling `afterAll` itself, and `./per-file-setup.ts` (a setup file, run for every test file) releases
 * whatever the file created once the file's tests are done.
 */
const releases: (() => Promise<void>)[] = [];

/** `create()` once per test file, released (last created, first released) after the file's tests. */
export const perFile = <T>(create: () => Promise<T>, release: (value: T) => Promise<void>) => {
  let current: Promise<T> | undefined;
  return (): Promise<T> => {
    if (!current) {
      const created = create();
      current = created;
      releases.push(async () => {
        current = undefined;
        await release(await created);
      });
    }
    return current;
  };
};

/** Releases what the file created (the setup file's `afterAll`); every release runs even if one fails. */
export const releasePerFile = async (): Promise<void> => {
  const failures: unknown[] = [];
  for (const release of releases.splice(0).reverse()) await release().catch((error) => failures.push(error));
  if (failures.length > 0) throw new AggregateError(failures, 'Releasing a test file’s resources failed');
};
