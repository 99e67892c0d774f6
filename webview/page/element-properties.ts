// How the game tab's elements declare their reactive properties (Lit's `static properties`, one line each, where a
// decorator call per property cost the first paint some 45 bytes each and Lit's decorators module besides).

/** A property the page sets from code (`.name=${…}`), never read from an attribute. */
export const FIELD = { attribute: false } as const;
/** Internal reactive state: a change re-renders; never an attribute. */
export const STATE = { state: true } as const;
/** A boolean reflected to an attribute of the same name, for the element's styles (`:host([hover])`). */
export const FLAG = { type: Boolean, reflect: true } as const;
