import { memberSchema } from '@pm/domain/saving-groups/schemas';
import { Form, Input, Row, Select } from 'antd';
import { Cell, DateItem } from '@/components/form-inputs';
import { ModalForm } from '@/components/modal-form';
import { isApiError } from '@/lib/api-client';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { toGroupMemberBody, useAddGroupMember } from '../api/add-group-member';
import type { OneGroupDialogProps } from './create-fund-dialog';
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
export function AddMemberDialog({ groupId, groupName, ...dialog }: OneGroupDialogProps) {
  const [form] = Form.useForm();
  const add = useAddGroupMember({
    onSuccess: dialog.onClose,
    onError: (error) => {
      if (showServerFieldErrors(form, error)) return;
      // 409: the member number is already used in this group; the reason belongs under that field
      if (isApiError(error) && error.status === 409)
        form.setFields([{ name: 'memberNumber', errors: [error.text] }]);
      // 422 about the joining date (in the future, before the group was registered): under that field
      else if (isApiError(error) && error.status === 422 && /joining date/i.test(error.text))
        form.setFields([{ name: 'joinedOn', errors: [error.text] }]);
    },
  });

  const submit = async () => {
    const input = await parseForm(memberSchema, form);
    if (input) add.mutate(toGroupMemberBody(input.groupId, input));
  };

  return (
    <ModalForm
      {...dialog}
      title={`Add Member to ${groupName}`}
      okText="Add Member"
      pendingText="Adding..."
      pending={add.isPending}
      form={form}
      name="add-group-member"
      initialValues={{ groupId, role: 'member', ...Object.fromEntries(FIELDS.map(([name]) => [name, ''])) }}
      onSubmit={submit}
      width={720}
    >
      <Row gutter={16}>
        {FIELDS.map(([name, label]) => (
          <Cell key={name} md={12}>
            <Form.Item name={name} label={label} required rules={rule(name)}>
              <Input autoComplete="off" inputMode={name.endsWith('Phone') ? 'tel' : undefined} />
            </Form.Item>
          </Cell>
        ))}
        <Cell md={12}>
          <Form.Item name="role" label="Role" required rules={rule('role')}>
            <Select options={ROLE_OPTIONS} />
          </Form.Item>
        </Cell>
        <Cell md={12}>
          <DateItem
            name="joinedOn"
            label="Joined on"
            rules={rule('joinedOn')}
            extra="Leave empty if the member joined today. No savings or payments can be dated before it."
            past
            allowClear
          />
        </Cell>
      </Row>
    </ModalForm>
  );
}
