import { emergencyContributionSchema } from '@pm/domain/saving-groups/schemas';
import { Button, Form, Row } from 'antd';
import { Cell, DateItem, MoneyInput, NotesItem } from '@/components/form-inputs';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import type { EmergencyFund } from '../api/get-emergency-funds';
import {
  toEmergencyContributionBody,
  useRecordEmergencyContribution,
} from '../api/record-emergency-contribution';
import { MemberSelect } from './member-select';

const rule = (field: string) => [zodRule(emergencyContributionSchema, field)];

/** The Contribute tab: a member of the group pays into the fund (the fund's contribution amount by default). */
export function ContributeForm({ fund }: { readonly fund: EmergencyFund }) {
  const [form] = Form.useForm();
  const initialValues = {
    fundId: fund.id,
    amount: fund.contributionAmount,
    contributionDate: todayIso(),
    notes: '',
  };
  const record = useRecordEmergencyContribution({
    onSuccess: () => form.setFieldsValue({ ...initialValues, memberId: undefined }),
    onError: (error) => showServerFieldErrors(form, error),
  });
  const submit = async () => {
    const input = await parseForm(emergencyContributionSchema, form);
    if (!input) return;
    record.mutate(toEmergencyContributionBody(input));
  };
  return (
    <Form
      form={form}
      name="emergency-contribution"
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
    >
      <Row gutter={16}>
        <Cell md={12}>
          <Form.Item name="memberId" label={t('Member')} required rules={rule('memberId')}>
            <MemberSelect groupId={fund.groupId} />
          </Form.Item>
        </Cell>
        <Cell md={6}>
          <Form.Item name="amount" label={t('Amount (KES)')} required rules={rule('amount')}>
            <MoneyInput />
          </Form.Item>
        </Cell>
        <Cell md={6}>
          <DateItem
            name="contributionDate"
            label={t('Contribution Date')}
            required
            rules={rule('contributionDate')}
            past
          />
        </Cell>
        <Cell md={24}>
          <NotesItem rules={rule('notes')} />
        </Cell>
      </Row>
      <Button type="primary" htmlType="submit" loading={record.isPending}>
        {record.isPending ? t('Recording...') : t('Record Contribution')}
      </Button>
    </Form>
  );
}
