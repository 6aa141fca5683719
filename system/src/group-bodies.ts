/**
 * Request bodies of a saving group and its members, free of any import so the browser tests can use
 * them too (builders.ts re-exports them for the API tests).
 */

let groupCount = 0;
/** A valid POST /api/saving-groups body with a unique name. */
export const aGroup = (overrides: Record<string, unknown> = {}) => {
  groupCount += 1;
  return {
    name: `Upendo Women ${Date.now() % 100000}-${groupCount}`,
    description: 'Weekly savings group of the Kakamega church',
    groupCode: null,
    presidentName: 'Jane Auma',
    presidentPhone: '+254711000001',
    secretaryName: 'Ruth Atieno',
    secretaryPhone: '+254711000002',
    treasurerName: 'Mary Anyango',
    treasurerPhone: '+254711000003',
    totalMembers: 3,
    maleMembers: 1,
    femaleMembers: 2,
    meetingDay: 'Monday',
    meetingTime: '14:00',
    meetingLocation: 'Church hall',
    meetingFrequency: 'Weekly',
    savingAmount: 200,
    serviceChargeRate: 5,
    maxLoanAmount: null,
    bankName: null,
    accountNumber: null,
    registrationDate: '2026-01-15',
    cycleDuration: 12,
    ...overrides,
  };
};

/** A member of a saving group, numbered `number` (its ID and name follow the number). */
export const aMember = (groupId: number, number: string, overrides: Record<string, unknown> = {}) => ({
  groupId,
  memberNumber: number,
  memberIdNumber: `ID${number}`,
  memberName: `Member ${number}`,
  memberPhone: '+254722000000',
  nextOfKinName: 'Kin',
  nextOfKinIdNumber: 'KIN1',
  nextOfKinPhone: '+254722000001',
  nextOfKinRelationship: 'Sister',
  role: 'member',
  isActive: true,
  // a founding member of aGroup(): money may be dated from the group's registration on
  joinedOn: '2026-01-15',
  ...overrides,
});
