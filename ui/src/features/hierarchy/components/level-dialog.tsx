import { Form, Input, Typography } from 'antd';
import { SearchSelect } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import type { HierarchyLevel, LevelRow } from '../api/levels';
import { useCreateLevel, useUpdateLevel } from '../api/write-level';

interface LevelDialogProps<Row extends LevelRow> extends DialogProps {
  readonly level: HierarchyLevel<Row>;
  /** The row being edited; null to add a new one. */
  readonly row: Row | null;
  /** What a new row may go under (a new cluster's active regions). */
  readonly parents: readonly { readonly id: number; readonly name: string }[];
}

/** Add Region / Add Cluster, and editing one: name and description; a new cluster also picks its region. */
export function LevelDialog<Row extends LevelRow>({ level, row, parents, ...dialog }: LevelDialogProps<Row>) {
  const [form] = Form.useForm();
  const onError = (error: Error) => showServerFieldErrors(form, error);
  const create = useCreateLevel(level, { onSuccess: dialog.onClose, onError });
  const update = useUpdateLevel(level, { onSuccess: dialog.onClose, onError });
  const rule = (field: string) => [zodRule(row ? level.editSchema : level.createSchema, field)];
  const { parent } = level;

  const submit = async () => {
    if (row) {
      const input = await parseForm(level.editSchema, form);
      if (input) update.mutate({ id: row.id, name: input.name, description: input.description });
    } else {
      const input = await parseForm(level.createSchema, form);
      if (input) create.mutate(input);
    }
  };

  return (
    <ModalForm
      {...dialog}
      title={row ? t('Edit {{name}}', { name: row.name }) : t(level.texts.add)}
      okText={row ? t('Save Changes') : t(level.texts.create)}
      pending={create.isPending || update.isPending}
      form={form}
      name={level.key}
      initialValues={{ name: row?.name ?? '', description: row?.description ?? '' }}
      onSubmit={submit}
    >
      <Form.Item name="name" label={t(level.texts.nameLabel)} required rules={rule('name')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('Description')} rules={rule('description')}>
        <Input.TextArea rows={3} />
      </Form.Item>
      {parent &&
        (row ? (
          <Typography.Paragraph type="secondary">
            {t(parent.label)}: {parent.nameOf(row) ?? '-'}
          </Typography.Paragraph>
        ) : (
          <Form.Item name={parent.field} label={t(parent.label)} required rules={rule(parent.field)}>
            <SearchSelect
              placeholder={t(parent.placeholder)}
              options={parents.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            />
          </Form.Item>
        ))}
    </ModalForm>
  );
}
