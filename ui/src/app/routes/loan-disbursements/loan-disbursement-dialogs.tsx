import type { GroupLoan } from '@/features/saving-groups/api/get-group-loans';
import type { SavingGroup } from '@/features/saving-groups/api/get-saving-groups';
import { IssueLoanDialog } from '@/features/saving-groups/components/issue-loan-dialog';
import { RecordRepaymentDialog } from '@/features/saving-groups/components/record-repayment-dialog';
import type { Disclosure } from '@/lib/use-disclosure';

interface LoanDisbursementDialogsProps {
  readonly groupId: number;
  /** The chosen group, when the list has it: the only one Issue Loan offers. */
  readonly group: SavingGroup | null;
  readonly groups: readonly SavingGroup[];
  readonly groupsLoading: boolean;
  readonly loans: readonly GroupLoan[];
  readonly loansLoading: boolean;
  readonly issuing: Disclosure<never>;
  readonly repaying: Disclosure<never>;
}

/** Issue Loan and Record Payment for the chosen group, each a fresh form at every opening. */
export function LoanDisbursementDialogs(props: LoanDisbursementDialogsProps) {
  const { groupId, group, groups, groupsLoading, loans, loansLoading, issuing, repaying } = props;
  return (
    <>
      <IssueLoanDialog
        key={`issue-${groupId}-${issuing.key}`}
        {...issuing.props}
        groups={group ? [group] : groups}
        groupsLoading={groupsLoading}
        defaultGroupId={groupId}
      />
      <RecordRepaymentDialog
        key={`repay-${groupId}-${repaying.key}`}
        {...repaying.props}
        loans={loans}
        loansLoading={loansLoading}
        defaultLoanId={null}
      />
    </>
  );
}
