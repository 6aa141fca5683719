import { createSavingGroupSchema } from '@pm/domain/saving-groups/schemas';
import { MEETING_DAYS, MEETING_FREQUENCIES } from '@pm/domain/saving-groups/shared';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  TimePicker,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { todayIso } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { parseForm, showServerFieldErrors, zodRule } from '../../../lib/zod-form';
import { toSavingGroupBody, useCreateSavingGroup } from '../api/create-saving-group';
import { DATE_FORMAT, dateFieldProps } from './form-fields';
import { memberTotalHint } from './group-format';

/**
 * Where the new group goes (spec §2, §6): SuperAdmin and ClusterAdmin pick one of their projects; a
 * ProjectAdmin's or facilitator's own project is used and shown read-only.
 */
export type GroupProjectChoice =
  | {
      readonly kind: 'pick';
      readonly options: readonly { readonly value: number; readonly label: string }[];
      readonly loading: boolean;
      readonly defaultProjectId: number | null;
    }
  | { readonly kind: 'fixed'; readonly projectId: number | null; readonly label: string };

const TIME_FORMAT = 'HH:mm';
const rule = (field: string) => zodRule(createSavingGroupSchema, field);
const DAY_OPTIONS = MEETING_DAYS.map((day) => ({ value: day, label: day }));
const FREQUENCY_OPTIONS = MEETING_FREQUENCIES.map((frequency) => ({ value: frequency, label: frequency }));

/** The form keeps 'HH:mm' text, as the schema and the server take it; only the picker sees dayjs. */
const timeFieldProps = {
  getValueProps: (value: unknown) => {
    const match = typeof value === 'string' ? /^(\d{2}):(\d{2})/.exec(value) : null;
    return {
      value: match ? dayjs().hour(Number(match[1])).minute(Number(match[2])).second(0).millisecond(0) : null,
    };
  },
  normalize: (value: Dayjs | null) => (value ? value.format(TIME_FORMAT) : ''),
};

/** spec §5 "On the create screen": these four missing answer one toast, on top of the fields' own messages. */
const SCREEN_REQUIRED = ['name', 'savingAmount', 'meetingDay', 'meetingTime'] as const;
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function Section({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <Card title={<span id={id}>{title}</span>}>
      <section aria-labelledby={id}>
        <Row gutter={16}>{children}</Row>
      </section>
    </Card>
  );
}

interface CreateGroupFormProps {
  readonly projectChoice: GroupProjectChoice;
  readonly onCreated: () => void;
  readonly onCancel: () => void;
}

