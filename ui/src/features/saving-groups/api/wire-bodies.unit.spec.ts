import {
  createEmergencyFundSchema,
  createSavingGroupSchema,
  disbursementRequestSchema,
  issueLoanSchema,
  memberSchema,
  recordRepaymentSchema,
  recordSavingSchema,
} from '@pm/domain/saving-groups/schemas';
import { describe, expect, it } from 'vitest';
import { toGroupMemberBody } from './add-group-member';
import { toEmergencyFundBody } from './create-emergency-fund';
import { toSavingGroupBody } from './create-saving-group';
import { exportFileName } from './export-saving-groups';
import { toLoanBody } from './issue-loan';
import { toRepaymentBody } from './record-repayment';
import { toSavingBody } from './record-saving';
import { toDisbursementRequestBody } from './request-disbursement';

/** What the forms hold: numbers as the inputs give them, dates as 'YYYY-MM-DD'. */
const aGroupForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Umoja Savers',
  description: 'Women of Shinyalu saving every Monday',
  groupCode: '',
  presidentName: 'Jane Wanjiru',
  presidentPhone: '0712345678',
  secretaryName: 'Mary Achieng',
  secretaryPhone: '0734567890',
  treasurerName: 'Grace Njeri',
  treasurerPhone: '0756789012',
  totalMembers: 3,
  maleMembers: 1,
  femaleMembers: 2,
  meetingDay: 'Monday',
  meetingTime: '14:00',
  meetingLocation: 'Church hall',
  meetingFrequency: 'Weekly',
  savingAmount: 5000.5,
  serviceChargeRate: 5,
  maxLoanAmount: null,
  bankName: '',
  accountNumber: '',
  registrationDate: '2026-03-02',
  cycleDuration: 12,
  ...overrides,
});

describe('the bodies sent to the server', () => {
  it('sends a new group with money in KES, numbers as numbers and blanks as null', () => {
    const body = toSavingGroupBody(createSavingGroupSchema.parse(aGroupForm()), 4);
    expect(body).toMatchObject({
      savingAmount: 5000.5,
      serviceChargeRate: 5,
      maxLoanAmount: null,
      groupCode: null,
      bankName: null,
      totalMembers: 3,
      cycleDuration: 12,
      projectId: 4,
    });
    expect(
      toSavingGroupBody(createSavingGroupSchema.parse(aGroupForm({ maxLoanAmount: 20000 })), null)
        .maxLoanAmount,
    ).toBe(20000);
  });

  it('sends a member with its group and isActive true', () => {
    const input = memberSchema.parse({
      groupId: 3,
      memberNumber: ' M001 ',
      memberIdNumber: '12345678',
      memberName: 'Jane',
      memberPhone: '0712345678',
      nextOfKinName: 'Peter',
      nextOfKinIdNumber: '23456789',
      nextOfKinPhone: '0723456789',
      nextOfKinRelationship: 'Spouse',
      role: 'Treasurer',
    });
    expect(toGroupMemberBody(input.groupId, input)).toEqual({
      groupId: 3,
      memberNumber: 'M001',
      memberIdNumber: '12345678',
      memberName: 'Jane',
      memberPhone: '0712345678',
      nextOfKinName: 'Peter',
      nextOfKinIdNumber: '23456789',
      nextOfKinPhone: '0723456789',
      nextOfKinRelationship: 'Spouse',
      role: 'treasurer',
      isActive: true,
    });
  });

  it('sends the joining date only when one was chosen', () => {
    const member = {
      groupId: 3,
      memberNumber: 'M002',
      memberIdNumber: '12345679',
      memberName: 'Mary',
      memberPhone: '0712345679',
      nextOfKinName: 'Paul',
      nextOfKinIdNumber: '23456780',
      nextOfKinPhone: '0723456780',
      nextOfKinRelationship: 'Brother',
      role: 'member',
    };
    const chosen = memberSchema.parse({ ...member, joinedOn: '2026-02-01' });
    expect(toGroupMemberBody(3, chosen)).toMatchObject({ joinedOn: '2026-02-01', isActive: true });
    // an empty picker (null, the form's value once cleared) leaves the day to the server: today
    const empty = memberSchema.parse({ ...member, joinedOn: null });
    expect(toGroupMemberBody(3, empty)).not.toHaveProperty('joinedOn');
  });

  it('sends a saving and a repayment in KES', () => {
    expect(
      toSavingBody(
        recordSavingSchema.parse({
          groupId: 1,
          memberId: 2,
          amount: 5000,
          savingDate: '2026-03-02',
          notes: '',
        }),
      ),
    ).toEqual({ groupId: 1, memberId: 2, amount: 5000, savingDate: '2026-03-02', notes: null });
    expect(
      toRepaymentBody(recordRepaymentSchema.parse({ loanId: 9, amount: 1500.25, paymentDate: '2026-03-09' })),
    ).toEqual({
      loanId: 9,
      amount: 1500.25,
      paymentDate: '2026-03-09',
      notes: null,
    });
  });

  it("sends a loan with today's date when none is given, and without empty guarantors", () => {
    const input = issueLoanSchema.parse({
      groupId: 1,
      borrowerId: 2,
      amount: 3000,
      interestRate: 5,
      termMonths: 2,
      loanDate: '',
      purpose: 'Stock for the stall',
      guarantors: ['Mary', ' '],
    });
    expect(toLoanBody(input, '2026-03-20')).toEqual({
      groupId: 1,
      borrowerId: 2,
      amount: 3000,
      interestRate: 5,
      termMonths: 2,
      loanDate: '2026-03-20',
      purpose: 'Stock for the stall',
      guarantors: ['Mary'],
    });
  });

  it('sends a fund and a disbursement request in KES', () => {
    expect(
      toEmergencyFundBody(
        createEmergencyFundSchema.parse({
          groupId: 1,
          description: 'Fund',
          contributionAmount: 500,
          maxDisbursementPerMember: 2000,
        }),
      ),
    ).toEqual({
      groupId: 1,
      description: 'Fund',
      contributionAmount: 500,
      maxDisbursementPerMember: 2000,
      isActive: true,
    });
    const request = disbursementRequestSchema.parse({
      fundId: 4,
      memberId: 2,
      amount: 600,
      emergencyType: 'Sickness',
      description: 'Hospital bill after malaria',
    });
    expect(toDisbursementRequestBody(request, '2026-03-20')).toMatchObject({
      amount: 600,
      disbursementDate: '2026-03-20',
    });
  });

  it('names the export saving-groups-{date}.csv', () => {
    expect(exportFileName('2026-03-20')).toBe('saving-groups-2026-03-20.csv');
  });
});
