/** Quotes an identifier for SQL text; the only way names reach generated SQL. */
export const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`
