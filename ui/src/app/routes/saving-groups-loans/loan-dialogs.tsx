import type { GroupLoan } from '@/features/saving-groups/api/get-group-loans';
import type { SavingGroup } from '@/features/saving-groups/api/get-saving-groups';
import { IssueLoanDialog } from '@/features/saving-groups/components/issue-loan-dialog';
import { RecordRepaymentDialog } from '@/features/saving-groups/components/record-repayment-dialog';
import type { Disclosure } from '@/lib/use-disclosure';

interface LoanDialogsProps {
  readonly groups: readonly SavingGroup[];
  readonly groupsLoading: boolean;
  /** The group filtered on: Issue Loan starts with it. */
  readonly groupId: number | null;
  readonly loans: readonly GroupLoan[];
  readonly loansLoading: boolean;
  readonly issuing: Disclosure<never>;
  /** Opened for the loan whose Record Payment was pressed. */
  readonly repaying: Disclosure<GroupLoan>;
}

/** Issue Loan and Record Payment, each a fresh form at every opening. */
export function LoanDialogs(props: LoanDialogsProps) {
  const { groups, groupsLoading, groupId, loans, loansLoading, issuing, repaying } = props;
  return (
    <>
      <IssueLoanDialog
        key={`issue-${issuing.key}`}
        {...issuing.props}
        groups={groups}
        groupsLoading={groupsLoading}
        defaultGroupId={groupId}
      />
      <RecordRepaymentDialog
        key={`repay-${repaying.key}`}
        {...repaying.props}
        loans={loans}
        loansLoading={loansLoading}
        defaultLoanId={repaying.subject?.id ?? null}
      />
    </>
  );
}
