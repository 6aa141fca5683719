import { type AssetInput, inRange, share, sum } from './inputs';
import { type CellValue, col, kes, type ReportLine, type ReportTable } from './table';

const assetLine = (a: AssetInput): Record<string, CellValue> => ({
  assetId: a.assetId,
  name: a.name,
  description: a.description,
  project: a.projectCode,
  condition: a.condition,
  disposalPrice: a.disposalPrice === null ? null : kes(a.disposalPrice),
  disposalDate: a.disposalDate,
  addedOn: a.addedOn,
});

export const assetRegister = (assets: readonly AssetInput[]): ReportTable => ({
  columns: [
    col('assetId', 'Asset ID'),
    col('name', 'Name', 'text', 1.3),
    col('description', 'Description', 'text', 1.5),
    col('project', 'Project', 'text', 0.8),
    col('condition', 'Condition', 'text', 0.8),
    col('disposalPrice', 'Disposal price (KES)', 'money'),
    col('disposalDate', 'Disposal date', 'date'),
    col('addedOn', 'Added on', 'date'),
  ],
  rows: assets.map(assetLine),
  totals: {
    assetId: 'Total',
    name: `${assets.length} assets`,
    disposalPrice: kes(sum(assets.map((a) => a.disposalPrice ?? 0))),
  },
});

export const assetsByCondition = (
  assets: readonly AssetInput[],
  conditions: readonly string[],
): ReportTable => {
  const rows = conditions.map((condition): ReportLine => {
    const these = assets.filter((a) => a.condition === condition);
    return {
      condition,
      count: these.length,
      share: share(these.length, assets.length),
      disposalValue: kes(sum(these.map((a) => a.disposalPrice ?? 0))),
    };
  });
  return {
    columns: [
      col('condition', 'Condition'),
      col('count', 'Assets', 'count'),
      col('share', 'Share', 'percent'),
      col('disposalValue', 'Disposal value (KES)', 'money'),
    ],
    rows,
    totals: {
      condition: 'Total',
      count: assets.length,
      share: assets.length === 0 ? 0 : 100,
      disposalValue: kes(sum(assets.map((a) => a.disposalPrice ?? 0))),
    },
  };
};

/** Obsolete and disposed assets whose disposal date falls in the range. */
export const assetDisposals = (
  assets: readonly AssetInput[],
  from: string | null,
  to: string | null,
): ReportTable => {
  const shown = assets
    .filter((a) => a.condition !== 'Good' && a.disposalDate !== null && inRange(a.disposalDate, from, to))
    .sort((a, b) => (a.disposalDate ?? '').localeCompare(b.disposalDate ?? ''));
  return {
    columns: [
      col('assetId', 'Asset ID'),
      col('name', 'Name', 'text', 1.4),
      col('project', 'Project', 'text', 0.8),
      col('condition', 'Condition', 'text', 0.8),
      col('disposalDate', 'Disposal date', 'date'),
      col('disposalPrice', 'Disposal price (KES)', 'money'),
    ],
    rows: shown.map(assetLine),
    totals: {
      assetId: 'Total',
      name: `${shown.length} disposals`,
      disposalPrice: kes(sum(shown.map((a) => a.disposalPrice ?? 0))),
    },
  };
};
