import { Checkbox, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { t } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import { useProposeCycleClose } from '../api/cycle-close';
import type { ShareOutPreview } from '../api/get-share-out-preview';

type Blocker = ShareOutPreview['blockers'][number];
const keyOf = (b: Blocker) => `${b.kind}-${b.loanId ?? b.penaltyId}`;

/** 'Carry into the next cycle: Jane, loan 4 (KES 1,000.00)'. */
const carryText = (b: Blocker): string =>
  b.kind === 'activeLoan'
    ? t('Carry into the next cycle: {{member}}, loan {{id}} ({{amount}})', {
        member: b.memberName,
        id: b.loanId,
        amount: formatWireMoney(b.amount),
      })
    : t('Carry into the next cycle: {{member}}, penalty {{id}} ({{amount}})', {
        member: b.memberName,
        id: b.penaltyId,
        amount: formatWireMoney(b.amount),
      });

/** What proposing (or closing at once) does, and what must be decided first. */
const proposeText = (closeNow: boolean, total: ShareOutPreview['total']): string =>
  `${
    closeNow
      ? t(
          'The share-out of {{amount}} is paid out of the loan fund now, the cycle becomes read-only and the next one opens. This cannot be undone.',
          { amount: formatWireMoney(total) },
        )
      : t(
          'The share-out of {{amount}} is recorded as proposed; another person (a project administrator or above) confirms it.',
          { amount: formatWireMoney(total) },
        )
  } ${t('Each loan still owed and penalty unpaid must be carried into the next cycle, or settled first.')}`;

/** A checkbox for each loan still owed and penalty unpaid: ticked, it is carried into the next cycle. */
function CarryChoices({
  blockers,
  carried,
  onChange,
}: {
  readonly blockers: ShareOutPreview['blockers'];
  readonly carried: ReadonlySet<string>;
  readonly onChange: (carried: ReadonlySet<string>) => void;
}) {
  return blockers.map((b) => (
    <Checkbox
      key={keyOf(b)}
      checked={carried.has(keyOf(b))}
      onChange={(e) => {
        const next = new Set(carried);
        if (e.target.checked) next.add(keyOf(b));
        else next.delete(keyOf(b));
        onChange(next);
      }}
    >
      {carryText(b)}
    </Checkbox>
  ));
}

/** The proposer decides every loan still owed and every penalty unpaid: carried into the next cycle. */
export function ProposeDialog({
  groupId,
  preview,
  mayClose,
  onClose,
}: {
  readonly groupId: number;
  readonly preview: ShareOutPreview;
  /** a project administrator or above may close at once, without a second person */
  readonly mayClose: boolean;
  readonly onClose: () => void;
}) {
  const [carried, setCarried] = useState<ReadonlySet<string>>(new Set());
  const [closeNow, setCloseNow] = useState(false);
  const propose = useProposeCycleClose(groupId, { onSuccess: onClose });
  const ids = (kind: Blocker['kind']) =>
    preview.blockers
      .filter((b) => b.kind === kind && carried.has(keyOf(b)))
      .map((b) => (kind === 'activeLoan' ? b.loanId : b.penaltyId) ?? 0);
  const undecided = preview.blockers.some((b) => !carried.has(keyOf(b)));
  return (
    <Modal
      open
      title={
        closeNow
          ? t('Close the cycle on {{date}}', { date: preview.closeDate })
          : t('Propose closing the cycle on {{date}}', { date: preview.closeDate })
      }
      okText={closeNow ? t('Close the cycle') : t('Propose close')}
      // the server refuses a close with a loan or penalty left undecided: each must be ticked first
      okButtonProps={{ danger: closeNow, disabled: undecided }}
      confirmLoading={propose.isPending}
      onCancel={onClose}
      onOk={() =>
        propose.mutate({
          closeDate: preview.closeDate,
          weighting: preview.weighting,
          carriedLoanIds: ids('activeLoan'),
          carriedPenaltyIds: ids('unpaidPenalty'),
          ...(closeNow ? { closeNow } : {}),
        })
      }
    >
      <Flex vertical gap="small">
        <Typography.Text>{proposeText(closeNow, preview.total)}</Typography.Text>
        {mayClose && (
          <Checkbox checked={closeNow} onChange={(e) => setCloseNow(e.target.checked)}>
            {t("Close now, without a second person's confirmation")}
          </Checkbox>
        )}
        <CarryChoices blockers={preview.blockers} carried={carried} onChange={setCarried} />
        {undecided && (
          <Typography.Text type="warning" role="status">
            {t(
              'Tick each loan and penalty above to carry it, or settle it first: the cycle cannot close with one undecided.',
            )}
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
