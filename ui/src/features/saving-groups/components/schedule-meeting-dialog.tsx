import { scheduleMeetingSchema } from '@pm/domain/saving-groups/meeting-schemas';
import { Form, Input } from 'antd';
import { DateItem } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { useScheduleMeeting } from '../api/schedule-meeting';

const rule = (field: string) => [zodRule(scheduleMeetingSchema, field)];

/** Schedule Meeting (spec: screens, validation): date, agenda of at least 10 characters, location, next meeting date. */
export function ScheduleMeetingDialog({
  groupId,
  location,
  ...dialog
}: DialogProps & { readonly groupId: number; readonly location: string | null }) {
  const [form] = Form.useForm();
  const schedule = useScheduleMeeting({
    onSuccess: dialog.onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });
  const submit = async () => {
    const input = await parseForm(scheduleMeetingSchema, form);
    if (input) schedule.mutate(input);
  };
  return (
    <ModalForm
      {...dialog}
      title={t('Schedule Meeting')}
      okText={t('Schedule Meeting')}
      pendingText={t('Scheduling...')}
      pending={schedule.isPending}
      form={form}
      name="schedule-meeting"
      initialValues={{
        groupId,
        meetingDate: todayIso(),
        agenda: '',
        location: location ?? '',
        nextMeetingDate: null,
      }}
      onSubmit={submit}
    >
      <Form.Item name="groupId" hidden>
        <Input />
      </Form.Item>
      <DateItem name="meetingDate" label={t('Meeting Date')} required rules={rule('meetingDate')} />
      <Form.Item name="agenda" label={t('Agenda')} required rules={rule('agenda')}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="location" label={t('Location')} rules={rule('location')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="conductedBy" label={t('Conducted by')} rules={rule('conductedBy')}>
        <Input maxLength={200} />
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
