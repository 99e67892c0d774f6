// What the CLI prints of text it did not write (a deal link, a file's words, a name): control characters
// shown escaped, so a terminal never acts on them (a title set by ESC ] 0 ;, a screen cleared).

/** `text` with every control character, line breaks included, written as `\u001b`. */
export const printable = (text: string): string => text.replace(/\p{Cc}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
