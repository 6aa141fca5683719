import { StatCards } from '@/components/stat-cards';
import { t } from '@/i18n';
import { type HealthKpis, KPI_DEFS, percentText } from './kpi-format';

/** The seven SAVIX figures as cards, each explaining its definition behind an info icon. */
export function KpiCards({ kpis, label }: { readonly kpis: HealthKpis; readonly label: string }) {
  return (
    <StatCards
      loading={false}
      label={label}
      cards={KPI_DEFS.map((def) => ({
        title: t(def.title),
        testId: def.testId,
        value: def.value(kpis),
        explanation: t(def.explanation),
        note:
          def.testId === 'kpi-write-offs'
            ? t('{{percent}} of loans issued', { percent: percentText(kpis.writeOffRatio) })
            : undefined,
      }))}
    />
  );
}
