import type { CsvColumn } from '@/lib/table-csv';
import type { Asset } from '../api/get-assets';

/** The asset table as the Export button writes it (what the search and condition filter show). */
export const ASSET_CSV_COLUMNS: readonly CsvColumn<Asset>[] = [
  { header: 'Asset ID', value: (a) => a.assetId },
  { header: 'Name', value: (a) => a.name },
  { header: 'Description', value: (a) => a.description },
  { header: 'Condition', value: (a) => a.condition },
  { header: 'Disposal price (KES)', value: (a) => a.disposalPrice },
  { header: 'Disposal date', value: (a) => a.disposalDate },
  { header: 'Project', value: (a) => `${a.projectCode} - ${a.projectName}` },
  { header: 'Registered', value: (a) => a.createdAt.slice(0, 10) },
];
