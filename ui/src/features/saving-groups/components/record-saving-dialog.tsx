import { recordSavingSchema } from '@pm/domain/saving-groups/schemas';
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import { todayIso } from '../../../lib/format';
import { parseForm, showServerFieldErrors, zodRule } from '../../../lib/zod-form';
import type { SavingGroup } from '../api/get-saving-groups';
import { toSavingBody, useRecordSaving } from '../api/record-saving';
import { DATE_FORMAT, dateFieldProps, notInFuture } from './form-fields';
import { groupOptionLabel } from './group-format';
import { MemberSelect } from './member-select';

const rule = (field: string) => [zodRule(recordSavingSchema, field)];

/** Record Saving (spec §2, §5): group, then one of its active members, the amount, the date and notes. */
export function RecordSavingDialog({
  open,
  groups,
  groupsLoading,
  defaultGroupId,
  onClose,
}: {
  readonly open: boolean;
  readonly groups: readonly SavingGroup[];
  readonly groupsLoading: boolean;
  readonly defaultGroupId: number | null;
  readonly onClose: () => void;
}) {
  const [form] = Form.useForm();
  const groupId: unknown = Form.useWatch('groupId', form);
  const record = useRecordSaving({
    onSuccess: onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });
  const chosenGroup = typeof groupId === 'number' ? groupId : null;

  const submit = async () => {
    const input = await parseForm(recordSavingSchema, form);
    if (!input) return;
    record.mutate(toSavingBody(input));
  };

  return (
    <Modal
      open={open}
      title="Record Saving"
      okText={record.isPending ? 'Recording...' : 'Record Saving'}
      confirmLoading={record.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="record-saving"
        layout="vertical"
        preserve={false}
        initialValues={{
          groupId: defaultGroupId ?? undefined,
          amount: groups.find((group) => group.id === defaultGroupId)?.savingAmount,
          savingDate: todayIso(),
          notes: '',
        }}
        onFinish={submit}
      >
        <Form.Item name="groupId" label="Saving Group" required rules={rule('groupId')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={groupsLoading}
            placeholder="Choose the group"
            options={groups.map((group) => ({ value: group.id, label: groupOptionLabel(group) }))}
            onChange={(next: number) => {
              // a member belongs to one group; the group's agreed saving is the likely amount
              form.setFieldsValue({
                memberId: undefined,
                amount:
                  form.getFieldValue('amount') ?? groups.find((group) => group.id === next)?.savingAmount,
              });
            }}
          />
        </Form.Item>
        <Form.Item name="memberId" label="Member" required rules={rule('memberId')}>
          <MemberSelect groupId={chosenGroup} />
        </Form.Item>
        <Form.Item name="amount" label="Amount (KES)" required rules={rule('amount')}>
          <InputNumber prefix="KES" min={0} step={50} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="savingDate"
          label="Saving Date"
          required
          rules={rule('savingDate')}
          {...dateFieldProps}
        >
          <DatePicker
            format={DATE_FORMAT}
            placeholder={DATE_FORMAT}
            allowClear={false}
            disabledDate={notInFuture}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="notes" label="Notes" rules={rule('notes')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
