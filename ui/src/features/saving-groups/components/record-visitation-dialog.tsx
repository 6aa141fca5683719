import { recordVisitationSchema } from '@pm/domain/saving-groups/visitation-schemas';
import { Form, Input } from 'antd';
import { DateItem, SearchSelect } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import type { SavingGroup } from '../api/get-saving-groups';
import { useRecordVisitation } from '../api/visitations';
import { groupOptionLabel } from './group-format';

const rule = (field: string) => [zodRule(recordVisitationSchema, field)];

/** Record Visit: group, date, visitor and role, purpose, findings, recommendations, follow-up date. */
export function RecordVisitationDialog({
  groups,
  defaultGroupId,
  visitorName,
  ...dialog
}: DialogProps & {
  readonly groups: readonly SavingGroup[];
  readonly defaultGroupId: number | null;
  readonly visitorName: string;
}) {
  const [form] = Form.useForm();
  const save = useRecordVisitation({
    onSuccess: dialog.onClose,
    onError: (e) => showServerFieldErrors(form, e),
  });
  const submit = async () => {
    const input = await parseForm(recordVisitationSchema, form);
    if (input) save.mutate(input);
  };
  return (
    <ModalForm
      {...dialog}
      title={t('Record Visit')}
      okText={t('Record Visit')}
      pendingText={t('Recording...')}
      pending={save.isPending}
      form={form}
      name="record-visit"
      initialValues={{
        groupId: defaultGroupId ?? undefined,
        visitDate: todayIso(),
        visitorName,
        followUpDate: null,
      }}
      onSubmit={submit}
      width={640}
    >
      <Form.Item name="groupId" label={t('Saving Group')} required rules={rule('groupId')}>
        <SearchSelect
          placeholder={t('Choose the group')}
          options={groups.map((g) => ({ value: g.id, label: groupOptionLabel(g) }))}
        />
      </Form.Item>
      <DateItem name="visitDate" label={t('Visit Date')} required rules={rule('visitDate')} past />
      <Form.Item name="visitorName" label={t('Visitor Name')} required rules={rule('visitorName')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="visitorRole" label={t('Visitor Role')} required rules={rule('visitorRole')}>
        <Input maxLength={100} placeholder={t('e.g. Church facilitator, Project officer')} />
      </Form.Item>
      <Form.Item name="purpose" label={t('Purpose')} required rules={rule('purpose')}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <Form.Item name="findings" label={t('Findings')} rules={rule('findings')}>
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Form.Item name="recommendations" label={t('Recommendations')} rules={rule('recommendations')}>
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <DateItem name="followUpDate" label={t('Follow-up Date')} rules={rule('followUpDate')} allowClear />
    </ModalForm>
  );
}
