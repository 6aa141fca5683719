import { UserDeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { t } from '@/i18n';
import { localised } from '@/lib/api-client';
import { formatWireMoney } from '@/lib/money';
import type { GroupMember } from '../api/get-group-members';
import { type LeavingPreview, useLeavingPreview } from '../api/get-leaving-preview';
import { useRemoveGroupMember } from '../api/remove-group-member';
import { memberDisplayName } from './member-format';

/** What leaving now means for the member's money, under the group's rule (the leaving preview). */
export const leavingText = (p: LeavingPreview): string => {
  if (p.rule === 'atClose')
    return t(
      'Their savings of this cycle ({{savings}}) stay in it and are paid at its share-out; their loans stay owed.',
      { savings: formatWireMoney(p.savings) },
    );
  const paid =
    p.rule === 'share'
      ? t('They are paid {{amount}} now: savings {{savings}} and share of profit {{profit}}.', {
          amount: formatWireMoney(p.amount),
          savings: formatWireMoney(p.savings),
          profit: formatWireMoney(p.profit),
        })
      : t('They are paid their savings of this cycle now: {{amount}}.', {
          amount: formatWireMoney(p.amount),
        });
  return p.debt > 0
    ? `${paid} ${t('Less {{debt}} owed on loans, which it settles: {{cash}} in cash.', {
        debt: formatWireMoney(p.debt),
        cash: formatWireMoney(p.cash),
      })}`
    : paid;
};

/**
 * Remove: asks first, saying what the member is paid under the group's rule for members leaving
 * mid-cycle (and why not, when they cannot leave with a payout now); the member becomes a former member
 * and keeps their history.
 */
export function RemoveMemberButton({ member }: { readonly member: GroupMember }) {
  const remove = useRemoveGroupMember();
  const [open, setOpen] = useState(false);
  const preview = useLeavingPreview(member.id, open);
  const name = memberDisplayName(member);
  const p = preview.data;
  const refusal = p?.refusal
    ? localised(p.refusal.message, p.refusal.messageKey, p.refusal.messageParams)
    : null;
  return (
    <Popconfirm
      open={open}
      onOpenChange={setOpen}
      title={t('Remove {{name}} from the group?', { name })}
      description={
        <div style={{ maxWidth: 360 }} data-testid="leaving-preview">
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            {t('The member becomes a former member; their savings and loans stay on record.')}
          </Typography.Paragraph>
          {preview.isPending && (
            <Typography.Text type="secondary">{t('Working out the payout...')}</Typography.Text>
          )}
          {p && <Typography.Paragraph style={{ marginBottom: 0 }}>{leavingText(p)}</Typography.Paragraph>}
          {refusal && (
            <Typography.Text type="danger" role="alert">
              {refusal}
            </Typography.Text>
          )}
        </div>
      }
      okText={t('Remove')}
      okButtonProps={{ danger: true, disabled: preview.isPending || refusal !== null }}
      cancelText={t('Cancel')}
      onConfirm={() => remove.mutateAsync(member).catch(() => undefined)}
    >
      <Tooltip title={t('Remove member')}>
        <Button
          danger
          icon={<UserDeleteOutlined aria-hidden />}
          loading={remove.isPending}
          aria-label={t('Remove {{name}}', { name })}
        />
      </Tooltip>
    </Popconfirm>
  );
}
