import { memberSchema } from '@pm/domain/saving-groups/schemas';
import { Form, Input, Row, Select } from 'antd';
import { Cell, DateItem } from '@/components/form-inputs';
import { ModalForm } from '@/components/modal-form';
import { t, tKey } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { toGroupMemberBody, useAddGroupMember } from '../api/add-group-member';
import type { OneGroupDialogProps } from './create-fund-dialog';
import { roleOptions } from './member-format';

const rule = (field: string) => [zodRule(memberSchema, field)];

const FIELDS = [
  ['memberNumber', tKey('Member Number')],
  ['memberIdNumber', tKey('ID Number')],
  ['memberName', tKey('Member Name')],
  ['memberPhone', tKey('Phone Number')],
  ['nextOfKinName', tKey('Next of Kin Name')],
  ['nextOfKinIdNumber', tKey('Next of Kin ID Number')],
  ['nextOfKinPhone', tKey('Next of Kin Phone')],
  ['nextOfKinRelationship', tKey('Next of Kin Relationship')],
] as const;

/** Add Member (spec: screens, validation): every field required, the role one of four; the member joins the chosen group. */
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
      title={t('Add Member to {{group}}', { group: groupName })}
      okText={t('Add Member')}
      pendingText={t('Adding...')}
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
            <Form.Item name={name} label={t(label)} required rules={rule(name)}>
              <Input autoComplete="off" inputMode={name.endsWith('Phone') ? 'tel' : undefined} />
            </Form.Item>
          </Cell>
        ))}
        <Cell md={12}>
          <Form.Item name="role" label={t('Role')} required rules={rule('role')}>
            <Select options={roleOptions()} />
          </Form.Item>
        </Cell>
        <Cell md={12}>
          <DateItem
            name="joinedOn"
            label={t('Joined on')}
            rules={rule('joinedOn')}
            extra={t(
              'Leave empty if the member joined today. No savings or payments can be dated before it.',
            )}
            past
            allowClear
          />
        </Cell>
      </Row>
    </ModalForm>
  );
}
