import { exactly, noStream } from '@pm/infra/event-store/port';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { createTestDatabase, type TestDatabase } from '@pm/infra/testing/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBatch, prepareModels } from '../projector';
import { savingGroupsModel } from './index';

const by = { userId: 7, username: 'facilitator' };
let db: TestDatabase;
let store: PostgresEventStore;
let n = 0;
const versions = new Map<string, number>();
const append = async (stream: string, type: string, data: unknown) => {
  n += 1;
  const version = versions.get(stream);
  await store.appendToStream(
    stream,
    [
      {
        type,
        data,
        metadata: {
          commandId: `c${n}`,
          actor: { kind: 'system', name: 'test' },
          occurredAt: '2026-11-20T08:00:00.000Z',
        },
      },
    ],
    { expected: version === undefined ? noStream : exactly(version), commandId: `c${n}` },
  );
  versions.set(stream, (version ?? -1) + 1);
};

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore(db.pool);
  await prepareModels(db.pool, [savingGroupsModel]);
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

describe('saving groups read model', () => {
  it('keeps the fund totals, loans and requests in step with the events', async () => {
    await append('group-1', 'GroupRegistered', {
      groupId: 1,
      name: 'Upendo',
      description: 'A savings group',
      groupCode: null,
      presidentName: 'A',
      presidentPhone: '0711000000',
      secretaryName: 'B',
      secretaryPhone: '0711000001',
      treasurerName: 'C',
      treasurerPhone: '0711000002',
      totalMembers: 2,
      maleMembers: 1,
      femaleMembers: 1,
      meetingDay: 'Monday',
      meetingTime: '14:00',
      meetingLocation: 'Hall',
      meetingFrequency: 'Weekly',
      savingAmount: 20000,
      serviceChargeRate: 5,
      maxLoanAmount: null,
      bankName: null,
      accountNumber: null,
      registrationDate: '2026-01-01',
      cycleDuration: 12,
      projectId: 1,
      clusterId: 1,
      regionId: 1,
      createdBy: by,
    });
    const member = {
      memberNumber: '001',
      memberIdNumber: 'X',
      memberName: 'Auma',
      memberPhone: '0722',
      nextOfKinName: 'K',
      nextOfKinIdNumber: 'Y',
      nextOfKinPhone: '0733',
      nextOfKinRelationship: 'Sister',
      role: 'member',
      joinedAt: '2026-11-01T00:00:00Z',
    };
    await append('group-1', 'MemberJoined', { memberId: 10, ...member });
    await append('group-1', 'SavingRecorded', {
      savingId: 1,
      memberId: 10,
      amount: 500050,
      savingDate: '2026-11-02',
      notes: null,
      meetingId: null,
      recordedBy: by,
    });
    await append('group-1', 'LoanDisbursed', {
      loanId: 5,
      borrowerId: 10,
      amount: 300000,
      loanDate: '2026-11-03',
    });
    await append('loan-5', 'LoanIssued', {
      loanId: 5,
      groupId: 1,
      borrowerId: 10,
      amount: 300000,
      interestRate: 5,
      termMonths: 2,
      totalAmount: 330000,
      loanDate: '2026-11-03',
      dueDate: '2027-01-03',
      purpose: 'Seed',
      guarantors: ['Kin'],
      meetingId: null,
      projectId: 1,
      clusterId: 1,
      regionId: 1,
      issuedBy: by,
    });
    await append('loan-5', 'RepaymentRecorded', {
      repaymentId: 1,
      amount: 330000,
      paymentDate: '2026-11-10',
      notes: null,
      meetingId: null,
      recordedBy: by,
    });
    await append('loan-5', 'LoanCompleted', { completedOn: '2026-11-10' });
    await append('group-1', 'RepaymentReceived', {
      repaymentId: 1,
      loanId: 5,
      amount: 330000,
      paymentDate: '2026-11-10',
    });
    await append('group-1', 'MemberLeft', { memberId: 10, leftAt: '2026-11-15T00:00:00Z' });
    await append('emergency-fund-3', 'EmergencyFundCreated', {
      fundId: 3,
      groupId: 1,
      description: 'Fund',
      contributionAmount: 10000,
      maxDisbursementPerMember: 200000,
      isActive: true,
      projectId: 1,
      clusterId: 1,
      regionId: 1,
      createdBy: by,
    });
    await append('emergency-fund-3', 'DisbursementRequested', {
      disbursementId: 4,
      memberId: 10,
      amount: 100000,
      emergencyType: 'Fire',
      description: 'Kitchen fire at home',
      disbursementDate: null,
      requestedBy: by,
      requestedOn: '2026-11-12',
    });
    await append('emergency-fund-3', 'DisbursementRejected', {
      disbursementId: 4,
      reason: 'Duplicate',
      rejectedBy: { userId: 5, username: 'project' },
      rejectedOn: '2026-11-13',
    });
    await applyBatch(db.pool, savingGroupsModel, await store.readAll({ limit: 1000 }));

    const group = (
      await db.pool.query(
        'SELECT savings::text, repayments::text, disbursed::text, (savings + repayments - disbursed)::text AS fund FROM saving_groups',
      )
    ).rows[0];
    expect(group).toEqual({
      savings: '5000.50',
      repayments: '3300.00',
      disbursed: '3000.00',
      fund: '5300.50',
    });
    expect(
      (await db.pool.query('SELECT status, amount_paid::text, completed_on::text FROM group_loans')).rows[0],
    ).toEqual({ status: 'completed', amount_paid: '3300.00', completed_on: '2026-11-10' });
    expect(
      (await db.pool.query('SELECT is_active, left_at IS NOT NULL AS left FROM group_members')).rows[0],
    ).toEqual({ is_active: false, left: true });
    expect(
      (await db.pool.query('SELECT status, decided_by, rejection_reason FROM emergency_disbursements'))
        .rows[0],
    ).toEqual({ status: 'rejected', decided_by: 'project', rejection_reason: 'Duplicate' });
  });
});
