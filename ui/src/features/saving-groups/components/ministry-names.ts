import type { GroupLoan } from '../api/get-group-loans';
import type { GroupMember } from '../api/get-group-members';
import type { SavingGroup } from '../api/get-saving-groups';

interface Known {
  readonly groups?: readonly Pick<SavingGroup, 'id' | 'name'>[];
  readonly members?: readonly Pick<GroupMember, 'id' | 'memberName'>[];
  readonly loans?: readonly Pick<GroupLoan, 'borrowerId' | 'borrowerName'>[];
}

const MEMBER_KEYS = new Set(['memberId', 'borrowerId']);

/**
 * Names for the ids a ministry history refers to, from the lists the page has already loaded: a group by
 * its id, a member (saver, borrower, contributor) by theirs.
 */
export const ministryNames =
  ({ groups = [], members = [], loans = [] }: Known) =>
  (key: string, id: number): string | undefined => {
    if (key === 'groupId') return groups.find((group) => group.id === id)?.name;
    if (!MEMBER_KEYS.has(key)) return undefined;
    return (
      members.find((member) => member.id === id)?.memberName ??
      loans.find((loan) => loan.borrowerId === id)?.borrowerName ??
      undefined
    );
  };
