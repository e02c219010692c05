/**
 * Every page of the site, who owns it, which anchored sections it has and which query parameters
 * it reads. The shell routes, the server answers 404, writes the sitemap and renders and caches
 * by the declared parameters alone (pageQuery), and the header builds its menus from this one
 * table. The pinyin anchor ids are docs/product.md's (Header and menus); they are data.
 */
import { ID_MAX, KEYWORD_MAX, PAGE_NO_MAX, YEAR_MAX, YEAR_MIN } from '@azi/shared/api/contentLimits';
import { SEARCH_KINDS, SEARCH_PAGE_MAX, SEARCH_QUERY_READ } from '@azi/shared/api/searchLimits';
import { DEFAULT_STOCK_RANGE, INVEST_AMOUNT_MAX, INVEST_AMOUNT_MIN, STOCK_RANGES } from '@azi/shared/api/stockLimits';
import type { ArchiveFilterParam } from '@azi/shared/content/investorArchives';
import { ARCHIVE_FILTERS } from '@azi/shared/routing/archiveFilters';
import { JOB_CATEGORIES } from '@azi/shared/keys/jobCategories';
import { INVESTOR_ARCHIVE_IDS, type PageKey } from '@azi/shared/keys/pageKeys';
import { isoDateParam, oneOfParam, textParam, wholeNumberParam, type QueryRule } from '@azi/shared/routing/queryRules';

/** What the alerts page reports after a form post (shell/src/alerts, api/src/routes/alerts.ts). */
export const ALERT_RESULTS = ['pending', 'confirmed', 'updated', 'unsubscribed', 'error'] as const;
/**
 * The subscribe forms, by the name each posts as `from` (shared/src/ui/AlertSubscribeForm), and the
 * page it sits on: the alerts page's answer to a refused post links back to that page's form
 * (#alerts). The careers form (issue 56) sits on the job list.
 */
export const ALERT_FORM_PAGES = {
  investor: 'investor',
  media: 'media',
  careers: 'job_list',
} as const satisfies Record<string, PageKey>;
export type AlertFormName = keyof typeof ALERT_FORM_PAGES;
export const ALERT_FORM_NAMES = Object.keys(ALERT_FORM_PAGES) as readonly AlertFormName[];
/** Why a post was refused: the message keys of shared/src/validation/alertSubscription.ts. */
export const ALERT_REASONS = [
  'emailRequired',
  'emailFormat',
  'categoriesRequired',
  'consentRequired',
  'langInvalid',
  'captcha',
  'captchaExpired',
  'tooManyForInbox',
  'tooManyFromAddress',
  'rateLimited',
  'invalidLink',
  'expiredLink',
] as const;

