import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createEmergencyFundSchema,
  createSavingGroupSchema,
  disbursementRequestSchema,
  emergencyContributionSchema,
  issueLoanSchema,
  memberSchema,
  recordRepaymentSchema,
  recordSavingSchema,
  rejectDisbursementSchema,
  setGroupStatusSchema,
} from './schemas';

/** The first message per field, as the form shows it. */
const messagesOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.') || '_'] ??= issue.message;
  return messages;
};
const messageOf = (schema: z.ZodType, input: unknown, field: string): string | undefined =>
  messagesOf(schema, input)[field];

const BAD_AMOUNTS: readonly unknown[] = [0, -5, JSON.parse('1e309'), 'abc'];

const aGroup = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tumaini Savers',
  description: 'Women of Tumaini church saving weekly',
  presidentName: 'Jane Wanjiru',
  presidentPhone: '0712345678',
  secretaryName: 'Mary Achieng',
  secretaryPhone: '+254 723 456 789',
  treasurerName: 'Grace Njeri',
  treasurerPhone: '0734567890',
  totalMembers: 20,
  maleMembers: 5,
  femaleMembers: 15,
  meetingLocation: 'Church hall',
  savingAmount: 200,
  registrationDate: '2026-11-01',
  ...overrides,
});

describe('create saving group schema', () => {
  it('applies the create screen defaults and turns money into cents', () => {
    expect(createSavingGroupSchema.parse(aGroup({ maxLoanAmount: '', groupCode: '  ' }))).toEqual({
      ...aGroup(),
      secretaryPhone: '+254 723 456 789',
      groupCode: null,
      meetingDay: 'Monday',
      meetingTime: '14:00',
      meetingFrequency: 'Weekly',
      savingAmount: 20000,
      serviceChargeRate: 5,
      maxLoanAmount: null,
      bankName: null,
      accountNumber: null,
      cycleDuration: 12,
      projectId: null,
    });
    const chosen = createSavingGroupSchema.parse(
      aGroup({
        meetingDay: 'Saturday',
        meetingTime: '09:30',
        meetingFrequency: 'Bi-weekly',
        serviceChargeRate: 2.5,
        maxLoanAmount: '5000.50',
        cycleDuration: '6',
        projectId: 4,
      }),
    );
    expect(chosen).toMatchObject({
      meetingDay: 'Saturday',
      meetingTime: '09:30',
      meetingFrequency: 'Bi-weekly',
      serviceChargeRate: 2.5,
      maxLoanAmount: 500050,
      cycleDuration: 6,
      projectId: 4,
    });
  });

  it('answers the specification messages for name, description, leaders and phones', () => {
    const messages = messagesOf(
      createSavingGroupSchema,
      aGroup({
        name: 'ab',
        description: 'too short',
        presidentName: 'J',
        secretaryName: undefined,
        treasurerName: ' ',
        presidentPhone: '071234567',
        secretaryPhone: 'not a phone',
        treasurerPhone: undefined,
      }),
    );
    expect(messages).toMatchObject({
      name: 'Group name must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      presidentName: 'President name must be at least 2 characters',
      secretaryName: 'Secretary name must be at least 2 characters',
      treasurerName: 'Treasurer name must be at least 2 characters',
      presidentPhone: 'Valid phone number required',
      secretaryPhone: 'Valid phone number required',
      treasurerPhone: 'Valid phone number required',
    });
  });

  it('requires whole member counts of 0 or more that add up', () => {
    for (const bad of [-1, 2.5, 'abc', JSON.parse('1e309')]) {
      expect(messageOf(createSavingGroupSchema, aGroup({ maleMembers: bad }), 'maleMembers')).toBe(
        'Must be a valid number',
      );
      expect(messageOf(createSavingGroupSchema, aGroup({ femaleMembers: bad }), 'femaleMembers')).toBe(
        'Must be a valid number',
      );
      expect(messageOf(createSavingGroupSchema, aGroup({ totalMembers: bad }), 'totalMembers')).toBe(
        'Must be a valid number',
      );
    }
    expect(messageOf(createSavingGroupSchema, aGroup({ totalMembers: undefined }), 'totalMembers')).toBe(
      'Total members is required',
    );
    expect(messageOf(createSavingGroupSchema, aGroup({ totalMembers: 21 }), 'totalMembers')).toBe(
      'Total members must equal male + female members',
    );
    expect(
      createSavingGroupSchema.parse(
        aGroup({ totalMembers: '0', maleMembers: undefined, femaleMembers: undefined }),
      ),
    ).toMatchObject({ totalMembers: 0, maleMembers: 0, femaleMembers: 0 });
  });

  it('requires a meeting day, an HH:MM time, a location and a frequency from the lists', () => {
    expect(
      messagesOf(
        createSavingGroupSchema,
        aGroup({ meetingDay: 'Funday', meetingTime: '', meetingLocation: 'ab', meetingFrequency: 'Daily' }),
      ),
    ).toEqual({
      meetingDay: 'Please choose a meeting day',
      meetingTime: 'Meeting time is required',
      meetingLocation: 'Meeting location must be at least 3 characters',
      meetingFrequency: 'Meeting frequency must be Weekly, Bi-weekly or Monthly',
    });
    for (const time of ['24:00', '9:30', '12:60', '2pm'])
      expect(messageOf(createSavingGroupSchema, aGroup({ meetingTime: time }), 'meetingTime')).toBe(
        'Meeting time must be HH:MM',
      );
  });

  it('requires a positive saving amount', () => {
    expect(messageOf(createSavingGroupSchema, aGroup({ savingAmount: undefined }), 'savingAmount')).toBe(
      'Saving amount is required',
    );
    for (const bad of BAD_AMOUNTS)
      expect(messageOf(createSavingGroupSchema, aGroup({ savingAmount: bad }), 'savingAmount')).toBe(
        'Saving amount must be a positive number',
      );
  });

  it('takes a service charge rate of 0 to 100 percent with at most two decimals', () => {
    const rate = (value: unknown) =>
      messageOf(createSavingGroupSchema, aGroup({ serviceChargeRate: value }), 'serviceChargeRate');
    expect(rate(-1)).toBe('Service charge rate cannot be negative');
    expect(rate(100.5)).toBe('Service charge rate must be at most 100 percent');
    expect(rate(5.555)).toBe('Service charge rate has at most two decimals');
    expect(rate(0.1 + 0.2)).toBe('Service charge rate has at most two decimals');
    expect(rate('abc')).toBe('Service charge rate must be a number');
    expect(rate(JSON.parse('1e309'))).toBe('Service charge rate must be a number');
    expect(createSavingGroupSchema.parse(aGroup({ serviceChargeRate: '0.25' })).serviceChargeRate).toBe(0.25);
    expect(createSavingGroupSchema.parse(aGroup({ serviceChargeRate: 0 })).serviceChargeRate).toBe(0);
  });

  it('refuses a maximum loan of 0 or less, a date that does not exist and a cycle under a month', () => {
    expect(messagesOf(createSavingGroupSchema, aGroup({ maxLoanAmount: 0 }))).toEqual({
      maxLoanAmount: 'Maximum loan amount must be a positive number',
    });
    expect(
      messageOf(createSavingGroupSchema, aGroup({ registrationDate: '2024-02-30' }), 'registrationDate'),
    ).toBe('Please enter a valid date (YYYY-MM-DD)');
    expect(messageOf(createSavingGroupSchema, aGroup({ registrationDate: '' }), 'registrationDate')).toBe(
      'Registration date is required',
    );
    expect(messageOf(createSavingGroupSchema, aGroup({ cycleDuration: 0 }), 'cycleDuration')).toBe(
      'Cycle duration must be at least 1 month',
    );
    expect(messageOf(createSavingGroupSchema, aGroup({ cycleDuration: 1.5 }), 'cycleDuration')).toBe(
      'Cycle duration must be a whole number of months',
    );
  });
});

