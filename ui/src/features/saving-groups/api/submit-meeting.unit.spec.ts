import { describe, expect, it } from 'vitest';
import type { RunRequest } from '../components/meeting-run-format';
import { toQueued } from './submit-meeting';

const requests: RunRequest[] = [
  { key: 'k-saving', label: 'Saving of Jane', url: '/api/group-savings', body: { amount: 200 } },
  { key: 'k-penalty', label: 'Penalty of Ruth', url: '/api/member-penalties', body: { amount: 20 } },
  {
    key: 'k-paid',
    label: 'Penalty paid by Ruth',
    url: '/api/member-penalties/{id}/pay',
    body: { paymentDate: '2026-11-27' },
    paysPenaltyOf: 'k-penalty',
  },
];

describe('toQueued', () => {
  it('keeps each request with its key, and a payment waits for its penalty in the queue', () => {
    expect(toQueued(requests, new Map())).toEqual([
      {
        key: 'k-saving',
        method: 'POST',
        url: '/api/group-savings',
        body: { amount: 200 },
        label: 'Saving of Jane',
      },
      {
        key: 'k-penalty',
        method: 'POST',
        url: '/api/member-penalties',
        body: { amount: 20 },
        label: 'Penalty of Ruth',
      },
      {
        key: 'k-paid',
        method: 'POST',
        url: '/api/member-penalties/{id}/pay',
        body: { paymentDate: '2026-11-27' },
        label: 'Penalty paid by Ruth',
        dependsOn: 'k-penalty',
      },
    ]);
  });

  it("names the penalty's id when the penalty was stored before the connection dropped", () => {
    const [paid] = toQueued(requests.slice(2), new Map([['k-penalty', 31]]));
    expect(paid).toEqual({
      key: 'k-paid',
      method: 'POST',
      url: '/api/member-penalties/31/pay',
      body: { paymentDate: '2026-11-27' },
      label: 'Penalty paid by Ruth',
    });
  });
});
