/** Links to the company's filings on the SEC's EDGAR site (CIK 1959726). */
export const CIK = '1959726';

/** A filing's folder, from its accession number (0001493152-25-003767). */
export function filingUrl(accession: string): string {
  return `https://www.sec.gov/Archives/edgar/data/${CIK}/${accession.replace(/-/g, '')}/`;
}

/** The company's filings of one form type, for filings whose accession number we do not carry. */
export function filingsOfType(form: string): string {
  return `https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=${CIK}&type=${encodeURIComponent(form)}&dateb=&owner=include&count=40`;
}

export const FY2024_20F = filingUrl('0001493152-25-003767');
export const FY2025_20F = filingUrl('0001493152-26-006271');
export const H1_FY2025_6K = filingUrl('0001493152-25-026642');

/** Every filing of the company, newest first. */
export const ALL_FILINGS = `https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=${CIK}&owner=include&count=40`;
