import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { UiLanguageProvider } from '../../app/UiLanguage';
import type { UiLang } from '../../i18n/consoleI18n';
import { createContent, getContent, replaceContent } from './api/content-api';
import type { StoredItem } from './contentItem';
import { ContentEditorPage } from './ContentEditorPage';

jest.mock('./api/content-api');

/** The editor once it has loaded (a new job at once, a stored one from the API). */
async function openEditor(lang: UiLang, path = '/content/job/new') {
  const rendered = render(
    <UiLanguageProvider initial={lang}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/content/job/new" element={<ContentEditorPage kind="job" />} />
          <Route path="/content/job/:id" element={<ContentEditorPage kind="job" />} />
        </Routes>
      </MemoryRouter>
    </UiLanguageProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => jest.mocked(createContent).mockResolvedValue({ id: 9 }));

describe('the job editor, in English', () => {
  it('names every field of a job opening and says how to fill it', async () => {
    const { container } = await openEditor('en');
    for (const label of [
      'Job family',
      'City (office)',
      'Employment type',
      'Openings (headcount)',
      'How to apply',
      'Salary from',
      'Salary up to',
      'Salary currency',
      'Salary per',
      'Valid through (Beijing time, UTC+08:00)',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByText(/mailto:jobs@example.com, or an https:\/\/ link/)).toBeInTheDocument();
    expect(screen.getByText(/the posting leaves the job list/)).toBeInTheDocument();
    for (const lang of ['ZH', 'HK', 'EN']) {
      expect(screen.getByLabelText(`Duties (${lang})`)).toHaveAccessibleDescription(/One duty per line/);
      expect(screen.getByLabelText(`Requirements (${lang})`)).toHaveAccessibleDescription(/One requirement per line/);
    }
    expect(container.textContent).not.toMatch(/editor\.|kinds\./);
  });

  it('offers the choices in words, not codes', async () => {
    await openEditor('en');
    expect(optionsOf('Job family')).toEqual([
      '—',
      'Legal',
      'Finance',
      'Marketing',
      'Business development',
      'Engineering',
    ]);
    expect(optionsOf('City (office)')).toContain('Changsha');
    expect(optionsOf('Employment type')).toEqual([
      'None',
      'Full-time',
      'Part-time',
      'Contract',
      'Temporary',
      'Internship',
    ]);
    expect(optionsOf('Salary currency')).toContain('Hong Kong dollar (HKD)');
    expect(optionsOf('Salary per')).toEqual(['None', 'Month', 'Year', 'Day', 'Hour']);
    expect(screen.getByLabelText('Employment type')).toHaveValue('FULL_TIME');
  });
});

describe('the job editor, in Chinese', () => {
  it('names every field and its choices in Chinese', async () => {
    const { container } = await openEditor('zh');
    for (const label of [
      '职位类别',
      '城市（办公地点）',
      '工作性质',
      '招聘人数',
      '应聘方式',
      '薪资下限',
      '薪资上限',
      '薪资币种',
      '薪资计算周期',
      '有效期至（北京时间，UTC+08:00）',
      '岗位职责 (HK)',
      '任职要求 (ZH)',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(optionsOf('职位类别')).toContain('技术研发');
    expect(optionsOf('工作性质')).toContain('实习');
    expect(optionsOf('薪资币种')).toContain('港元（HKD）');
    expect(optionsOf('薪资计算周期')).toContain('每小时');
    expect(container.textContent).not.toMatch(/editor\.|kinds\./);
  });
});

describe('the job editor’s checks', () => {
  it('refuses a salary range upside down and an apply address that is no link, saying why, and saves once they are right', async () => {
    await openEditor('en');
    change('Job family', 'engineering');
    change('Salary from', '30000');
    change('Salary up to', '20000');
    change('How to apply', 'jobs@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Salary up to')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Must not be less than the salary from.')).toBeInTheDocument();
    expect(screen.getByLabelText('How to apply')).toHaveAccessibleDescription(/^Write mailto: followed by/);
    expect(createContent).not.toHaveBeenCalled();

    change('Salary up to', '45000');
    change('How to apply', 'mailto:jobs@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(createContent).toHaveBeenCalledWith(
        'job',
        expect.objectContaining({ salaryMin: 30000, salaryMax: 45000, applyTo: 'mailto:jobs@example.com' }),
      ),
    );
  });

  it('refuses to save a scheduled job whose valid-through time comes before it goes public', async () => {
    const scheduled = {
      id: 4,
      title: { zh: '工程师', hk: '工程師', en: 'Engineer' },
      summary: { zh: '', hk: '', en: '' },
      date: '2026-12-01',
      datePrecision: 'day',
      status: 'published',
      state: 'scheduled',
      // 2026-12-01 10:00 in Beijing.
      publishAt: '2026-12-01T02:00:00.000Z',
      updatedAt: '2026-11-29T00:00:00.000Z',
      missingLanguages: [],
      category: 'engineering',
      validThrough: '2026-12-01T01:00:00.000Z',
    } as StoredItem;
    jest.mocked(getContent).mockResolvedValue(scheduled);
    await openEditor('en', '/content/job/4');
    const validThrough = screen.getByLabelText('Valid through (Beijing time, UTC+08:00)');
    expect(validThrough).toHaveValue('2026-12-01T09:00');
    // The job page shows no New York time, so neither does its editor.
    expect(screen.queryByText(/New York/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be later than the moment the job goes public.')).toBeInTheDocument();
    expect(replaceContent).not.toHaveBeenCalled();
  });
});
