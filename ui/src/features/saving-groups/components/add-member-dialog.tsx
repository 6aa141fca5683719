import { memberSchema } from '@pm/domain/saving-groups/schemas';
import { Col, Form, Input, Modal, Row, Select } from 'antd';
import { isApiError } from '../../../lib/api-client';
import { parseForm, showServerFieldErrors, zodRule } from '../../../lib/zod-form';
import { toGroupMemberBody, useAddGroupMember } from '../api/add-group-member';
import { ROLE_OPTIONS } from './member-format';

const rule = (field: string) => [zodRule(memberSchema, field)];

const FIELDS = [
  ['memberNumber', 'Member Number'],
  ['memberIdNumber', 'ID Number'],
  ['memberName', 'Member Name'],
  ['memberPhone', 'Phone Number'],
  ['nextOfKinName', 'Next of Kin Name'],
  ['nextOfKinIdNumber', 'Next of Kin ID Number'],
  ['nextOfKinPhone', 'Next of Kin Phone'],
  ['nextOfKinRelationship', 'Next of Kin Relationship'],
] as const;

/** Add Member (spec §2, §5): every field required, the role one of four; the member joins the chosen group. */
export function AddMemberDialog({
  open,
  groupId,
  groupName,
  onClose,
}: {
  readonly open: boolean;
  readonly groupId: number;
  readonly groupName: string;
  readonly onClose: () => void;
}) {
  const [form] = Form.useForm();
  const add = useAddGroupMember({
    onSuccess: onClose,
    onError: (error) => {
      if (showServerFieldErrors(form, error)) return;
      // 409: the member number is already used in this group; the reason belongs under that field
      if (isApiError(error) && error.status === 409)
        form.setFields([{ name: 'memberNumber', errors: [error.text] }]);
    },
  });

  const submit = async () => {
    const input = await parseForm(memberSchema, form);
    if (!input) return;
    add.mutate(toGroupMemberBody(input.groupId, input));
  };

  return (
    <Modal
      open={open}
      title={`Add Member to ${groupName}`}
      okText={add.isPending ? 'Adding...' : 'Add Member'}
      confirmLoading={add.isPending}
      onOk={submit}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form
        form={form}
        name="add-group-member"
        layout="vertical"
        preserve={false}
        initialValues={{ groupId, role: 'member', ...Object.fromEntries(FIELDS.map(([name]) => [name, ''])) }}
        onFinish={submit}
      >
        <Row gutter={16}>
          {FIELDS.map(([name, label]) => (
            <Col key={name} xs={24} md={12}>
              <Form.Item name={name} label={label} required rules={rule(name)}>
                <Input autoComplete="off" inputMode={name.endsWith('Phone') ? 'tel' : undefined} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={12}>
            <Form.Item name="role" label="Role" required rules={rule('role')}>
              <Select options={ROLE_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
