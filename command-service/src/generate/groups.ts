import { addDays, groupDecider, groupStream, MEETING_DAYS, type MeetingDay } from '@pm/domain';
import { meetWeek } from './group-meeting';
import { decideGroup, enrol, type GroupYear, type MemberPlan } from './group-year';
import type { GeneratedProject } from './hierarchy';
import { GROUP_WORDS, personName, type Random } from './random';
import { Calendar } from './scales';
import type { Writer } from './writer';

/** One member in twenty leaves during the year. */
const LEAVES = 0.05;

/** The founders and the two members joining later, with when each joins and (one in twenty) leaves. */
const planMembers = (random: Random, foundingMembers: number): MemberPlan[] => {
  const plans: MemberPlan[] = [];
  for (let i = 0; i < foundingMembers + 2; i++) {
    const gender = random.chance(0.7) ? 'Female' : 'Male';
    plans.push({
      memberId: 0,
      name: personName(random, gender),
      gender,
      joinsInWeek: i < foundingMembers ? 0 : random.int(8, 40),
      leavesInWeek: i >= 3 && random.chance(LEAVES) ? random.int(10, 50) : null,
    });
  }
  return plans;
};

/** RegisterGroup, with its founders as its officers. */
const registerGroup = (
  year: GroupYear,
  project: GeneratedProject,
  index: number,
  founders: readonly MemberPlan[],
  at: { readonly registrationDate: string; readonly meetingDay: MeetingDay; readonly name: string },
) => {
  const { random, location } = year;
  const males = founders.filter((p) => p.gender === 'Male').length;
  decideGroup(
    year,
    {
      type: 'RegisterGroup',
      data: {
        groupId: year.groupId,
        project: { ...year.place, isActive: true },
        name: at.name,
        description: `Weekly savings and loans group meeting at ${location}`,
        groupCode: `${project.code}-SG${index + 1}`,
        presidentName: founders[0]!.name,
        presidentPhone: random.phone(),
        secretaryName: founders[1]!.name,
        secretaryPhone: random.phone(),
        treasurerName: founders[2]!.name,
        treasurerPhone: random.phone(),
        totalMembers: founders.length,
        maleMembers: males,
        femaleMembers: founders.length - males,
        meetingDay: at.meetingDay,
        meetingTime: '14:00',
        meetingLocation: location,
        meetingFrequency: 'Weekly',
        savingAmount: year.savingAmount,
        serviceChargeRate: random.pick([5, 10] as const),
        maxLoanAmount: 2_000_000,
        bankName: null,
        accountNumber: null,
        registrationDate: at.registrationDate,
        cycleDuration: 12,
      },
    },
    year.writer.moment(year.calendar.at(at.registrationDate, '10:00'), `group-${year.groupId}`),
  );
};

/**
 * One saving group's year: registered a few weeks before the window, its founders enrolled that day and
 * two members joining later; then every week on its meeting day a meeting (see meetWeek). Everything is
 * decided by the product's deciders.
 */
export const generateGroup = async (
  writer: Writer,
  calendar: Calendar,
  random: Random,
  project: GeneratedProject,
  index: number,
  foundingMembers: number,
): Promise<{ groupId: number }> => {
  const groupId = await writer.id('saving_group');
  const registrationDate = addDays(calendar.start, -random.int(0, 20));
  const meetingDay = random.pick(MEETING_DAYS.slice(0, 6));
  const plans = planMembers(random, foundingMembers);
  const founders = plans.slice(0, foundingMembers);
  const name = `${random.pick(GROUP_WORDS)} ${project.town} Group ${index + 1}`;
  const year: GroupYear = {
    writer,
    calendar,
    random,
    groupId,
    stream: groupStream(groupId),
    place: { projectId: project.projectId, clusterId: project.clusterId, regionId: project.regionId },
    state: groupDecider.initialState(),
    loans: [],
    borrowers: new Map(),
    plans,
    location: `${project.town} church hall`,
    savingAmount: random.pick([10_000, 20_000, 30_000, 50_000] as const),
    unpaid: [],
  };
  registerGroup(year, project, index, founders, { registrationDate, meetingDay, name });
  for (const [i, plan] of founders.entries()) await enrol(year, plan, i + 1, registrationDate, '10:05');
  let week = 0;
  for (
    let date = Calendar.onOrAfter(addDays(registrationDate, 1), meetingDay);
    date <= calendar.today;
    date = addDays(date, 7), week++
  )
    await meetWeek(year, week, date);
  await writer.endUnit();
  return { groupId };
};
