import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { rejectDisbursementSchema } from '@pm/domain/saving-groups/schemas';
import { App, Button, Flex, Form } from 'antd';
import { ReasonDialog } from '@/components/reason-dialog';
import { formatWireMoney } from '@/lib/money';
import { useDisclosure } from '@/lib/use-disclosure';
import { useApproveDisbursement, useRejectDisbursement } from '../api/decide-disbursement';
import type { EmergencyDisbursement } from '../api/get-emergency-disbursements';

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
      title={`Reject the request of ${request.memberName ?? `member ${request.memberId}`}`}
      okText="Reject Request"
      pendingText="Rejecting..."
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
  const who = request.memberName ?? `member ${request.memberId}`;
  const confirmApprove = () =>
    modal.confirm({
      title: `Approve ${formatWireMoney(request.amount)} for ${who}?`,
      content: `${request.emergencyType}: ${request.description ?? ''}`,
      okText: 'Approve',
      cancelText: 'Cancel',
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
        aria-label={`Approve the request of ${who}`}
        onClick={confirmApprove}
      >
        Approve
      </Button>
      <Button
        size="small"
        danger
        icon={<CloseOutlined aria-hidden />}
        aria-label={`Reject the request of ${who}`}
        onClick={() => rejecting.open()}
      >
        Reject
      </Button>
      <RejectDialog key={rejecting.key} {...rejecting.props} request={request} />
    </Flex>
  );
}
