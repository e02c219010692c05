/**
 * The IR archives' filters (the selector each archive's URL carries), as the content kinds bind
 * them (content/investorArchives.ts): the page table's only need of the content kinds. The shell's
 * browser build evaluates this module when it builds (tools/webpack/buildTimeValues.js), so the
 * first view carries the filters themselves, not every kind's fields they are derived from
 * (decision 007). Everywhere else it is the re-export it reads as.
 */
export { ARCHIVE_FILTERS } from '@azi/shared/content/investorArchives';
