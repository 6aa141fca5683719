import { createSavingGroupSchema } from '@pm/domain/saving-groups/schemas';
import { Card, Form, Input, InputNumber, Row } from 'antd';
import type { ReactNode } from 'react';
import { Cell, SearchSelect } from '@/components/form-inputs';
import { t, tKey } from '@/i18n';
import { zodRule } from '@/lib/zod-form';
import { memberTotalHint } from './group-format';

/**
 * The six sections of Create New Saving Group (spec: screens), each a card of fields checked by the domain's
 * schema. The first three are here, the last three in group-form-running-sections.tsx; the form itself
 * (values, submit, toasts) is create-group-form.tsx.
 */

export const rule = (field: string) => zodRule(createSavingGroupSchema, field);

/**
 * Where the new group goes (spec: screens, roles): SuperAdmin and ClusterAdmin pick one of their projects; a
 * ProjectAdmin's or facilitator's own project is used and shown read-only.
 */
export type GroupProjectChoice =
  | {
      readonly kind: 'pick';
      readonly options: readonly { readonly value: number; readonly label: string }[];
      readonly loading: boolean;
      readonly defaultProjectId: number | null;
    }
  | { readonly kind: 'fixed'; readonly projectId: number | null; readonly label: string };

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function Section({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <Card title={<span id={id}>{title}</span>}>
      <section aria-labelledby={id}>
        <Row gutter={16}>{children}</Row>
      </section>
    </Card>
  );
}

export function BasicInformation({ projectChoice }: { readonly projectChoice: GroupProjectChoice }) {
  return (
    <Section id="basic-information" title={t('Basic Information')}>
      <Cell md={12}>
        <Form.Item name="name" label={t('Group Name')} required rules={[rule('name')]}>
          <Input autoComplete="off" maxLength={200} />
        </Form.Item>
      </Cell>
      <Cell md={12}>
        <Form.Item name="groupCode" label={t('Group Code')} rules={[rule('groupCode')]}>
          <Input autoComplete="off" maxLength={50} />
        </Form.Item>
      </Cell>
      <Cell md={24}>
        <Form.Item name="description" label={t('Description')} required rules={[rule('description')]}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Cell>
      <Cell md={12}>
        {projectChoice.kind === 'pick' ? (
          <Form.Item
            name="projectId"
            label={t('Project')}
            required
            rules={[{ required: true, message: t('Please select a project') }, rule('projectId')]}
          >
            <SearchSelect
              loading={projectChoice.loading}
              options={[...projectChoice.options]}
              placeholder={t('Choose the project')}
            />
          </Form.Item>
        ) : (
          <Form.Item label={t('Project')} htmlFor="group-project">
            <Input id="group-project" value={projectChoice.label} readOnly variant="filled" />
          </Form.Item>
        )}
      </Cell>
    </Section>
  );
}

const LEADERS = [
  ['president', tKey('President Name'), tKey('President Phone')],
  ['secretary', tKey('Secretary Name'), tKey('Secretary Phone')],
  ['treasurer', tKey('Treasurer Name'), tKey('Treasurer Phone')],
] as const;

export function LeadershipInformation() {
  return (
    <Section id="leadership-information" title={t('Leadership Information')}>
      {LEADERS.flatMap(([key, nameLabel, phoneLabel]) => [
        <Cell key={`${key}Name`} md={12}>
          <Form.Item name={`${key}Name`} label={t(nameLabel)} required rules={[rule(`${key}Name`)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Cell>,
        <Cell key={`${key}Phone`} md={12}>
          <Form.Item
            name={`${key}Phone`}
            label={t(phoneLabel)}
            required
            rules={[rule(`${key}Phone`)]}
            extra={key === 'president' ? t('At least 10 digits, e.g. 0712345678') : undefined}
          >
            <Input autoComplete="off" inputMode="tel" />
          </Form.Item>
        </Cell>,
      ])}
    </Section>
  );
}

/** Total, male and female members, with the sum shown as a hint while typing. */
export function GroupComposition({ hint }: { readonly hint: ReactNode }) {
  return (
    <Section id="group-composition" title={t('Group Composition')}>
      <Cell md={8}>
        <Form.Item
          name="totalMembers"
          label={t('Total Members')}
          tooltip={t(
            "The group's size when it is registered. Members are then added one by one (Manage Members); the group's card shows how many of them are registered so far.",
          )}
          required
          dependencies={['maleMembers', 'femaleMembers']}
          // the schema's message first; the sum check only speaks when the schema cannot yet (other fields invalid)
          validateFirst
          rules={[
            rule('totalMembers'),
            ({ getFieldValue }) => ({
              validator: async () => {
                const now = memberTotalHint(
                  getFieldValue('totalMembers'),
                  getFieldValue('maleMembers'),
                  getFieldValue('femaleMembers'),
                );
                if (now && !isBlank(getFieldValue('totalMembers')) && !now.matches)
                  throw new Error(t('Total members must equal male + female members'));
              },
            }),
          ]}
          extra={hint}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Cell>
      <Cell md={8}>
        <Form.Item name="maleMembers" label={t('Male Members')} rules={[rule('maleMembers')]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Cell>
      <Cell md={8}>
        <Form.Item name="femaleMembers" label={t('Female Members')} rules={[rule('femaleMembers')]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Cell>
    </Section>
  );
}
