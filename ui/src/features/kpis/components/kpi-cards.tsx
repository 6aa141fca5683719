import { StatCards } from '@/components/stat-cards';
import { type HealthKpis, KPI_DEFS, percentText } from './kpi-format';

/** The seven SAVIX figures as cards, each explaining its definition behind an info icon. */
export function KpiCards({ kpis, label }: { readonly kpis: HealthKpis; readonly label: string }) {
  return (
    <StatCards
      loading={false}
      label={label}
      cards={KPI_DEFS.map((def) => ({
        title: def.title,
        testId: def.testId,
        value: def.value(kpis),
        explanation: def.explanation,
        note:
          def.testId === 'kpi-write-offs' ? `${percentText(kpis.writeOffRatio)} of loans issued` : undefined,
      }))}
    />
  );
}
