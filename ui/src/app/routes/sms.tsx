import { hasCapability } from '@pm/domain/access/policy';
import { Col, Flex, Form, Row, theme } from 'antd';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { awaitsReports, useSmsMessages, useSmsStats } from '@/features/sms/api/get-sms';
import { ComposeMessage } from '@/features/sms/components/compose-message';
import { QuickTemplates } from '@/features/sms/components/quick-templates';
import { ReceiptsCard } from '@/features/sms/components/receipts-card';
import { RecentMessages } from '@/features/sms/components/recent-messages';
import { RemindersCard } from '@/features/sms/components/reminders-card';
import { SmsStatCards } from '@/features/sms/components/sms-stats';
import { t } from '@/i18n';
import { useParticipantProjectChoice, useProjectPage } from '../project-scope';

/**
 * /sms (spec "SMS Communication"): the four cards, Compose Message with its counter, Quick Templates and
 * Recent Messages, whose delivered and failed figures follow the gateway's delivery reports; the receipt
 * and reminder switches and the reminders sent. An Auditor,
 * which sends nothing, reads the cards and the messages only.
 */
export default function SmsPage() {
  const { user, actor, projectId, code } = useProjectPage();
  const canSend = hasCapability(actor, 'sms.send');
  const { token } = theme.useToken();
  const [form] = Form.useForm();
  const projectChoice = useParticipantProjectChoice(user, projectId);
  const messages = useSmsMessages(projectId);
  const all = messages.data ?? [];
  const stats = useSmsStats(projectId, all.some(awaitsReports));

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={code ? t('{{code}} - SMS Communication', { code }) : t('SMS Communication')}
        subtitle={
          canSend
            ? t('Send messages to parents and guardians, and follow their delivery')
            : t('Messages sent to parents and guardians, and their delivery')
        }
      />
      <SmsStatCards stats={stats.data} loading={stats.isLoading} />
      <LoadError what={t('SMS figures')} error={stats.error} />
      {canSend && (
        <Row gutter={[token.marginLG, token.marginLG]}>
          <Col xs={24} lg={14}>
            <ComposeMessage form={form} projectChoice={projectChoice} />
          </Col>
          <Col xs={24} lg={10}>
            <QuickTemplates onPick={(content) => form.setFieldsValue({ content })} />
          </Col>
        </Row>
      )}
      <ReceiptsCard actor={actor} projectId={projectId} />
      <RemindersCard projectId={projectId} />
      <LoadError what={t('messages')} error={messages.error} />
      <RecentMessages messages={all} loading={messages.isLoading} />
    </Flex>
  );
}
