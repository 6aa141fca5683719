import type { Actor } from '@pm/domain/access/policy';
import { Alert, Card, Col, Flex, Row, type TableColumnsType, Typography } from 'antd';
import { dateColumn, moneyColumn } from '@/components/columns';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { type EmergencyContribution, useEmergencyContributions } from '../api/get-emergency-contributions';
import { type EmergencyDisbursement, useEmergencyDisbursements } from '../api/get-emergency-disbursements';
import { DecisionActions } from './decision-actions';
import { canDecide, recentContributions, recentRequests } from './emergency-format';
import { emergencyTypeLabel } from './group-labels';
import { anyReversible, entryAmountColumn, ReverseEntry } from './reverse-entry';
import { DisbursementStatusTag } from './tags';

/** 'Approved by admin on Nov 26, 2026 10:05:00', without the parts that are not known. */
const decidedText = (request: EmergencyDisbursement): string | null => {
  if (request.status === 'pending') return null;
  const approved = request.status === 'approved';
  const user = request.decidedBy;
  const date = request.decidedAt ? formatDateTime(request.decidedAt) : null;
  if (user && date)
    return approved
      ? t('Approved by {{user}} on {{date}}', { user, date })
      : t('Rejected by {{user}} on {{date}}', { user, date });
  if (user) return approved ? t('Approved by {{user}}', { user }) : t('Rejected by {{user}}', { user });
  if (date) return approved ? t('Approved on {{date}}', { date }) : t('Rejected on {{date}}', { date });
  return approved ? t('Approved') : t('Rejected');
};

/** A card of the Overview tab: the five latest rows of a list, or why it could not be loaded. */
function RecentTable<Row extends { readonly id: number }>({
  id,
  title,
  failedText,
  query,
  latest,
  columns,
  emptyText,
}: {
  /** The heading's id, e.g. 'recent-requests-heading'. */
  readonly id: string;
  /** 'Recent Requests'. */
  readonly title: string;
  /** 'Could not load the requests'. */
  readonly failedText: string;
  readonly query: {
    readonly data?: readonly Row[];
    readonly error: Error | null;
    readonly isLoading: boolean;
  };
  readonly latest: (rows: readonly Row[]) => readonly Row[];
  readonly columns: TableColumnsType<Row>;
  readonly emptyText: string;
}) {
  return (
    <Card title={<span id={id}>{title}</span>} size="small">
      <section aria-labelledby={id}>
        {query.error ? (
          <Alert type="error" showIcon title={failedText} description={query.error.message} />
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

/** The contributions' columns; Reverse where the user may reverse one of those shown. */
const contributionColumns = (
  actor: Actor,
  fundId: number,
  shown: readonly EmergencyContribution[],
): TableColumnsType<EmergencyContribution> => [
  {
    title: t('Member'),
    key: 'member',
    render: (_: unknown, row) => row.memberName ?? t('Member {{id}}', { id: row.memberId }),
  },
  entryAmountColumn<EmergencyContribution>(),
  dateColumn<EmergencyContribution>(t('Date'), 'contributionDate'),
  ...(anyReversible(actor, shown)
    ? [
        {
          title: t('Actions'),
          key: 'actions',
          render: (_: unknown, row: EmergencyContribution) => (
            <ReverseEntry
              kind="emergencyContribution"
              row={row}
              actor={actor}
              summary={{
                who: row.memberName ?? t('Member {{id}}', { id: row.memberId }),
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

/** A request's status tag, who decided it and when, and why it was rejected. */
function RequestStatus({ row }: { readonly row: EmergencyDisbursement }) {
  return (
    <Flex vertical gap={2}>
      <div>
        <DisbursementStatusTag status={row.status} />
      </div>
      {decidedText(row) && <Typography.Text type="secondary">{decidedText(row)}</Typography.Text>}
      {row.status === 'rejected' && row.rejectionReason && (
        <Typography.Text type="secondary">
          {t('Reason: {{reason}}', { reason: row.rejectionReason })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The requests' columns, with Approve and Reject where the user may decide. */
const requestColumns = (actor: Actor): TableColumnsType<EmergencyDisbursement> => [
  {
    title: t('Member'),
    key: 'member',
    render: (_: unknown, row) => (
      <Flex vertical>
        <Typography.Text strong>{row.memberName ?? t('Member {{id}}', { id: row.memberId })}</Typography.Text>
        <Typography.Text type="secondary">{emergencyTypeLabel(row.emergencyType)}</Typography.Text>
      </Flex>
    ),
  },
  moneyColumn<EmergencyDisbursement>(t('Amount'), 'amount'),
  { title: t('Status'), key: 'status', render: (_: unknown, row) => <RequestStatus row={row} /> },
  {
    title: t('Requested'),
    key: 'requested',
    render: (_: unknown, row) => (
      <Flex vertical>
        <span>{row.requestedBy?.username ?? '-'}</span>
        <Typography.Text type="secondary">{formatDateTime(row.requestedAt)}</Typography.Text>
      </Flex>
    ),
  },
  {
    title: t('Actions'),
    key: 'actions',
    render: (_: unknown, row) => (canDecide(actor, row) ? <DecisionActions request={row} /> : null),
  },
];

/**
 * The Overview tab: the five latest contributions (Reverse where the user may reverse one; a reversed one
 * stays, struck through) and the five latest requests, with the decisions.
 */
export function EmergencyOverview({ fundId, actor }: { readonly fundId: number; readonly actor: Actor }) {
  const contributions = useEmergencyContributions(fundId);
  const requests = useEmergencyDisbursements(fundId);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <RecentTable
          id="recent-contributions-heading"
          title={t('Recent Contributions')}
          failedText={t('Could not load the contributions')}
          query={contributions}
          latest={recentContributions}
          columns={contributionColumns(actor, fundId, recentContributions(contributions.data ?? []))}
          emptyText={t('No contributions yet')}
        />
      </Col>
      <Col xs={24} xl={14}>
        <RecentTable
          id="recent-requests-heading"
          title={t('Recent Requests')}
          failedText={t('Could not load the requests')}
          query={requests}
          latest={recentRequests}
          columns={requestColumns(actor)}
          emptyText={t('No disbursement requests yet')}
        />
      </Col>
    </Row>
  );
}
