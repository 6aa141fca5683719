import type { Actor } from '@pm/domain/access/policy';
import { Alert, Card, Col, Flex, Row, type TableColumnsType, Typography } from 'antd';
import { dateColumn, moneyColumn } from '@/components/columns';
import { DataTable } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { type EmergencyContribution, useEmergencyContributions } from '../api/get-emergency-contributions';
import { type EmergencyDisbursement, useEmergencyDisbursements } from '../api/get-emergency-disbursements';
import { DecisionActions } from './decision-actions';
import { canDecide, recentContributions, recentRequests } from './emergency-format';
import { anyReversible, entryAmountColumn, ReverseEntry } from './reverse-entry';
import { DisbursementStatusTag } from './tags';

const decidedText = (request: EmergencyDisbursement): string | null => {
  if (request.status === 'pending') return null;
  const by = request.decidedBy;
  const when = request.decidedAt ? ` on ${formatDateTime(request.decidedAt)}` : '';
  return `${request.status === 'approved' ? 'Approved' : 'Rejected'}${by ? ` by ${by}` : ''}${when}`;
};

/** A card of the Overview tab: the five latest rows of a list, or why it could not be loaded. */
function RecentTable<Row extends { readonly id: number }>({
  title,
  query,
  latest,
  columns,
  emptyText,
}: {
  /** 'Recent Requests': the heading, and 'Could not load the requests'. */
  readonly title: string;
  readonly query: {
    readonly data?: readonly Row[];
    readonly error: Error | null;
    readonly isLoading: boolean;
  };
  readonly latest: (rows: readonly Row[]) => readonly Row[];
  readonly columns: TableColumnsType<Row>;
  readonly emptyText: string;
}) {
  const id = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  const what = title.replace(/^Recent /, '').toLowerCase();
  return (
    <Card title={<span id={id}>{title}</span>} size="small">
      <section aria-labelledby={id}>
        {query.error ? (
          <Alert
            type="error"
            showIcon
            title={`Could not load the ${what}`}
            description={query.error.message}
          />
        ) : (
          <DataTable<Row>
            size="small"
            rows={latest(query.data ?? [])}
            columns={columns}
            loading={query.isLoading}
            emptyText={emptyText}
            pagination={false}
          />
        )}
      </section>
    </Card>
  );
}

/**
 * The Overview tab: the five latest contributions (Reverse where the user may reverse one; a reversed one
 * stays, struck through) and the five latest requests, with the decisions.
 */
export function EmergencyOverview({ fundId, actor }: { readonly fundId: number; readonly actor: Actor }) {
  const contributions = useEmergencyContributions(fundId);
  const requests = useEmergencyDisbursements(fundId);

  const contributionColumns: TableColumnsType<EmergencyContribution> = [
    {
      title: 'Member',
      key: 'member',
      render: (_: unknown, row) => row.memberName ?? `Member ${row.memberId}`,
    },
    entryAmountColumn<EmergencyContribution>(),
    dateColumn<EmergencyContribution>('Date', 'contributionDate'),
    ...(anyReversible(actor, recentContributions(contributions.data ?? []))
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row: EmergencyContribution) => (
              <ReverseEntry
                kind="emergencyContribution"
                row={row}
                actor={actor}
                summary={{
                  who: row.memberName ?? `Member ${row.memberId}`,
                  amount: row.amount,
                  date: row.contributionDate,
                }}
                streams={[`emergency-fund-${fundId}`]}
              />
            ),
          },
        ]
      : []),
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
    moneyColumn<EmergencyDisbursement>('Amount', 'amount'),
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
        <RecentTable
          title="Recent Contributions"
          query={contributions}
          latest={recentContributions}
          columns={contributionColumns}
          emptyText="No contributions yet"
        />
      </Col>
      <Col xs={24} xl={14}>
        <RecentTable
          title="Recent Requests"
          query={requests}
          latest={recentRequests}
          columns={requestColumns}
          emptyText="No disbursement requests yet"
        />
      </Col>
    </Row>
  );
}
