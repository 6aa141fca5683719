import { AGE_GROUPS } from '@pm/domain/shared/dates';
import { sendSmsSchema } from '@pm/domain/sms/schemas';
import { Form, Input } from 'antd';
import { SearchSelect } from '@/components/form-inputs';
import { useParticipants } from '@/features/participants';
import { t } from '@/i18n';
import { zodRule } from '@/lib/zod-form';
import { counterText, RECIPIENT_TYPE_LABELS } from './sms-text';

export const rule = (field: string) => [zodRule(sendSmsSchema, field)];
const typeOptions = () =>
  Object.entries(RECIPIENT_TYPE_LABELS).map(([value, label]) => ({ value, label: t(label) }));
const ageOptions = () =>
  AGE_GROUPS.map((group) => ({ value: group, label: t('{{group}} years', { group }) }));

/** The active children of the chosen project, for a message to one child's guardian. */
function ParticipantField({ projectId }: { readonly projectId: number | undefined }) {
  const participants = useParticipants({ projectId });
  const options = (participants.data ?? [])
    .filter((p) => p.isActive && (projectId === undefined || p.projectId === projectId))
    .map((p) => ({ value: String(p.id), label: `${p.fullName} (${p.participantId})` }));
  return (
    <Form.Item name="recipientFilter" label={t('Participant')} required rules={rule('recipientFilter')}>
      <SearchSelect
        loading={participants.isLoading}
        options={options}
        placeholder={t('Choose the participant')}
      />
    </Form.Item>
  );
}

/** Who receives the message: the recipient type, then its age group, participant or phone number. */
export function RecipientFields({
  type,
  projectId,
}: {
  /** The recipient type chosen. */
  readonly type: unknown;
  /** The project whose children an individual message may go to. */
  readonly projectId: number | undefined;
}) {
  return (
    <>
      <Form.Item name="recipientType" label={t('Recipient Type')} required rules={rule('recipientType')}>
        <SearchSelect options={typeOptions()} />
      </Form.Item>
      {type === 'age_group' && (
        <Form.Item name="recipientFilter" label={t('Age Group')} required rules={rule('recipientFilter')}>
          <SearchSelect options={ageOptions()} placeholder={t('Choose the age group')} />
        </Form.Item>
      )}
      {type === 'individual' && <ParticipantField projectId={projectId} />}
      {type === 'custom_number' && (
        <Form.Item
          name="customPhoneNumber"
          label={t('Phone Number')}
          required
          rules={rule('customPhoneNumber')}
          extra={t('Include the country code, e.g. {{example}}', { example: '+254 712 345 678' })}
        >
          <Input placeholder="+254 7XX XXX XXX" inputMode="tel" autoComplete="tel" maxLength={30} />
        </Form.Item>
      )}
    </>
  );
}

/** The message, with its counter: characters left and the number of SMS. */
export function MessageField({ content }: { readonly content: unknown }) {
  return (
    <Form.Item
      name="content"
      label={t('Message')}
      required
      rules={rule('content')}
      extra={
        <span aria-live="polite" data-testid="sms-counter">
          {counterText(typeof content === 'string' ? content : '')}
        </span>
      }
    >
      <Input.TextArea rows={5} placeholder={t('Type your message here...')} />
    </Form.Item>
  );
}
