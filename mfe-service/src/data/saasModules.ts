import type { ServiceIconName } from '../components/ServiceIcon';

/** The eight modules of the smart-store SaaS, in the order the company lists them. */
export const SAAS_MODULES = [
  'customer',
  'member',
  'employee',
  'inventory',
  'workOrder',
  'statistics',
  'onlineService',
  'marketing',
] as const satisfies readonly ServiceIconName[];

export type SaasModule = (typeof SAAS_MODULES)[number];
