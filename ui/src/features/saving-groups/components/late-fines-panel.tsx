import { Button, Empty, type TableColumnsType, Typography } from 'antd';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import { type LateFine, toLateFinePenaltyBody, useConfirmLateFine, useLateFines } from '../api/late-fines';

/** A row keyed by its loan and month (a month is at most 1200, so the key is unique). */
type LateFineItem = LateFine & { readonly id: number };

/**
 * The Late Fines tab: each overdue month of an active loan that has no fine yet, at the group's
 * fine per month. Nothing is fined automatically: the facilitator confirms each month as a penalty.
 */
export function LateFinesPanel({
  groupId,
  canManage,
}: {
  readonly groupId: number;
  readonly canManage: boolean;
}) {
  const fines = useLateFines(groupId);
  const confirm = useConfirmLateFine();
  const columns: TableColumnsType<LateFineItem> = [
    { title: t('Borrower'), key: 'borrower', render: (_, f) => `${f.borrowerName} (${f.memberNumber})` },
    { title: t('Loan'), dataIndex: 'loanId', key: 'loan' },
    { title: t('Overdue month'), dataIndex: 'month', key: 'month' },
    {
      title: t('Overdue after'),
      dataIndex: 'overdueAfter',
      key: 'after',
      render: (d: string) => formatDate(d),
    },
    { title: t('Fine'), dataIndex: 'amount', key: 'amount', render: (a: number) => formatWireMoney(a) },
    ...(canManage
      ? [
          {
            title: t('Actions'),
            key: 'actions',
            render: (_: unknown, fine: LateFineItem) => (
              <Button
                size="small"
                loading={
                  confirm.isPending &&
                  confirm.variables?.lateFine?.loanId === fine.loanId &&
                  confirm.variables.lateFine.month === fine.month
                }
                aria-label={t('Confirm the late fine of loan {{loan}}, month {{month}}', {
                  loan: fine.loanId,
                  month: fine.month,
                })}
                onClick={() => confirm.mutate(toLateFinePenaltyBody(groupId, fine))}
              >
                {t('Confirm Fine')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t(
          "Overdue months of active loans without a late fine. A confirmed fine becomes the borrower's penalty.",
        )}
      </Typography.Paragraph>
      <DataTable<LateFineItem>
        rows={(fines.data ?? []).map((f) => ({ ...f, id: f.loanId * 10_000 + f.month }))}
        columns={columns}
        loading={fines.isLoading}
        emptyText={<Empty description={t('No late fines to confirm')} />}
      />
    </>
  );
}
