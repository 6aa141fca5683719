import { describe, expect, it } from 'vitest';
import { IdLedger } from './ids';

describe('IdLedger: the ids of one attempt at a request', () => {
  const counter = (start: number) => {
    let next = start;
    return async () => next++;
  };

  it('answers the saved ids of a kind first, in order, then new ones', async () => {
    const ledger = new IdLedger({ payment: [1168, 1169] }, null, true);
    const allocate = counter(1181);
    expect(await ledger.take('payment', allocate)).toBe(1168);
    expect(await ledger.take('participant', allocate)).toBe(1181);
    expect(await ledger.take('payment', allocate)).toBe(1169);
    expect(await ledger.take('payment', allocate)).toBe(1182);
    expect(ledger.retried).toBe(true);
  });

  it('answers the same ids again after a rewind (the command decided again)', async () => {
    const ledger = new IdLedger();
    const allocate = counter(10);
    const first = [await ledger.take('saving', allocate), await ledger.take('saving', allocate)];
    ledger.rewind();
    const again = [await ledger.take('saving', allocate), await ledger.take('saving', allocate)];
    expect(again).toEqual(first);
    expect(await ledger.take('saving', allocate)).toBe(12);
  });

  it('saves before an append only when it took a new id since it last saved', async () => {
    const saved: Record<string, number[]>[] = [];
    const ledger = new IdLedger({ asset: [5] }, async (ids) => {
      saved.push(structuredClone(ids));
    });
    const allocate = counter(40);
    await ledger.take('asset', allocate);
    await ledger.beforeAppend();
    expect(saved).toEqual([]);
    await ledger.take('asset', allocate);
    await ledger.beforeAppend();
    await ledger.beforeAppend();
    expect(saved).toEqual([{ asset: [5, 40] }]);
  });
});
