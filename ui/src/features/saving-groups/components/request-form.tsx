import { disbursementRequestSchema } from '@pm/domain/saving-groups/schemas';
import { EMERGENCY_TYPES } from '@pm/domain/saving-groups/shared';
import { Button, Form, Input, Row } from 'antd';
import { AmountItem, Cell, DateItem, FieldNotice, SearchSelect } from '@/components/form-inputs';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { formatWireMoney, wireToCents } from '@/lib/money';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import type { EmergencyFund } from '../api/get-emergency-funds';
import { toDisbursementRequestBody, useRequestDisbursement } from '../api/request-disbursement';
import { aboveMaxMessage, exceedsMaxPerMember } from './emergency-format';
import { emergencyTypeLabel } from './group-labels';
import { MemberSelect } from './member-select';

const rule = (field: string) => zodRule(disbursementRequestSchema, field);

/** The most a member may ask for, and what the fund holds. */
function FundLimitsNotice({ fund }: { readonly fund: EmergencyFund }) {
  return (
    <FieldNotice
      testId="fund-max-per-member"
      title={t('Maximum per member: {{amount}}', {
        amount: formatWireMoney(fund.maxDisbursementPerMember),
      })}
      description={t('Available in the fund: {{amount}}. A request waits for approval by a project admin.', {
        amount: formatWireMoney(fund.availableBalance),
      })}
    />
  );
}

/** The member, the emergency, the amount (never above the maximum per member), the date and what happened. */
function RequestFields({ fund }: { readonly fund: EmergencyFund }) {
  return (
    <Row gutter={16}>
      <Cell md={12}>
        <Form.Item name="memberId" label={t('Member')} required rules={[rule('memberId')]}>
          <MemberSelect groupId={fund.groupId} />
        </Form.Item>
      </Cell>
      <Cell md={12}>
        <Form.Item name="emergencyType" label={t('Emergency Type')} required rules={[rule('emergencyType')]}>
          <SearchSelect
            options={EMERGENCY_TYPES.map((type) => ({ value: type, label: emergencyTypeLabel(type) }))}
            placeholder={t('Choose the type')}
          />
        </Form.Item>
      </Cell>
      <Cell md={12}>
        <AmountItem
          rule={rule('amount')}
          max={{ cents: wireToCents(fund.maxDisbursementPerMember), message: aboveMaxMessage(fund) }}
          step={100}
        />
      </Cell>
      <Cell md={12}>
        <DateItem name="disbursementDate" label={t('Date Needed')} rules={[rule('disbursementDate')]} past />
      </Cell>
      <Cell md={24}>
        <Form.Item
          name="description"
          label={t('Description')}
          required
          rules={[rule('description')]}
          extra={t('At least 10 characters: what happened and what the money is for')}
        >
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Cell>
    </Row>
  );
}

/**
 * The Request tab (spec: screens, validation): a member asks for support. The request is always pending until someone
 * else, at project admin level or above, approves or rejects it.
 */
export function RequestForm({ fund }: { readonly fund: EmergencyFund }) {
  const [form] = Form.useForm();
  const initialValues = { fundId: fund.id, description: '', disbursementDate: todayIso() };
  const request = useRequestDisbursement({
    onSuccess: () =>
      form.setFieldsValue({
        ...initialValues,
        memberId: undefined,
        amount: undefined,
        emergencyType: undefined,
      }),
    onError: (error) => showServerFieldErrors(form, error),
  });
  const submit = async () => {
    const input = await parseForm(disbursementRequestSchema, form);
    if (!input) return;
    if (exceedsMaxPerMember(input.amount, fund)) {
      form.setFields([{ name: 'amount', errors: [aboveMaxMessage(fund)] }]);
      return;
    }
    request.mutate(toDisbursementRequestBody(input, todayIso()));
  };
  return (
    <Form
      form={form}
      name="emergency-request"
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
    >
      <FundLimitsNotice fund={fund} />
      <RequestFields fund={fund} />
      <Button type="primary" htmlType="submit" loading={request.isPending}>
        {request.isPending ? t('Submitting...') : t('Submit Request')}
      </Button>
    </Form>
  );
}
