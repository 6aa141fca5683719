import {
  Alert,
  Col,
  DatePicker,
  type DatePickerProps,
  Form,
  type FormRule,
  Input,
  InputNumber,
  type InputNumberProps,
  Select,
  type SelectProps,
  theme,
} from 'antd';
import type { ReactNode } from 'react';
import { t } from '@/i18n';
import { DATE_FORMAT, dateFieldProps, notInFuture } from '@/lib/date-field';
import { centsOrNull } from '@/lib/form-numbers';

/** A KES amount in a form: two decimals, never negative, as wide as its field. */
export function MoneyInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number> prefix="KES" min={0} step={50} precision={2} style={{ width: '100%' }} {...props} />
  );
}

/**
 * A date in a form, typed and shown as 'YYYY-MM-DD' (pair it with `dateFieldProps` on its Form.Item, or use
 * DateItem); `past` refuses dates after today.
 */
export function DateInput({ past = false, ...props }: DatePickerProps & { readonly past?: boolean }) {
  return (
    <DatePicker
      format={DATE_FORMAT}
      placeholder={DATE_FORMAT}
      allowClear={false}
      disabledDate={past ? notInFuture : undefined}
      style={{ width: '100%' }}
      {...props}
    />
  );
}

/** A select whose options are found by typing part of their label. */
export function SearchSelect<Value>(props: SelectProps<Value>) {
  return <Select<Value> showSearch={{ optionFilterProp: 'label' }} {...props} />;
}

interface ItemProps {
  readonly name: string;
  readonly label: string;
  readonly rules: FormRule[];
  readonly required?: boolean;
  readonly extra?: ReactNode;
}

/** An object's own code or ID (a project's, a participant's, an asset's): required, typed, an example under it. */
export function CodeItem({
  name,
  label,
  rules,
  example,
  maxLength,
}: Omit<ItemProps, 'required' | 'extra'> & { readonly example: string; readonly maxLength: number }) {
  return (
    <Form.Item
      name={name}
      label={label}
      required
      rules={rules}
      extra={t('For example {{example}}', { example })}
    >
      <Input autoComplete="off" maxLength={maxLength} />
    </Form.Item>
  );
}

/** A date field of a form, kept as 'YYYY-MM-DD' text; `past` refuses dates after today. */
export function DateItem({
  past,
  allowClear,
  ...item
}: ItemProps & { readonly past?: boolean; readonly allowClear?: boolean }) {
  return (
    <Form.Item {...item} {...dateFieldProps}>
      <DateInput past={past} allowClear={allowClear} />
    </Form.Item>
  );
}

/** The Notes field of the payment and saving forms. */
export function NotesItem({ rules }: { readonly rules: FormRule[] }) {
  return (
    <Form.Item name="notes" label={t('Notes')} rules={rules}>
      <Input.TextArea rows={2} maxLength={500} />
    </Form.Item>
  );
}

/** A cell of a form's grid: the whole width on a phone, `md` of 24 columns from a tablet up. */
export function Cell({ md, children }: { readonly md: number; readonly children: ReactNode }) {
  return (
    <Col xs={24} md={md}>
      {children}
    </Col>
  );
}

/** An information box inside a form (the outstanding amount of the chosen contribution, the loan fund). */
export function FieldNotice({
  testId,
  title,
  description,
}: {
  readonly testId: string;
  readonly title: ReactNode;
  readonly description: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: token.margin }}
      data-testid={testId}
      title={title}
      description={description}
    />
  );
}

/** The most an amount may be, in cents, and what the field says above it. */
export interface AmountLimit {
  readonly cents: number;
  readonly message: string;
}

/**
 * The Amount (KES) field of a payment, saving, loan or request: the schema's rule, and no more than `max`
 * (what is outstanding, what the fund holds), refused before anything is sent.
 */
export function AmountItem({
  rule,
  max,
  step,
}: {
  readonly rule: FormRule;
  readonly max: AmountLimit | null;
  readonly step?: number;
}) {
  return (
    <Form.Item
      name="amount"
      label={t('Amount (KES)')}
      required
      rules={[
        rule,
        {
          validator: async (_rule, value: unknown) => {
            const cents = centsOrNull(value);
            if (max && cents !== null && cents > max.cents) throw new Error(max.message);
          },
        },
      ]}
    >
      <MoneyInput step={step} />
    </Form.Item>
  );
}
