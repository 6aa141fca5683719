import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { rejectDisbursementSchema } from '@pm/domain/saving-groups/schemas';
import { App, Button, Flex, Form } from 'antd';
import { ReasonDialog } from '@/components/reason-dialog';
import { t } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import { useDisclosure } from '@/lib/use-disclosure';
import { useApproveDisbursement, useRejectDisbursement } from '../api/decide-disbursement';
import type { EmergencyDisbursement } from '../api/get-emergency-disbursements';
import { emergencyTypeLabel } from './group-labels';

/** The requester's name, or 'member 12' when it is unknown. */
const requesterName = (request: EmergencyDisbursement): string =>
  request.memberName ?? t('member {{id}}', { id: request.memberId });

function RejectDialog({
  open,
  request,
  onClose,
}: {
  readonly open: boolean;
  readonly request: EmergencyDisbursement;
  readonly onClose: () => void;
}) {
  const [form] = Form.useForm();
  const reject = useRejectDisbursement({ onSuccess: onClose });
  return (
    <ReasonDialog
      open={open}
      title={t('Reject the request of {{member}}', { member: requesterName(request) })}
      okText={t('Reject Request')}
      pendingText={t('Rejecting...')}
      pending={reject.isPending}
      form={form}
      name="reject-disbursement"
      schema={rejectDisbursementSchema}
      onReason={(reason) => reject.mutate({ request, reason })}
      onClose={onClose}
    />
  );
}

/**
 * Approve (after a confirmation) and Reject (with a reason) of one pending request. The page shows them only
 * to a user who may decide it: 'emergency.decide', and not the one who asked (maker-checker).
 */
export function DecisionActions({ request }: { readonly request: EmergencyDisbursement }) {
  const { modal } = App.useApp();
  const approve = useApproveDisbursement();
  const rejecting = useDisclosure();
  const who = requesterName(request);
  const confirmApprove = () =>
    modal.confirm({
      title: t('Approve {{amount}} for {{member}}?', {
        amount: formatWireMoney(request.amount),
        member: who,
      }),
      content: `${emergencyTypeLabel(request.emergencyType)}: ${request.description ?? ''}`,
      okText: t('Approve'),
      cancelText: t('Cancel'),
      // the toast reports a failure; the confirmation closes either way
      onOk: () => approve.mutateAsync(request).catch(() => undefined),
    });
  return (
    <Flex gap={8}>
      <Button
        size="small"
        type="primary"
        icon={<CheckOutlined aria-hidden />}
        loading={approve.isPending}
        aria-label={t('Approve the request of {{member}}', { member: who })}
        onClick={confirmApprove}
      >
        {t('Approve')}
      </Button>
      <Button
        size="small"
        danger
        icon={<CloseOutlined aria-hidden />}
        aria-label={t('Reject the request of {{member}}', { member: who })}
        onClick={() => rejecting.open()}
      >
        {t('Reject')}
      </Button>
      <RejectDialog key={rejecting.key} {...rejecting.props} request={request} />
    </Flex>
  );
}
