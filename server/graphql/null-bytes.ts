import type { ASTVisitor, ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { apiError } from './errors';
import { formatMessage, graphqlMessages } from './messages';

/** PostgreSQL refuses U+0000 in text; no field of the contract has a use for it. */
const NULL_CHAR = '\u0000';

const refused = (field: string) =>
  apiError(
    'BAD_USER_INPUT',
    formatMessage(graphqlMessages.errors.badUserInput, { field, problem: graphqlMessages.validation.nullByte }),
    {
      status: 400,
      extensions: { field },
    },
  );

type Step = { value: unknown; key: string | number | null; parent: Step | null };

/** `payload.fulltext.keys`, `list[2].name`: the path of a step, built only for the one that is reported. */
function pathOf(step: Step): string {
  const keys: Array<string | number> = [];
  for (let s: Step | null = step; s?.key != null; s = s.parent) keys.push(s.key);
  const path = keys
    .reverse()
    .reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key), '');
  return path || 'input';
}

/** Where a string with a null character sits in the variables, or null. Iterative: JSON may nest deep. */
export function findNullByte(variables: unknown): string | null {
  const stack: Step[] = [{ value: variables, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (value.includes(NULL_CHAR)) return pathOf(step);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, key: i, parent: step }));
    } else if (
      value !== null &&
      typeof value === 'object' &&
      [Object.prototype, null].includes(Object.getPrototypeOf(value))
    ) {
      for (const [key, item] of Object.entries(value)) stack.push({ value: item, key, parent: step });
    }
  }
  return null;
}

/** String literals of the document: the argument (and input fields) a null character is written in. */
const noNullByteLiterals: ValidationRule = (context) => {
  const names: string[] = [];
  const visitor: ASTVisitor = {
    Argument: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    ObjectField: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    StringValue(node) {
      if (node.value.includes(NULL_CHAR)) context.reportError(refused(names.join('.') || 'input'));
    },
  };
  return visitor;
};

/**
 * Refuses a null character (U+0000) in any string input, written in the document or sent as a variable:
 * a German BAD_USER_INPUT naming the field, before any resolver runs. Applies to HTTP and in-process
 * operations and to subscriptions alike.
 */
export function useNoNullBytes(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noNullByteLiterals);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const field = findNullByte(args.variableValues);
      if (field !== null) setResultAndStopExecution({ errors: [refused(field)] });
    },
    // Subscriptions (the AI draft) are not executed but subscribed to: the same check there.
    onSubscribe({ args, setResultAndStopExecution }) {
      const field = findNullByte(args.variableValues);
      if (field !== null) setResultAndStopExecution({ errors: [refused(field)] });
    },
  };
}
