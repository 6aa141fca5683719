import { assetSchema } from '@pm/domain/assets/schemas';
import { Form, Input } from 'antd';
import { CodeItem, SearchSelect } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { type ProjectChoice, ProjectField } from '@/components/project-field';
import { t } from '@/i18n';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { toAssetBody, useCreateAsset } from '../api/create-asset';
import { conditionOptions } from './asset-conditions';
import { DisposalPriceItem } from './disposal-price';

const rule = (field: string) => [zodRule(assetSchema, field)];

interface AssetDialogProps extends DialogProps {
  readonly projectChoice: ProjectChoice;
}

/**
 * Add Asset (spec 1 "Assets"): asset ID, name, description, condition and, only for an Obsolete or
 * Disposed asset, the disposal price (typed text, checked by the schema: see disposal-price.tsx);
 * SuperAdmin and ClusterAdmin choose the project.
 */
export function AssetDialog({ projectChoice, ...dialog }: AssetDialogProps) {
  const [form] = Form.useForm();
  const condition: unknown = Form.useWatch('condition', form);
  const create = useCreateAsset({
    onSuccess: dialog.onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });

  const submit = async () => {
    const input = await parseForm(assetSchema, form);
    if (!input) return;
    const projectId = projectChoice.kind === 'fixed' ? projectChoice.projectId : (input.projectId ?? null);
    create.mutate(toAssetBody(input, projectId));
  };

  return (
    <ModalForm
      {...dialog}
      title={t('Add Asset')}
      okText={t('Add Asset')}
      pendingText={t('Adding...')}
      pending={create.isPending}
      form={form}
      name="asset"
      initialValues={{
        condition: 'Good',
        projectId: projectChoice.kind === 'pick' ? (projectChoice.defaultProjectId ?? undefined) : undefined,
      }}
      onSubmit={submit}
    >
      <CodeItem
        name="assetId"
        label={t('Asset ID')}
        rules={rule('assetId')}
        example="KE0420-AST-001"
        maxLength={50}
      />
      <Form.Item name="name" label={t('Asset Name')} required rules={rule('name')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={t('Description')} rules={rule('description')}>
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
      <Form.Item name="condition" label={t('Condition')} required rules={rule('condition')}>
        <SearchSelect options={conditionOptions()} />
      </Form.Item>
      {(condition === 'Obsolete' || condition === 'Disposed') && (
        <DisposalPriceItem rules={rule('disposalPrice')} />
      )}
      <ProjectField choice={projectChoice} id="asset-project" rules={rule('projectId')} />
    </ModalForm>
  );
}