describe('group status schema', () => {
  it('takes Active, Inactive or Suspended', () => {
    expect(setGroupStatusSchema.parse({ status: 'Suspended' })).toEqual({ status: 'Suspended' });
    expect(messageOf(setGroupStatusSchema, { status: 'Closed' }, 'status')).toBe(
      'Status must be Active, Inactive or Suspended',
    );
  });
});

describe('member schema', () => {
  const aMember = (overrides: Record<string, unknown> = {}) => ({
    groupId: 7,
    memberNumber: 'M001',
    memberIdNumber: '12345678',
    memberName: 'Jane Wanjiru',
    memberPhone: '0712345678',
    nextOfKinName: 'Peter Kamau',
    nextOfKinIdNumber: '23456789',
    nextOfKinPhone: '0723456789',
    nextOfKinRelationship: 'Spouse',
    ...overrides,
  });

  it('defaults the role to member, ignores isActive and normalises the role', () => {
    expect(memberSchema.parse(aMember({ isActive: true }))).toEqual({ ...aMember(), role: 'member' });
    expect(memberSchema.parse(aMember({ role: ' President ' })).role).toBe('president');
    expect(memberSchema.parse(aMember({ role: '' })).role).toBe('member');
  });

  it('requires every member field, with its own message', () => {
    const blank = Object.fromEntries(Object.keys(aMember()).map((k) => [k, k === 'groupId' ? 7 : '  ']));
    expect(messagesOf(memberSchema, blank)).toEqual({
      memberNumber: 'Member number is required',
      memberIdNumber: 'Member ID number is required',
      memberName: 'Member name is required',
      memberPhone: 'Member phone is required',
      nextOfKinName: 'Next of kin name is required',
      nextOfKinIdNumber: 'Next of kin ID number is required',
      nextOfKinPhone: 'Next of kin phone is required',
      nextOfKinRelationship: 'Next of kin relationship is required',
    });
    expect(messageOf(memberSchema, aMember({ memberName: undefined }), 'memberName')).toBe(
      'Member name is required',
    );
    expect(messageOf(memberSchema, aMember({ groupId: undefined }), 'groupId')).toBe('Please select a group');
  });

  it('refuses an unknown role with the specification message', () => {
    expect(messageOf(memberSchema, aMember({ role: 'chairman' }), 'role')).toBe(
      'Invalid role. Must be: member, president, secretary, or treasurer',
    );
  });
});

