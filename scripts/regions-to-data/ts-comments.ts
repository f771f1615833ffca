import ts from 'typescript';

/** A comment of a TS site file and the setting it stands above: a key path, [] for the file's doc comment. */
export type SettingComment = { path: Array<string | number>; text: string };

/** A comment's text without its markers: `// a` → "a", a JSDoc block → its lines without the stars. */
function commentText(source: string, range: ts.CommentRange): string {
  const raw = source.slice(range.pos, range.end);
  if (range.kind === ts.SyntaxKind.SingleLineCommentTrivia) return raw.replace(/^\/\/ ?/, '');
  return raw
    .replace(/^\/\*\*?/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd())
    .join('\n')
    .trim();
}

function leadingComments(source: string, node: ts.Node): string | undefined {
  const ranges = ts.getLeadingCommentRanges(source, node.pos) ?? [];
  const texts = ranges.map((range) => commentText(source, range)).filter(Boolean);
  return texts.length ? texts.join('\n') : undefined;
}

const keyName = (name: ts.PropertyName): string =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();

/** Where an identifier a setting takes as its value comes from, e.g. ALTERNATIVE_RADIUS_SET of '../defaults'. */
function importedFrom(file: ts.SourceFile, name: string): string | undefined {
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings) && bindings.elements.some((e) => e.name.text === name)) {
      return statement.moduleSpecifier.text.replace(/^\.\.\//, 'regions/');
    }
  }
  return undefined;
}

function walk(file: ts.SourceFile, node: ts.Expression, path: Array<string | number>, out: SettingComment[]): void {
  const source = file.text;
  if (ts.isObjectLiteralExpression(node)) {
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const at = [...path, keyName(property.name)];
      const texts = [leadingComments(source, property)];
      // A shared value the data file spells out: say which one, so an operator knows where the numbers come from.
      if (ts.isIdentifier(property.initializer)) {
        const origin = importedFrom(file, property.initializer.text);
        texts.push(`Values of ${property.initializer.text}${origin ? ` in ${origin}.ts` : ''}.`);
      }
      const text = texts.filter(Boolean).join('\n');
      if (text) out.push({ path: at, text });
      walk(file, property.initializer, at, out);
    }
  } else if (ts.isArrayLiteralExpression(node)) {
    node.elements.forEach((element, i) => {
      const text = leadingComments(source, element);
      if (text) out.push({ path: [...path, i], text });
      walk(file, element, [...path, i], out);
    });
  }
}

/** The doc comment of a site file's exported object and the comments above its settings, in source order. */
export function siteFileComments(fileName: string, source: string): SettingComment[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const [declaration] = statement.declarationList.declarations;
    if (!declaration?.initializer || !ts.isObjectLiteralExpression(declaration.initializer)) continue;
    const out: SettingComment[] = [];
    const doc = leadingComments(source, statement);
    if (doc) out.push({ path: [], text: doc });
    walk(file, declaration.initializer, [], out);
    return out;
  }
  throw new Error(`${fileName}: no object literal of the site's settings found`);
}
