import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../../i18n-check/catalogue';
import { readServerSources, serverMessagesOf } from '../../i18n-check/server-messages';
import server from './sw/server.json';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const kiswahili: Record<string, string> = server;
/** ForbiddenError takes only a string (domain/src/shared/errors.ts), so this message cannot be a msg yet. */
const STRING_ONLY = [
  `domain/src/documents/rules.ts: \`A \${doc.uploaderRole}'s document is reviewed by a higher role than \${actor.role}\``,
];

describe('reading the messages of the services', () => {
  const read = (text: string, file = 'domain/src/example.ts') => serverMessagesOf([{ file, text }]);

  it('keys msg templates by their placeholders and follows constants, helpers and zod messages', () => {
    const { messages, templates, unresolved } = read(`
      import { z } from 'zod';
      import { msg, NotFoundError, RuleViolation, ValidationError } from '../shared/errors';
      const MISSING = 'Please enter the amount';
      const label = (what: string, max = 50) =>
        z.string({ error: \`\${what} is required\` }).max(max, \`At most \${max} characters\`);
      export const schema = z
        .object({ name: label('Name'), town: label('Town', 80), total: z.number().int('Whole numbers only') })
        .refine((v) => v.total > 0, { message: 'Nothing to change' })
        .meta({ description: 'An OpenAPI description of the schema' });
      export const decide = (cycle: number, status: string) => {
        if (cycle < 0) throw new ValidationError(MISSING, { amount: MISSING });
        if (status === 'Closed') throw new RuleViolation(msg\`Cycle \${{ cycle }} is \${{ status }}\`);
        log.info({ cycle }, 'the cycle was decided');
        return [{ type: 'CycleClosed', data: { cycle } }];
      };
    `);
    expect([...messages.keys()].sort()).toEqual([
      'At most 50 characters',
      'At most 80 characters',
      'Cycle {{cycle}} is {{status}}',
      'Name is required',
      'Nothing to change',
      'Please enter the amount',
      'Town is required',
      'Whole numbers only',
    ]);
    expect([...templates]).toEqual(['Cycle {{cycle}} is {{status}}']);
    expect(unresolved).toEqual([]);
  });

  it('reports a message with a run-time value outside msg, which no catalogue can hold', () => {
    const { messages, unresolved } = read(
      `import { NotFoundError } from '@pm/domain';
export const find = (cycle: number | null) => {
  throw new NotFoundError(cycle === null ? 'Cycle not found' : \`Cycle \${cycle} not found\`);
};`,
      'read-api/src/example.ts',
    );
    expect([...messages.keys()]).toEqual(['Cycle not found']);
    expect(unresolved).toEqual([`read-api/src/example.ts:3: \`Cycle \${cycle} not found\``]);
  });

  it("reads the HTTP layer's own answers in infra, and zod's messages only in the domain", () => {
    const app = "app.setNotFoundHandler((_, reply) => reply.send({ message: 'Malformed JSON body' }));";
    const schema = "export const s = z.string({ error: 'Please enter a name' });";
    expect([...read(app, 'infra/src/http/app.ts').messages.keys()]).toEqual(['Malformed JSON body']);
    expect(read(app, 'command-service/src/app.ts').messages.size).toBe(0);
    expect(read(schema, 'command-service/src/schema.ts').messages.size).toBe(0);
  });
});

describe('the Kiswahili of the server messages (sw/server.json)', () => {
  const { messages, templates, unresolved } = serverMessagesOf(readServerSources(ROOT));

  it('finds the messages of the services', () => {
    expect(messages.size).toBeGreaterThan(300);
    expect(templates.size).toBeGreaterThan(50);
  });

  it('finds no message with a value known only at run time outside msg', () => {
    expect(unresolved.map((at) => at.replace(/:\d+: /, ': '))).toEqual(STRING_ONLY);
  });

  it('has Kiswahili for every message the services can send', () => {
    const missing = [...messages]
      .filter(([text]) => !kiswahili[text]?.trim())
      .map(([text, where]) => `${text}  (${where[0]})`);
    expect(missing).toEqual([]);
  });

  it('keeps the placeholders of every template in its Kiswahili', () => {
    const wrong = [...templates].filter(
      (key) => key in kiswahili && placeholdersOf(kiswahili[key] ?? '').join() !== placeholdersOf(key).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('holds no text the services no longer send, in sorted order', () => {
    const keys = Object.keys(kiswahili);
    expect(keys.filter((key) => !messages.has(key))).toEqual([]);
    expect(keys).toEqual([...keys].sort());
  });
});
