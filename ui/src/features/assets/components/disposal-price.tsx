import { Form, type FormRule, Input } from 'antd';
import { t } from '@/i18n';

/**
 * The disposal price as the Add Asset dialog holds it: the text typed, unchanged, so the schema judges it
 * as the server will ("-10" and "abc" answer "Disposal price must be a valid positive number"). A number
 * input clamped "-10" to 0 and dropped "abc", and the asset was saved at KES 0.00. An empty field is no
 * price: null, as the API takes it (docs/behaviour.md "Asset register").
 */
export const disposalPriceValue = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** The Disposal Price (KES) field of Add Asset: typed text, checked by the asset schema's rule. */
export function DisposalPriceItem({ rules }: { readonly rules: FormRule[] }) {
  return (
    <Form.Item
      name="disposalPrice"
      label={t('Disposal Price (KES)')}
      rules={rules}
      normalize={disposalPriceValue}
    >
      <Input prefix="KES" inputMode="decimal" autoComplete="off" maxLength={20} />
    </Form.Item>
  );
}
