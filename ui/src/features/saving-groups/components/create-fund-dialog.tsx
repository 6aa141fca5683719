import { createEmergencyFundSchema } from '@pm/domain/saving-groups/schemas';
import { Form, Input, Switch } from 'antd';
import { MoneyInput } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { toEmergencyFundBody, useCreateEmergencyFund } from '../api/create-emergency-fund';

const rule = (field: string) => [zodRule(createEmergencyFundSchema, field)];

/** The props of a dialog about one group (Create Fund, Add Member, Bulk Upload Members). */
export interface OneGroupDialogProps extends DialogProps {
  readonly groupId: number;
  readonly groupName: string;
}

/** Create Fund (spec: screens "Emergency Fund", validation): for the chosen group; both amounts positive. */
export function CreateFundDialog({ groupId, groupName, ...dialog }: OneGroupDialogProps) {
  const [form] = Form.useForm();
  const create = useCreateEmergencyFund({
    onSuccess: dialog.onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });

  const submit = async () => {
    const input = await parseForm(createEmergencyFundSchema, form);
    if (input) create.mutate(toEmergencyFundBody(input));
  };

  return (
    <ModalForm
      {...dialog}
      title={t('Create Emergency Fund for {{group}}', { group: groupName })}
      okText={t('Create Fund')}
      pendingText={t('Creating...')}
      pending={create.isPending}
      form={form}
      name="create-emergency-fund"
      initialValues={{ groupId, description: '', isActive: true }}
      onSubmit={submit}
    >
      <Form.Item name="description" label={t('Description')} required rules={rule('description')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item
        name="contributionAmount"
        label={t('Contribution Amount (KES)')}
        required
        rules={rule('contributionAmount')}
        extra={t('What each member contributes')}
      >
        <MoneyInput />
      </Form.Item>
      <Form.Item
        name="maxDisbursementPerMember"
        label={t('Max Disbursement per Member (KES)')}
        required
        rules={rule('maxDisbursementPerMember')}
      >
        <MoneyInput step={500} />
      </Form.Item>
      <Form.Item name="isActive" label={t('Active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ModalForm>
  );
}
