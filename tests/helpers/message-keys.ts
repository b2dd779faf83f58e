/**
 * The message keys the source uses, found statically (issue #35.1, docs/decisions.md#messages).
 *
 * A translator is any variable made by useTranslations / getTranslations / apiMessages /
 * createTranslator / apiTranslator; each call of it with a key is a use. A key built from a
 * template (`methods.${p.method}`) or a conditional is expanded through the type checker: an
 * interpolated value typed as a union of string literals (an enumeration) gives one key per
 * member, so an enumeration shown to people without its words in every locale fails here.
 * A value typed only as `string` cannot be expanded: it is reported as `dynamic`, for the test
 * to list explicitly.
 */
import path from 'node:path';
import ts from 'typescript';

export type KeyUse = { file: string; line: number; key: string };
export type Found = { uses: KeyUse[]; dynamic: KeyUse[] };

const ROOT = path.join(import.meta.dirname, '../..');
const SCANNED = ['app/', 'components/', 'lib/'];
const MAKERS = new Set(['useTranslations', 'getTranslations', 'apiMessages', 'createTranslator', 'apiTranslator']);

function program(): ts.Program {
  const configPath = path.join(ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const files = parsed.fileNames.filter((f) => {
    const rel = path.relative(ROOT, f);
    return SCANNED.some((d) => rel.startsWith(d)) && !/\.test\.tsx?$/.test(rel);
  });
  return ts.createProgram(files, { ...parsed.options, incremental: false, noEmit: true });
}

/** The strings an expression can be, or null when its type says only `string`. */
function values(expr: ts.Expression, checker: ts.TypeChecker): string[] | null {
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isNonNullExpression(expr)) {
    if (ts.isAsExpression(expr)) return literalsOf(checker.getTypeAtLocation(expr), checker);
    return values(expr.expression, checker);
  }
  if (ts.isConditionalExpression(expr)) {
    const a = values(expr.whenTrue, checker);
    const b = values(expr.whenFalse, checker);
    return a && b ? [...a, ...b] : null;
  }
  if (ts.isTemplateExpression(expr)) {
    let out = [expr.head.text];
    for (const span of expr.templateSpans) {
      const v = values(span.expression, checker);
      if (!v) return null;
      out = out.flatMap((prefix) => v.map((x) => prefix + x + span.literal.text));
    }
    return out;
  }
  return literalsOf(checker.getTypeAtLocation(expr), checker);
}

function literalsOf(type: ts.Type, checker: ts.TypeChecker): string[] | null {
  const parts = type.isUnion() ? type.types : [type];
  const out: string[] = [];
  for (const p of parts) {
    if (p.isStringLiteral()) out.push(p.value);
    else if (p.flags & ts.TypeFlags.NumberLiteral) out.push(String((p as ts.NumberLiteralType).value));
    else if (p.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) continue;
    else return null;
  }
  void checker;
  return out.length ? out : null;
}

/** The namespace a translator-making call gives (`''` for the root), or null if not one. */
function namespaceOf(call: ts.CallExpression, checker: ts.TypeChecker): string[] | null {
  const callee = call.expression;
  if (!ts.isIdentifier(callee) || !MAKERS.has(callee.text)) return null;
  const name = callee.text;
  if (name === 'apiTranslator') return ['Problems'];
  const arg = name === 'apiMessages' ? call.arguments[1] : call.arguments[0];
  if (!arg) return [''];
  if (ts.isObjectLiteralExpression(arg)) {
    const prop = arg.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'namespace');
    if (!prop) return [''];
    const init = ts.isPropertyAssignment(prop) ? prop.initializer : ts.isShorthandPropertyAssignment(prop) ? prop.name : null;
    return init ? values(init, checker) : null;
  }
  return values(arg, checker);
}

export function usedMessageKeys(): Found {
  const prog = program();
  const checker = prog.getTypeChecker();
  const translators = new Map<ts.Symbol, string[]>();
  const uses: KeyUse[] = [];
  const dynamic: KeyUse[] = [];
  const sources = prog.getSourceFiles().filter((s) => !s.isDeclarationFile && SCANNED.some((d) => path.relative(ROOT, s.fileName).startsWith(d)));

  // First the translators, then their calls (a translator may be declared after a function using it).
  for (const source of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && node.initializer && ts.isIdentifier(node.name)) {
        let init: ts.Expression = node.initializer;
        if (ts.isAwaitExpression(init)) init = init.expression;
        if (ts.isAsExpression(init)) init = init.expression;
        if (ts.isCallExpression(init)) {
          const ns = namespaceOf(init, checker);
          const symbol = checker.getSymbolAtLocation(node.name);
          if (ns && symbol) translators.set(symbol, ns);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const source of sources) {
    const file = path.relative(ROOT, source.fileName);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.arguments[0]) {
        let callee = node.expression;
        let method: string | null = null;
        if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
          method = callee.name.text;
          callee = callee.expression;
        }
        const symbol = ts.isIdentifier(callee) ? checker.getSymbolAtLocation(callee) : undefined;
        const namespaces = symbol && translators.get(symbol);
        if (namespaces && method !== 'has' && (method === null || ['rich', 'markup', 'raw'].includes(method))) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          const keys = values(node.arguments[0], checker);
          if (!keys) dynamic.push({ file, line, key: node.arguments[0].getText(source) });
          else for (const ns of namespaces) for (const k of keys) uses.push({ file, line, key: ns ? `${ns}.${k}` : k });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { uses, dynamic };
}
