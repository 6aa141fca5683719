import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { Snapshots } from './snapshots';

describe('the spacing of snapshots', () => {
  const snapshots = new Snapshots({} as pg.Pool);
  /** The versions a stream appended one event at a time up to `last` takes its snapshots at. */
  const taken = (last: number) => {
    const at: number[] = [];
    let snapshotAt = -1;
    for (let version = 0; version <= last; version += 1)
      if (snapshots.due(version, snapshotAt)) {
        at.push(version);
        snapshotAt = version;
      }
    return at;
  };

  it('takes one every hundred events while the stream is short, then when it has grown by half', () => {
    expect(taken(450)).toEqual([99, 199, 299, 448]);
  });

  it('spaces them by half the stream once it is long, so their bytes stay within three times its state', () => {
    const at = taken(100_000);
    expect(at.length).toBeLessThan(20);
    // each snapshot is the whole state, which grows with the version: the bytes written follow the versions
    const written = at.reduce((sum, version) => sum + version, 0);
    expect(written).toBeLessThanOrEqual(3 * at.at(-1)!);
  });

  it('leaves at most a third of a long stream to fold on top of its snapshot', () => {
    let snapshotAt = -1;
    const over: number[] = [];
    for (let version = 0; version <= 100_000; version += 1) {
      if (snapshots.due(version, snapshotAt)) snapshotAt = version;
      if (version - snapshotAt >= Math.max(100, (version + 1) / 3)) over.push(version);
    }
    expect(over).toEqual([]);
  });
});

describe('the writes of snapshots', () => {
  it("writes one snapshot of a stream at a time, dropping those taken while the stream's is written", async () => {
    const pending: (() => void)[] = [];
    const query = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
    const snapshots = new Snapshots({ query } as unknown as pg.Pool);
    const streamsWritten = () =>
      query.mock.calls.map((call) => (call as unknown as [string, string[]])[1][0]);
    snapshots.keep('group-1', 'schema', { version: 300, state: { savings: 1 } });
    snapshots.keep('group-1', 'schema', { version: 301, state: { savings: 2 } });
    snapshots.keep('group-2', 'schema', { version: 300, state: { savings: 3 } });
    expect(streamsWritten()).toEqual(['group-1', 'group-2']);
    for (const resolve of pending) resolve();
    await snapshots.settled();
    // once its write is done, the stream's next snapshot is written
    snapshots.keep('group-1', 'schema', { version: 451, state: { savings: 4 } });
    expect(streamsWritten()).toEqual(['group-1', 'group-2', 'group-1']);
    for (const resolve of pending) resolve();
    await snapshots.settled();
  });
});
