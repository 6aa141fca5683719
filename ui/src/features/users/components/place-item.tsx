import type { Role } from '@pm/domain';
import { Form } from 'antd';
import { SearchSelect } from '@/components/form-inputs';
import { type PlaceOptions, placeField } from './place-options';

/** The scope picker of the role being created or assigned: a region, a cluster or a project. */
export function PlaceItem({
  role,
  places,
}: {
  readonly role: Role | undefined;
  readonly places: PlaceOptions;
}) {
  const field = placeField(role);
  if (!field) return null;
  return (
    <Form.Item
      name={field.name}
      label={field.label}
      required
      rules={[{ required: true, message: field.message }]}
    >
      <SearchSelect
        loading={places.loading}
        options={[...places[field.level]]}
        placeholder={`Choose the ${field.label.toLowerCase()}`}
      />
    </Form.Item>
  );
}
