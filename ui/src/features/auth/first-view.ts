import { isRole } from '@pm/domain/access/roles';
import { DEFERRED_STYLE_ATTRIBUTE, FIRST_VIEW_USER_ID } from '@pm/domain/api/first-view';
import { isLanguage } from '@/i18n';
import type { User } from './api/get-user';

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

/**
 * The app's stylesheets of a page whose first view the server drew: the server sends them as preloads (so
 * they load at once without holding back the frame's paint); they are applied here, in their order and
 * before anything else adds one, and the promise resolves once each has loaded (or failed), so the app
 * never draws unstyled. Nothing to do on any other page.
 */
export const applyDeferredStyles = (doc: Document = document): Promise<void> =>
  Promise.all(
    [
      ...doc.querySelectorAll<HTMLLinkElement>(
        `link[rel="preload"][as="style"][${DEFERRED_STYLE_ATTRIBUTE}]`,
      ),
    ].map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.href;
          sheet.onload = () => resolve();
          sheet.onerror = () => resolve();
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
