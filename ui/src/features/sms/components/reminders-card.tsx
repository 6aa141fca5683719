import type { ReminderStatus } from '@pm/domain/sms/rows';
import { Card, Empty, Flex, List, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { t, tKey } from '@/i18n';
import { formatDate, formatDateTime, formatMonth } from '@/lib/format';
import { REMINDERS_PER_PAGE, type SmsReminderRow, useSmsReminders } from '../api/get-sms-reminders';

const PURPOSE_LABEL = {
  contribution: tKey('Contribution due'),
  loan: tKey('Loan due'),
  meeting: tKey('Meeting tomorrow'),
} as const;

const STATUS: Readonly<Record<ReminderStatus, { color: string; label: string }>> = {
  queued: { color: 'processing', label: tKey('Queued') },
  sent: { color: 'blue', label: tKey('Sent') },
  delivered: { color: 'success', label: tKey('Delivered') },
  failed: { color: 'error', label: tKey('Failed') },
  refused: { color: 'warning', label: tKey('Not sent: no valid phone number') },
};

/** Whom a reminder was for: the child's participant ID, or the member's number and name with the group. */
export const reminderWho = (row: SmsReminderRow): string => {
  if (row.purpose === 'contribution')
    return t('Guardian of {{code}}', { code: row.participantCode ?? String(row.participantId ?? '') });
  const member = [row.memberNumber, row.memberName].filter(Boolean).join(' ') || String(row.memberId ?? '');
  return row.groupName ? t('{{member}} of {{group}}', { member, group: row.groupName }) : member;
};

/** When it is due: the child's month, or the loan's or meeting's day. */
const dueText = (row: SmsReminderRow): string =>
  row.due.length === 7 ? formatMonth(row.due) : formatDate(row.due);

/** The reminders of one page, each with what it is about, whom to, when due and its SMS's state. */
export function ReminderList({
  reminders,
  loading,
  page,
  total,
  onPage,
}: {
  readonly reminders: readonly SmsReminderRow[];
  readonly loading: boolean;
  readonly page: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
}) {
  const { token } = theme.useToken();
  return (
    <List
      aria-label={t('SMS reminders')}
      loading={loading}
      dataSource={[...reminders]}
      locale={{ emptyText: <Empty description={t('No reminders sent yet')} /> }}
      pagination={
        total > REMINDERS_PER_PAGE
          ? { current: page, pageSize: REMINDERS_PER_PAGE, total, onChange: onPage, showSizeChanger: false }
          : false
      }
      renderItem={(row) => (
        <List.Item data-testid="sms-reminder">
          <Flex vertical gap={token.marginXXS} style={{ width: '100%' }}>
            <Flex justify="space-between" wrap gap={token.marginXS}>
              <Flex gap={token.marginXS} align="center" wrap>
                <Tag>{t(PURPOSE_LABEL[row.purpose])}</Tag>
                <Tag color={STATUS[row.status].color} data-testid="sms-reminder-status">
                  {t(STATUS[row.status].label)}
                </Tag>
              </Flex>
              <Typography.Text type="secondary">{formatDateTime(row.createdAt)}</Typography.Text>
            </Flex>
            <Flex wrap gap={token.marginSM}>
              <Typography.Text>{reminderWho(row)}</Typography.Text>
              <Typography.Text type="secondary">{t('Due: {{due}}', { due: dueText(row) })}</Typography.Text>
              {/* the gateway's own word (UserInBlacklist, …); a refusal is said by its tag */}
              {row.status === 'failed' && row.reason && (
                <Typography.Text type="danger">{row.reason}</Typography.Text>
              )}
            </Flex>
          </Flex>
        </List.Item>
      )}
    />
  );
}

/**
 * Reminders: the SMS the daily reminders job queued where reminders are on (a child's contribution due, a
 * loan due in three days, tomorrow's meeting), newest first, with where each one is.
 */
export function RemindersCard({ projectId }: { readonly projectId?: number }) {
  const [page, setPage] = useState(1);
  const reminders = useSmsReminders(projectId, page);
  return (
    <Card title={t('Reminders')}>
      <Typography.Paragraph type="secondary">
        {t(
          'Where reminders are on, a guardian is reminded of a contribution still due from the 25th of the month, a borrower three days before the loan is due, and members the day before their meeting, each once.',
        )}
      </Typography.Paragraph>
      <LoadError what={t('reminders')} error={reminders.error} />
      <ReminderList
        reminders={reminders.data?.rows ?? []}
        loading={reminders.isLoading}
        page={page}
        total={reminders.data?.total ?? 0}
        onPage={setPage}
      />
    </Card>
  );
}
