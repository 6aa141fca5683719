import type { Actor } from '@pm/domain/access/policy';
import { setRegistrationFeeSchema } from '@pm/domain/saving-groups/collection-schemas';
import { Button, Descriptions, Empty, Flex, Form, Input, type TableColumnsType } from 'antd';
import { DataTable } from '@/components/data-table';
import { MoneyInput } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import { useDisclosure } from '@/lib/use-disclosure';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import {
  type FeePayment,
  type RegistrationFee,
  useFeePayments,
  useRecordFeePayment,
  useUpdateFee,
} from '../api/collections';
import { MemberSelect } from './member-select';
import { anyReversible, entryAmountColumn, ReverseEntry } from './reverse-entry';

const rule = (field: string) => [zodRule(setRegistrationFeeSchema, field)];

/** Update Fee (spec: screens, validation): 'Fee amount is required', 'Description is required'. */
function UpdateFeeDialog({
  groupId,
  fee,
  ...dialog
}: DialogProps & { readonly groupId: number; readonly fee: RegistrationFee | null }) {
  const [form] = Form.useForm();
  const update = useUpdateFee(groupId, {
    onSuccess: dialog.onClose,
    onError: (e) => showServerFieldErrors(form, e),
  });
  const submit = async () => {
    const input = await parseForm(setRegistrationFeeSchema, form);
    if (input) update.mutate(input);
  };
  return (
    <ModalForm
      {...dialog}
      title={t('Update Fee')}
      okText={t('Update Fee')}
      pendingText={t('Updating...')}
      pending={update.isPending}
      form={form}
      name="update-fee"
      initialValues={{ feeAmount: fee?.feeAmount ?? 500, description: fee?.description ?? '' }}
      onSubmit={submit}
    >
      <Form.Item name="feeAmount" label={t('Fee Amount (KES)')} required rules={rule('feeAmount')}>
        <MoneyInput />
      </Form.Item>
      <Form.Item name="description" label={t('Description')} required rules={rule('description')}>
        <Input maxLength={500} />
      </Form.Item>
    </ModalForm>
  );
}

/** Who paid the fee, how much and when; Reverse where the user may reverse one of them. */
const paymentColumns = (
  actor: Actor | null | undefined,
  rows: readonly FeePayment[],
): TableColumnsType<FeePayment> => [
  { title: t('Member'), dataIndex: 'memberName', key: 'member' },
  entryAmountColumn<FeePayment>(),
  { title: t('Date'), dataIndex: 'paymentDate', key: 'date', render: (d: string) => formatDate(d) },
  ...(anyReversible(actor, rows)
    ? [
        {
          title: t('Actions'),
          key: 'actions',
          render: (_: unknown, payment: FeePayment) => (
            <ReverseEntry
              kind="feePayment"
              row={payment}
              actor={actor}
              summary={{ who: payment.memberName, amount: payment.amount, date: payment.paymentDate }}
              streams={[`group-${payment.groupId}`]}
            />
          ),
        },
      ]
    : []),
];

/** The current fee (KES 500 until set), its description and how many members have paid it. */
function FeeFacts({ fee }: { readonly fee: RegistrationFee | null }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'fee', label: t('Current fee'), children: formatWireMoney(fee?.feeAmount ?? 500) },
        {
          key: 'description',
          label: t('Description'),
          children: fee?.description ?? t('Default registration fee'),
        },
        {
          key: 'paid',
          label: t('Paid by'),
          children: t('{{count}} members', { count: fee?.paidCount ?? 0 }),
        },
      ]}
    />
  );
}

/** Update Fee, and Record Fee Payment for a member of the group. */
function FeeActions({ groupId, onUpdate }: { readonly groupId: number; readonly onUpdate: () => void }) {
  const [form] = Form.useForm<{ memberId?: number }>();
  const record = useRecordFeePayment({ onSuccess: () => form.resetFields() });
  return (
    <Flex gap="small" wrap align="end">
      <Button onClick={onUpdate}>{t('Update Fee')}</Button>
      <Form
        form={form}
        layout="inline"
        onFinish={({ memberId }) =>
          memberId && record.mutate({ groupId, memberId, notes: null, meetingId: null })
        }
      >
        <Form.Item
          name="memberId"
          label={t('Member')}
          rules={[{ required: true, message: t('Please select a member') }]}
        >
          <MemberSelect groupId={groupId} />
        </Form.Item>
        <Button htmlType="submit" type="primary" loading={record.isPending}>
          {t('Record Fee Payment')}
        </Button>
      </Form>
    </Flex>
  );
}

/**
 * The Registration Fees tab: the current fee and description, Update Fee, and who has paid it; Reverse on
 * a payment where the user may reverse it. A reversed payment stays, struck through.
 */
export function RegistrationFeePanel({
  groupId,
  fee,
  canManage,
  actor,
}: {
  readonly groupId: number;
  readonly fee: RegistrationFee | null;
  readonly canManage: boolean;
  /** The signed-in user, for the Reverse action. */
  readonly actor?: Actor | null;
}) {
  const updating = useDisclosure();
  const payments = useFeePayments(groupId);
  const rows = payments.data ?? [];
  return (
    <Flex vertical gap="middle">
      <FeeFacts fee={fee} />
      {canManage && <FeeActions groupId={groupId} onUpdate={() => updating.open()} />}
      <DataTable<FeePayment>
        rows={rows}
        columns={paymentColumns(actor, rows)}
        loading={payments.isLoading}
        emptyText={<Empty description={t('No registration fees paid yet')} />}
      />
      {canManage && (
        <UpdateFeeDialog key={`fee-${updating.key}`} {...updating.props} groupId={groupId} fee={fee} />
      )}
    </Flex>
  );
}
