import type { CsvColumn } from '@/lib/table-csv';
import type { Project } from '../api/get-projects';

/** The projects table as the header's Export writes it. */
export const PROJECT_CSV_COLUMNS: readonly CsvColumn<Project>[] = [
  { header: 'Code', value: (p) => p.code },
  { header: 'Name', value: (p) => p.name },
  { header: 'Description', value: (p) => p.description },
  { header: 'Cluster', value: (p) => p.clusterName },
  { header: 'Region', value: (p) => p.regionName },
  { header: 'Participants', value: (p) => p.participantCount },
  { header: 'Status', value: (p) => (p.isActive ? 'Active' : 'Inactive') },
  { header: 'Created', value: (p) => p.createdAt.slice(0, 10) },
];
