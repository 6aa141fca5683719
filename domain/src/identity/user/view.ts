import type { Role } from '../../access/roles';
import type { Language } from '../../shared/language';

/**
 * The current user as GET /api/user, POST /api/login and POST /api/register answer it (spec: fields's
 * session user, with the names the shell shows).
 */
export interface CurrentUser {
  id: number;
  username: string;
  role: Role | null;
  regionId: number | null;
  clusterId: number | null;
  projectId: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  mustChangePassword: boolean;
  /** The language the user chose (null: never chosen). */
  language: Language | null;
  regionName: string | null;
  clusterName: string | null;
  projectCode: string | null;
  projectName: string | null;
}
