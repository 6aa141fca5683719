import {
  createDocumentTypeSchema,
  MAX_DOCUMENT_FILE_BYTES,
  updateDocumentTypeSchema,
} from '@pm/domain/documents/schemas';
import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { useCreateDocumentType, useUpdateDocumentType } from '../api/catalogue-commands';
import type { DocumentCategory, DocumentType } from '../api/get-documents';
import {
  categoryOptions,
  FORMAT_OPTIONS,
  maxSizeText,
  NEW_TYPE_VALUES,
  typeChanges,
} from './catalogue-format';

interface TypeDialogProps extends DialogProps {
  /** The type being edited; null to add one. */
  readonly row: DocumentType | null;
  readonly categories: readonly DocumentCategory[];
}

const FORMATS_LABEL_ID = 'document-type-formats-label';

/** The maximum size as people read it, under the bytes field: '= 512 KB'. */
function SizeHint() {
  const bytes: unknown = Form.useWatch('maxFileSize');
  return typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0
    ? t('= {{size}} (at most {{max}})', {
        size: maxSizeText(bytes),
        max: maxSizeText(MAX_DOCUMENT_FILE_BYTES),
      })
    : t('At most {{bytes}} bytes (1 MB)', { bytes: MAX_DOCUMENT_FILE_BYTES });
}

/** Add Type, and Edit: name, category, maximum file size in bytes and the allowed formats. */
export function TypeDialog({ row, categories, ...dialog }: TypeDialogProps) {
  const [form] = Form.useForm();
  const onError = (error: Error) => showServerFieldErrors(form, error);
  const create = useCreateDocumentType({ onSuccess: dialog.onClose, onError });
  const update = useUpdateDocumentType({ onSuccess: dialog.onClose, onError });
  const schema = row ? updateDocumentTypeSchema : createDocumentTypeSchema;
  const rule = (field: string) => [zodRule(schema, field)];

  const submit = async () => {
    if (!row) {
      const input = await parseForm(createDocumentTypeSchema, form);
      if (input) create.mutate(input);
      return;
    }
    const input = await parseForm(updateDocumentTypeSchema, form);
    if (!input) return;
    const body = typeChanges(row, {
      name: input.name ?? row.name,
      categoryId: input.categoryId,
      maxFileSize: input.maxFileSize ?? row.maxFileSize,
      allowedFormats: input.allowedFormats ?? row.allowedFormats,
    });
    if (Object.keys(body).length === 0) dialog.onClose();
    else update.mutate({ id: row.id, body });
  };

  return (
    <ModalForm
      {...dialog}
      title={row ? t('Edit {{name}}', { name: row.name }) : t('Add Type')}
      okText={row ? t('Save Changes') : t('Add Type')}
      pendingText={t('Saving...')}
      pending={create.isPending || update.isPending}
      form={form}
      name="document-type"
      initialValues={
        row
          ? {
              name: row.name,
              categoryId: row.categoryId ?? undefined,
              maxFileSize: row.maxFileSize,
              allowedFormats: [...row.allowedFormats],
            }
          : { ...NEW_TYPE_VALUES, allowedFormats: [...NEW_TYPE_VALUES.allowedFormats] }
      }
      onSubmit={submit}
    >
      <Form.Item name="name" label={t('Type Name')} required rules={rule('name')}>
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item name="categoryId" label={t('Category')} rules={rule('categoryId')}>
        <Select
          allowClear
          placeholder={t('No category')}
          options={categoryOptions(categories, row?.categoryId ?? null)}
        />
      </Form.Item>
      <Form.Item
        name="maxFileSize"
        label={t('Maximum File Size (bytes)')}
        required
        rules={rule('maxFileSize')}
        extra={<SizeHint />}
      >
        <InputNumber<number>
          min={1}
          max={MAX_DOCUMENT_FILE_BYTES}
          step={1024}
          precision={0}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="allowedFormats"
        label={<span id={FORMATS_LABEL_ID}>{t('Allowed Formats')}</span>}
        required
        rules={rule('allowedFormats')}
      >
        <Checkbox.Group role="group" aria-labelledby={FORMATS_LABEL_ID} options={[...FORMAT_OPTIONS]} />
      </Form.Item>
    </ModalForm>
  );
}
