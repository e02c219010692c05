/**
 * The IR contacts and FAQ page's content (issue 41): each entry is a question with its answer, or
 * one of the facts investors look up that are not in docs/company-facts.md (transfer agent,
 * auditor, …): IR staff fill those in, and the page shows only the ones published.
 */

/** 'question': title is the question, summary the answer. A fact: title is its value, summary a note (address, contact). */
export const FAQ_ENTRIES = ['question', 'transferAgent', 'auditor', 'legalCounsel', 'registeredOffice', 'irAgency'] as const;
export type FaqEntry = (typeof FAQ_ENTRIES)[number];

/** The site's own pages shown under an answer (their addresses are built by the page, never stored). */
export const FAQ_LINK_SETS = ['none', 'stock', 'filings', 'alerts'] as const;
export type FaqLinkSet = (typeof FAQ_LINK_SETS)[number];

/** How many entries the page reads: more than staff will ever keep. */
export const FAQ_PAGE_SIZE = 50;
