import { recordSavingSchema } from '@pm/domain/saving-groups/schemas';
import { Form } from 'antd';
import { DateItem, MoneyInput, NotesItem, SearchSelect } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import type { SavingGroup } from '../api/get-saving-groups';
import { toSavingBody, useRecordSaving } from '../api/record-saving';
import { groupOptionLabel, usableGroups } from './group-format';
import { MemberSelect } from './member-select';

const rule = (field: string) => [zodRule(recordSavingSchema, field)];

/** The props of the ministry's dialogs that pick a group first (Record Saving, Issue Loan). */
export interface GroupDialogProps extends DialogProps {
  readonly groups: readonly SavingGroup[];
  readonly groupsLoading: boolean;
  readonly defaultGroupId: number | null;
}

/** Record Saving (spec: screens, validation): group, then one of its active members, the amount, the date and notes. */
export function RecordSavingDialog({ groups, groupsLoading, defaultGroupId, ...dialog }: GroupDialogProps) {
  const [form] = Form.useForm();
  const groupId: unknown = Form.useWatch('groupId', form);
  const record = useRecordSaving({
    onSuccess: dialog.onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });
  const savingOf = (id: unknown) => groups.find((group) => group.id === id)?.savingAmount;

  const submit = async () => {
    const input = await parseForm(recordSavingSchema, form);
    if (input) record.mutate(toSavingBody(input));
  };

  return (
    <ModalForm
      {...dialog}
      title={t('Record Saving')}
      okText={t('Record Saving')}
      pendingText={t('Recording...')}
      pending={record.isPending}
      form={form}
      name="record-saving"
      initialValues={{
        groupId: defaultGroupId ?? undefined,
        amount: savingOf(defaultGroupId),
        savingDate: todayIso(),
        notes: '',
      }}
      onSubmit={submit}
    >
      <Form.Item name="groupId" label={t('Saving Group')} required rules={rule('groupId')}>
        <SearchSelect
          loading={groupsLoading}
          placeholder={t('Choose the group')}
          options={usableGroups(groups).map((group) => ({ value: group.id, label: groupOptionLabel(group) }))}
          // a member belongs to one group; the group's agreed saving is the likely amount
          onChange={(next: number) =>
            form.setFieldsValue({
              memberId: undefined,
              amount: form.getFieldValue('amount') ?? savingOf(next),
            })
          }
        />
      </Form.Item>
      <Form.Item name="memberId" label={t('Member')} required rules={rule('memberId')}>
        <MemberSelect groupId={typeof groupId === 'number' ? groupId : null} />
      </Form.Item>
      <Form.Item name="amount" label={t('Amount (KES)')} required rules={rule('amount')}>
        <MoneyInput />
      </Form.Item>
      <DateItem name="savingDate" label={t('Saving Date')} required rules={rule('savingDate')} past />
      <NotesItem rules={rule('notes')} />
    </ModalForm>
  );
}
