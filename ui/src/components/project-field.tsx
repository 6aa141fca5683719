import type { FormRule } from 'antd';
import { Form, Input } from 'antd';
import { t } from '@/i18n';
import { SearchSelect } from './form-inputs';

export interface ProjectOption {
  readonly value: number;
  readonly label: string;
}

/**
 * Where a new object goes (spec: screens, roles): SuperAdmin and ClusterAdmin pick one of their projects (required);
 * a ProjectAdmin's own project is fixed and shown read-only, with no picker.
 */
export type ProjectChoice =
  | {
      readonly kind: 'pick';
      readonly options: readonly ProjectOption[];
      readonly loading: boolean;
      /** Preselected, e.g. the project chosen in the header. */
      readonly defaultProjectId: number | null;
    }
  | { readonly kind: 'fixed'; readonly projectId: number | null; readonly label: string };

/** The form's Project field: a required picker, or the fixed project read-only. */
export function ProjectField({
  choice,
  id,
  rules = [],
  options = choice.kind === 'pick' ? choice.options : [],
}: {
  readonly choice: ProjectChoice;
  /** The read-only input's id. */
  readonly id: string;
  readonly rules?: FormRule[];
  /** The picker's options when they differ from the choice's (an edited object's own project). */
  readonly options?: readonly ProjectOption[];
}) {
  return choice.kind === 'pick' ? (
    <Form.Item
      name="projectId"
      label={t('Project')}
      required
      rules={[{ required: true, message: t('Please select a project') }, ...rules]}
    >
      <SearchSelect loading={choice.loading} options={[...options]} placeholder={t('Choose the project')} />
    </Form.Item>
  ) : (
    <Form.Item label={t('Project')} htmlFor={id}>
      <Input id={id} value={choice.label} readOnly variant="filled" />
    </Form.Item>
  );
}
