import { destroyPersonalDataKey, sealPersonalData } from '@pm/infra/crypto/personal-data';
import { exactly, noStream } from '@pm/infra/event-store/port';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { createTestDatabase, type TestDatabase } from '@pm/infra/testing/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantsModel } from '../participants';
import { applyBatch, prepareModels } from '../projector';
import { contributionsModel } from './index';

const actor = { kind: 'user', userId: 5, username: 'project', role: 'ProjectAdmin' } as const;
let db: TestDatabase;
let store: PostgresEventStore;
let n = 0;
const append = async (stream: string, type: string, data: unknown, version: number | null) => {
  n += 1;
  const metadata = { commandId: `c${n}`, actor, occurredAt: '2026-11-20T08:00:00.000Z' };
  return store.appendToStream(stream, [{ type, data, metadata }], {
    expected: version === null ? noStream : exactly(version),
    commandId: `c${n}`,
  });
};
const project = async () => {
  for (const model of [participantsModel, contributionsModel])
    await applyBatch(db.pool, model, await store.readAll({ limit: 1000 }));
};

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore(db.pool);
  await prepareModels(db.pool, [participantsModel, contributionsModel]);
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

describe('contributions and participants read models', () => {
  it('sums payments exactly, leaving reversed ones out, and keeps the last payment date of those that count', async () => {
    await append(
      'contribution-1',
      'ContributionOpened',
      {
        id: 1,
        participantId: 9,
        projectId: 1,
        clusterId: 1,
        regionId: 1,
        month: '2026-11',
        expectedAmount: 100000,
      },
      null,
    );
    const by = { userId: 5, username: 'project' };
    await append(
      'contribution-1',
      'PaymentRecorded',
      { paymentId: 1, amount: 33333, paymentDate: '2026-11-05', notes: null, recordedBy: by },
      0,
    );
    await append(
      'contribution-1',
      'PaymentRecorded',
      { paymentId: 2, amount: 10, paymentDate: '2026-11-19', notes: 'x', recordedBy: by },
      1,
    );
    await append(
      'contribution-1',
      'PaymentReversed',
      { paymentId: 2, amount: 10, reason: 'typo', reversedBy: by },
      2,
    );
    await project();
    const row = (
      await db.pool.query(
        "SELECT expected_amount::text, paid_amount::text, to_char(last_payment_date, 'YYYY-MM-DD') AS last FROM contributions",
      )
    ).rows[0];
    expect(row).toEqual({ expected_amount: '1000.00', paid_amount: '333.33', last: '2026-11-05' });
    const payments = (
      await db.pool.query('SELECT id, amount::text, reversed, reversal_reason FROM payments ORDER BY id')
    ).rows;
    expect(payments).toEqual([
      { id: 1, amount: '333.33', reversed: false, reversal_reason: null },
      { id: 2, amount: '0.10', reversed: true, reversal_reason: 'typo' },
    ]);
  });

  it('opens sealed personal fields into the register and empties them when the key is destroyed', async () => {
    const personal = {
      firstName: 'Achieng',
      secondName: null,
      surname: 'Odhiambo',
      dateOfBirth: '2015-01-02',
      parentGuardianName: 'Mama',
      careGiverName: null,
      contactPhone: '+254700000000',
    };
    const sealed = await sealPersonalData(db.pool, 9, personal);
    await append(
      'participant-9',
      'ParticipantRegistered',
      {
        id: 9,
        personal: sealed,
        participantId: 'KE0420-009',
        gender: 'Female',
        gradeLevel: null,
        monthlyContribution: 100000,
        plannedExitDate: null,
        projectId: 1,
        clusterId: 1,
        regionId: 1,
        registeredOn: '2026-11-20',
      },
      null,
    );
    await project();
    expect(
      (await db.pool.query('SELECT first_name, surname, erased FROM participants WHERE id = 9')).rows[0],
    ).toEqual({ first_name: 'Achieng', surname: 'Odhiambo', erased: false });
    await append(
      'participant-9',
      'ParticipantPersonalDataErased',
      { erasedAt: '2026-11-21T00:00:00Z', keyId: sealed.keyId },
      0,
    );
    await destroyPersonalDataKey(db.pool, sealed.keyId);
    await project();
    expect(
      (
        await db.pool.query(
          'SELECT first_name, surname, contact_phone, erased FROM participants WHERE id = 9',
        )
      ).rows[0],
    ).toEqual({ first_name: null, surname: null, contact_phone: null, erased: true });
  });
});
