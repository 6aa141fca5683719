/**
 * What the server-message check reads: every text the services can answer a user with, as the UI looks
 * it up in `sw/server.json` (the `messageKey` of a refusal, a `details` value, or the `summaryKey` of a
 * line of the activity feed). Node only (reads the services' source with the TypeScript parser).
 *
 * - `msg` templates anywhere: their key ('Cycle {{cycle}} is already closed'), the projector's lines of
 *   the activity feed too ('Payment of {{amount}} recorded for {{label}}').
 * - The message and `details` values of every domain error constructed, and the error classes' defaults.
 * - In the domain, the messages of zod schemas: `.min(1, '…')`, `.int('…')`, `{ error: '…' }`,
 *   `{ message: '…' }`, number and money rules (`{ required: '…', min: [0, '…'] }`).
 * - In infra, the fixed messages the HTTP layer sends itself (`reply.send({ message })`).
 *
 * A message that is not a literal is followed to its values (server-messages-values.ts). One with a
 * value known only at run time, outside `msg`, cannot be looked up by its text: it is reported as
 * unresolved. OpenAPI descriptions, event types and log texts are in none of these places.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './catalogue';
import { calleeName, evaluatorOf, nameOf } from './server-messages-values';

/** The domain error classes, with the argument that holds the message. */
const ERROR_CLASSES: Readonly<Record<string, number>> = {
  ValidationError: 0,
  UnauthenticatedError: 0,
  ForbiddenError: 0,
  NotFoundError: 0,
  ConcurrencyError: 0,
  ConflictError: 0,
  RequestInProgressError: 0,
  RuleViolation: 0,
  TooManyRequestsError: 0,
  UnavailableError: 0,
  SpreadsheetError: 1,
};
/** zod checks whose message is the second argument (`.max(100, '…')`) or the first (`.int('…')`). */
const SECOND_ARG = new Set([
  'min',
  'max',
  'length',
  'gte',
  'lte',
  'gt',
  'lt',
  'regex',
  'refine',
  'multipleOf',
]);
const FIRST_ARG = new Set(['int', 'positive', 'nonnegative', 'nonempty', 'email', 'url', 'uuid']);
/** Properties holding a message: zod's `{ error }` and `{ message }`, number and money rules. */
const MESSAGE_PROPS = new Set([
  'error',
  'message',
  'required',
  'positive',
  'nonNegative',
  'decimals',
  'invalid',
]);
/** Number rules' bounds: `min: [0, 'Must be a valid number']`. */
const BOUND_PROPS = new Set(['min', 'max']);

export interface SourceText {
  /** The path from the repository root ('domain/src/…'): its first folder says which rules apply. */
  readonly file: string;
  readonly text: string;
}

export interface ServerMessages {
  /** Every message, with where it was found ('domain/src/…:12'). */
  readonly messages: ReadonlyMap<string, string[]>;
  /** The `msg` keys (also in messages): their placeholders must be in the Kiswahili too. */
  readonly templates: ReadonlySet<string>;
  /** Messages with a value known only at run time outside `msg` ('file:line: text'). */
  readonly unresolved: readonly string[];
}

/** msg`Cycle ${{ cycle }} is already closed` → 'Cycle {{cycle}} is already closed'. */
const keyOfMsg = (template: ts.TemplateLiteral): string =>
  ts.isNoSubstitutionTemplateLiteral(template)
    ? template.text
    : template.templateSpans.reduce((key, span) => {
        const value = span.expression;
        const first = ts.isObjectLiteralExpression(value) ? value.properties[0] : undefined;
        return `${key}{{${nameOf(first?.name) ?? '?'}}}${span.literal.text}`;
      }, template.head.text);

const propertyValue = (p: ts.ObjectLiteralElementLike): ts.Expression | undefined =>
  ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : undefined;

/** An object given to a call (`z.string({ error })`, `rule({ …(a ? { required } : {}) })`), not pushed. */
const isArgument = (node: ts.Node): boolean => {
  let up = node.parent;
  while (ts.isParenthesizedExpression(up) || ts.isConditionalExpression(up) || ts.isSpreadAssignment(up))
    up = ts.isSpreadAssignment(up) ? up.parent.parent : up.parent;
  return ts.isCallExpression(up) && calleeName(up) !== 'push';
};

