import { MEETING_DAYS, MEETING_FREQUENCIES } from '@pm/domain/saving-groups/shared';
import { Form, Input, InputNumber, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Cell, DateItem, MoneyInput } from '@/components/form-inputs';
import { t } from '@/i18n';
import { rule, Section } from './group-form-sections';
import { meetingDayLabel, meetingFrequencyLabel } from './group-labels';

/** The last three sections of Create New Saving Group: when the group meets, its money rules, its bank. */

const TIME_FORMAT = 'HH:mm';

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

export function MeetingSchedule() {
  return (
    <Section id="meeting-schedule" title={t('Meeting Schedule')}>
      <Cell md={6}>
        <Form.Item name="meetingDay" label={t('Meeting Day')} required rules={[rule('meetingDay')]}>
          <Select options={MEETING_DAYS.map((day) => ({ value: day, label: meetingDayLabel(day) }))} />
        </Form.Item>
      </Cell>
      <Cell md={6}>
        <Form.Item
          name="meetingTime"
          label={t('Meeting Time')}
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
          label={t('Meeting Frequency')}
          required
          rules={[rule('meetingFrequency')]}
        >
          <Select
            options={MEETING_FREQUENCIES.map((value) => ({ value, label: meetingFrequencyLabel(value) }))}
          />
        </Form.Item>
      </Cell>
      <Cell md={6}>
        <Form.Item
          name="meetingLocation"
          label={t('Meeting Location')}
          required
          rules={[rule('meetingLocation')]}
        >
          <Input autoComplete="off" maxLength={200} />
        </Form.Item>
      </Cell>
    </Section>
  );
}

export function FinancialConfiguration() {
  return (
    <Section id="financial-configuration" title={t('Financial Configuration')}>
      <Cell md={6}>
        <Form.Item
          name="savingAmount"
          label={t('Saving Amount (KES)')}
          required
          rules={[rule('savingAmount')]}
        >
          <MoneyInput />
        </Form.Item>
      </Cell>
      <Cell md={6}>
        <Form.Item
          name="serviceChargeRate"
          label={t('Service Charge Rate (%)')}
          required
          rules={[rule('serviceChargeRate')]}
          extra={t('Per month, on the loan principal')}
        >
          <InputNumber min={0} max={100} step={0.1} precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </Cell>
      <Cell md={6}>
        <Form.Item
          name="maxLoanAmount"
          label={t('Maximum Loan Amount (KES)')}
          rules={[rule('maxLoanAmount')]}
          extra={t('Leave blank for no ceiling')}
        >
          <MoneyInput step={500} />
        </Form.Item>
      </Cell>
      <Cell md={6}>
        <Form.Item
          name="cycleDuration"
          label={t('Cycle Duration (months)')}
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
    <Section id="additional-information" title={t('Additional Information')}>
      <Cell md={8}>
        <Form.Item name="bankName" label={t('Bank Name')} rules={[rule('bankName')]}>
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
      </Cell>
      <Cell md={8}>
        <Form.Item name="accountNumber" label={t('Account Number')} rules={[rule('accountNumber')]}>
          <Input autoComplete="off" maxLength={50} />
        </Form.Item>
      </Cell>
      <Cell md={8}>
        <DateItem
          name="registrationDate"
          label={t('Registration Date')}
          required
          rules={[rule('registrationDate')]}
        />
      </Cell>
    </Section>
  );
}
