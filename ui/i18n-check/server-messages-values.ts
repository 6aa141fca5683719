/**
 * The texts an expression of the services' source can be, as far as reading the source tells: literals,
 * constants, a helper's parameter (each call's argument, or its default), the texts a function returns,
 * templates of these (one function's parameters bound call by call), `LIST.join(', ')` and
 * `.toUpperCase()`. Anything else (a value known only at run time) is undefined. For server-messages.ts.
 */
import path from 'node:path';
import ts from 'typescript';

type Binding = { readonly arg: ts.Expression | undefined; readonly env: Env };
export type Env = ReadonlyMap<ts.ParameterDeclaration, Binding>;
const EMPTY: Env = new Map();
type FunctionLike = ts.SignatureDeclaration & { body?: ts.Node };
type Call = ts.CallExpression | ts.NewExpression;

export const nameOf = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isIdentifier(node) || ts.isStringLiteral(node)) ? node.text : undefined;

export const calleeName = (call: Call): string | undefined =>
  ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : nameOf(call.expression);

/** The name a function is called by: `const f = () =>`, `function f`, a method, `{ f: () => … }`, a class. */
const functionName = (fn: FunctionLike): string | undefined => {
  if (ts.isConstructorDeclaration(fn)) return nameOf(fn.parent.name);
  if (ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) return nameOf(fn.name);
  return ts.isVariableDeclaration(fn.parent) || ts.isPropertyAssignment(fn.parent)
    ? nameOf(fn.parent.name)
    : undefined;
};

/** The parameters of a function bound to the arguments of one call. */
const bind = (fn: FunctionLike, args: readonly ts.Expression[] | undefined, env: Env): Env =>
  new Map(fn.parameters.map((p, i): [ts.ParameterDeclaration, Binding] => [p, { arg: args?.[i], env }]));

const union = (parts: (string[] | undefined)[]): string[] | undefined =>
  parts.every((p) => p === undefined) ? undefined : parts.flatMap((p) => p ?? []);

export interface Evaluator {
  /** Every text `node` can be, or undefined when it is not a text the source tells. */
  readonly values: (node: ts.Expression) => string[] | undefined;
  /** The declaration an identifier means: a parameter of an enclosing function, else a constant. */
  readonly resolve: (id: ts.Identifier) => ts.Node | undefined;
  /** The templates with a run-time value met since the last call (`cond ? 'known' : \`run-time ${x}\``). */
  readonly takeDropped: () => ts.TemplateExpression[];
}

