import { describe, expect, it } from 'vitest';
import { perFile, releasePerFile } from './per-file';

describe('per-file resources', () => {
  it('creates once per file, releases the last created first, and creates anew after the release', async () => {
    const log: string[] = [];
    let made = 0;
    const database = perFile(
      async () => {
        made += 1;
        log.push(`create db${made}`);
        return `db${made}`;
      },
      async (name) => {
        log.push(`drop ${name}`);
      },
    );
    const pool = perFile(
      async () => `pool on ${await database()}`,
      async (name) => {
        log.push(`end ${name}`);
      },
    );
    expect(await Promise.all([pool(), database(), pool()])).toEqual(['pool on db1', 'db1', 'pool on db1']);
    await releasePerFile();
    expect(log).toEqual(['create db1', 'end pool on db1', 'drop db1']);
    expect(await database()).toBe('db2');
    await releasePerFile();
    expect(log.at(-1)).toBe('drop db2');
    await releasePerFile();
    expect(log).toHaveLength(5);
  });

  it('runs every release even when one fails, then reports the failure', async () => {
    const released: string[] = [];
    const first = perFile(
      async () => 'a',
      async (name) => {
        released.push(name);
      },
    );
    const second = perFile(
      async () => 'b',
      async () => {
        throw new Error('server gone');
      },
    );
    await first();
    await second();
    await expect(releasePerFile()).rejects.toThrow('Releasing a test file’s resources failed');
    expect(released).toEqual(['a']);
  });
});
