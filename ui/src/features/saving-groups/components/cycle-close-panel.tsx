import { type Actor, hasCapability } from '@pm/domain/access/policy';
import { Alert, App, Button, Flex, Input, Modal } from 'antd';
import { useState } from 'react';
import { t } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import {
  type GroupCycleRow,
  useConfirmCycleClose,
  useGroupCycles,
  useRejectCycleClose,
} from '../api/cycle-close';
import type { ShareOutPreview } from '../api/get-share-out-preview';
import { ProposeDialog } from './propose-close-dialog';

/** Propose close of the open cycle, and its dialog; a project administrator or above may close at once. */
function ProposeClose({
  groupId,
  cycle,
  preview,
  actor,
}: {
  readonly groupId: number;
  readonly cycle: number;
  readonly preview: ShareOutPreview;
  readonly actor: Actor;
}) {
  const [proposing, setProposing] = useState(false);
  return (
    <div>
      <Button type="primary" onClick={() => setProposing(true)}>
        {t('Propose close of cycle {{cycle}}', { cycle })}
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
  );
}

/** Confirm share-out (after a last question) or Reject (with a reason) of the proposed close. */
function DecideClose({ groupId, pending }: { readonly groupId: number; readonly pending: GroupCycleRow }) {
  const { modal } = App.useApp();
  const [reason, setReason] = useState<string | null>(null);
  const confirm = useConfirmCycleClose(groupId);
  const reject = useRejectCycleClose(groupId, { onSuccess: () => setReason(null) });
  return (
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
  const current = cycles.data?.at(-1);
  if (!current) return null;
  const pending = current.status === 'proposed' ? current : null;
  const mayDecide =
    hasCapability(actor, 'savingGroups.closeCycle') && pending?.proposedByUserId !== actor.userId;
  if (!pending)
    return hasCapability(actor, 'savingGroups.manage') ? (
      <ProposeClose groupId={groupId} cycle={current.cycle} preview={preview} actor={actor} />
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
          <DecideClose groupId={groupId} pending={pending} />
        ) : (
          t('Another person (a project administrator or above) must confirm or reject it.')
        )
      }
    />
  );
}
