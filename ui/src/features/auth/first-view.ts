import { isRole } from '@pm/domain/access/roles';
import { isLanguage } from '@/i18n';
import type { User } from './api/get-user';

/** The element the server writes the user's row into when it draws a page's first view. */
export const FIRST_VIEW_USER_ID = 'pm-first-view-user';

/** Each field of the row (GET /api/user's `CurrentUser`) and the type of its value when not null. */
const FIELDS: Readonly<Record<keyof User, 'number' | 'string' | 'boolean' | 'role' | 'language'>> = {
  id: 'number',
  username: 'string',
  role: 'role',
  regionId: 'number',
  clusterId: 'number',
  projectId: 'number',
  firstName: 'string',
  lastName: 'string',
  email: 'string',
  phone: 'string',
  mustChangePassword: 'boolean',
  language: 'language',
  regionName: 'string',
  clusterName: 'string',
  projectCode: 'string',
  projectName: 'string',
};

/**
 * The row's shape checked by hand: the first screen does not carry zod (it loads with the forms' first
 * check), and the row comes from the same answer as the page itself.
 */
const isUserRow = (value: unknown): value is User => {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return Object.entries(FIELDS).every(([name, type]) => {
    const field = row[name];
    if (field === null) return name !== 'id' && name !== 'username' && name !== 'mustChangePassword';
    if (type === 'role') return isRole(field);
    if (type === 'language') return isLanguage(field);
    return typeof field === type;
  });
};

/**
 * The signed-in user the server drew this page's first view for (the row GET /api/user answers, written
 * into the page by read-api/src/features/first-view.ts), read once and removed; null on any other page, or
 * when what is there is not such a row.
 */
export const firstViewUser = (doc: Pick<Document, 'getElementById'> = document): User | null => {
  const element = doc.getElementById(FIRST_VIEW_USER_ID);
  if (!element) return null;
  element.remove();
  try {
    const row: unknown = JSON.parse(element.textContent ?? '');
    return isUserRow(row) ? row : null;
  } catch {
    return null;
  }
};
