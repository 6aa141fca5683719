import { Form, type FormRule, Select } from 'antd';
import { useMemo, useState } from 'react';
import type { Participant } from '@/features/participants';
import { t } from '@/i18n';
import { useChildChoices } from '../api/search-children';

/** 'KE0420-101 Amani Otieno (KE0420)', and '· inactive' for a child no longer counted as a participant. */
export const childOptionLabel = (
  child: Pick<Participant, 'participantId' | 'fullName' | 'projectCode' | 'isActive'>,
): string => {
  const label = t('{{code}} {{name}} ({{project}})', {
    code: child.participantId,
    name: child.fullName,
    project: child.projectCode,
  });
  return child.isActive ? label : t('{{child}} · inactive', { child: label });
};

interface ChildFieldProps {
  /** The project the payment is listed for: its children are offered before anything is typed. */
  readonly projectId: number | null;
  readonly open: boolean;
  readonly rules: FormRule[];
  /** The chosen child, for the dialog's explanation and confirmation. */
  readonly onChosen: (child: Participant | null) => void;
}

/**
 * The Child field: the children the user may see, found on the server by name or participant ID as the
 * user types (not only among the first ones listed), and narrowed at once among those already shown. The chosen child stays an option whatever is typed
 * next, so the field keeps showing its name.
 */
export function ChildField({ projectId, open, rules, onChosen }: ChildFieldProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Participant | null>(null);
  const found = useChildChoices(search, projectId, open);
  const children = useMemo(() => {
    const rows = found.data ?? [];
    return chosen && !rows.some((row) => row.id === chosen.id) ? [chosen, ...rows] : rows;
  }, [found.data, chosen]);
  return (
    <Form.Item
      name="participantId"
      label={t('Child')}
      required
      rules={rules}
      extra={t('Type part of the name or the participant ID')}
    >
      <Select<number>
        // filtered here as well, so the options of the previous search never linger while the server answers
        showSearch={{ optionFilterProp: 'label', onSearch: setSearch }}
        loading={found.isFetching}
        placeholder={t('Search children by name or participant ID')}
        notFoundContent={found.isFetching ? t('Searching...') : t('No child found')}
        options={children.map((child) => ({ value: child.id, label: childOptionLabel(child) }))}
        optionRender={(option) => (
          <div data-testid="child-option" style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            {option.label}
          </div>
        )}
        onChange={(id) => {
          const child = children.find((row) => row.id === id) ?? null;
          setChosen(child);
          onChosen(child);
        }}
      />
    </Form.Item>
  );
}
