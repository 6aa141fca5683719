import { describe, expect, it } from 'vitest';
import { KurrentEventStore } from './kurrent';
import { noStream } from './port';

describe('the EventStoreDB store and index keys', () => {
  it('refuses an append that asks it to write index keys, before reaching the server', async () => {
    // nothing listens on this port: a refusal that waited for the server would fail differently
    const store = new KurrentEventStore('esdb://127.0.0.1:1?tls=false');
    await expect(
      store.appendToStream('group-1', [{ type: 'T', data: {}, metadata: {} as never }], {
        expected: noStream,
        commandId: 'c-1',
        keys: [{ kind: 'group-saving', key: '1' }],
      }),
    ).rejects.toThrow(/only by the PostgreSQL store/);
  });
});
