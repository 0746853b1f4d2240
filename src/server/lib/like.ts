/** A contains-search for ILIKE: `%`, `_` and `\` in the user's text are matched as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
