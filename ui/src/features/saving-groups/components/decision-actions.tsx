import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { rejectDisbursementSchema } from '@pm/domain/saving-groups/schemas';
import { App, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { formatWireMoney } from '../../../lib/money';
import { parseForm, zodRule } from '../../../lib/zod-form';
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
  const submit = async () => {
    const input = await parseForm(rejectDisbursementSchema, form);
    if (!input) return;
    reject.mutate({ request, reason: input.reason });
  };
  return (
    <Modal
      open={open}
      title={`Reject the request of ${request.memberName ?? `member ${request.memberId}`}`}
      okText={reject.isPending ? 'Rejecting...' : 'Reject Request'}
      okButtonProps={{ danger: true }}
      confirmLoading={reject.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="reject-disbursement"
        layout="vertical"
        preserve={false}
        initialValues={{ reason: '' }}
        onFinish={submit}
      >
        <Form.Item
          name="reason"
          label="Reason"
          required
          rules={[zodRule(rejectDisbursementSchema, 'reason')]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}

/**
 * Approve (after a confirmation) and Reject (with a reason) of one pending request. The page shows them only
 * to a user who may decide it: 'emergency.decide', and not the one who asked (maker-checker).
 */
export function DecisionActions({ request }: { readonly request: EmergencyDisbursement }) {
  const { modal } = App.useApp();
  const approve = useApproveDisbursement();
  const [rejecting, setRejecting] = useState({ open: false, opened: 0 });
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
        onClick={() => setRejecting((state) => ({ open: true, opened: state.opened + 1 }))}
      >
        Reject
      </Button>
      <RejectDialog
        key={`reject-${rejecting.opened}`}
        open={rejecting.open}
        request={request}
        onClose={() => setRejecting((state) => ({ ...state, open: false }))}
      />
    </Flex>
  );
}