describe('record saving schema', () => {
  const aSaving = (overrides: Record<string, unknown> = {}) => ({
    groupId: 7,
    memberId: 1,
    amount: 200,
    savingDate: '2026-11-23',
    ...overrides,
  });

  it('takes a positive amount in cents, a real date and optional notes', () => {
    expect(recordSavingSchema.parse(aSaving({ amount: '200.50', notes: '' }))).toEqual({
      ...aSaving(),
      amount: 20050,
      notes: null,
      meetingId: null,
    });
  });

  it('answers the specification messages', () => {
    expect(messageOf(recordSavingSchema, aSaving({ amount: undefined }), 'amount')).toBe(
      'Amount is required',
    );
    for (const bad of BAD_AMOUNTS)
      expect(messageOf(recordSavingSchema, aSaving({ amount: bad }), 'amount')).toBe(
        'Amount must be a positive number',
      );
    expect(messageOf(recordSavingSchema, aSaving({ savingDate: '2024-02-30' }), 'savingDate')).toBe(
      'Please enter a valid date (YYYY-MM-DD)',
    );
    expect(messageOf(recordSavingSchema, aSaving({ memberId: undefined }), 'memberId')).toBe(
      'Please select a member',
    );
  });
});

describe('issue loan schema', () => {
  const aLoan = (overrides: Record<string, unknown> = {}) => ({
    groupId: 7,
    borrowerId: 1,
    amount: 10000,
    purpose: 'Buy a dairy cow',
    ...overrides,
  });

  it('defaults the service charge to 5, the term to 6 months and leaves the date to the service', () => {
    expect(issueLoanSchema.parse(aLoan({ status: 'completed', loanDate: '' }))).toEqual({
      ...aLoan(),
      amount: 1000000,
      interestRate: 5,
      termMonths: 6,
      loanDate: undefined,
      guarantors: [],
      meetingId: null,
    });
    expect(
      issueLoanSchema.parse(aLoan({ interestRate: 0, termMonths: 12, guarantors: [' Mary ', ''] })),
    ).toMatchObject({ interestRate: 0, termMonths: 12, guarantors: ['Mary'] });
  });

  it('answers the specification messages', () => {
    for (const bad of BAD_AMOUNTS)
      expect(messageOf(issueLoanSchema, aLoan({ amount: bad }), 'amount')).toBe(
        'Amount must be a positive number',
      );
    expect(messageOf(issueLoanSchema, aLoan({ interestRate: -5 }), 'interestRate')).toBe(
      'Interest rate cannot be negative',
    );
    expect(messageOf(issueLoanSchema, aLoan({ purpose: 'Cow ' }), 'purpose')).toBe(
      'Purpose must be at least 5 characters',
    );
    expect(messageOf(issueLoanSchema, aLoan({ termMonths: 0 }), 'termMonths')).toBe(
      'Term must be at least 1 month',
    );
    expect(messageOf(issueLoanSchema, aLoan({ termMonths: 'abc' }), 'termMonths')).toBe(
      'Term must be a whole number of months',
    );
    expect(messageOf(issueLoanSchema, aLoan({ loanDate: '2024-02-30' }), 'loanDate')).toBe(
      'Please enter a valid date (YYYY-MM-DD)',
    );
    expect(messageOf(issueLoanSchema, aLoan({ borrowerId: undefined }), 'borrowerId')).toBe(
      'Please select a borrower',
    );
  });
});

