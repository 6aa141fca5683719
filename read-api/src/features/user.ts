import { accountQueries as q } from '@pm/domain/api/account-queries';
import { requireUser } from '../lib/actor';
import { defineQuery } from '../lib/define-query';

/** GET /api/user: the current user (spec: API calls); 401 means no user. */
export const userQueryRoutes = [
  defineQuery(q.currentUser, ['users', 'hierarchy'], async ({ pool, request }) => {
    const { isActive: _isActive, ...user } = await requireUser(pool, request);
    return user;
  }),
];