export const REMOTE_NAMES = ['mfe_introduce', 'mfe_service', 'mfe_careers', 'mfe_investor', 'mfe_media'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type PageOwner = 'shell' | RemoteName;

// The pages' names sit below the content kinds, which say where their items show (pageKeys.ts).
export { INVESTOR_ARCHIVE_IDS, type InvestorArchiveId, type PageKey } from '@azi/shared/keys/pageKeys';

export interface SectionAnchor {
  /** The element id on the page (docs/product.md, Header and menus). */
  id: string;
  /** English name of the section; also its i18n key. */
  section: string;
}

export interface SitePage {
  key: PageKey;
  owner: PageOwner;
  /** Anchored sections, in page order; the header's sub-menu lists them. */
  anchors: readonly SectionAnchor[];
  /** The number a page of a numbered family stands for: investor_list3 -> 3. */
  param?: number;
  /**
   * The desktop header is transparent over a page's dark top banner and turns white on scroll;
   * a page without such a banner has a white header from the start. Known before any remote
   * loads, so the server and the browser draw the same header.
   */
  solidHeader?: boolean;
  /**
   * The query parameters the page reads, in a fixed order: the server renders and caches it by
   * these alone (pageQuery); any other parameter (utm_*, a cache-buster) changes nothing.
   */
  query?: readonly QueryRule[];
  /**
   * The HTTP statuses the page's own code may give it besides 200 (an unknown article is a 404).
   * The site server takes no other status from a render: a section answers only for its pages.
   */
  statuses?: readonly number[];
  /** Remotes whose widgets the page draws besides its owner's content (the home page's latest news). */
  widgets?: readonly RemoteName[];
}

const page = (
  key: PageKey,
  owner: PageOwner,
  anchors: readonly SectionAnchor[] = [],
  extra: Pick<SitePage, 'param' | 'solidHeader' | 'query' | 'statuses' | 'widgets'> = {},
): SitePage => ({
  key,
  owner,
  anchors,
  ...extra,
});

export const INTRODUCE_ANCHORS = [
  { id: 'gsjj', section: 'aboutUs' },
  { id: 'csrjs', section: 'founder' },
  { id: 'gltd', section: 'management' },
  { id: 'dshcy', section: 'board' },
  { id: 'wyhgc', section: 'committees' },
  { id: 'qywh', section: 'culture' },
  { id: 'fzlc', section: 'milestones' },
  { id: 'gsry', section: 'honors' },
  { id: 'bgdd', section: 'offices' },
] as const satisfies readonly SectionAnchor[];

export const SERVICE_ANCHORS = [
  { id: 'newCar', section: 'newVehicle' },
  { id: 'insure', section: 'insurance' },
  { id: 'accessory', section: 'parts' },
  { id: 'pay', section: 'payment' },
  { id: 'owner', section: 'carOwner' },
  { id: 'saas', section: 'smartStore' },
] as const satisfies readonly SectionAnchor[];

export const EMPLOYEE_ANCHORS = [
  { id: 'rcfz', section: 'talentDevelopment' },
  { id: 'zcsxy', section: 'businessSchool' },
  { id: 'gzhj', section: 'workEnvironment' },
  { id: 'yghd', section: 'activities' },
  { id: 'rczp', section: 'recruitment' },
] as const satisfies readonly SectionAnchor[];

export const ESG_ANCHORS = [
  { id: 'hj', section: 'environment' },
  { id: 'sh', section: 'social' },
  { id: 'zl', section: 'governance' },
] as const satisfies readonly SectionAnchor[];

export const INVESTOR_ANCHORS = [
  { id: 'jdyj', section: 'results' },
  { id: 'gg', section: 'announcements' },
  { id: 'hyyj', section: 'calls' },
  { id: 'mgzjgg', section: 'secFilings' },
  { id: 'gpxx', section: 'stock' },
  { id: 'qygzwj', section: 'governance' },
] as const satisfies readonly SectionAnchor[];

export const MEDIA_ANCHORS = [{ id: 'qyxw', section: 'corporateNews' }] as const satisfies readonly SectionAnchor[];

const YEAR = wholeNumberParam('year', YEAR_MIN, YEAR_MAX);
/** A list's page number; the first page is the default. */
const PAGE_NO = wholeNumberParam('page', 1, PAGE_NO_MAX, { fallback: 1 });
/**
 * An IR archive's filters and page (mfe-investor's parseArchiveQuery); the selector an archive's
 * kinds give it (a type, or for SEC filings a category: shared/src/content/investorArchives.ts).
 */
const archiveQuery = (filter?: ArchiveFilterParam): readonly QueryRule[] => [
  YEAR,
  textParam('keyword', KEYWORD_MAX),
  ...(filter ? [oneOfParam(filter.param, filter.values)] : []),
  PAGE_NO,
];

/**
 * The investor page's share-price views (issue 39; mfe-investor's parseStockQuery): the chart's
 * range (the default left out), the history lookup's date, and the calculator's amount, start
 * date and dividend reinvestment.
 */
const INVESTOR_QUERY: readonly QueryRule[] = [
  oneOfParam(
    'range',
    STOCK_RANGES.filter((range) => range !== DEFAULT_STOCK_RANGE),
  ),
  isoDateParam('date'),
  { ...wholeNumberParam('amount', INVEST_AMOUNT_MIN, INVEST_AMOUNT_MAX), freeText: true },
  isoDateParam('start'),
  oneOfParam('reinvest', ['true']),
];

export const SITE_PAGES: readonly SitePage[] = [
  page('home', 'shell', [], { widgets: ['mfe_media'] }),
  page('introduce', 'mfe_introduce', INTRODUCE_ANCHORS),
  page('service', 'mfe_service', SERVICE_ANCHORS),
  page('employee', 'mfe_careers', EMPLOYEE_ANCHORS),
  page('esg', 'mfe_investor', ESG_ANCHORS),
  page('investor', 'mfe_investor', INVESTOR_ANCHORS, { query: INVESTOR_QUERY }),
  ...INVESTOR_ARCHIVE_IDS.map((n) =>
    page(`investor_list${n}`, 'mfe_investor', [], { param: n, query: archiveQuery(ARCHIVE_FILTERS[n]) }),
  ),
  page('job_list', 'mfe_careers', [], { query: [oneOfParam('category', JOB_CATEGORIES), textParam('q')] }),
  // Issue 56: a job opening is content (?id= of the job kind); a closed one answers 410 after its grace period.
  page('job_detail', 'mfe_careers', [], {
    query: [wholeNumberParam('id', 1, ID_MAX, { identifies: true })],
    statuses: [404, 410],
  }),
  page('media', 'mfe_media', MEDIA_ANCHORS, { query: [YEAR, PAGE_NO] }),
  page('mediaDetail', 'mfe_media', [], {
    solidHeader: true,
    query: [wholeNumberParam('id', 1, ID_MAX, { identifies: true })],
    statuses: [404],
  }),
  page('tips', 'shell', [], { solidHeader: true }),
  page('contact', 'shell', [], { solidHeader: true }),
  // E-mail alerts (issue 24): the answer of the subscribe form, the confirmation button, the
  // manage page of a mail's link, and the privacy note. Tokens are free text: never cached.
  page('alerts', 'shell', [], {
    solidHeader: true,
    query: [
      oneOfParam('result', ALERT_RESULTS),
      oneOfParam('reason', ALERT_REASONS),
      oneOfParam('from', ALERT_FORM_NAMES),
      textParam('confirm', 1000),
      textParam('manage', 1000),
    ],
  }),
  // Site search (issue 40): `q` is free text (never cached; the busy path under a flood), kept
  // one unit past what is searched so the page can say it cut a longer query.
  page('search', 'shell', [], {
    solidHeader: true,
    query: [
      textParam('q', SEARCH_QUERY_READ),
      oneOfParam('kind', SEARCH_KINDS),
      wholeNumberParam('page', 1, SEARCH_PAGE_MAX, { fallback: 1 }),
    ],
  }),
  // Issue 41: an investor event's page (before, during and after it; ?id= of the calendar item),
  // the IR contacts and questions, and the accessibility statement.
  page('event', 'mfe_investor', [], {
    solidHeader: true,
    query: [wholeNumberParam('id', 1, ID_MAX, { identifies: true })],
    statuses: [404],
  }),
  page('faq', 'mfe_investor', [], { solidHeader: true }),
  page('accessibility', 'shell', [], { solidHeader: true }),
];

const PAGE_BY_KEY = new Map<string, SitePage>(SITE_PAGES.map((p) => [p.key, p]));

export function findPage(key: string): SitePage | undefined {
  return PAGE_BY_KEY.get(key);
}

/** The remotes a page draws: its owner's (unless the shell's) and those of its widgets. */
export function remotesOfPage(key: string): RemoteName[] {
  const found = PAGE_BY_KEY.get(key);
  if (!found) return [];
  return [...(found.owner === 'shell' ? [] : [found.owner]), ...(found.widgets ?? [])];
}

/** Whether a render may give the page `status`: 200, or one the page table names for it. */
export function pageMayAnswer(key: string, status: number): boolean {
  return status === 200 || (PAGE_BY_KEY.get(key)?.statuses ?? []).includes(status);
}

/** The number of a numbered page (investor_list3 -> 3), or undefined for other pages. */
export function pageParam(key: PageKey): number | undefined {
  return PAGE_BY_KEY.get(key)?.param;
}

/** The six sections of the main menu, in menu order. */
export const MAIN_MENU: readonly PageKey[] = ['introduce', 'service', 'employee', 'esg', 'investor', 'media'];