describe('record repayment schema', () => {
  const aRepayment = (overrides: Record<string, unknown> = {}) => ({
    loanId: 55,
    amount: 500,
    paymentDate: '2026-11-20',
    ...overrides,
  });

  it('takes a positive amount and a real date', () => {
    expect(recordRepaymentSchema.parse(aRepayment())).toEqual({
      ...aRepayment(),
      amount: 50000,
      notes: null,
      meetingId: null,
    });
    for (const bad of BAD_AMOUNTS)
      expect(messageOf(recordRepaymentSchema, aRepayment({ amount: bad }), 'amount')).toBe(
        'Amount must be a positive number',
      );
    expect(messageOf(recordRepaymentSchema, aRepayment({ paymentDate: '2024-02-30' }), 'paymentDate')).toBe(
      'Please enter a valid date (YYYY-MM-DD)',
    );
    expect(messageOf(recordRepaymentSchema, aRepayment({ paymentDate: undefined }), 'paymentDate')).toBe(
      'Payment date is required',
    );
  });
});

describe('emergency fund schemas', () => {
  it('creates a fund with positive amounts, active unless said otherwise', () => {
    const fund = {
      groupId: 7,
      description: 'Emergency fund',
      contributionAmount: 100,
      maxDisbursementPerMember: 5000,
    };
    expect(createEmergencyFundSchema.parse(fund)).toEqual({
      ...fund,
      contributionAmount: 10000,
      maxDisbursementPerMember: 500000,
      isActive: true,
    });
    expect(
      messagesOf(createEmergencyFundSchema, { ...fund, contributionAmount: 0, maxDisbursementPerMember: -5 }),
    ).toEqual({
      contributionAmount: 'Contribution amount must be a positive number',
      maxDisbursementPerMember: 'Maximum disbursement per member must be a positive number',
    });
  });

  it('takes a positive contribution on a real date', () => {
    const contribution = { fundId: 4, memberId: 1, amount: 100, contributionDate: '2026-11-23' };
    expect(emergencyContributionSchema.parse(contribution)).toMatchObject({ amount: 10000, notes: null });
    for (const bad of BAD_AMOUNTS)
      expect(messageOf(emergencyContributionSchema, { ...contribution, amount: bad }, 'amount')).toBe(
        'Amount must be a positive number',
      );
    expect(
      messageOf(
        emergencyContributionSchema,
        { ...contribution, contributionDate: '2024-02-30' },
        'contributionDate',
      ),
    ).toBe('Please enter a valid date (YYYY-MM-DD)');
  });

  it('takes a request of a known type with a detailed description, and drops any status sent', () => {
    const request = {
      fundId: 4,
      memberId: 1,
      amount: 2000,
      emergencyType: 'Natural Disaster',
      description: 'House roof blown off by storm',
      status: 'approved',
    };
    expect(disbursementRequestSchema.parse(request)).toEqual({
      fundId: 4,
      memberId: 1,
      amount: 200000,
      emergencyType: 'Natural Disaster',
      description: 'House roof blown off by storm',
      disbursementDate: null,
    });
    expect(messageOf(disbursementRequestSchema, { ...request, description: 'Sick' }, 'description')).toBe(
      'Please provide detailed description',
    );
    expect(
      messageOf(disbursementRequestSchema, { ...request, emergencyType: 'Wedding' }, 'emergencyType'),
    ).toBe('Emergency type must be Natural Disaster, Sickness, Fire, Accident or Other');
    for (const bad of BAD_AMOUNTS)
      expect(messageOf(disbursementRequestSchema, { ...request, amount: bad }, 'amount')).toBe(
        'Amount must be a positive number',
      );
    expect(
      messageOf(
        disbursementRequestSchema,
        { ...request, disbursementDate: '2024-02-30' },
        'disbursementDate',
      ),
    ).toBe('Please enter a valid date (YYYY-MM-DD)');
  });

  it('rejects with a reason of at least 3 characters', () => {
    expect(messageOf(rejectDisbursementSchema, { reason: ' no ' }, 'reason')).toBe(
      'Please give a reason of at least 3 characters',
    );
    expect(rejectDisbursementSchema.parse({ reason: ' Not an emergency ' })).toEqual({
      reason: 'Not an emergency',
    });
  });
});
