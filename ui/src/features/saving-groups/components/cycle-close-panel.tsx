import { type Actor, hasCapability } from '@pm/domain/access/policy';
import { Alert, App, Button, Checkbox, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { formatCurrency } from '@/lib/format';
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
  return (
    <Modal
      open
      title={`${closeNow ? 'Close' : 'Propose closing'} the cycle on ${preview.closeDate}`}
      okText={closeNow ? 'Close the cycle' : 'Propose close'}
      okButtonProps={{ danger: closeNow }}
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
            ? `The share-out of ${formatCurrency(preview.total)} is paid out of the loan fund now, the cycle becomes read-only and the next one opens. This cannot be undone.`
            : `The share-out of ${formatCurrency(preview.total)} is recorded as proposed; another person (a project administrator or above) confirms it.`}{' '}
          Each loan still owed and penalty unpaid must be carried into the next cycle, or settled first.
        </Typography.Text>
        {mayClose && (
          <Checkbox checked={closeNow} onChange={(e) => setCloseNow(e.target.checked)}>
            Close now, without a second person's confirmation
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
            Carry into the next cycle: {b.memberName},{' '}
            {b.kind === 'activeLoan' ? `loan ${b.loanId}` : `penalty ${b.penaltyId}`} (
            {formatCurrency(b.amount)})
          </Checkbox>
        ))}
      </Flex>
    </Modal>
  );
}

/**
 * The close of the group's current cycle (issue 13) under the preview: propose it (whoever may manage the
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
          Propose close of cycle {current.cycle}
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
      title={`Cycle ${pending.cycle}: a close on ${pending.closeDate} sharing out ${formatCurrency(pending.fund ?? 0)} was proposed by ${pending.proposedBy}`}
      description={
        mayDecide ? (
          <Flex gap="small" wrap>
            <Button
              type="primary"
              loading={confirm.isPending}
              onClick={() =>
                modal.confirm({
                  title: `Close cycle ${pending.cycle} and share out ${formatCurrency(pending.fund ?? 0)}?`,
                  content:
                    'The payouts leave the loan fund, the cycle becomes read-only and the next one opens. This cannot be undone.',
                  okText: 'Close the cycle',
                  onOk: () => confirm.mutate({ cycle: pending.cycle }),
                })
              }
            >
              Confirm share-out
            </Button>
            <Button danger onClick={() => setReason('')}>
              Reject
            </Button>
            <Modal
              open={reason !== null}
              title="Reject the proposed close"
              okText="Reject"
              okButtonProps={{ danger: true, disabled: (reason ?? '').trim().length < 3 }}
              confirmLoading={reject.isPending}
              onCancel={() => setReason(null)}
              onOk={() => reject.mutate({ cycle: pending.cycle, reason: reason ?? '' })}
            >
              <Input.TextArea
                aria-label="Reason"
                value={reason ?? ''}
                onChange={(e) => setReason(e.target.value)}
                maxLength={500}
              />
            </Modal>
          </Flex>
        ) : (
          'Another person (a project administrator or above) must confirm or reject it.'
        )
      }
    />
  );
}
