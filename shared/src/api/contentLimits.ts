/**
 * Bounds and values of the content API's query parameters, which pages also read from their own
 * URLs. Kept apart from the schemas so the page table can use them without bringing the schemas
 * into the shell's first script.
 */
export const PAGE_NO_MAX = 10000;
export const KEYWORD_MAX = 100;
/** The years a list can be filtered by. */
export const YEAR_MIN = 1990;
export const YEAR_MAX = 2100;
/** The largest id the API accepts (a PostgreSQL integer). */
export const ID_MAX = 2147483647;
