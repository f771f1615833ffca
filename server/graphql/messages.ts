import messages from '../../messages/de.json';

/** The German texts of the GraphQL API (messages/de.json, namespace `graphql`). */
export const graphqlMessages = messages.graphql;

/** Fills `{name}` placeholders (the simple ICU arguments next-intl also understands). */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
