/** Upper-cases a text: the relative import of entry.ts. */
export const shout = (text: string): string => `${text.toUpperCase()}!`;
