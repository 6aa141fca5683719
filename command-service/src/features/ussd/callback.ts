import { unsafeTextPath } from '@pm/domain/shared/bounds';
import type { UssdConfig } from '@pm/infra/config/settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommandDeps } from '../../context';
import { sameText } from '../../lib/same-text';
import { answerUssd } from './answer';

/** What Africa's Talking posts is a short form: a body above this is not one of its. */
const BODY_LIMIT = 4 * 1024;

/** The callback's path under its secret (USSD_CALLBACK_SECRET). */
export const ussdCallbackPath = (secret: string): string => `/api/ussd/${secret}`;

/** The paths the write-origin check and the rate limit let through (a gateway posts for everyone). */
export const ussdCallbackPaths = (config: UssdConfig): string[] =>
  config.callbackSecret ? [ussdCallbackPath(config.callbackSecret)] : [];

const FORM = z.object({
  sessionId: z.string().min(1).max(100),
  serviceCode: z.string().min(1).max(40),
  phoneNumber: z.string().min(1).max(30),
  networkCode: z.string().max(20).optional(),
  // every input of the session joined by '*': a few dozen characters in a real session
  text: z.string().max(1000).default(''),
});

/**
 * Africa's Talking's USSD callback (docs/domain/ussd.md, "The callback"): a form post for each input of a
 * session, answered in plain text "CON …" (the session goes on) or "END …". Accepted only on its secret
 * path (another is one more unknown path), from USSD_CALLBACK_SOURCES when set (403), for
 * USSD_SERVICE_CODE (400), with a form that reads (400) and is small (413). The inputs are never logged:
 * they hold PINs and codes.
 */
export const registerUssdCallback = (app: FastifyInstance, deps: CommandDeps, config: UssdConfig): void => {
  const secret = config.callbackSecret;
  if (!secret) return;
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(
      '/api/ussd/:secret',
      { schema: { hide: true }, bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        if (!sameText((request.params as { secret: string }).secret, secret))
          return reply.code(404).send({ message: 'No route POST /api/ussd', code: 'not_found' });
        const refuse = (status: number, why: string) => {
          request.log.warn({ ip: request.ip, why }, 'USSD callback refused');
          return reply.code(status).type('text/plain').send('END The service is not available.');
        };
        if (config.callbackSources.length > 0 && !config.callbackSources.includes(request.ip))
          return refuse(403, 'the callback came from an address Africa’s Talking does not post from');
        const form = FORM.safeParse(request.body);
        if (!form.success || unsafeTextPath(request.body) !== null)
          return refuse(400, 'the form does not read');
        if (form.data.serviceCode !== config.serviceCode)
          return refuse(400, `service code ${form.data.serviceCode} is not ours`);
        const answer = await answerUssd(deps, form.data);
        return reply.type('text/plain; charset=utf-8').send(answer);
      },
    );
  });
};
