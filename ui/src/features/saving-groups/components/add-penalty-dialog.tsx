import { imposePenaltySchema } from '@pm/domain/saving-groups/collection-schemas';
import { PENALTY_TYPES } from '@pm/domain/saving-groups/shared';
import { Form, Input, Select } from 'antd';
import { DateItem, MoneyInput } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { toPenaltyBody, useAddPenalty } from '../api/collections';
import { penaltyTypeLabel } from './group-labels';
import { MemberSelect } from './member-select';

const rule = (field: string) => [zodRule(imposePenaltySchema, field)];

/** Add Penalty (spec: screens, validation): member, one of the four types, amount, reason, date. */
export function AddPenaltyDialog({ groupId, ...dialog }: DialogProps & { readonly groupId: number }) {
  const [form] = Form.useForm();
  const add = useAddPenalty({
    onSuccess: dialog.onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });
  const submit = async () => {
    const input = await parseForm(imposePenaltySchema, form);
    if (input) add.mutate(toPenaltyBody(input));
  };
  return (
    <ModalForm
      {...dialog}
      title={t('Add Penalty')}
      okText={t('Add Penalty')}
      pendingText={t('Adding...')}
      pending={add.isPending}
      form={form}
      name="add-penalty"
      initialValues={{ groupId, penaltyType: 'Lateness', penaltyDate: todayIso() }}
      onSubmit={submit}
    >
      <Form.Item name="groupId" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="memberId" label={t('Member')} required rules={rule('memberId')}>
        <MemberSelect groupId={groupId} />
      </Form.Item>
      <Form.Item name="penaltyType" label={t('Penalty Type')} required rules={rule('penaltyType')}>
        <Select options={PENALTY_TYPES.map((type) => ({ value: type, label: penaltyTypeLabel(type) }))} />
      </Form.Item>
      <Form.Item name="amount" label={t('Amount (KES)')} required rules={rule('amount')}>
        <MoneyInput />
      </Form.Item>
      <Form.Item name="description" label={t('Reason')} required rules={rule('description')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <DateItem name="penaltyDate" label={t('Date')} rules={rule('penaltyDate')} past />
    </ModalForm>
  );
}
