import type { Actor } from '@pm/domain/access/policy';
import { hasCapability } from '@pm/domain/access/policy';
import type { MemberWithoutPhone } from '@pm/domain/sms/receipt-schemas';
import { Alert, Card, Empty, Flex, List, Switch, Typography, theme } from 'antd';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { t } from '@/i18n';
import { type SmsReceiptSettings, useSmsReceipts } from '../api/get-sms-receipts';
import { type ReceiptSwitch, useSetSmsReceipts } from '../api/set-sms-receipts';

const refusedText = (refused: number) =>
  refused === 0 ? null : t('{{count}} receipts not sent: no valid phone number', { count: refused });

/** The members who get no receipt, shown under a group whose receipts are on. */
export function MembersWithoutPhone({ members }: { readonly members: readonly MemberWithoutPhone[] }) {
  if (members.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={t('These members get no receipt: their phone is not a valid phone number')}
      description={members.map((m) => `${m.memberName} (${m.memberPhone || t('no number')})`).join(', ')}
    />
  );
}

export interface ReceiptSwitchesProps {
  readonly settings: readonly SmsReceiptSettings[];
  readonly canChangeProject: boolean;
  readonly canChangeGroups: boolean;
  readonly pending: boolean;
  readonly onChange: (target: ReceiptSwitch) => void;
}

/** One switch with its label, read by screen readers as "SMS receipts for …". */
function Toggle({
  target,
  label,
  hint,
  disabled,
  onChange,
}: {
  readonly target: Omit<ReceiptSwitch, 'enabled'> & { enabled: boolean };
  readonly label: string;
  readonly hint: string | null;
  readonly disabled: boolean;
  readonly onChange: (target: ReceiptSwitch) => void;
}) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={token.marginSM} wrap>
      <Switch
        checked={target.enabled}
        disabled={disabled}
        aria-label={t('SMS receipts for {{name}}', { name: target.name })}
        onChange={(enabled) => onChange({ ...target, enabled })}
      />
      <Typography.Text>{label}</Typography.Text>
      {hint && <Typography.Text type="warning">{hint}</Typography.Text>}
    </Flex>
  );
}

/** The switches of the projects in view and of their groups. */
export function ReceiptSwitches({
  settings,
  canChangeProject,
  canChangeGroups,
  pending,
  onChange,
}: ReceiptSwitchesProps) {
  const { token } = theme.useToken();
  if (settings.length === 0) return <Empty description={t('No project in view')} />;
  return (
    <Flex vertical gap={token.marginMD}>
      {settings.map((project) => (
        <Flex key={project.projectId} vertical gap={token.marginSM}>
          <Toggle
            target={{
              scope: 'project',
              id: project.projectId,
              name: project.projectCode,
              enabled: project.enabled,
            }}
            label={t("Parents' payment receipts ({{code}})", { code: project.projectCode })}
            hint={refusedText(project.refused)}
            disabled={!canChangeProject || pending}
            onChange={onChange}
          />
          <List
            size="small"
            aria-label={t('Saving groups of {{code}}', { code: project.projectCode })}
            dataSource={project.groups}
            locale={{ emptyText: t('No saving groups') }}
            renderItem={(group) => (
              <List.Item>
                <Flex vertical gap={token.marginXS} style={{ width: '100%' }}>
                  <Toggle
                    target={{ scope: 'group', id: group.groupId, name: group.name, enabled: group.enabled }}
                    label={t("{{name}}: members' saving and repayment receipts", { name: group.name })}
                    hint={refusedText(group.refused)}
                    disabled={!canChangeGroups || pending}
                    onChange={onChange}
                  />
                  {group.enabled && <MembersWithoutPhone members={group.membersWithoutPhone} />}
                </Flex>
              </List.Item>
            )}
          />
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * Receipts: where a project or group turns them on, a member gets an SMS receipt of each
 * saving and repayment, and a guardian of each payment, with a correction when it is reversed.
 */
export function ReceiptsCard({ actor, projectId }: { readonly actor: Actor; readonly projectId?: number }) {
  const receipts = useSmsReceipts(projectId);
  const [missing, setMissing] = useState<{ name: string; members: MemberWithoutPhone[] } | null>(null);
  const set = useSetSmsReceipts({
    onSet: (target, result) =>
      setMissing(
        target.scope === 'group' && result.enabled
          ? { name: target.name, members: result.membersWithoutPhone }
          : null,
      ),
  });
  return (
    <Card title={t('Receipts')}>
      <Typography.Paragraph type="secondary">
        {t(
          "Send an SMS receipt (amount, date and balance) when a saving, repayment or parent's payment is recorded, and a correction when it is reversed.",
        )}
      </Typography.Paragraph>
      <LoadError what={t('receipt settings')} error={receipts.error} />
      {missing && missing.members.length > 0 && (
        <Alert
          type="info"
          showIcon
          closable
          onClose={() => setMissing(null)}
          message={t('Receipts are on for {{name}}', { name: missing.name })}
          description={t('No receipt for: {{names}}', {
            names: missing.members.map((m) => m.memberName).join(', '),
          })}
        />
      )}
      <ReceiptSwitches
        settings={receipts.data ?? []}
        canChangeProject={hasCapability(actor, 'sms.send')}
        canChangeGroups={hasCapability(actor, 'savingGroups.manage')}
        pending={set.isPending}
        onChange={(target) => set.mutate(target)}
      />
    </Card>
  );
}
