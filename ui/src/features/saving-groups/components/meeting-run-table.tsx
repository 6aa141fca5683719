import { PENALTY_TYPES, type PenaltyType } from '@pm/domain/saving-groups/shared';
import { Checkbox, Input, InputNumber, Select, Table, type TableColumnsType, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { currentLocale, t } from '@/i18n';
import { formatGrouped } from '@/lib/grouped-number';
import { PENALTY_TYPE_LABELS } from './group-labels';
import { lineProblems, type RunLine } from './meeting-run-format';

export interface MeetingRunProps {
  readonly lines: readonly RunLine[];
  readonly hasFund: boolean;
  /** The member's active loan balance (KES), by member id. */
  readonly balances: ReadonlyMap<number, number>;
  readonly onChange: (memberId: number, patch: Partial<RunLine>) => void;
}

type Row = RunLine & { readonly id: number };

/** How the fields of one line are drawn: in a table cell (fixed widths) or stacked on a phone (full width). */
interface FieldLayout {
  readonly input: CSSProperties;
  readonly extra: CSSProperties;
}
const IN_TABLE: FieldLayout = {
  input: { width: 120 },
  extra: { width: 160, display: 'block', marginTop: 4 },
};
export const STACKED: FieldLayout = {
  input: { width: '100%' },
  extra: { width: '100%', marginTop: 8 },
};

// no maximum: a value above what is allowed is shown as typed and refused with a reason (lineProblems),
// never lowered to the limit without a word
const money = (
  label: string,
  value: number | null,
  onChange: (v: number | null) => void,
  style: CSSProperties,
) => (
  <InputNumber<number>
    aria-label={label}
    min={0}
    step={10}
    precision={2}
    value={value}
    onChange={(v) => onChange(v ?? null)}
    style={style}
    inputMode="decimal"
  />
);

/** What stops the member's line from being recorded, read out as soon as it appears. */
export function LineProblems({
  line,
  balance,
}: {
  readonly line: RunLine;
  readonly balance: number | undefined;
}) {
  const problems = lineProblems(line, balance);
  if (problems.length === 0) return null;
  return (
    <Typography.Text type="danger" role="alert" style={{ display: 'block', maxWidth: 320 }}>
      {problems.join(' ')}
    </Typography.Text>
  );
}

/** The penalty's amount and, once there is one, its type, reason and Paid now; then what stops the line. */
function PenaltyFields({
  line: l,
  balances,
  onChange,
  layout,
}: Pick<MeetingRunProps, 'balances' | 'onChange'> & {
  readonly line: RunLine;
  readonly layout: FieldLayout;
}) {
  return (
    <>
      {money(
        t('{{name}} penalty', { name: l.memberName }),
        l.penalty,
        (penalty) => onChange(l.memberId, { penalty }),
        layout.input,
      )}
      {(l.penalty ?? 0) > 0 && (
        <>
          <Select<PenaltyType>
            aria-label={t('{{name}} penalty type', { name: l.memberName })}
            placeholder={t('Penalty Type')}
            value={l.penaltyType ?? undefined}
            onChange={(penaltyType) => onChange(l.memberId, { penaltyType })}
            options={PENALTY_TYPES.filter((type) => l.present || type === 'Meeting Absence').map((type) => ({
              value: type,
              label: t(PENALTY_TYPE_LABELS[type]),
            }))}
            style={layout.extra}
          />
          <Input
            aria-label={t('{{name}} penalty reason', { name: l.memberName })}
            placeholder={t('Reason')}
            maxLength={500}
            value={l.penaltyReason}
            onChange={(e) => onChange(l.memberId, { penaltyReason: e.target.value })}
            style={layout.extra}
          />
          <Checkbox
            checked={l.penaltyPaidNow}
            onChange={(e) => onChange(l.memberId, { penaltyPaidNow: e.target.checked })}
            className="pm-touch-check"
          >
            {t('Paid now')}
          </Checkbox>
        </>
      )}
      <LineProblems line={l} balance={balances.get(l.memberId)} />
    </>
  );
}

/** The fields of one member's line, each a function of the line: the table's cells and the phone's card. */
export const lineFields = (
  { balances, onChange }: Pick<MeetingRunProps, 'balances' | 'onChange'>,
  layout: FieldLayout,
) => ({
  present: (l: RunLine, children?: ReactNode) => (
    <Checkbox
      checked={l.present}
      aria-label={t('{{name}} present', { name: l.memberName })}
      onChange={(e) => onChange(l.memberId, { present: e.target.checked })}
    >
      {children}
    </Checkbox>
  ),
  saving: (l: RunLine) =>
    money(
      t('{{name}} saving', { name: l.memberName }),
      l.saving,
      (saving) => onChange(l.memberId, { saving }),
      layout.input,
    ),
  repayment: (l: RunLine) =>
    l.loanId === null ? (
      <Typography.Text type="secondary">{t('No active loan')}</Typography.Text>
    ) : (
      <>
        {money(
          t('{{name}} repayment', { name: l.memberName }),
          l.repayment,
          (repayment) => onChange(l.memberId, { repayment }),
          layout.input,
        )}
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {t('Owes KES {{amount}}', {
            amount: formatGrouped(balances.get(l.memberId) ?? 0, currentLocale(), 2),
          })}
        </Typography.Text>
      </>
    ),
  penalty: (l: RunLine) => <PenaltyFields line={l} balances={balances} onChange={onChange} layout={layout} />,
  emergency: (l: RunLine) =>
    money(
      t('{{name}} emergency contribution', { name: l.memberName }),
      l.emergency,
      (emergency) => onChange(l.memberId, { emergency }),
      layout.input,
    ),
});

/** The one-pass meeting's register on a wide screen: presence and every member's money, one line each. */
export function MeetingRunTable({ lines, hasFund, balances, onChange }: MeetingRunProps) {
  const field = lineFields({ balances, onChange }, IN_TABLE);
  const columns: TableColumnsType<Row> = [
    { title: t('Present'), key: 'present', render: (_: unknown, l: Row) => field.present(l) },
    { title: t('Member'), dataIndex: 'memberName', key: 'member' },
    { title: t('Saving (KES)'), key: 'saving', render: (_: unknown, l: Row) => field.saving(l) },
    { title: t('Repayment (KES)'), key: 'repayment', render: (_: unknown, l: Row) => field.repayment(l) },
    { title: t('Penalty (KES)'), key: 'penalty', render: (_: unknown, l: Row) => field.penalty(l) },
    ...(hasFund
      ? [
          {
            title: t('Emergency (KES)'),
            key: 'emergency',
            render: (_: unknown, l: Row) => field.emergency(l),
          },
        ]
      : []),
  ];
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={lines.map((l) => ({ ...l, id: l.memberId }))}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('This group has no active members') }}
    />
  );
}
