import type { CsvColumn } from '@/lib/table-csv';
import type { ManagedUser } from '../api/get-managed-users';

/** The users table as the header's Export writes it (never a password: the server has none to give). */
export const USER_CSV_COLUMNS: readonly CsvColumn<ManagedUser>[] = [
  { header: 'Username', value: (u) => u.username },
  { header: 'First name', value: (u) => u.firstName },
  { header: 'Last name', value: (u) => u.lastName },
  { header: 'Email', value: (u) => u.email },
  { header: 'Phone', value: (u) => u.phone },
  { header: 'Role', value: (u) => u.role ?? 'Waiting for a role' },
  { header: 'Region', value: (u) => u.regionName },
  { header: 'Cluster', value: (u) => u.clusterName },
  { header: 'Project', value: (u) => u.projectCode },
  { header: 'Status', value: (u) => (u.isActive ? 'Active' : 'Inactive') },
];