export const evaluatorOf = (files: readonly ts.SourceFile[]): Evaluator => {
  const declarations = new Map<string, ts.Node[]>();
  const calls = new Map<string, Call[]>();
  const add = <T>(map: Map<string, T[]>, name: string | undefined, node: T) => {
    if (name !== undefined) map.set(name, [...(map.get(name) ?? []), node]);
  };
  const index = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node))
      add(declarations, nameOf(node.name), node);
    else if (ts.isPropertyAssignment(node) && ts.isFunctionLike(node.initializer))
      add(declarations, nameOf(node.name), node);
    else if (ts.isCallExpression(node) || ts.isNewExpression(node)) add(calls, calleeName(node), node);
    ts.forEachChild(node, index);
  };
  files.forEach(index);

  /** Whether `file` can mean `decl` by `name`: its own file, or a named import from its module. */
  const reaches = (file: ts.SourceFile, decl: ts.Node, name: string): boolean => {
    const home = decl.getSourceFile();
    if (home === file) return true;
    const modules = [path.basename(home.fileName, '.ts'), 'domain', 'index'];
    return file.statements.some((s) => {
      const bindings = ts.isImportDeclaration(s) ? s.importClause?.namedBindings : undefined;
      return (
        ts.isImportDeclaration(s) &&
        ts.isStringLiteral(s.moduleSpecifier) &&
        modules.includes(s.moduleSpecifier.text.split('/').pop() ?? '') &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.some((e) => e.name.text === name)
      );
    });
  };

  const resolve = (id: ts.Identifier): ts.Node | undefined => {
    for (let node: ts.Node | undefined = id.parent; node; node = node.parent)
      if (ts.isFunctionLike(node)) {
        const param = node.parameters.find((p) => nameOf(p.name) === id.text);
        if (param) return param;
      }
    const file = id.getSourceFile();
    const candidates = (declarations.get(id.text) ?? []).filter((d) => reaches(file, d, id.text));
    return candidates.find((d) => d.getSourceFile() === file) ?? candidates[0];
  };

  /** The bindings of `fn`'s parameters at each of its calls. */
  const callsOf = (fn: FunctionLike): Env[] => {
    const name = functionName(fn) ?? '';
    const decl = ts.isVariableDeclaration(fn.parent) || ts.isPropertyAssignment(fn.parent) ? fn.parent : fn;
    const method = ts.isMethodDeclaration(decl) || ts.isPropertyAssignment(decl);
    const sites = (calls.get(name) ?? []).filter((call) =>
      ts.isPropertyAccessExpression(call.expression) ? method : reaches(call.getSourceFile(), decl, name),
    );
    return sites.map((call) => bind(fn, call.arguments, EMPTY));
  };

  const active = new Set<ts.Node>();
  const dropped = new Set<ts.TemplateExpression>();
  const values = (node: ts.Expression, env: Env): string[] | undefined => {
    if (active.has(node) || active.size > 40) return undefined;
    active.add(node);
    try {
      return valuesOf(node, env);
    } finally {
      active.delete(node);
    }
  };

  const valuesOf = (node: ts.Expression, env: Env): string[] | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node))
      return [node.text];
    if (ts.isTemplateExpression(node)) return valuesOfTemplate(node, env);
    if (ts.isTaggedTemplateExpression(node)) return nameOf(node.tag) === 'msg' ? [] : undefined;
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node))
      return values(node.expression, env);
    if (ts.isConditionalExpression(node))
      return union([values(node.whenTrue, env), values(node.whenFalse, env)]);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
      return union([values(node.left, env), values(node.right, env)]);
    if (ts.isCallExpression(node)) return valuesOfCall(node, env);
    if (!ts.isIdentifier(node)) return undefined;
    const decl = resolve(node);
    if (decl && ts.isParameter(decl)) return valuesOfParam(decl, env);
    return decl && ts.isVariableDeclaration(decl) && decl.initializer
      ? values(decl.initializer, EMPTY)
      : undefined;
  };

  const valuesOfParam = (param: ts.ParameterDeclaration, env: Env): string[] | undefined => {
    const bound = env.get(param);
    if (bound?.arg) return values(bound.arg, bound.env);
    const fallback = param.initializer ? values(param.initializer, env) : undefined;
    if (bound) return fallback;
    return union([
      fallback,
      ...callsOf(param.parent as FunctionLike).map((site) => valuesOfParam(param, site)),
    ]);
  };

  const valuesOfTemplate = (node: ts.TemplateExpression, env: Env): string[] | undefined => {
    // one function's parameters are bound together, call by call: `${label} must be at most ${max}`
    const free = new Set<FunctionLike>();
    const visit = (n: ts.Node): void => {
      const isName = ts.isPropertyAccessExpression(n.parent) && n.parent.name === n;
      const decl = ts.isIdentifier(n) && !isName ? resolve(n) : undefined;
      if (decl && ts.isParameter(decl) && !env.has(decl)) free.add(decl.parent as FunctionLike);
      ts.forEachChild(n, visit);
    };
    for (const span of node.templateSpans) visit(span.expression);
    let envs: Env[] = [env];
    for (const fn of free) {
      const sites = callsOf(fn);
      if (sites.length > 0) envs = envs.flatMap((e) => sites.map((site): Env => new Map([...e, ...site])));
    }
    const texts: string[] = [];
    for (const e of envs) {
      let partial = [node.head.text];
      for (const span of node.templateSpans) {
        const parts = values(span.expression, e);
        if (parts === undefined) {
          dropped.add(node);
          return undefined;
        }
        partial = partial.flatMap((before) => parts.map((part) => before + part + span.literal.text));
      }
      texts.push(...partial);
    }
    return [...new Set(texts)];
  };

  /** `LIST.join(', ')`, `text.toUpperCase()`, or the texts a function returns for these arguments. */
  const valuesOfCall = (node: ts.CallExpression, env: Env): string[] | undefined => {
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      if (method === 'toUpperCase') return values(callee.expression, env)?.map((v) => v.toUpperCase());
      if (method === 'toLowerCase') return values(callee.expression, env)?.map((v) => v.toLowerCase());
      const separator =
        node.arguments[0] && ts.isStringLiteral(node.arguments[0]) ? node.arguments[0].text : ',';
      return method === 'join'
        ? listsOf(callee.expression, env)?.map((list) => list.join(separator))
        : undefined;
    }
    const decl = ts.isIdentifier(callee) ? resolve(callee) : undefined;
    const init = decl && ts.isVariableDeclaration(decl) ? decl.initializer : undefined;
    const fn =
      init && ts.isArrowFunction(init) ? init : decl && ts.isFunctionDeclaration(decl) ? decl : undefined;
    const body = fn?.body;
    if (!fn || !body) return undefined;
    const bound = bind(fn, node.arguments, env);
    const returned: ts.Expression[] = [];
    const visit = (n: ts.Node): void => {
      if (ts.isReturnStatement(n) && n.expression) returned.push(n.expression);
      if (!ts.isFunctionLike(n)) ts.forEachChild(n, visit);
    };
    if (ts.isBlock(body)) ts.forEachChild(body, visit);
    else returned.push(body);
    return union(returned.map((r) => values(r, bound)));
  };

  /** The lists an expression can be: `['a', 'b'] as const`, a constant or a parameter holding one. */
  const listsOf = (node: ts.Expression, env: Env): string[][] | undefined => {
    if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) return listsOf(node.expression, env);
    if (ts.isArrayLiteralExpression(node)) {
      const items = node.elements.map((e) => values(e, env));
      return items.every((i) => i?.length === 1) ? [items.map((i) => i?.[0] ?? '')] : undefined;
    }
    const decl = ts.isIdentifier(node) ? resolve(node) : undefined;
    if (decl && ts.isVariableDeclaration(decl) && decl.initializer) return listsOf(decl.initializer, EMPTY);
    if (!decl || !ts.isParameter(decl)) return undefined;
    const bound = env.get(decl);
    if (bound?.arg) return listsOf(bound.arg, bound.env);
    const lists = callsOf(decl.parent as FunctionLike).map((site) => {
      const arg = site.get(decl)?.arg;
      return arg ? listsOf(arg, EMPTY) : undefined;
    });
    return lists.some((l) => l === undefined) ? undefined : lists.flatMap((l) => l ?? []);
  };

  const takeDropped = () => {
    const templates = [...dropped];
    dropped.clear();
    return templates;
  };
  return { values: (node) => values(node, EMPTY), resolve, takeDropped };
};
