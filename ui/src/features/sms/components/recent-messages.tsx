import { Badge, Card, Empty, Flex, List, Tag, Typography, theme } from 'antd';
import { formatDateTime } from '@/lib/format';
import type { SmsMessage } from '../api/get-sms';
import { RECIPIENT_TYPE_LABELS } from './sms-text';

const STATUS_COLOR = { Sent: 'success', Pending: 'warning', Failed: 'error' } as const;

const recipientsText = (message: SmsMessage): string => {
  const who = message.kind
    ? message.kind === 'receipt'
      ? 'Receipt to a member or guardian'
      : 'Correction to a member or guardian'
    : message.recipientType === 'custom_number'
      ? (message.customPhoneNumber ?? 'Custom number')
      : message.recipientType === 'age_group'
        ? `Age group ${message.recipientFilter ?? ''}`
        : RECIPIENT_TYPE_LABELS[message.recipientType];
  return `${who} · ${message.totalRecipients} recipient${message.totalRecipients === 1 ? '' : 's'}`;
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
    <Card title="Recent Messages">
      <List
        aria-label="Recent messages"
        loading={loading}
        dataSource={[...messages]}
        locale={{ emptyText: <Empty description="No messages sent yet" /> }}
        renderItem={(message) => (
          <List.Item data-testid="sms-message" aria-label={`Message of ${formatDateTime(message.createdAt)}`}>
            <Flex vertical gap={token.marginXXS} style={{ width: '100%' }}>
              <Flex justify="space-between" wrap gap={token.marginXS}>
                <Flex gap={token.marginXS} align="center">
                  <Badge
                    status={STATUS_COLOR[message.status]}
                    text={message.status}
                    data-testid="sms-status"
                  />
                  {message.kind && (
                    <Tag color={message.kind === 'receipt' ? 'blue' : 'orange'}>
                      {message.kind === 'receipt' ? 'Receipt' : 'Correction'}
                    </Tag>
                  )}
                </Flex>
                <Typography.Text type="secondary">{formatDateTime(message.createdAt)}</Typography.Text>
              </Flex>
              <Typography.Paragraph style={{ margin: 0 }}>{message.content}</Typography.Paragraph>
              <Flex wrap gap={token.marginSM}>
                <Typography.Text type="secondary">{recipientsText(message)}</Typography.Text>
                <Typography.Text type="success" data-testid="sms-delivered">
                  Delivered: {message.deliveredCount}
                </Typography.Text>
                <Typography.Text type="danger" data-testid="sms-failed">
                  Failed: {message.failedCount}
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
