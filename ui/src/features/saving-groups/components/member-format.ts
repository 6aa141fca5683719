import { MEMBER_ROLES, type MemberRole } from '@pm/domain/saving-groups/shared';
import { t, tKey } from '@/i18n';
import { formatDate } from '@/lib/format';
import type { GroupMember } from '../api/get-group-members';

/** spec: states: a member is a former member once leftAt is set. */
export const isFormerMember = (member: Pick<GroupMember, 'leftAt'>): boolean => Boolean(member.leftAt);

/** A member who may save, borrow, contribute or ask: enrolled, active and not gone. */
export const isActiveMember = (member: Pick<GroupMember, 'leftAt' | 'isActive'>): boolean =>
  member.isActive && !isFormerMember(member);

/**
 * The day the member joined the group, as every screen shows it (card, table, passbook, its print): the
 * joining date recorded for them (`joinedOn`), never the moment their row was entered (`joinedAt`), which
 * for a member entered after the fact is later than their first savings.
 */
export const memberJoinedText = (member: Pick<GroupMember, 'joinedOn'>): string =>
  formatDate(member.joinedOn);

/** spec: screens: the name, or 'Member {id}' when there is none. */
export const memberDisplayName = (member: Pick<GroupMember, 'id' | 'memberName'>): string =>
  member.memberName?.trim() ? member.memberName.trim() : t('Member {{id}}', { id: member.id });

export const ROLE_LABELS: Readonly<Record<MemberRole, string>> = {
  member: tKey('Member'),
  president: tKey('President'),
  secretary: tKey('Secretary'),
  treasurer: tKey('Treasurer'),
};

/** The role as shown, in the current language; a role this UI does not know, capitalised as the server sent it. */
export const roleLabel = (role: string): string => {
  const label = ROLE_LABELS[role as MemberRole] as string | undefined;
  if (label) return t(label);
  return role ? role.charAt(0).toUpperCase() + role.slice(1) : t('Member');
};

export const ROLE_COLORS: Readonly<Record<MemberRole, string>> = {
  member: 'default',
  president: 'purple',
  secretary: 'blue',
  treasurer: 'gold',
};

export const roleColor = (role: string): string => ROLE_COLORS[role as MemberRole] ?? 'default';

/** The role picker's options, labels in English (translate each with `t(option.label)`, or use `roleOptions()`). */
export const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The role picker's options, labels in the current language (call it while rendering). */
export const roleOptions = (): { value: MemberRole; label: string }[] =>
  MEMBER_ROLES.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) }));

export interface MemberFilters {
  readonly search: string;
  /** null for every group. */
  readonly groupId: number | null;
}

/** spec: screens "Members Management": search by name or role (and, ours, the member number); one group or all. */
export const filterMembers = <M extends GroupMember>(members: readonly M[], filters: MemberFilters): M[] => {
  const query = filters.search.trim().toLowerCase();
  return members.filter(
    (member) =>
      (filters.groupId === null || member.groupId === filters.groupId) &&
      (!query ||
        memberDisplayName(member).toLowerCase().includes(query) ||
        roleLabel(member.role).toLowerCase().includes(query) ||
        member.memberNumber.toLowerCase().includes(query)),
  );
};

export interface MemberStats {
  /** Members who have not left. */
  readonly active: number;
  /** Active members holding an office: president, secretary or treasurer. */
  readonly leadership: number;
  /** Everyone ever enrolled, former members included. */
  readonly total: number;
}

/** The one-group screen's cards (spec: screens "Member Management for one group"). */
export const memberStats = (members: readonly GroupMember[]): MemberStats => {
  const active = members.filter(isActiveMember);
  return {
    active: active.length,
    leadership: active.filter((member) => member.role !== 'member').length,
    total: members.length,
  };
};

/** The members a picker offers (saving, loan, contribution, request): active ones, by name. */
export const pickableMembers = <M extends GroupMember>(members: readonly M[]): M[] =>
  members.filter(isActiveMember).sort((a, b) => memberDisplayName(a).localeCompare(memberDisplayName(b)));

/** 'Jane Wanjiru (M001)'. */
export const memberOptionLabel = (member: Pick<GroupMember, 'id' | 'memberName' | 'memberNumber'>): string =>
  `${memberDisplayName(member)} (${member.memberNumber})`;
