import type { GroupEvent } from '../../saving-groups/group/events';
import type { RegisteredGroup } from '../../saving-groups/group/state';
import { valuesOf } from '../../shared/bucketed';
import type { DomainEvent } from '../../shared/decider';
import type { Cents } from '../../shared/money';
import { normaliseKenyanPhone } from '../phone';
import type { MemberWithoutPhone } from '../receipt-schemas';

export interface MemberContact {
  readonly memberName: string;
  /** The register's text, which may be no phone number. */
  readonly memberPhone: string;
  readonly active: boolean;
}

/** The members of a group's stream with the phone they joined with (the group state keeps no phones). */
export const memberContacts = (events: readonly DomainEvent[]): Map<number, MemberContact> => {
  const members = new Map<number, MemberContact>();
  for (const event of events as readonly GroupEvent[]) {
    if (event.type === 'MemberJoined')
      members.set(event.data.memberId, {
        memberName: event.data.memberName,
        memberPhone: event.data.memberPhone,
        active: true,
      });
    if (event.type === 'MemberLeft') {
      const member = members.get(event.data.memberId);
      if (member) members.set(event.data.memberId, { ...member, active: false });
    }
  }
  return members;
};

/** The group's current members whose phone is no phone number: they get no receipt. */
export const membersWithoutPhone = (events: readonly DomainEvent[]): MemberWithoutPhone[] =>
  [...memberContacts(events)]
    .filter(([, m]) => m.active && normaliseKenyanPhone(m.memberPhone) === null)
    .map(([memberId, m]) => ({ memberId, memberName: m.memberName, memberPhone: m.memberPhone }));

/**
 * A member's savings in the group's current cycle: savings dated after the last closed cycle's close
 * (those were shared out), less the reversed ones.
 */
export const memberSavingsOf = (group: RegisteredGroup, memberId: number): Cents => {
  const after = group.closedThrough?.closeDate ?? '';
  let total = 0;
  for (const saving of valuesOf(group.savings))
    if (saving.memberId === memberId && !saving.reversed && saving.dated > after) total += saving.amount;
  return total;
};
