import type { TFunction } from 'i18next';

const PERIODS = ['Q1', 'Q2', 'Q3', 'Q4', 'H1', 'H2', 'FY'];

/** 'Fiscal 2025 first half' / '2025财年上半年'; an unknown period code is shown as it is. */
export function fiscalPeriodLabel(t: TFunction, fiscalYear: number, fiscalPeriod: string): string {
  const period = PERIODS.includes(fiscalPeriod) ? t(`periods.${fiscalPeriod}`) : fiscalPeriod;
  return t('fiscalPeriod', { year: fiscalYear, period });
}
