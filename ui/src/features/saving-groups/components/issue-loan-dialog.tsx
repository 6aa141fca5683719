import { issueLoanSchema } from '@pm/domain/saving-groups/schemas';
import { Form } from 'antd';
import { useState } from 'react';
import { ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { centsOrNull, numberOrNull } from '@/lib/form-numbers';
import { todayIso } from '@/lib/format';
import { parseForm, showServerFieldErrors } from '@/lib/zod-form';
import { useLoanFund } from '../api/get-loan-fund';
import type { SavingGroup } from '../api/get-saving-groups';
import { toLoanBody, useIssueLoan } from '../api/issue-loan';
import {
  LoanFundNotice,
  LoanGroupRow,
  LoanPreviewPanel,
  LoanTermsRow,
  useBorrowing,
} from './issue-loan-fields';
import { loanCeiling, loanPreview } from './loan-format';
import { refusalOf } from './record-repayment-dialog';
import type { GroupDialogProps } from './record-saving-dialog';

/** The dialog's first values: the default group and its own service charge rate, six months from today. */
const initialValuesOf = (groups: readonly SavingGroup[], defaultGroupId: number | null) => ({
  groupId: defaultGroupId ?? undefined,
  // the group's own service charge rate (the specification's 5 when none is known)
  interestRate: groups.find((g) => g.id === defaultGroupId)?.serviceChargeRate ?? 5,
  termMonths: 6,
  loanDate: todayIso(),
  purpose: '',
  guarantors: [],
});

/**
 * Issue Loan (spec: screens, validation): a group, one of its active members, the principal, the service charge
 * per month and the term. Before issuing, the dialog shows the loan fund, the total to repay and the due
 * date, and refuses more than the fund holds or the group's ceiling allows. The server checks it all again
 * (two loans at once can never overdraw the fund) and its refusal is shown here.
 */
export function IssueLoanDialog({ groups, groupsLoading, defaultGroupId, ...dialog }: GroupDialogProps) {
  const [form] = Form.useForm();
  const [refusal, setRefusal] = useState<string | null>(null);
  const groupId: unknown = Form.useWatch('groupId', form);
  const amount: unknown = Form.useWatch('amount', form);
  const rate: unknown = Form.useWatch('interestRate', form);
  const term: unknown = Form.useWatch('termMonths', form);
  const loanDate: unknown = Form.useWatch('loanDate', form);
  const chosenGroupId = typeof groupId === 'number' ? groupId : null;
  const group = groups.find((candidate) => candidate.id === chosenGroupId) ?? null;
  const fund = useLoanFund(chosenGroupId ?? undefined);
  const borrowing = useBorrowing(chosenGroupId, group);
  const ceiling = loanCeiling(fund.data, group?.maxLoanAmount);
  const preview = loanPreview(
    centsOrNull(amount),
    numberOrNull(rate),
    numberOrNull(term),
    typeof loanDate === 'string' && loanDate ? loanDate : null,
  );

  const issue = useIssueLoan({
    onSuccess: dialog.onClose,
    onError: (error) => {
      if (!showServerFieldErrors(form, error)) setRefusal(refusalOf(error));
    },
  });

  const submit = async () => {
    setRefusal(null);
    const input = await parseForm(issueLoanSchema, form);
    if (!input) return;
    if (ceiling && input.amount > ceiling.cents) {
      form.setFields([{ name: 'amount', errors: [ceiling.message] }]);
      return;
    }
    issue.mutate(toLoanBody(input, todayIso()));
  };

  return (
    <ModalForm
      {...dialog}
      title={t('Issue Loan')}
      okText={t('Issue Loan')}
      pendingText={t('Issuing...')}
      pending={issue.isPending}
      form={form}
      name="issue-loan"
      initialValues={initialValuesOf(groups, defaultGroupId)}
      onSubmit={submit}
      width={720}
    >
      <LoanGroupRow
        form={form}
        groups={groups}
        groupsLoading={groupsLoading}
        groupId={chosenGroupId}
        borrowing={borrowing}
      />
      {chosenGroupId !== null && <LoanFundNotice groupId={chosenGroupId} group={group} />}
      <LoanTermsRow ceiling={ceiling} />
      <LoanPreviewPanel preview={preview} refusal={refusal} />
    </ModalForm>
  );
}
