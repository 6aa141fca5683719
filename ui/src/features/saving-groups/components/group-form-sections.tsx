import { createSavingGroupSchema } from '@pm/domain/saving-groups/schemas';
import { MEETING_DAYS, MEETING_FREQUENCIES } from '@pm/domain/saving-groups/shared';
import { Card, Form, Input, InputNumber, Row, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { Cell, DateItem, MoneyInput, SearchSelect } from '@/components/form-inputs';
import { zodRule } from '@/lib/zod-form';
import { memberTotalHint } from './group-format';

/**
 * The six sections of Create New Saving Group (spec §2), each a card of fields checked by the domain's
 * schema. The form itself (values, submit, toasts) is create-group-form.tsx.
 */

const rule = (field: string) => zodRule(createSavingGroupSchema, field);

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

export const isBlank = (value: unknown): boolean =>
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

export function BasicInformation({ projectChoice }: { readonly projectChoice: GroupProjectChoice }) {
  return (
    <Section id="basic-information" title="Basic Information">
      <Cell md={12}>
        <Form.Item name="name" label="Group Name" required rules={[rule('name')]}>
          <Input autoComplete="off" maxLength={200} />
        </Form.Item>
      </Cell>
      <Cell md={12}>
        <Form.Item name="groupCode" label="Group Code" rules={[rule('groupCode')]}>
          <Input autoComplete="off" maxLength={50} />
        </Form.Item>
      </Cell>
      <Cell md={24}>
        <Form.Item name="description" label="Description" required rules={[rule('description')]}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Cell>
      <Cell md={12}>
        {projectChoice.kind === 'pick' ? (
          <Form.Item
            name="projectId"
            label="Project"
            required
            rules={[{ required: true, message: 'Please select a project' }, rule('projectId')]}
          >
            <SearchSelect
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
      </Cell>
    </Section>
  );
}

const LEADERS = [
  ['president', 'President'],
  ['secretary', 'Secretary'],
  ['treasurer', 'Treasurer'],
] as const;

export function LeadershipInformation() {
  return (
    <Section id="leadership-information" title="Leadership Information">
      {LEADERS.flatMap(([key, label]) => [
        <Cell key={`${key}Name`} md={12}>
          <Form.Item name={`${key}Name`} label={`${label} Name`} required rules={[rule(`${key}Name`)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Cell>,
        <Cell key={`${key}Phone`} md={12}>
          <Form.Item
            name={`${key}Phone`}
            label={`${label} Phone`}
            required
            rules={[rule(`${key}Phone`)]}
            extra={key === 'president' ? 'At least 10 digits, e.g. 0712345678' : undefined}
          >
            <Input autoComplete="off" inputMode="tel" />
          </Form.Item>
        </Cell>,
      ])}
    </Section>
  );
}

/** Total, male and female members, with the sum shown as a hint while typing. */
export function GroupComposition({ hint }: { readonly hint: ReactNode }) {
  return (
    <Section id="group-composition" title="Group Composition">
      <Cell md={8}>
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
          extra={hint}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Cell>
      <Cell md={8}>
        <Form.Item name="maleMembers" label="Male Members" rules={[rule('maleMembers')]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Cell>
      <Cell md={8}>
        <Form.Item name="femaleMembers" label="Female Members" rules={[rule('femaleMembers')]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Cell>
    </Section>
  );
}

export function MeetingSchedule() {
  return (
    <Section id="meeting-schedule" title="Meeting Schedule">
      <Cell md={6}>
        <Form.Item name="meetingDay" label="Meeting Day" required rules={[rule('meetingDay')]}>
          <Select options={DAY_OPTIONS} />
        </Form.Item>
      </Cell>
      <Cell md={6}>
        <Form.Item
          name="meetingTime"
          label="Meeting Time"
          required
          rules={[rule('meetingTime')]}
          {...timeFieldProps}
        >
          <TimePicker format={TIME_FORMAT} minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
        </Form.Item>
      </Cell>
      <Cell md={6}>
        <Form.Item
          name="meetingFrequency"
          label="Meeting Frequency"
          required
          rules={[rule('meetingFrequency')]}
        >
          <Select options={FREQUENCY_OPTIONS} />
        </Form.Item>
      </Cell>
      <Cell md={6}>
        <Form.Item name="meetingLocation" label="Meeting Location" required rules={[rule('meetingLocation')]}>
          <Input autoComplete="off" maxLength={200} />
        </Form.Item>
      </Cell>
    </Section>
  );
}

export function FinancialConfiguration() {
  return (
    <Section id="financial-configuration" title="Financial Configuration">
      <Cell md={6}>
        <Form.Item name="savingAmount" label="Saving Amount (KES)" required rules={[rule('savingAmount')]}>
          <MoneyInput />
        </Form.Item>
      </Cell>
      <Cell md={6}>
        <Form.Item
          name="serviceChargeRate"
          label="Service Charge Rate (%)"
          required
          rules={[rule('serviceChargeRate')]}
          extra="Per month, on the loan principal"
        >
          <InputNumber min={0} max={100} step={0.1} precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </Cell>
      <Cell md={6}>
        <Form.Item
          name="maxLoanAmount"
          label="Maximum Loan Amount (KES)"
          rules={[rule('maxLoanAmount')]}
          extra="Leave blank for no ceiling"
        >
          <MoneyInput step={500} />
        </Form.Item>
      </Cell>
      <Cell md={6}>
        <Form.Item
          name="cycleDuration"
          label="Cycle Duration (months)"
          required
          rules={[rule('cycleDuration')]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Cell>
    </Section>
  );
}

export function AdditionalInformation() {
  return (
    <Section id="additional-information" title="Additional Information">
      <Cell md={8}>
        <Form.Item name="bankName" label="Bank Name" rules={[rule('bankName')]}>
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
      </Cell>
      <Cell md={8}>
        <Form.Item name="accountNumber" label="Account Number" rules={[rule('accountNumber')]}>
          <Input autoComplete="off" maxLength={50} />
        </Form.Item>
      </Cell>
      <Cell md={8}>
        <DateItem
          name="registrationDate"
          label="Registration Date"
          required
          rules={[rule('registrationDate')]}
        />
      </Cell>
    </Section>
  );
}