/** Create New Saving Group (spec §2): six sections, the screen's defaults, checked by the domain schema. */
export function CreateGroupForm({ projectChoice, onCreated, onCancel }: CreateGroupFormProps) {
  const [form] = Form.useForm();
  const toast = useToast();
  const create = useCreateSavingGroup({
    onSuccess: onCreated,
    onError: (error) => showServerFieldErrors(form, error),
  });
  const total: unknown = Form.useWatch('totalMembers', form);
  const male: unknown = Form.useWatch('maleMembers', form);
  const female: unknown = Form.useWatch('femaleMembers', form);
  const hint = memberTotalHint(total, male, female);

  const submit = async () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const missingRequired = SCREEN_REQUIRED.some((field) => isBlank(values[field]));
    const input = await parseForm(createSavingGroupSchema, form);
    if (!input) {
      if (missingRequired) toast.error('Validation Error', 'Please fill in all required fields');
      const firstError = form.getFieldsError().find((field) => field.errors.length > 0);
      if (firstError) form.scrollToField(firstError.name, { block: 'center' });
      return;
    }
    const projectId = projectChoice.kind === 'fixed' ? projectChoice.projectId : input.projectId;
    create.mutate(toSavingGroupBody(input, projectId));
  };

  return (
    <Form
      form={form}
      name="create-saving-group"
      layout="vertical"
      initialValues={{
        name: '',
        description: '',
        groupCode: '',
        presidentName: '',
        presidentPhone: '',
        secretaryName: '',
        secretaryPhone: '',
        treasurerName: '',
        treasurerPhone: '',
        maleMembers: 0,
        femaleMembers: 0,
        meetingDay: 'Monday',
        meetingTime: '14:00',
        meetingLocation: '',
        meetingFrequency: 'Weekly',
        serviceChargeRate: 5,
        cycleDuration: 12,
        registrationDate: todayIso(),
        bankName: '',
        accountNumber: '',
        projectId: projectChoice.kind === 'pick' ? (projectChoice.defaultProjectId ?? undefined) : undefined,
      }}
      onFinish={submit}
      // an incomplete form still answers with the screen's toast and the fields' messages
      onFinishFailed={() => void submit()}
    >
      <Flex vertical gap={16}>
        <Section id="basic-information" title="Basic Information">
          <Col xs={24} md={12}>
            <Form.Item name="name" label="Group Name" required rules={[rule('name')]}>
              <Input autoComplete="off" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="groupCode" label="Group Code" rules={[rule('groupCode')]}>
              <Input autoComplete="off" maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="description" label="Description" required rules={[rule('description')]}>
              <Input.TextArea rows={3} maxLength={1000} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {projectChoice.kind === 'pick' ? (
              <Form.Item
                name="projectId"
                label="Project"
                required
                rules={[{ required: true, message: 'Please select a project' }, rule('projectId')]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={projectChoice.loading}
                  options={[...projectChoice.options]}
                  placeholder="Choose the project"
                />
              </Form.Item>
            ) : (
              <Form.Item label="Project" htmlFor="group-project">
                <Input id="group-project" value={projectChoice.label} readOnly variant="filled" />
              </Form.Item>
            )}
          </Col>
        </Section>

        <Section id="leadership-information" title="Leadership Information">
          {(
            [
              ['president', 'President'],
              ['secretary', 'Secretary'],
              ['treasurer', 'Treasurer'],
            ] as const
          ).map(([key, label]) => (
            <Col key={key} xs={24}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item
                    name={`${key}Name`}
                    label={`${label} Name`}
                    required
                    rules={[rule(`${key}Name`)]}
                  >
                    <Input autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name={`${key}Phone`}
                    label={`${label} Phone`}
                    required
                    rules={[rule(`${key}Phone`)]}
                    extra={key === 'president' ? 'At least 10 digits, e.g. 0712345678' : undefined}
                  >
                    <Input autoComplete="off" inputMode="tel" />
                  </Form.Item>
                </Col>
              </Row>
            </Col>
          ))}
        </Section>

        <Section id="group-composition" title="Group Composition">
          <Col xs={24} md={8}>
            <Form.Item
              name="totalMembers"
              label="Total Members"
              required
              dependencies={['maleMembers', 'femaleMembers']}
              // the schema's message first; the sum check only speaks when the schema cannot yet (other fields invalid)
              validateFirst
              rules={[
                rule('totalMembers'),
                ({ getFieldValue }) => ({
                  validator: async () => {
                    const now = memberTotalHint(
                      getFieldValue('totalMembers'),
                      getFieldValue('maleMembers'),
                      getFieldValue('femaleMembers'),
                    );
                    if (now && !isBlank(getFieldValue('totalMembers')) && !now.matches)
                      throw new Error('Total members must equal male + female members');
                  },
                }),
              ]}
              extra={hint ? <span data-testid="member-total-hint">{hint.text}</span> : undefined}
            >
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="maleMembers" label="Male Members" rules={[rule('maleMembers')]}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="femaleMembers" label="Female Members" rules={[rule('femaleMembers')]}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Section>

        <Section id="meeting-schedule" title="Meeting Schedule">
          <Col xs={24} md={6}>
            <Form.Item name="meetingDay" label="Meeting Day" required rules={[rule('meetingDay')]}>
              <Select options={DAY_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="meetingTime"
              label="Meeting Time"
              required
              rules={[rule('meetingTime')]}
              {...timeFieldProps}
            >
              <TimePicker format={TIME_FORMAT} minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="meetingFrequency"
              label="Meeting Frequency"
              required
              rules={[rule('meetingFrequency')]}
            >
              <Select options={FREQUENCY_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="meetingLocation"
              label="Meeting Location"
              required
              rules={[rule('meetingLocation')]}
            >
              <Input autoComplete="off" maxLength={200} />
            </Form.Item>
          </Col>
        </Section>

        <Section id="financial-configuration" title="Financial Configuration">
          <Col xs={24} md={6}>
            <Form.Item
              name="savingAmount"
              label="Saving Amount (KES)"
              required
              rules={[rule('savingAmount')]}
            >
              <InputNumber prefix="KES" min={0} step={50} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="serviceChargeRate"
              label="Service Charge Rate (%)"
              required
              rules={[rule('serviceChargeRate')]}
              extra="Per month, on the loan principal"
            >
              <InputNumber min={0} max={100} step={0.1} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="maxLoanAmount"
              label="Maximum Loan Amount (KES)"
              rules={[rule('maxLoanAmount')]}
              extra="Leave blank for no ceiling"
            >
              <InputNumber prefix="KES" min={0} step={500} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="cycleDuration"
              label="Cycle Duration (months)"
              required
              rules={[rule('cycleDuration')]}
            >
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Section>

        <Section id="additional-information" title="Additional Information">
          <Col xs={24} md={8}>
            <Form.Item name="bankName" label="Bank Name" rules={[rule('bankName')]}>
              <Input autoComplete="off" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="accountNumber" label="Account Number" rules={[rule('accountNumber')]}>
              <Input autoComplete="off" maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="registrationDate"
              label="Registration Date"
              required
              rules={[rule('registrationDate')]}
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
        </Section>

        <Flex justify="end" gap={8}>
          <Button onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Group'}
          </Button>
        </Flex>
        <Typography.Text type="secondary">Fields marked * are required.</Typography.Text>
      </Flex>
    </Form>
  );
}
