import { recordMinutesSchema } from '@pm/domain/saving-groups/meeting-schemas';
import { Checkbox, Form, Input } from 'antd';
import { DateItem } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import type { GroupMember } from '../api/get-group-members';
import { useRecordMinutes } from '../api/get-meeting-minutes';

const rule = (field: string) => [zodRule(recordMinutesSchema, field)];

/** Record Minutes (spec: screens, validation): meeting date, agenda, discussions, decisions, attendees, next date. */
export function RecordMinutesDialog({
  groupId,
  members,
  ...dialog
}: DialogProps & { readonly groupId: number; readonly members: readonly GroupMember[] }) {
  const [form] = Form.useForm();
  const save = useRecordMinutes({
    onSuccess: dialog.onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });
  const submit = async () => {
    const input = await parseForm(recordMinutesSchema, form);
    if (input) save.mutate(input);
  };
  return (
    <ModalForm
      {...dialog}
      title={t('Record Minutes')}
      okText={t('Record Minutes')}
      pendingText={t('Recording...')}
      pending={save.isPending}
      form={form}
      name="record-minutes"
      initialValues={{ groupId, meetingDate: todayIso(), attendees: [], nextMeetingDate: null }}
      onSubmit={submit}
      width={640}
    >
      <Form.Item name="groupId" hidden>
        <Input />
      </Form.Item>
      <DateItem name="meetingDate" label={t('Meeting Date')} required rules={rule('meetingDate')} past />
      <Form.Item name="agenda" label={t('Agenda')} required rules={rule('agenda')}>
        <Input.TextArea rows={2} maxLength={5000} />
      </Form.Item>
      <Form.Item name="discussions" label={t('Discussions')} required rules={rule('discussions')}>
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Form.Item name="decisions" label={t('Decisions')} required rules={rule('decisions')}>
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Form.Item name="attendees" label={t('Attendees')} rules={rule('attendees')}>
        <Checkbox.Group
          options={members.filter((m) => m.isActive).map((m) => ({ value: m.id, label: m.memberName }))}
        />
      </Form.Item>
      <DateItem
        name="nextMeetingDate"
        label={t('Next Meeting Date')}
        rules={rule('nextMeetingDate')}
        allowClear
      />
    </ModalForm>
  );
}
