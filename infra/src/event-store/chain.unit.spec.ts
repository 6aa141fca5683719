import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ChainedEvent, chainHash, GENESIS_HASH } from './chain';

const event: ChainedEvent = {
  position: 7n,
  streamId: 'SavingGroup-12',
  streamVersion: 3,
  type: 'SavingRecorded',
  data: '{"amount": 20000, "memberId": 4}',
  metadata: '{"commandId": "c-1"}',
};

describe('the chain serialisation', () => {
  it('is the documented byte string: each field length-prefixed in UTF-8 bytes, after the previous hash', () => {
    const prev = Buffer.alloc(32, 0xab);
    const fields = [
      '1:7',
      '14:SavingGroup-12',
      '1:3',
      '14:SavingRecorded',
      '32:{"amount": 20000, "memberId": 4}',
      '20:{"commandId": "c-1"}',
    ].join('');
    const expected = createHash('sha256')
      .update(Buffer.concat([prev, Buffer.from(fields, 'utf8')]))
      .digest();
    expect(chainHash(prev, event).toString('hex')).toBe(expected.toString('hex'));
  });

  it('counts bytes, not characters, in the length prefix', () => {
    const named = { ...event, data: '{"name": "Wanjikũ"}' };
    const fields = `1:714:SavingGroup-121:314:SavingRecorded20:{"name": "Wanjikũ"}20:{"commandId": "c-1"}`;
    const expected = createHash('sha256')
      .update(Buffer.concat([GENESIS_HASH, Buffer.from(fields, 'utf8')]))
      .digest();
    expect(chainHash(GENESIS_HASH, named).equals(expected)).toBe(true);
  });

  it('gives the same hash for the same event, whether the position comes as a bigint or as text', () => {
    expect(chainHash(GENESIS_HASH, event).equals(chainHash(GENESIS_HASH, { ...event }))).toBe(true);
    expect(chainHash(GENESIS_HASH, event).equals(chainHash(GENESIS_HASH, { ...event, position: '7' }))).toBe(
      true,
    );
  });

  it('tells apart events whose fields would run together without the length prefix', () => {
    const a = chainHash(GENESIS_HASH, { ...event, streamId: 'Saving', type: 'Group-12SavingRecorded' });
    const b = chainHash(GENESIS_HASH, { ...event, streamId: 'SavingGroup-12', type: 'SavingRecorded' });
    expect(a.equals(b)).toBe(false);
    // a length prefix smuggled into a field does not line up either
    const c = chainHash(GENESIS_HASH, { ...event, data: '{}', metadata: '{}' });
    const d = chainHash(GENESIS_HASH, { ...event, data: '{}2:{}', metadata: '' });
    expect(c.equals(d)).toBe(false);
  });

  it('changes with every field and with the previous hash', () => {
    const base = chainHash(GENESIS_HASH, event).toString('hex');
    const variants: ChainedEvent[] = [
      { ...event, position: 8n },
      { ...event, streamId: 'SavingGroup-13' },
      { ...event, streamVersion: 4 },
      { ...event, type: 'SavingReversed' },
      { ...event, data: '{"amount": 20001, "memberId": 4}' },
      { ...event, metadata: '{"commandId": "c-2"}' },
    ];
    const hashes = new Set([base, ...variants.map((v) => chainHash(GENESIS_HASH, v).toString('hex'))]);
    expect(hashes.size).toBe(variants.length + 1);
    expect(chainHash(Buffer.alloc(32, 1), event).toString('hex')).not.toBe(base);
  });

  it('starts from a genesis of 32 zero bytes and answers 32-byte hashes', () => {
    expect(GENESIS_HASH.toString('hex')).toBe('0'.repeat(64));
    expect(chainHash(GENESIS_HASH, event)).toHaveLength(32);
  });
});
