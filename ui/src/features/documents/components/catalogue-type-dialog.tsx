import {
  createDocumentTypeSchema,
  MAX_DOCUMENT_FILE_BYTES,
  updateDocumentTypeSchema,
} from '@pm/domain/documents/schemas';
import { Checkbox, Form, type FormInstance, Input, InputNumber, Select } from 'antd';
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

const initialValuesOf = (row: DocumentType | null) =>
  row
    ? {
        name: row.name,
        categoryId: row.categoryId ?? undefined,
        maxFileSize: row.maxFileSize,
        allowedFormats: [...row.allowedFormats],
      }
    : { ...NEW_TYPE_VALUES, allowedFormats: [...NEW_TYPE_VALUES.allowedFormats] };

/** Adds the type, or sends what changed of the edited one (nothing changed: the dialog just closes). */
function useSaveType(form: FormInstance, row: DocumentType | null, onClose: () => void) {
  const onError = (error: Error) => showServerFieldErrors(form, error);
  const create = useCreateDocumentType({ onSuccess: onClose, onError });
  const update = useUpdateDocumentType({ onSuccess: onClose, onError });

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
    if (Object.keys(body).length === 0) onClose();
    else update.mutate({ id: row.id, body });
  };
  return { submit, pending: create.isPending || update.isPending };
}

/** Add Type, and Edit: name, category, maximum file size in bytes and the allowed formats. */
export function TypeDialog({ row, categories, ...dialog }: TypeDialogProps) {
  const [form] = Form.useForm();
  const { submit, pending } = useSaveType(form, row, dialog.onClose);
  const schema = row ? updateDocumentTypeSchema : createDocumentTypeSchema;
  const rule = (field: string) => [zodRule(schema, field)];

  return (
    <ModalForm
      {...dialog}
      title={row ? t('Edit {{name}}', { name: row.name }) : t('Add Type')}
      okText={row ? t('Save Changes') : t('Add Type')}
      pendingText={t('Saving...')}
      pending={pending}
      form={form}
      name="document-type"
      initialValues={initialValuesOf(row)}
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
