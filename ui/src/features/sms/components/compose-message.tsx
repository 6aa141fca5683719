import { SendOutlined } from '@ant-design/icons';
import type { SmsPreview, SmsQueuedResult } from '@pm/domain/sms/rows';
import { sendSmsSchema } from '@pm/domain/sms/schemas';
import { Alert, Button, Card, Form, type FormInstance, Typography, theme } from 'antd';
import { useState } from 'react';
import { type ProjectChoice, ProjectField } from '@/components/project-field';
import { t } from '@/i18n';
import { failureText, useToast } from '@/lib/toast';
import { parseForm, showServerFieldErrors } from '@/lib/zod-form';
import { previewSms } from '../api/preview-sms';
import { type SmsBody, useSendSms } from '../api/send-sms';
import { BulkSendConfirm } from './bulk-send-confirm';
import { MessageField, RecipientFields, rule } from './compose-fields';

const sentText = (result: SmsQueuedResult): string =>
  t('Sent to {{count}} recipients', { count: result.totalRecipients }) +
  (result.skippedRecipients > 0
    ? ` ${t('({{count}} numbers in the register could not be used)', { count: result.skippedRecipients })}`
    : '');

/**
 * Sends the form's message: at once to one recipient, or, to many (all parents, an age group), after its
 * recipients, SMS and cost have been shown and confirmed. `result` is the last sending's answer.
 */
function useSendMessage(form: FormInstance, projectChoice: ProjectChoice) {
  const [result, setResult] = useState<SmsQueuedResult | null>(null);
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
  const cancel = () => setConfirming(null);
  return { result, send, preview: confirming?.preview ?? null, previewing, submit, confirm, cancel };
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
  const type: unknown = Form.useWatch('recipientType', form);
  const content: unknown = Form.useWatch('content', form);
  const picked: unknown = Form.useWatch('projectId', form);
  const projectId =
    projectChoice.kind === 'fixed'
      ? (projectChoice.projectId ?? undefined)
      : typeof picked === 'number'
        ? picked
        : undefined;
  const { result, send, preview, previewing, submit, confirm, cancel } = useSendMessage(form, projectChoice);

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
        <RecipientFields type={type} projectId={projectId} />
        <MessageField content={content} />
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden />}
          loading={send.isPending || previewing}
        >
          {send.isPending ? t('Sending...') : t('Send SMS')}
        </Button>
        <BulkSendConfirm preview={preview} pending={send.isPending} onConfirm={confirm} onCancel={cancel} />
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
