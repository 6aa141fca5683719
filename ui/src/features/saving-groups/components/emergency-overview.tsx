import type { Actor } from '@pm/domain/access/policy';
import { Alert, Card, Col, Flex, Row, Table, type TableColumnsType, Typography } from 'antd';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatWireMoney } from '../../../lib/money';
import { type EmergencyContribution, useEmergencyContributions } from '../api/get-emergency-contributions';
import { type EmergencyDisbursement, useEmergencyDisbursements } from '../api/get-emergency-disbursements';
import { DecisionActions } from './decision-actions';
import { canDecide, recentContributions, recentRequests } from './emergency-format';
import { DisbursementStatusTag } from './tags';

const decidedText = (request: EmergencyDisbursement): string | null => {
  if (request.status === 'pending') return null;
  const by = typeof request.decidedBy === 'string' ? request.decidedBy : request.decidedBy?.username;
  const when = request.decidedAt ? ` on ${formatDateTime(request.decidedAt)}` : '';
  return `${request.status === 'approved' ? 'Approved' : 'Rejected'}${by ? ` by ${by}` : ''}${when}`;
};

/** The Overview tab: the five latest contributions and the five latest requests, with the decisions. */
export function EmergencyOverview({ fundId, actor }: { readonly fundId: number; readonly actor: Actor }) {
  const contributions = useEmergencyContributions(fundId);
  const requests = useEmergencyDisbursements(fundId);

  const contributionColumns: TableColumnsType<EmergencyContribution> = [
    {
      title: 'Member',
      key: 'member',
      render: (_: unknown, row) => row.memberName ?? `Member ${row.memberId}`,
    },
    {
      title: 'Amount',
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      render: (amount: number) => formatWireMoney(amount),
    },
    { title: 'Date', dataIndex: 'contributionDate', key: 'date', render: (date: string) => formatDate(date) },
  ];

  const requestColumns: TableColumnsType<EmergencyDisbursement> = [
    {
      title: 'Member',
      key: 'member',
      render: (_: unknown, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.memberName ?? `Member ${row.memberId}`}</Typography.Text>
          <Typography.Text type="secondary">{row.emergencyType}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Amount',
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      render: (amount: number) => formatWireMoney(amount),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, row) => (
        <Flex vertical gap={2}>
          <div>
            <DisbursementStatusTag status={row.status} />
          </div>
          {decidedText(row) && <Typography.Text type="secondary">{decidedText(row)}</Typography.Text>}
          {row.status === 'rejected' && row.rejectionReason && (
            <Typography.Text type="secondary">Reason: {row.rejectionReason}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: 'Requested',
      key: 'requested',
      render: (_: unknown, row) => (
        <Flex vertical>
          <span>{row.requestedBy?.username ?? '-'}</span>
          <Typography.Text type="secondary">{formatDateTime(row.requestedAt)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, row) => (canDecide(actor, row) ? <DecisionActions request={row} /> : null),
    },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Card title={<span id="recent-contributions-heading">Recent Contributions</span>} size="small">
          <section aria-labelledby="recent-contributions-heading">
            {contributions.error ? (
              <Alert
                type="error"
                showIcon
                title="Could not load the contributions"
                description={contributions.error.message}
              />
            ) : (
              <Table<EmergencyContribution>
                rowKey="id"
                size="small"
                columns={contributionColumns}
                dataSource={recentContributions(contributions.data ?? [])}
                loading={contributions.isLoading}
                pagination={false}
                locale={{ emptyText: 'No contributions yet' }}
              />
            )}
          </section>
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card title={<span id="recent-requests-heading">Recent Requests</span>} size="small">
          <section aria-labelledby="recent-requests-heading">
            {requests.error ? (
              <Alert
                type="error"
                showIcon
                title="Could not load the requests"
                description={requests.error.message}
              />
            ) : (
              <Table<EmergencyDisbursement>
                rowKey="id"
                size="small"
                columns={requestColumns}
                dataSource={recentRequests(requests.data ?? [])}
                loading={requests.isLoading}
                pagination={false}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: 'No disbursement requests yet' }}
              />
            )}
          </section>
        </Card>
      </Col>
    </Row>
  );
}
