import { SendOutlined } from '@ant-design/icons';
import { AGE_GROUPS } from '@pm/domain/shared/dates';
import type { SmsPreview, SmsQueuedResult } from '@pm/domain/sms/rows';
import { sendSmsSchema } from '@pm/domain/sms/schemas';
import { Alert, Button, Card, Form, type FormInstance, Input, Typography, theme } from 'antd';
import { useState } from 'react';
import { SearchSelect } from '@/components/form-inputs';
import { type ProjectChoice, ProjectField } from '@/components/project-field';
import { useParticipants } from '@/features/participants';
import { t } from '@/i18n';
import { failureText, useToast } from '@/lib/toast';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { previewSms } from '../api/preview-sms';
import { type SmsBody, useSendSms } from '../api/send-sms';
import { BulkSendConfirm } from './bulk-send-confirm';
import { counterText, RECIPIENT_TYPE_LABELS } from './sms-text';

const rule = (field: string) => [zodRule(sendSmsSchema, field)];
const typeOptions = () =>
  Object.entries(RECIPIENT_TYPE_LABELS).map(([value, label]) => ({ value, label: t(label) }));
const ageOptions = () =>
  AGE_GROUPS.map((group) => ({ value: group, label: t('{{group}} years', { group }) }));

const sentText = (result: SmsQueuedResult): string =>
  t('Sent to {{count}} recipients', { count: result.totalRecipients }) +
  (result.skippedRecipients > 0
    ? ` ${t('({{count}} numbers in the register could not be used)', { count: result.skippedRecipients })}`
    : '');

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

/**
 * Compose Message (spec "SMS Communication"): recipients, the message with its counter (characters left
 * and number of SMS), and, for SuperAdmin and ClusterAdmin, the project. The server resolves and counts
 * the recipients; a message to all parents or an age group is confirmed first with its recipients, SMS,
 * cost and the budget left today; the answer's count is shown once sent.
 */
export function ComposeMessage({
  form,
  projectChoice,
}: {
  readonly form: FormInstance;
  readonly projectChoice: ProjectChoice;
}) {
  const { token } = theme.useToken();
  const [result, setResult] = useState<SmsQueuedResult | null>(null);
  const type: unknown = Form.useWatch('recipientType', form);
  const content: unknown = Form.useWatch('content', form);
  const picked: unknown = Form.useWatch('projectId', form);
  const projectId =
    projectChoice.kind === 'fixed'
      ? (projectChoice.projectId ?? undefined)
      : typeof picked === 'number'
        ? picked
        : undefined;
  const send = useSendSms({
    onSent: (sent) => {
      setResult(sent);
      form.setFieldValue('content', '');
    },
    onError: (error) => {
      setResult(null);
      showServerFieldErrors(form, error);
    },
  });

  const toast = useToast();
  // a message to many (all parents, an age group) is shown with its recipients, SMS and cost first
  const [confirming, setConfirming] = useState<{ body: SmsBody; preview: SmsPreview } | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const submit = async () => {
    const input = await parseForm(sendSmsSchema, form);
    if (!input) return;
    const body: SmsBody = {
      content: input.content,
      recipientType: input.recipientType,
      recipientFilter: input.recipientFilter,
      customPhoneNumber: input.customPhoneNumber,
      projectId: projectChoice.kind === 'fixed' ? projectChoice.projectId : (input.projectId ?? null),
    };
    if (body.recipientType !== 'all' && body.recipientType !== 'age_group') return send.mutate(body);
    setPreviewing(true);
    try {
      setConfirming({ body, preview: await previewSms(body) });
    } catch (error) {
      setResult(null);
      showServerFieldErrors(form, error);
      toast.error(t('Failed to send SMS'), failureText(error, t('Failed to send SMS')));
    } finally {
      setPreviewing(false);
    }
  };
  const confirm = () => {
    if (!confirming) return;
    send.mutate(confirming.body, { onSettled: () => setConfirming(null) });
  };

  return (
    <Card title={t('Compose Message')} style={{ height: '100%' }}>
      <Form
        form={form}
        name="sms"
        layout="vertical"
        requiredMark="optional"
        initialValues={{
          recipientType: 'all',
          content: '',
          projectId:
            projectChoice.kind === 'pick' ? (projectChoice.defaultProjectId ?? undefined) : undefined,
        }}
        onValuesChange={(changed: Record<string, unknown>) => {
          if ('recipientType' in changed)
            form.setFieldsValue({ recipientFilter: undefined, customPhoneNumber: undefined });
        }}
        onFinish={submit}
      >
        <ProjectField choice={projectChoice} id="sms-project" rules={rule('projectId')} />
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
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden />}
          loading={send.isPending || previewing}
        >
          {send.isPending ? t('Sending...') : t('Send SMS')}
        </Button>
        <BulkSendConfirm
          preview={confirming?.preview ?? null}
          pending={send.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(null)}
        />
        {result && (
          <Alert
            type="success"
            showIcon
            role="status"
            data-testid="sms-sent-result"
            style={{ marginTop: token.margin }}
            title={<Typography.Text>{sentText(result)}</Typography.Text>}
          />
        )}
      </Form>
    </Card>
  );
}
