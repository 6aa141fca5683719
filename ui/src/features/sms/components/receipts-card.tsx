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

/** The members who get no receipt or reminder, shown under a group whose receipts or reminders are on. */
export function MembersWithoutPhone({ members }: { readonly members: readonly MemberWithoutPhone[] }) {
  if (members.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={t('These members get no receipt or reminder: their phone is not a valid phone number')}
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

/** One switch with its label, read by screen readers as "SMS receipts for …" (or "SMS reminders for …"). */
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
        aria-label={
          target.kind === 'reminders'
            ? t('SMS reminders for {{name}}', { name: target.name })
            : t('SMS receipts for {{name}}', { name: target.name })
        }
        onChange={(enabled) => onChange({ ...target, enabled })}
      />
      <Typography.Text>{label}</Typography.Text>
      {hint && <Typography.Text type="warning">{hint}</Typography.Text>}
    </Flex>
  );
}

type GroupSettings = SmsReceiptSettings['groups'][number];

/** A group's receipts and reminders switches, and the members who get neither. */
function GroupSwitches({
  group,
  disabled,
  onChange,
}: {
  readonly group: GroupSettings;
  readonly disabled: boolean;
  readonly onChange: (target: ReceiptSwitch) => void;
}) {
  const { token } = theme.useToken();
  const target = { scope: 'group', id: group.groupId, name: group.name } as const;
  return (
    <Flex vertical gap={token.marginXS} style={{ width: '100%' }}>
      <Toggle
        target={{ ...target, kind: 'receipts', enabled: group.enabled }}
        label={t("{{name}}: members' saving and repayment receipts", { name: group.name })}
        hint={refusedText(group.refused)}
        disabled={disabled}
        onChange={onChange}
      />
      <Toggle
        target={{ ...target, kind: 'reminders', enabled: group.reminders }}
        label={t('{{name}}: loan and meeting reminders', { name: group.name })}
        hint={null}
        disabled={disabled}
        onChange={onChange}
      />
      {(group.enabled || group.reminders) && <MembersWithoutPhone members={group.membersWithoutPhone} />}
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
              kind: 'receipts',
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
          <Toggle
            target={{
              kind: 'reminders',
              scope: 'project',
              id: project.projectId,
              name: project.projectCode,
              enabled: project.reminders,
            }}
            label={t("Parents' contribution reminders ({{code}})", { code: project.projectCode })}
            hint={null}
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
                <GroupSwitches group={group} disabled={!canChangeGroups || pending} onChange={onChange} />
              </List.Item>
            )}
          />
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * Receipts and reminders: where a project or group turns receipts on, a member gets an SMS receipt of
 * each saving and repayment, and a guardian of each payment, with a correction when it is reversed; where
 * it turns reminders on, a guardian is reminded of a contribution due, a member of a loan falling due and
 * of tomorrow's meeting (the Reminders card lists them).
 */
export function ReceiptsCard({ actor, projectId }: { readonly actor: Actor; readonly projectId?: number }) {
  const receipts = useSmsReceipts(projectId);
  const [missing, setMissing] = useState<{
    name: string;
    kind: ReceiptSwitch['kind'];
    members: MemberWithoutPhone[];
  } | null>(null);
  const set = useSetSmsReceipts({
    onSet: (target, result) =>
      setMissing(
        target.scope === 'group' && result.enabled
          ? { name: target.name, kind: target.kind, members: result.membersWithoutPhone }
          : null,
      ),
  });
  return (
    <Card title={t('Receipts')}>
      <Typography.Paragraph type="secondary">
        {t(
          "Send an SMS receipt (amount, date and balance) when a saving, repayment or parent's payment is recorded, and a correction when it is reversed.",
        )}{' '}
        {t(
          "Reminders: parents of a contribution still due from the 25th, members of a loan due in three days and of tomorrow's meeting.",
        )}
      </Typography.Paragraph>
      <LoadError what={t('receipt settings')} error={receipts.error} />
      {missing && missing.members.length > 0 && (
        <Alert
          type="info"
          showIcon
          closable
          onClose={() => setMissing(null)}
          message={
            missing.kind === 'reminders'
              ? t('Reminders are on for {{name}}', { name: missing.name })
              : t('Receipts are on for {{name}}', { name: missing.name })
          }
          description={
            missing.kind === 'reminders'
              ? t('No reminder for: {{names}}', {
                  names: missing.members.map((m) => m.memberName).join(', '),
                })
              : t('No receipt for: {{names}}', { names: missing.members.map((m) => m.memberName).join(', ') })
          }
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
