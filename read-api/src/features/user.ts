import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { requireUser } from '../lib/actor';

/** GET /api/user: the current user (spec 1 §7); 401 means no user. */
export const userRoutes = async (app: FastifyInstance, pool: pg.Pool): Promise<void> => {
  app.get('/api/user', async (request) => {
    const { isActive: _isActive, ...user } = await requireUser(pool, request);
    return user;
  });
};
