import { businessDate } from '@pm/domain';
import {
  createEmergencyFund,
  recordEmergencyContribution,
  submitDisbursement,
} from '../features/saving-groups/emergency-fund';
import { enrolMember, recordSaving, registerGroup } from '../features/saving-groups/group';
import { issueLoan, recordRepayment } from '../features/saving-groups/loan';
import type { CommandContext } from '../lib/define-command';

type Seed = (key: string) => CommandContext;

const daysBefore = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

interface GroupSpec {
  readonly name: string;
  readonly location: string;
  readonly day: 'Monday' | 'Thursday';
  readonly people: readonly string[];
}

const GROUPS: readonly GroupSpec[] = [
  {
    name: 'Upendo Women Group',
    location: 'Kakamega Central church hall',
    day: 'Monday',
    people: ['Jane Auma', 'Ruth Atieno', 'Mary Anyango', 'Grace Naliaka', 'Beatrice Khavere'],
  },
  {
    name: 'Tumaini Savings Group',
    location: 'Shinyalu road chapel',
    day: 'Thursday',
    people: ['John Wafula', 'Peter Barasa', 'Alice Nekesa', 'Samuel Wekesa'],
  },
];

/**
 * Two savings groups of KE0420: members, four weeks of savings, loans active, overdue and completed,
 * and an emergency fund with a pending request (made by the system, so any admin may decide it).
 */
export const seedSavingGroups = async (seed: Seed, now: string, projectId: number): Promise<void> => {
  const today = businessDate(now);
  for (const [g, spec] of GROUPS.entries()) {
    const groupId = await registerDemoGroup(seed, g, spec, today, projectId);
    const members: number[] = [];
    for (const [i, name] of spec.people.entries())
      members.push(await enrolDemoMember(seed, g, i, name, groupId, today));
    for (let week = 4; week >= 1; week--)
      for (const [i, memberId] of members.entries())
        await recordSaving(seed(`saving:${g}:${week}:${i}`), {
          groupId,
          memberId,
          amount: 50000 + i * 10000,
          savingDate: daysBefore(today, week * 7),
          notes: null,
          meetingId: null,
        });
    await seedDemoLoans(seed, g, groupId, members, today);
    if (g === 0) await seedDemoFund(seed, groupId, members, today);
  }
};

const registerDemoGroup = async (
  seed: Seed,
  g: number,
  spec: GroupSpec,
  today: string,
  projectId: number,
) => {
  const males = spec.people.filter((p) => /^(John|Peter|Samuel)/.test(p)).length;
  const { id } = await registerGroup(seed(`group:${g}`), {
    name: spec.name,
    description: `Weekly savings and loans group meeting at ${spec.location}`,
    groupCode: `KE0420-SG${g + 1}`,
    presidentName: spec.people[0]!,
    presidentPhone: '+254711000101',
    secretaryName: spec.people[1]!,
    secretaryPhone: '+254711000102',
    treasurerName: spec.people[2]!,
    treasurerPhone: '+254711000103',
    totalMembers: spec.people.length,
    maleMembers: males,
    femaleMembers: spec.people.length - males,
    meetingDay: spec.day,
    meetingTime: '14:00',
    meetingLocation: spec.location,
    meetingFrequency: 'Weekly',
    savingAmount: 20000,
    serviceChargeRate: 5,
    maxLoanAmount: 1_000_000,
    bankName: null,
    accountNumber: null,
    registrationDate: daysBefore(today, 120),
    cycleDuration: 12,
    projectId,
  });
  return id;
};

const enrolDemoMember = async (
  seed: Seed,
  g: number,
  i: number,
  name: string,
  groupId: number,
  today: string,
) =>
  (
    await enrolMember(seed(`member:${g}:${i}`), {
      groupId,
      memberNumber: String(i + 1).padStart(3, '0'),
      memberIdNumber: `2${g}${String(1000000 + i * 7919).slice(0, 7)}`,
      memberName: name,
      memberPhone: `+2547220${g}${String(10000 + i * 137).slice(0, 5)}`,
      nextOfKinName: `${name.split(' ')[1]} family`,
      nextOfKinIdNumber: `3${g}${String(2000000 + i * 3571).slice(0, 7)}`,
      nextOfKinPhone: '+254733000000',
      nextOfKinRelationship: 'Spouse',
      role: (['president', 'secretary', 'treasurer'] as const)[i] ?? 'member',
      // founding members: they joined when the group was registered
      joinedOn: daysBefore(today, 120),
    })
  ).id;

/** A loan active and one completed in each group; in the first, one overdue too. */
const seedDemoLoans = async (
  seed: Seed,
  g: number,
  groupId: number,
  members: readonly number[],
  today: string,
) => {
  const loan = async (key: string, borrower: number, amount: number, daysAgo: number, termMonths: number) =>
    (
      await issueLoan(seed(`loan:${g}:${key}`), {
        groupId,
        borrowerId: members[borrower]!,
        amount,
        interestRate: 5,
        termMonths,
        loanDate: daysBefore(today, daysAgo),
        purpose: 'Stock for the market stall',
        guarantors: [],
        meetingId: null,
      })
    ).id;
  await loan('active', 0, 300000, 10, 3);
  const completed = await loan('completed', 1, 100000, 25, 1);
  await recordRepayment(seed(`repay:${g}`), {
    loanId: completed,
    amount: 105000,
    paymentDate: daysBefore(today, 3),
    notes: 'Repaid in full',
    meetingId: null,
  });
  if (g === 0) await loan('overdue', 2, 200000, 60, 1);
};

/** The first group's emergency fund: every member's contribution and a request pending a decision. */
const seedDemoFund = async (seed: Seed, groupId: number, members: readonly number[], today: string) => {
  const { id: fundId } = await createEmergencyFund(seed('fund'), {
    groupId,
    description: 'Emergency fund for sickness and bereavement',
    contributionAmount: 10000,
    maxDisbursementPerMember: 300000,
    isActive: true,
  });
  for (const [i, memberId] of members.entries())
    await recordEmergencyContribution(seed(`fund-contribution:${i}`), {
      fundId,
      memberId,
      amount: 100000,
      contributionDate: daysBefore(today, 14),
      notes: null,
      meetingId: null,
    });
  await submitDisbursement(seed('fund-request'), {
    fundId,
    memberId: members[3]!,
    amount: 150000,
    emergencyType: 'Sickness',
    description: 'Hospital bill after a road accident',
    disbursementDate: null,
  });
};