/** The messages of the given sources. */
export const serverMessagesOf = (sources: readonly SourceText[]): ServerMessages => {
  const files = sources.map((s) => ts.createSourceFile(s.file, s.text, ts.ScriptTarget.Latest, true));
  const { values, resolve, takeDropped } = evaluatorOf(files);
  const messages = new Map<string, string[]>();
  const templates = new Set<string>();
  const unresolved = new Set<string>();
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    return `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };
  const found = (text: string, at: ts.Node) => messages.set(text, [...(messages.get(text) ?? []), where(at)]);

  /** A message position; `quiet` where a run-time value is no mistake (details, the HTTP layer's own). */
  const message = (node: ts.Expression | undefined, quiet = false): void => {
    if (!node) return;
    const texts = values(node);
    // a template with a run-time value, even as one branch (`a ? 'known' : \`run-time ${x}\``), or a
    // constant that is no text; a helper's parameter that is none (a rule's property) is read elsewhere
    const lost: ts.Node[] = takeDropped();
    if (
      texts === undefined &&
      !lost.length &&
      ts.isIdentifier(node) &&
      !ts.isParameter(resolve(node) ?? node)
    )
      lost.push(node);
    if (!quiet) for (const at of lost) unresolved.add(`${where(at)}: ${at.getText()}`);
    for (const text of texts ?? []) if (!/^[\d.]*$/.test(text)) found(text, node);
  };

  const visitError = (node: ts.NewExpression): void => {
    const at = ERROR_CLASSES[nameOf(node.expression) ?? ''];
    if (at === undefined) return;
    message(node.arguments?.[at]);
    const details = node.arguments?.[at + 1];
    if (details && ts.isObjectLiteralExpression(details))
      for (const p of details.properties) message(propertyValue(p), true);
  };

  const visitSchema = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (SECOND_ARG.has(method) && nameOf(node.expression.expression) !== 'Math') message(node.arguments[1]);
      if (FIRST_ARG.has(method)) message(node.arguments[0]);
    }
    if (ts.isObjectLiteralExpression(node) && isArgument(node))
      for (const p of node.properties) {
        const name = nameOf(p.name) ?? '';
        const value = propertyValue(p);
        if (MESSAGE_PROPS.has(name) && value && !ts.isCallExpression(value)) message(value);
        if (BOUND_PROPS.has(name) && value && ts.isArrayLiteralExpression(value)) message(value.elements[1]);
      }
  };

  const visit = (node: ts.Node, area: string): void => {
    if (ts.isTaggedTemplateExpression(node) && nameOf(node.tag) === 'msg') {
      found(keyOfMsg(node.template), node);
      templates.add(keyOfMsg(node.template));
    }
    if (ts.isNewExpression(node)) visitError(node);
    if (ts.isConstructorDeclaration(node) && ERROR_CLASSES[nameOf(node.parent.name) ?? ''] !== undefined)
      for (const p of node.parameters) if (nameOf(p.name) === 'message') message(p.initializer);
    if (area === 'domain') visitSchema(node);
    if (area === 'infra' && ts.isCallExpression(node) && calleeName(node) === 'send')
      for (const arg of node.arguments)
        if (ts.isObjectLiteralExpression(arg))
          for (const p of arg.properties) if (nameOf(p.name) === 'message') message(propertyValue(p), true);
    ts.forEachChild(node, (child) => visit(child, area));
  };
  for (const file of files) visit(file, file.fileName.split('/')[0] ?? '');
  return { messages, templates, unresolved: [...unresolved] };
};

/**
 * The services' sources (domain, command-service, read-api, infra, and the projector, whose activity
 * feed lines are `msg` templates), specs left out.
 */
export const readServerSources = (root: string): SourceText[] =>
  ['domain', 'command-service', 'read-api', 'infra', 'projector'].flatMap((pkg) =>
    sourceFiles(path.join(root, pkg, 'src'), false).map((file) => ({
      file: path.relative(root, file),
      text: readFileSync(file, 'utf8'),
    })),
  );
