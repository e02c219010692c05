import type { TFunction } from 'i18next';
import { isFiscalPeriod } from '@azi/shared/content/quarterlyAchievement';

/** 'first half' / '上半年' for a period code; an unknown code is shown as it is. */
export function fiscalPeriodName(t: TFunction, fiscalPeriod: string): string {
  return isFiscalPeriod(fiscalPeriod) ? t(`periods.${fiscalPeriod}`) : fiscalPeriod;
}

/** 'Fiscal 2025 first half' / '2025财年上半年'; an unknown period code is shown as it is. */
export function fiscalPeriodLabel(t: TFunction, fiscalYear: number, fiscalPeriod: string): string {
  return t('fiscalPeriod', { year: fiscalYear, period: fiscalPeriodName(t, fiscalPeriod) });
}
