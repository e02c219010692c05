/**
 * The SEC's submissions feed (`/submissions/CIK##########.json`), read strictly: the main document
 * has the filer's `cik`, `name` and `filings.recent` (parallel arrays) plus `filings.files`, the
 * older pages, each of which holds the same parallel arrays at its top level. Anything else is a
 * malformed page and nothing of it is stored.
 */
export interface Filing {
  accessionNumber: string;
  form: string;
  filingDate: string;
  reportDate: string | null;
  /** ISO instant, when EDGAR gives one. */
  acceptedAt: string | null;
  primaryDocument: string;
  primaryDocDescription: string;
}

export interface OlderPage {
  name: string;
  filingCount: number;
  filingFrom: string;
  filingTo: string;
}

export class MalformedFeed extends Error {}

const ACCESSION = /^\d{10}-\d{2}-\d{6}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Older pages are files beside the main document: a plain name, never a path. */
const PAGE_NAME = /^CIK\d{10}-submissions-\d{3}\.json$/;

/** The filer's main document, padded to 10 digits. */
export function submissionsPath(cik: string): string {
  return `/submissions/CIK${cik.padStart(10, '0')}.json`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MalformedFeed(`${where}: not JSON`);
  }
}

/** The parallel arrays of one page, row by row. */
export function readFilingArrays(value: unknown, where: string): Filing[] {
  if (!isObject(value)) throw new MalformedFeed(`${where}: no filings`);
  const column = (key: string, required: boolean): unknown[] | undefined => {
    const array = value[key];
    if (array === undefined && !required) return undefined;
    if (!Array.isArray(array)) throw new MalformedFeed(`${where}: ${key} is not a list`);
    return array;
  };
  const accession = column('accessionNumber', true)!;
  const columns = {
    filingDate: column('filingDate', true)!,
    form: column('form', true)!,
    primaryDocument: column('primaryDocument', true)!,
    primaryDocDescription: column('primaryDocDescription', false),
    reportDate: column('reportDate', false),
    acceptanceDateTime: column('acceptanceDateTime', false),
  };
  for (const [key, array] of Object.entries(columns)) {
    if (array && array.length !== accession.length)
      throw new MalformedFeed(`${where}: ${key} has ${array.length} entries, accessionNumber ${accession.length}`);
  }
  const text = (array: unknown[] | undefined, i: number): string => {
    const v = array?.[i] ?? '';
    if (typeof v !== 'string') throw new MalformedFeed(`${where}: entry ${i} is not text`);
    return v.trim();
  };
  return accession.map((_, i) => {
    const accessionNumber = text(accession, i);
    const filingDate = text(columns.filingDate, i);
    const form = text(columns.form, i);
    const reportDate = text(columns.reportDate, i);
    const accepted = text(columns.acceptanceDateTime, i);
    if (!ACCESSION.test(accessionNumber)) throw new MalformedFeed(`${where}: entry ${i} has no valid accession number`);
    if (!DATE.test(filingDate) || Number.isNaN(Date.parse(filingDate)))
      throw new MalformedFeed(`${where}: ${accessionNumber} has no valid filing date`);
    if (form === '' || form.length > 20) throw new MalformedFeed(`${where}: ${accessionNumber} has no valid form type`);
    if (reportDate !== '' && (!DATE.test(reportDate) || Number.isNaN(Date.parse(reportDate))))
      throw new MalformedFeed(`${where}: ${accessionNumber} has an invalid report date`);
    return {
      accessionNumber,
      form,
      filingDate,
      reportDate: reportDate || null,
      acceptedAt: accepted && !Number.isNaN(Date.parse(accepted)) ? new Date(accepted).toISOString() : null,
      primaryDocument: text(columns.primaryDocument, i).slice(0, 500),
      primaryDocDescription: text(columns.primaryDocDescription, i).slice(0, 500),
    };
  });
}

export interface MainDocument {
  cik: string;
  name: string;
  recent: Filing[];
  older: OlderPage[];
}

export function readMainDocument(value: unknown, expectedCik: string, where: string): MainDocument {
  if (!isObject(value) || !isObject(value.filings)) throw new MalformedFeed(`${where}: not a submissions document`);
  const cik = String(value.cik ?? '');
  if (!/^\d{1,10}$/.test(cik) || Number(cik) !== Number(expectedCik))
    throw new MalformedFeed(`${where}: CIK ${cik || 'missing'}, expected ${expectedCik}`);
  const files = value.filings.files ?? [];
  if (!Array.isArray(files)) throw new MalformedFeed(`${where}: filings.files is not a list`);
  const older = files.map((file, i): OlderPage => {
    if (!isObject(file) || typeof file.name !== 'string' || !PAGE_NAME.test(file.name))
      throw new MalformedFeed(`${where}: filings.files[${i}] has no valid name`);
    return {
      name: file.name,
      filingCount: Number(file.filingCount ?? 0),
      filingFrom: String(file.filingFrom ?? ''),
      filingTo: String(file.filingTo ?? ''),
    };
  });
  return {
    cik,
    name: typeof value.name === 'string' ? value.name : '',
    recent: readFilingArrays(value.filings.recent, `${where} filings.recent`),
    older,
  };
}

/** Where sec.gov shows a filing: its folder holds the primary document and the index page. */
export function filingLinks(
  cik: string,
  filing: Pick<Filing, 'accessionNumber' | 'primaryDocument'>,
): { documentUrl: string; indexUrl: string } {
  const folder = `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${filing.accessionNumber.replace(/-/g, '')}`;
  const indexUrl = `${folder}/${filing.accessionNumber}-index.htm`;
  const documentUrl = filing.primaryDocument
    ? `${folder}/${filing.primaryDocument.split('/').map(encodeURIComponent).join('/')}`
    : indexUrl;
  return { documentUrl, indexUrl };
}
