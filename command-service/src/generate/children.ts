import {
  addDays,
  type ContributionState,
  contributionDecider,
  contributionStream,
  GRADE_LEVELS,
  type ParticipantState,
  participantDecider,
  participantStream,
  recorderOf,
  type SealedPersonalData,
} from '@pm/domain';
import { sealPersonalDataMany } from '@pm/infra/crypto/personal-data';
import type pg from 'pg';
import type { GeneratedProject } from './hierarchy';
import { personName, type Random, SURNAMES } from './random';
import type { Calendar } from './scales';
import type { Writer } from './writer';

/** About 85 % of monthly contributions are paid, 5 % of payments are reversed, 2 % of children leave. */
const PAYS = 0.85;
const REVERSED = 0.05;
const LEAVES = 0.02;

interface Child {
  readonly id: number;
  readonly participantId: string;
  readonly gender: 'Male' | 'Female';
  readonly monthly: number;
  readonly registeredOn: string;
  readonly surname: string;
}

/**
 * A project's children, registered in the window's first days (each registration opens that month's
 * contribution, as the Add dialog does), then month by month: the monthly job opens the contribution on
 * the 1st, and the parents pay during the month, in full, in two instalments or in part, or not at all.
 */
export const generateChildren = async (
  writer: Writer,
  pool: pg.Pool,
  calendar: Calendar,
  random: Random,
  project: GeneratedProject,
  count: number,
): Promise<void> => {
  const children: Child[] = [];
  const personal = [];
  for (let i = 0; i < count; i++) {
    const gender = random.chance(0.5) ? 'Male' : 'Female';
    const [firstName, surname] = personName(random, gender).split(' ') as [string, string];
    const dateOfBirth = addDays(calendar.today, -random.int(3 * 365, 17 * 365));
    const id = await writer.id('participant');
    children.push({
      id,
      participantId: `${project.code}-${String(i + 1).padStart(5, '0')}`,
      gender,
      monthly: random.int(3, 10) * 10_000,
      registeredOn: addDays(calendar.start, random.int(0, 4)),
      surname,
    });
    personal.push({
      participantId: id,
      personal: {
        firstName,
        secondName: null,
        surname,
        dateOfBirth,
        parentGuardianName: `${random.pick(SURNAMES) === surname ? 'Mary' : 'Agnes'} ${surname}`,
        careGiverName: null,
        contactPhone: random.phone(),
      },
    });
  }
  // the product seals each child's personal fields with the child's own key (crypto-shredding)
  const sealed = await sealPersonalDataMany(pool, personal);
  // in business-time order, as the product records them: the registrations, then month by month the
  // monthly job opening every child's contribution on the 1st, then the month's payments
  const states = children.map((child, i) =>
    registerChild(writer, calendar, random, project, child, sealed[i]!),
  );
  const leaves = children.map(() => (random.chance(LEAVES) ? random.int(2, 11) : null));
  for (const [m, month] of calendar.months.entries()) {
    const opened: { child: Child; contribution: Opened }[] = [];
    for (const [i, child] of children.entries()) {
      if (m === leaves[i])
        states[i] = writer.decide(
          participantDecider,
          participantStream(child.id),
          states[i]!,
          { type: 'InactivateParticipant', data: { reason: 'The family moved out of the area' } },
          writer.moment(calendar.at(`${month}-01`, '08:00'), `participant-${child.id}:inactivate`),
        ).state;
      if (states[i]!.status !== 'active') continue;
      const opensOn = m === 0 ? child.registeredOn : `${month}-01`;
      if (opensOn > calendar.today) continue;
      opened.push({
        child,
        contribution: await openContribution(writer, calendar, project, child, month, opensOn),
      });
    }
    for (const { child, contribution } of opened)
      await payContribution(writer, calendar, random, child, contribution);
  }
  await writer.endUnit();
};

const registerChild = (
  writer: Writer,
  calendar: Calendar,
  random: Random,
  project: GeneratedProject,
  child: Child,
  personal: SealedPersonalData,
): ParticipantState => {
  const stream = participantStream(child.id);
  writer.reserve('participant-id', child.participantId, stream);
  return writer.decide(
    participantDecider,
    stream,
    participantDecider.initialState(),
    {
      type: 'RegisterParticipant',
      data: {
        id: child.id,
        personal,
        project: { ...placeOf(project), isActive: true },
        participantId: child.participantId,
        gender: child.gender,
        gradeLevel: random.pick(GRADE_LEVELS),
        monthlyContribution: child.monthly,
        plannedExitDate: null,
      },
    },
    writer.moment(calendar.at(child.registeredOn, '09:00'), `participant-${child.id}`),
  ).state;
};

const placeOf = (p: GeneratedProject) => ({
  projectId: p.projectId,
  clusterId: p.clusterId,
  regionId: p.regionId,
});

/** A month's contribution as opened: its stream and state, and the days of the month it can be paid. */
interface Opened {
  readonly stream: string;
  readonly state: ContributionState;
  readonly days: readonly string[];
}

const openContribution = async (
  writer: Writer,
  calendar: Calendar,
  project: GeneratedProject,
  child: Child,
  month: string,
  opensOn: string,
): Promise<Opened> => {
  const id = await writer.id('contribution');
  const stream = contributionStream(id);
  const key = `${child.id}:${month}`;
  writer.reserve('contribution', key, stream);
  const state: ContributionState = writer.decide(
    contributionDecider,
    stream,
    contributionDecider.initialState(),
    {
      type: 'OpenContribution',
      data: { id, participantId: child.id, ...placeOf(project), month, expectedAmount: child.monthly },
    },
    // the command service opens a month under a command id derived from the (participant, month) pair
    writer.moment(
      calendar.at(opensOn, opensOn === child.registeredOn ? '09:00' : '00:10'),
      `open-contribution:${key}`,
    ),
  ).state;
  return { stream, state, days: calendar.daysOf(month).filter((d) => d >= opensOn) };
};

const payContribution = async (
  writer: Writer,
  calendar: Calendar,
  random: Random,
  child: Child,
  opened: Opened,
) => {
  const { stream, days } = opened;
  let { state } = opened;
  if (days.length === 0 || !random.chance(PAYS)) return;
  const style = random.next();
  const amounts =
    style < 0.8
      ? [child.monthly]
      : style < 0.92
        ? [child.monthly / 2, child.monthly / 2]
        : [Math.round(child.monthly / 20_000) * 10_000];
  let from = 0;
  for (const amount of amounts) {
    from = random.int(from, days.length - 1);
    const day = days[from]!;
    const pay = async (time: string) => {
      const paymentId = await writer.id('payment');
      writer.reserve('payment', paymentId, stream);
      state = writer.decide(
        contributionDecider,
        stream,
        state,
        {
          type: 'RecordPayment',
          data: { paymentId, amount, paymentDate: day, notes: null, recordedBy: recorderOf(writer.actor) },
        },
        writer.moment(calendar.at(day, time), `payment-${paymentId}`),
      ).state;
      return paymentId;
    };
    const paymentId = await pay('10:00');
    if (random.chance(REVERSED)) {
      // entered against the wrong child: reversed the same afternoon, and entered again half the time
      state = writer.decide(
        contributionDecider,
        stream,
        state,
        {
          type: 'ReversePayment',
          data: {
            paymentId,
            reason: 'Entered against the wrong child',
            reversedBy: recorderOf(writer.actor),
          },
        },
        writer.moment(calendar.at(day, '16:00'), `payment-${paymentId}:reverse`),
      ).state;
      if (random.chance(0.5)) await pay('16:05');
    }
  }
};
