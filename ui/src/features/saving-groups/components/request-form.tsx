import { disbursementRequestSchema } from '@pm/domain/saving-groups/schemas';
import { EMERGENCY_TYPES } from '@pm/domain/saving-groups/shared';
import { Alert, Button, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import { todayIso } from '../../../lib/format';
import { formatWireMoney } from '../../../lib/money';
import { parseForm, showServerFieldErrors, zodRule } from '../../../lib/zod-form';
import type { EmergencyFund } from '../api/get-emergency-funds';
import { toDisbursementRequestBody, useRequestDisbursement } from '../api/request-disbursement';
import { aboveMaxMessage, exceedsMaxPerMember } from './emergency-format';
import { centsOrNull, DATE_FORMAT, dateFieldProps } from './form-fields';
import { MemberSelect } from './member-select';

const rule = (field: string) => zodRule(disbursementRequestSchema, field);
const TYPE_OPTIONS = EMERGENCY_TYPES.map((type) => ({ value: type, label: type }));

/**
 * The Request tab (spec §2, §5): a member asks for support. The request is always pending until someone
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
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="fund-max-per-member"
        title={`Maximum per member: ${formatWireMoney(fund.maxDisbursementPerMember)}`}
        description={`Available in the fund: ${formatWireMoney(fund.availableBalance)}. A request waits for approval by a project admin.`}
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="memberId" label="Member" required rules={[rule('memberId')]}>
            <MemberSelect groupId={fund.groupId} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="emergencyType" label="Emergency Type" required rules={[rule('emergencyType')]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={TYPE_OPTIONS}
              placeholder="Choose the type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="amount"
            label="Amount (KES)"
            required
            rules={[
              rule('amount'),
              {
                validator: async (_rule, value: unknown) => {
                  const cents = centsOrNull(value);
                  if (cents !== null && exceedsMaxPerMember(cents, fund))
                    throw new Error(aboveMaxMessage(fund));
                },
              },
            ]}
          >
            <InputNumber prefix="KES" min={0} step={100} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="disbursementDate"
            label="Date Needed"
            rules={[rule('disbursementDate')]}
            {...dateFieldProps}
          >
            <DatePicker
              format={DATE_FORMAT}
              placeholder={DATE_FORMAT}
              allowClear={false}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="description"
            label="Description"
            required
            rules={[rule('description')]}
            extra="At least 10 characters: what happened and what the money is for"
          >
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={request.isPending}>
        {request.isPending ? 'Submitting...' : 'Submit Request'}
      </Button>
    </Form>
  );
}
