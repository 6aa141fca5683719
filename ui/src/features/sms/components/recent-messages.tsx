import { Badge, Card, Empty, Flex, List, Tag, Typography, theme } from 'antd';
import { t, tKey } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import type { SmsMessage } from '../api/get-sms';
import { RECIPIENT_TYPE_LABELS } from './sms-text';

const STATUS_COLOR = { Sent: 'success', Pending: 'warning', Failed: 'error' } as const;
const STATUS_LABEL = { Sent: tKey('Sent'), Pending: tKey('Pending'), Failed: tKey('Failed') } as const;

const KIND = {
  receipt: { color: 'blue', label: tKey('Receipt'), to: tKey('Receipt to a member or guardian') },
  correction: { color: 'orange', label: tKey('Correction'), to: tKey('Correction to a member or guardian') },
  reminder: { color: 'purple', label: tKey('Reminder'), to: tKey('Reminder to a member or guardian') },
} as const;

const recipientsText = (message: SmsMessage): string => {
  const who = message.kind
    ? t(KIND[message.kind].to)
    : message.recipientType === 'custom_number'
      ? (message.customPhoneNumber ?? t('Custom number'))
      : message.recipientType === 'age_group'
        ? t('Age group {{group}}', { group: message.recipientFilter ?? '' })
        : t(RECIPIENT_TYPE_LABELS[message.recipientType]);
  return t('{{who}} · {{count}} recipients', { who, count: message.totalRecipients });
};

/** Recent Messages (spec "SMS Communication"): status, time, content, recipients, delivered and failed. */
export function RecentMessages({
  messages,
  loading,
}: {
  readonly messages: readonly SmsMessage[];
  readonly loading: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <Card title={t('Recent Messages')}>
      <List
        aria-label={t('Recent messages')}
        loading={loading}
        dataSource={[...messages]}
        locale={{ emptyText: <Empty description={t('No messages sent yet')} /> }}
        renderItem={(message) => (
          <List.Item
            data-testid="sms-message"
            aria-label={t('Message of {{date}}', { date: formatDateTime(message.createdAt) })}
          >
            <Flex vertical gap={token.marginXXS} style={{ width: '100%' }}>
              <Flex justify="space-between" wrap gap={token.marginXS}>
                <Flex gap={token.marginXS} align="center">
                  <Badge
                    status={STATUS_COLOR[message.status]}
                    text={t(STATUS_LABEL[message.status])}
                    data-testid="sms-status"
                  />
                  {message.kind && <Tag color={KIND[message.kind].color}>{t(KIND[message.kind].label)}</Tag>}
                </Flex>
                <Typography.Text type="secondary">{formatDateTime(message.createdAt)}</Typography.Text>
              </Flex>
              <Typography.Paragraph style={{ margin: 0 }}>{message.content}</Typography.Paragraph>
              <Flex wrap gap={token.marginSM}>
                <Typography.Text type="secondary">{recipientsText(message)}</Typography.Text>
                <Typography.Text type="success" data-testid="sms-delivered">
                  {t('Delivered: {{n}}', { n: message.deliveredCount })}
                </Typography.Text>
                <Typography.Text type="danger" data-testid="sms-failed">
                  {t('Failed: {{n}}', { n: message.failedCount })}
                </Typography.Text>
                {message.failureReason && (
                  <Typography.Text type="danger">{message.failureReason}</Typography.Text>
                )}
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
