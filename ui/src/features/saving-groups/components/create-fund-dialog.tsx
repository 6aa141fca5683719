import { createEmergencyFundSchema } from '@pm/domain/saving-groups/schemas';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { parseForm, showServerFieldErrors, zodRule } from '../../../lib/zod-form';
import { toEmergencyFundBody, useCreateEmergencyFund } from '../api/create-emergency-fund';

const rule = (field: string) => [zodRule(createEmergencyFundSchema, field)];

/** Create Fund (spec §2 "Emergency Fund", §5): for the chosen group; both amounts positive. */
export function CreateFundDialog({
  open,
  groupId,
  groupName,
  onClose,
}: {
  readonly open: boolean;
  readonly groupId: number;
  readonly groupName: string;
  readonly onClose: () => void;
}) {
  const [form] = Form.useForm();
  const create = useCreateEmergencyFund({
    onSuccess: onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });

  const submit = async () => {
    const input = await parseForm(createEmergencyFundSchema, form);
    if (!input) return;
    create.mutate(toEmergencyFundBody(input));
  };

  return (
    <Modal
      open={open}
      title={`Create Emergency Fund for ${groupName}`}
      okText={create.isPending ? 'Creating...' : 'Create Fund'}
      confirmLoading={create.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="create-emergency-fund"
        layout="vertical"
        preserve={false}
        initialValues={{ groupId, description: '', isActive: true }}
        onFinish={submit}
      >
        <Form.Item name="description" label="Description" required rules={rule('description')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item
          name="contributionAmount"
          label="Contribution Amount (KES)"
          required
          rules={rule('contributionAmount')}
          extra="What each member contributes"
        >
          <InputNumber prefix="KES" min={0} step={50} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="maxDisbursementPerMember"
          label="Max Disbursement per Member (KES)"
          required
          rules={rule('maxDisbursementPerMember')}
        >
          <InputNumber prefix="KES" min={0} step={500} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="isActive" label="Active" valuePropName="checked">
          <Switch />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
