import { createHash } from 'node:crypto';
import {
  type Actor,
  assertSafeText,
  can,
  ForbiddenError,
  MAX_MINUTES_FILE_BYTES,
  type MinutesContent,
  minutesDecider,
  minutesStream,
  type RecordMinutesInput,
  uploadMinutesFieldsSchema,
  ValidationError,
} from '@pm/domain';
import { db, execute } from '@pm/infra/db/typed';
import { nextId } from '@pm/infra/ids';
import { sql } from 'kysely';
import type { CommandDeps } from '../../context';
import { run } from '../../lib/command-bus';
import {
  type CommandContext,
  type RouteContext,
  signedInPrincipal,
  type Written,
} from '../../lib/define-command';
import { commandIdFor, recordPosition } from '../../lib/request';
import { meetingGroupFacts, rosterOf, writableGroup } from './access';

/** The minutes aggregate (`minutes-N`): written minutes, or an uploaded PDF, of a group's meeting. */

const groupFacts = async (deps: CommandDeps, actor: Actor, groupId: number) => {
  const group = await writableGroup(deps, actor, groupId);
  return { group: meetingGroupFacts(group), roster: rosterOf(group) };
};

const record = async (ctx: CommandContext, groupId: number, content: MinutesContent): Promise<Written> => {
  const facts = await groupFacts(ctx.deps, ctx.principal.actor, groupId);
  const minutesId = await nextId(ctx.deps.pool, 'meeting_minutes');
  const outcome = await run(ctx, minutesDecider, minutesStream(minutesId), {
    type: 'RecordMinutes',
    data: { minutesId, ...facts, ...content },
  });
  return { id: minutesId, position: outcome.position };
};

export const recordMinutes = (ctx: CommandContext, input: RecordMinutesInput): Promise<Written> =>
  record(ctx, input.groupId, {
    meetingDate: input.meetingDate,
    agenda: input.agenda,
    discussions: input.discussions,
    decisions: input.decisions,
    attendees: input.attendees,
    nextMeetingDate: input.nextMeetingDate,
    description: null,
    file: null,
  });

/** A PDF starts with these bytes whatever its name or the browser's type say. */
const PDF_MAGIC = Buffer.from('%PDF-');

/** A file name as the download will give it back: no path, no control characters, at most 255 chars. */
const cleanName = (name: string): string => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'minutes.pdf').slice(0, 255);
};

/**
 * POST /api/meeting-minutes/upload (multipart: `groupId`, `meetingDate`, `description`, then `file`).
 * Who may upload is checked before anything is read, and the group's scope before a byte of the file:
 * the text fields must come first. The file must be a PDF by its bytes and at most 1 MB; it is stored in
 * `stored_files`, and the event names it with its SHA-256.
 */
export const uploadMinutes = async ({ deps, request, reply }: RouteContext) => {
  const principal = signedInPrincipal(request);
  if (!can(principal.actor, 'savingGroups.manage'))
    throw new ForbiddenError('You may not upload meeting minutes');
  if (!request.isMultipart()) throw new ValidationError('Please fill in all required fields');
  const fields: Record<string, string> = {};
  let stored: { id: number; name: string; size: number; sha256: string } | null = null;
  for await (const part of request.parts({
    limits: { fileSize: MAX_MINUTES_FILE_BYTES, files: 1, fields: 5 },
  })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      // multipart fields miss the edge check JSON bodies get: the same rule, here
      assertSafeText(fields);
      continue;
    }
    const parsed = uploadMinutesFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      part.file.resume();
      throw new ValidationError('Please fill in all required fields');
    }
    await writableGroup(deps, principal.actor, parsed.data.groupId);
    let content: Buffer;
    try {
      content = await part.toBuffer();
    } catch {
      throw new ValidationError('The file must be at most 1 MB');
    }
    if (content.length < PDF_MAGIC.length || !content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
      throw new ValidationError('Only PDF files are accepted');
    const id = await nextId(deps.pool, 'stored_file');
    const sha256 = createHash('sha256').update(content).digest('hex');
    const name = cleanName(part.filename);
    await execute(
      deps.pool,
      db.insertInto('stored_files').values({
        id,
        kind: sql.lit('minutes'),
        original_name: name,
        content_type: sql.lit('application/pdf'),
        size: content.length,
        sha256,
        content,
        uploaded_by: principal.actor.userId,
      }),
    );
    stored = { id, name, size: content.length, sha256 };
  }
  const parsed = uploadMinutesFieldsSchema.safeParse(fields);
  if (!parsed.success || stored === null) throw new ValidationError('Please fill in all required fields');
  const ctx: CommandContext = {
    deps,
    principal,
    now: new Date().toISOString(),
    execution: { commandId: commandIdFor(request) },
  };
  const file = stored;
  const written = await record(ctx, parsed.data.groupId, {
    meetingDate: parsed.data.meetingDate,
    agenda: null,
    discussions: null,
    decisions: null,
    attendees: [],
    nextMeetingDate: null,
    description: parsed.data.description,
    file: {
      fileId: file.id,
      originalName: file.name,
      fileSize: file.size,
      mimeType: 'application/pdf',
      sha256: file.sha256,
    },
  }).catch(async (e: unknown) => {
    // refused: the file was never referenced, so it goes
    await execute(deps.pool, db.deleteFrom('stored_files').where('id', '=', file.id));
    throw e;
  });
  recordPosition(request, reply, written.position);
  return reply.code(201).send({ id: written.id, position: written.position?.toString() ?? null });
};
