import { Flex, Select, Typography, theme } from 'antd';
import type { SavingGroup } from '@/features/saving-groups/api/get-saving-groups';
import { t } from '@/i18n';

interface AuditGroupSelectProps {
  readonly groups: readonly SavingGroup[];
  readonly loading: boolean;
  readonly value: number | null;
  readonly onChange: (groupId: number) => void;
}

/** The group audited, searchable by name and code (hidden on paper). */
export function AuditGroupSelect({ groups, loading, value, onChange }: AuditGroupSelectProps) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={token.marginSM} wrap data-print-hide>
      <Typography.Text strong>{t('Group')}</Typography.Text>
      <Select<number>
        aria-label={t('Group')}
        data-testid="audit-group"
        placeholder={t('Choose a group')}
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        value={value ?? undefined}
        onChange={onChange}
        options={groups.map((g) => ({
          value: g.id,
          label: g.groupCode ? `${g.name} (${g.groupCode})` : g.name,
        }))}
        style={{ minWidth: 280 }}
      />
    </Flex>
  );
}
