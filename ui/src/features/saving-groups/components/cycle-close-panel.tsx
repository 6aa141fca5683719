import { type Actor, hasCapability } from '@pm/domain/access/policy';
import { Alert, App, Button, Checkbox, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { t } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import {
  useConfirmCycleClose,
  useGroupCycles,
  useProposeCycleClose,
  useRejectCycleClose,
} from '../api/cycle-close';
import type { ShareOutPreview } from '../api/get-share-out-preview';

type Blocker = ShareOutPreview['blockers'][number];
const keyOf = (b: Blocker) => `${b.kind}-${b.loanId ?? b.penaltyId}`;

/** The proposer decides every loan still owed and every penalty unpaid: carried into the next cycle. */
function ProposeDialog({
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
        <Typography.Text>
          {closeNow
            ? t(
                'The share-out of {{amount}} is paid out of the loan fund now, the cycle becomes read-only and the next one opens. This cannot be undone.',
                { amount: formatWireMoney(preview.total) },
              )
            : t(
                'The share-out of {{amount}} is recorded as proposed; another person (a project administrator or above) confirms it.',
                { amount: formatWireMoney(preview.total) },
              )}{' '}
          {t(
            'Each loan still owed and penalty unpaid must be carried into the next cycle, or settled first.',
          )}
        </Typography.Text>
        {mayClose && (
          <Checkbox checked={closeNow} onChange={(e) => setCloseNow(e.target.checked)}>
            {t("Close now, without a second person's confirmation")}
          </Checkbox>
        )}
        {preview.blockers.map((b) => (
          <Checkbox
            key={keyOf(b)}
            checked={carried.has(keyOf(b))}
            onChange={(e) => {
              const next = new Set(carried);
              if (e.target.checked) next.add(keyOf(b));
              else next.delete(keyOf(b));
              setCarried(next);
            }}
          >
            {b.kind === 'activeLoan'
              ? t('Carry into the next cycle: {{member}}, loan {{id}} ({{amount}})', {
                  member: b.memberName,
                  id: b.loanId,
                  amount: formatWireMoney(b.amount),
                })
              : t('Carry into the next cycle: {{member}}, penalty {{id}} ({{amount}})', {
                  member: b.memberName,
                  id: b.penaltyId,
                  amount: formatWireMoney(b.amount),
                })}
          </Checkbox>
        ))}
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

/**
 * The close of the group's current cycle under the preview: propose it (whoever may manage the
 * group), then confirm or reject it (a project administrator or above who did not propose it); a project
 * administrator or above may also close it at once.
 */
export function CycleClosePanel({
  groupId,
  preview,
  actor,
}: {
  readonly groupId: number;
  readonly preview: ShareOutPreview;
  readonly actor: Actor;
}) {
  const cycles = useGroupCycles(groupId);
  const { modal } = App.useApp();
  const [proposing, setProposing] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const confirm = useConfirmCycleClose(groupId);
  const reject = useRejectCycleClose(groupId, { onSuccess: () => setReason(null) });
  const current = cycles.data?.at(-1);
  if (!current) return null;
  const pending = current.status === 'proposed' ? current : null;
  const mayDecide =
    hasCapability(actor, 'savingGroups.closeCycle') && pending?.proposedByUserId !== actor.userId;
  if (!pending)
    return hasCapability(actor, 'savingGroups.manage') ? (
      <div>
        <Button type="primary" onClick={() => setProposing(true)}>
          {t('Propose close of cycle {{cycle}}', { cycle: current.cycle })}
        </Button>
        {proposing && (
          <ProposeDialog
            groupId={groupId}
            preview={preview}
            mayClose={hasCapability(actor, 'savingGroups.closeCycle')}
            onClose={() => setProposing(false)}
          />
        )}
      </div>
    ) : null;
  return (
    <Alert
      type="info"
      showIcon
      title={t('Cycle {{cycle}}: a close on {{date}} sharing out {{amount}} was proposed by {{user}}', {
        cycle: pending.cycle,
        date: pending.closeDate,
        amount: formatWireMoney(pending.fund ?? 0),
        user: pending.proposedBy,
      })}
      description={
        mayDecide ? (
          <Flex gap="small" wrap>
            <Button
              type="primary"
              loading={confirm.isPending}
              onClick={() =>
                modal.confirm({
                  title: t('Close cycle {{cycle}} and share out {{amount}}?', {
                    cycle: pending.cycle,
                    amount: formatWireMoney(pending.fund ?? 0),
                  }),
                  content: t(
                    'The payouts leave the loan fund, the cycle becomes read-only and the next one opens. This cannot be undone.',
                  ),
                  okText: t('Close the cycle'),
                  onOk: () => confirm.mutate({ cycle: pending.cycle }),
                })
              }
            >
              {t('Confirm share-out')}
            </Button>
            <Button danger onClick={() => setReason('')}>
              {t('Reject')}
            </Button>
            <Modal
              open={reason !== null}
              title={t('Reject the proposed close')}
              okText={t('Reject')}
              okButtonProps={{ danger: true, disabled: (reason ?? '').trim().length < 3 }}
              confirmLoading={reject.isPending}
              onCancel={() => setReason(null)}
              onOk={() => reject.mutate({ cycle: pending.cycle, reason: reason ?? '' })}
            >
              <Input.TextArea
                aria-label={t('Reason')}
                value={reason ?? ''}
                onChange={(e) => setReason(e.target.value)}
                maxLength={500}
              />
            </Modal>
          </Flex>
        ) : (
          t('Another person (a project administrator or above) must confirm or reject it.')
        )
      }
    />
  );
}
