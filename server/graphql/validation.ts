import { z } from 'zod';
import { badUserInput } from './errors';
import { formatMessage, graphqlMessages } from './messages';

const v = graphqlMessages.validation;

/** Largest page any list of the API returns. */
export const MAX_PAGE_SIZE = 100;
/** Deep offsets cost the database a scan each; nobody pages this far by hand. */
export const MAX_OFFSET = 10_000;

/** German wording for the zod checks that carry no message of their own. */
function fallbackMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return v.required;
      if (issue.expected === 'int' || issue.expected === 'number') return v.integer;
      if (issue.expected === 'string') return v.text;
      return v.invalid;
    case 'too_small':
      if (issue.origin === 'string') return v.empty;
      if (issue.origin === 'number' || issue.origin === 'int')
        return formatMessage(v.min, { min: String(issue.minimum) });
      return v.invalid;
    case 'too_big':
      if (issue.origin === 'string') return formatMessage(v.tooLong, { max: String(issue.maximum) });
      if (issue.origin === 'array') return formatMessage(v.tooMany, { max: String(issue.maximum) });
      if (issue.origin === 'number' || issue.origin === 'int')
        return formatMessage(v.max, { max: String(issue.maximum) });
      return v.invalid;
    case 'invalid_format':
      if (issue.format === 'email') return v.email;
      if (issue.format === 'guid' || issue.format === 'uuid') return v.id;
      return v.invalid;
    default:
      return v.invalid;
  }
}

/** `a.0.b` → `a[0].b`, the way the argument is written in the operation. */
function fieldName(path: PropertyKey[]): string {
  return (
    path.reduce<string>(
      (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
      '',
    ) || 'input'
  );
}

/** Validates resolver arguments; the first problem becomes a BAD_USER_INPUT error naming the argument. */
export function parseArgs<T extends z.ZodType>(schema: T, args: unknown): z.output<T> {
  const result = schema.safeParse(args, { error: fallbackMessage });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badUserInput(fieldName(issue.path), issue.message);
}

/** GraphQL sends absent optional arguments as undefined and explicit ones as null: both become undefined. */
export const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? undefined);

/** The check's own message only for a present value; a missing one gets the general "required" wording. */
const whenPresent = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? undefined : message;

export const idArg = z.guid({ error: whenPresent(v.id) });
export const languageArg = z.string().regex(/^[a-z]{2}$/, v.language);
/** Machine names such as consent types and placements. */
export const identifierArg = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_-]+$/, v.identifier);
export const emailArg = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: whenPresent(v.email) }));

export const limitArg = (fallback: number) =>
  optional(z.number().int().min(1).max(MAX_PAGE_SIZE)).transform((value) => value ?? fallback);
export const offsetArg = optional(z.number().int().min(0).max(MAX_OFFSET)).transform((value) => value ?? 0);

export type SortDirection = 'asc' | 'desc';

/** A list of docs/product.md §3 sorting options ({ field, value: asc|desc }) restricted to `fields`; at most 3. */
export function sortingArg<const F extends string>(fields: readonly F[]) {
  const allowed = fields.join(', ');
  const item = z.object({
    field: z
      .string()
      .refine((f): f is F => (fields as readonly string[]).includes(f), formatMessage(v.sortField, { allowed })),
    value: z
      .string()
      .transform((d) => d.toLowerCase())
      .refine((d): d is SortDirection => d === 'asc' || d === 'desc', v.sortDirection),
  });
  return optional(z.array(item).max(3)).transform((list) =>
    (list ?? []).map((s) => ({ field: s.field as F, direction: s.value as SortDirection })),
  );
}

export type Filter<F extends string> = { field: F; values: string[]; negate: boolean };

/**
 * docs/product.md §3/§5 filter items restricted to `fields` (each with its allowed values, or null for any short text):
 * a value with commas is several values, duplicates are removed, values of one field are ORed. At most 10.
 */
export function filtersArg<const F extends string>(fields: Record<F, readonly string[] | null>) {
  const names = Object.keys(fields) as F[];
  const item = z
    .object({
      field: z
        .string()
        .refine(
          (f): f is F => (names as string[]).includes(f),
          formatMessage(v.filterField, { allowed: names.join(', ') }),
        ),
      value: z.string().min(1).max(500),
      operator: optional(z.enum(['=', '!=', '<>'], { error: v.filterOperator })),
    })
    .transform((f, ctx) => {
      const values = [
        ...new Set(
          f.value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      const allowedValues = fields[f.field as F];
      const unknown = allowedValues ? values.find((value) => !allowedValues.includes(value)) : undefined;
      if (unknown !== undefined && allowedValues) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: formatMessage(v.filterValue, { value: unknown, allowed: allowedValues.join(', ') }),
        });
        return z.NEVER;
      }
      return { field: f.field as F, values, negate: f.operator === '!=' || f.operator === '<>' };
    });
  return optional(z.array(item).max(10)).transform((list): Filter<F>[] => list ?? []);
}
