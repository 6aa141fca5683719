import type { HealthLight } from '@pm/domain/saving-groups/health';
import { Tag, Tooltip } from 'antd';
import { t, tKey } from '@/i18n';
import type { SavingGroup } from '../api/get-saving-groups';

/** The traffic light in words, so colour is never the only signal. */
export const HEALTH_LABELS: Record<HealthLight, string> = {
  green: tKey('Healthy'),
  amber: tKey('Watch'),
  red: tKey('At risk'),
};
const HEALTH_COLORS: Record<HealthLight, string> = { green: 'success', amber: 'warning', red: 'error' };

/** Why the light is not green, as one sentence (the tag's hidden text and the table's export). */
export const healthReasonsText = (health: NonNullable<SavingGroup['health']>): string =>
  health.reasons.join('; ');

/**
 * A group's health light (domain/src/saving-groups/health.ts): Healthy, Watch or At risk, the reasons in a
 * tooltip (hover or focus) and, for screen readers, in the tag's hidden text. Nothing until the health model has seen it.
 */
export function HealthTag({ health }: { readonly health: SavingGroup['health'] }) {
  if (!health) return null;
  const tag = (
    <Tag
      color={HEALTH_COLORS[health.light]}
      data-testid="group-health"
      // focusable so keyboard users reach the reasons' tooltip; screen readers read them in the tag
      tabIndex={health.reasons.length > 0 ? 0 : undefined}
    >
      <span className="visually-hidden">{t('Health:')} </span>
      {t(HEALTH_LABELS[health.light])}
      {health.reasons.length > 0 && <span className="visually-hidden">. {healthReasonsText(health)}</span>}
    </Tag>
  );
  if (health.reasons.length === 0) return tag;
  return (
    <Tooltip
      trigger={['hover', 'focus']}
      title={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {health.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      }
    >
      {tag}
    </Tooltip>
  );
}
