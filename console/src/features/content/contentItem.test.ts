import { CONTENT_KINDS } from './contentKinds';
import { apiFieldError, emptyValues, inputOf, missingLanguages, validate, valuesOf } from './contentItem';

const trilingual = (en: string) => ({ zh: `${en}（简）`, hk: `${en}（繁）`, en });

describe('missing languages, by the API rule', () => {
  const notice = CONTENT_KINDS.notice;
  const media = CONTENT_KINDS.media;

  it('needs a title in every language', () => {
    expect(missingLanguages(notice, { ...emptyValues(notice), title: { zh: '公告', hk: '', en: 'Notice' } })).toEqual([
      'hk',
    ]);
  });

  it('needs a summary in every language once one has a summary', () => {
    expect(
      missingLanguages(notice, {
        ...emptyValues(notice),
        title: trilingual('A'),
        summary: { zh: '摘要', hk: '', en: '' },
      }),
    ).toEqual(['hk', 'en']);
    expect(missingLanguages(notice, { ...emptyValues(notice), title: trilingual('A') })).toEqual([]);
  });

  it('needs an article body in every language, an empty paragraph counting as none', () => {
    expect(
      missingLanguages(media, {
        ...emptyValues(media),
        title: trilingual('A'),
        body: { zh: '<p>正文</p>', hk: '<p> &nbsp;</p>', en: '<p>Body</p>' },
      }),
    ).toEqual(['hk']);
  });
});

it('lets an uploaded file stand for the link and sends no linkUrl then', () => {
  const kind = CONTENT_KINDS.financialReport;
  const values = {
    ...emptyValues(kind),
    title: trilingual('Annual report'),
    documentId: 3,
    extras: { reportType: 'annual', linkUrl: '' },
  };
  expect(validate(kind, values)).toEqual({});
  expect(inputOf(kind, values)).toEqual({
    title: trilingual('Annual report'),
    summary: { zh: '', hk: '', en: '' },
    date: values.date,
    datePrecision: 'day',
    documentId: 3,
    reportType: 'annual',
  });
});

it('refuses a link that is neither https nor a site path', () => {
  const kind = CONTENT_KINDS.americaNotice;
  expect(validate(kind, { ...emptyValues(kind), extras: { formType: '6-K', linkUrl: 'http://example.com' } })).toEqual({
    linkUrl: 'editor.fieldError.link',
  });
});

it('sends an event time typed as Beijing time as its instant, and shows it back the same', () => {
  const kind = CONTENT_KINDS.investorCalendar;
  const values = {
    ...emptyValues(kind),
    title: trilingual('Results call'),
    extras: { kind: 'conferenceCall', eventAt: '2026-03-10T20:00' },
  };
  expect(validate(kind, values)).toEqual({});
  expect(inputOf(kind, values).eventAt).toBe('2026-03-10T12:00:00.000Z');
  expect(
    valuesOf(kind, {
      id: 1,
      title: values.title,
      date: '2026-03-10',
      eventAt: '2026-03-10T12:00:00.000Z',
    } as unknown as Parameters<typeof valuesOf>[1]).extras.eventAt,
  ).toBe('2026-03-10T20:00');
});

it('says a time the calendar lacks is wrong instead of sending no time', () => {
  const kind = CONTENT_KINDS.investorCalendar;
  expect(validate(kind, { ...emptyValues(kind), extras: { kind: 'event', eventAt: '2026-02-30T20:00' } })).toEqual({
    eventAt: 'editor.fieldError.format',
  });
});

describe("the API's refusals, field by field", () => {
  it('says what the API refused rather than calling every field required', () => {
    const banner = CONTENT_KINDS.banner;
    expect(apiFieldError(banner, 'linkUrl', 'pattern')).toBe('editor.fieldError.link');
    expect(apiFieldError(banner, 'imageUrl', 'pattern')).toBe('editor.fieldError.pattern');
    expect(apiFieldError(banner, 'title', 'required')).toBe('editor.fieldError.required');
    expect(apiFieldError(CONTENT_KINDS.americaNotice, 'formType', 'maxLength')).toBe('editor.fieldError.maxLength');
    expect(apiFieldError(CONTENT_KINDS.quarterlyAchievement, 'fiscalYear', 'maximum')).toBe(
      'editor.fieldError.maximum',
    );
    expect(apiFieldError(CONTENT_KINDS.notice, 'date', 'somethingNew')).toBe('editor.fieldError.invalid');
  });
});

describe("a job opening's own checks (issue 56)", () => {
  const job = CONTENT_KINDS.job;
  const opening = (extras: Record<string, string>) => ({
    ...emptyValues(job),
    title: trilingual('Engineer'),
    extras: { ...emptyValues(job).extras, category: 'engineering', ...extras },
  });
  // 2026-12-01 10:00 in Beijing.
  const goesPublic = '2026-12-01T02:00:00.000Z';

  it('takes an e-mail address as mailto:, an https link, or nothing (the site’s channel)', () => {
    for (const applyTo of ['mailto:jobs@example.com', 'https://ats.example.com/jobs/7', ''])
      expect(validate(job, opening({ applyTo }))).toEqual({});
    expect(inputOf(job, opening({ applyTo: '' })).applyTo).toBe('');
  });

  it('refuses an apply link that is neither mailto: nor https, with its own message', () => {
    for (const applyTo of ['jobs@example.com', 'http://ats.example.com', '/careers', 'mailto:nobody'])
      expect(validate(job, opening({ applyTo }))).toEqual({ applyTo: 'editor.fieldError.applyTo' });
    expect(apiFieldError(job, 'applyTo', 'pattern')).toBe('editor.fieldError.applyTo');
  });

  it('refuses a salary range whose upper end is below its lower one, and takes an equal or open one', () => {
    expect(validate(job, opening({ salaryMin: '20000', salaryMax: '15000' }))).toEqual({
      salaryMax: 'editor.fieldError.salaryRange',
    });
    expect(validate(job, opening({ salaryMin: '20000', salaryMax: '20000' }))).toEqual({});
    expect(validate(job, opening({ salaryMin: '20000' }))).toEqual({});
    expect(inputOf(job, opening({ salaryMin: '20000' }))).toMatchObject({ salaryMin: 20000, salaryMax: null });
  });

  it('tells a salary that is no number as such rather than as a range', () => {
    expect(validate(job, opening({ salaryMin: '20000', salaryMax: '1.5' }))).toEqual({
      salaryMax: 'editor.fieldError.number',
    });
  });

  it('refuses a valid-through time (Beijing time) that is not after the moment the job goes public', () => {
    expect(validate(job, opening({ validThrough: '2026-12-01T10:00' }), goesPublic)).toEqual({
      validThrough: 'editor.fieldError.validThrough',
    });
    expect(validate(job, opening({ validThrough: '2026-12-01T10:01' }), goesPublic)).toEqual({});
    expect(inputOf(job, opening({ validThrough: '2026-12-31T18:00' })).validThrough).toBe('2026-12-31T10:00:00.000Z');
  });

  it('leaves a draft’s valid-through time to be checked when it is published', () => {
    expect(validate(job, opening({ validThrough: '2020-01-01T00:00' }))).toEqual({});
  });
});
