import type { Role } from '@pm/domain';
import { Form, Radio } from 'antd';
import { SearchSelect } from '@/components/form-inputs';
import { t } from '@/i18n';
import {
  AUDITOR_SCOPES,
  type AuditorScope,
  choosesScope,
  type PlaceOptions,
  placeField,
  SCOPE_FIELD,
} from './place-options';

/**
 * The place of the role being created or assigned: a region, a cluster or a project picker. For an
 * Auditor, first its scope (the whole programme, the default, or a level), then that level's picker.
 */
export function PlaceItem({
  role,
  scope,
  places,
}: {
  readonly role: Role | undefined;
  /** The Auditor's scope as the form holds it (watched by the dialog). */
  readonly scope: AuditorScope | undefined;
  readonly places: PlaceOptions;
}) {
  const field = placeField(role, scope);
  return (
    <>
      {choosesScope(role) && (
        <Form.Item name={SCOPE_FIELD} label={t('Scope')} initialValue="programme">
          <Radio.Group
            aria-label={t('Scope')}
            optionType="button"
            options={AUDITOR_SCOPES.map((scope) => ({ value: scope.value, label: t(scope.label) }))}
          />
        </Form.Item>
      )}
      {field && (
        <Form.Item
          // a new picker for each level: a region's id never shows as a cluster's
          key={field.name}
          name={field.name}
          label={t(field.label)}
          required
          rules={[{ required: true, message: t(field.message) }]}
        >
          <SearchSelect
            loading={places.loading}
            options={[...places[field.level]]}
            placeholder={t(field.placeholder)}
          />
        </Form.Item>
      )}
    </>
  );
}
