import { setLoanRulesSchema } from '@pm/domain/saving-groups/lending-schemas';
import type { SavingGroupRow } from '@pm/domain/saving-groups/rows';
import { Button, Descriptions, Form, InputNumber, Modal, Select, Switch } from 'antd';
import { MoneyInput } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t, tKey } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import { useDisclosure } from '@/lib/use-disclosure';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { useSetLoanRules } from '../api/set-loan-rules';

type LoanRules = SavingGroupRow['loanRules'];

const rule = (field: string) => [zodRule(setLoanRulesSchema, field)];

/** How a leaving member is paid, in words. */
export const LEAVING_LABELS = {
  atClose: tKey('Is paid at the share-out, with everyone'),
  savings: tKey('Is paid their savings of the cycle now'),
  share: tKey("Is paid their share of the group's worth now (savings and profit to date)"),
} as const;

/** The rules in words, as the group's card and the dialog show them (the late fine is KES). */
export const loanRulesItems = (rules: LoanRules) => [
  {
    key: 'one',
    label: t('One active loan per member'),
    children: rules.oneActiveLoan ? t('Yes') : t('No'),
  },
  {
    key: 'ceiling',
    label: t('Loan ceiling'),
    children:
      rules.ceilingMultiple === null
        ? t('None')
        : t("{{multiple}} × the member's savings", { multiple: rules.ceilingMultiple }),
  },
  {
    key: 'fine',
    label: t('Late fine per overdue month'),
    children: rules.lateFinePerMonth === null ? t('None') : formatWireMoney(rules.lateFinePerMonth),
  },
  {
    key: 'setOff',
    label: t('Set debts off against the share-out'),
    children: rules.setOffAtShareOut ? t('Yes') : t('No'),
  },
  {
    key: 'leaving',
    label: t('A member leaving mid-cycle'),
    children: t(LEAVING_LABELS[rules.leavingPayout]),
  },
  { key: 'version', label: t('Version'), children: String(rules.version) },
];

/** Edit the whole rule set: an empty ceiling or fine turns that rule off. */
function EditLoanRulesDialog({
  group,
  ...dialog
}: DialogProps & { readonly group: Pick<SavingGroupRow, 'id' | 'name' | 'loanRules'> }) {
  const [form] = Form.useForm();
  const save = useSetLoanRules(group.id, {
    onSuccess: dialog.onClose,
    onError: (e) => showServerFieldErrors(form, e),
  });
  const submit = async () => {
    const input = await parseForm(setLoanRulesSchema, form);
    if (input) save.mutate(input);
  };
  const { oneActiveLoan, ceilingMultiple, lateFinePerMonth, setOffAtShareOut, leavingPayout } =
    group.loanRules;
  return (
    <ModalForm
      {...dialog}
      title={t('Loan rules of {{name}}', { name: group.name })}
      okText={t('Save Rules')}
      pendingText={t('Saving...')}
      pending={save.isPending}
      form={form}
      name="loan-rules"
      initialValues={{ oneActiveLoan, ceilingMultiple, lateFinePerMonth, setOffAtShareOut, leavingPayout }}
      onSubmit={submit}
    >
      <Form.Item
        name="oneActiveLoan"
        label={t('One active loan per member')}
        valuePropName="checked"
        rules={rule('oneActiveLoan')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="ceilingMultiple"
        label={t("Loan ceiling (times the member's savings)")}
        extra={t('Leave empty for no ceiling')}
        rules={rule('ceilingMultiple')}
      >
        <InputNumber<number> min={0.01} max={100} step={0.5} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="lateFinePerMonth"
        label={t('Late fine per overdue month (KES)')}
        extra={t('Leave empty for no late fine; each fine is confirmed by the facilitator')}
        rules={rule('lateFinePerMonth')}
      >
        <MoneyInput />
      </Form.Item>
      <Form.Item
        name="setOffAtShareOut"
        label={t('Set debts off against the share-out')}
        extra={t(
          'At a close, what a member still owes on loans is taken from their payout and settles the loan; a payout too small for the debt settles part of it and the rest is carried',
        )}
        valuePropName="checked"
        rules={rule('setOffAtShareOut')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="leavingPayout"
        label={t('A member leaving mid-cycle')}
        extra={t('Paid now, what they owe on loans is taken from the payout and settles the loan')}
        rules={rule('leavingPayout')}
      >
        <Select
          options={(['atClose', 'savings', 'share'] as const).map((value) => ({
            value,
            label: t(LEAVING_LABELS[value]),
          }))}
        />
      </Form.Item>
    </ModalForm>
  );
}

/** The group card's Loan Rules action: the rules for everyone, Edit for those who manage the group. */
export function LoanRulesButton({
  group,
  canManage,
}: {
  readonly group: Pick<SavingGroupRow, 'id' | 'name' | 'loanRules'>;
  readonly canManage: boolean;
}) {
  const viewing = useDisclosure();
  const editing = useDisclosure();
  return (
    <>
      <Button
        type="link"
        size="small"
        onClick={() => viewing.open()}
        aria-label={t('Loan rules of {{name}}', { name: group.name })}
      >
        {t('Loan Rules')}
      </Button>
      <Modal
        open={viewing.isOpen}
        title={t('Loan rules of {{name}}', { name: group.name })}
        onCancel={viewing.close}
        footer={[
          canManage && (
            <Button
              key="edit"
              type="primary"
              onClick={() => {
                viewing.close();
                editing.open();
              }}
            >
              {t('Change Rules')}
            </Button>
          ),
          <Button key="close" onClick={viewing.close}>
            {t('Close')}
          </Button>,
        ]}
      >
        <Descriptions bordered size="small" column={1} items={loanRulesItems(group.loanRules)} />
      </Modal>
      {canManage && <EditLoanRulesDialog key={`rules-${editing.key}`} {...editing.props} group={group} />}
    </>
  );
}
