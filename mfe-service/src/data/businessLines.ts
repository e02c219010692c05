import { SERVICE_ANCHORS } from '@azi/shared/routing/sitePages';
import type { ServiceIconName } from '../components/ServiceIcon';
import carOwnerArt from '../assets/line-car-owner.svg';
import insuranceArt from '../assets/line-insurance.svg';
import newVehicleArt from '../assets/line-new-vehicle.svg';
import partsArt from '../assets/line-parts.svg';
import paymentArt from '../assets/line-payment.svg';
import smartStoreArt from '../assets/line-smart-store.svg';

export type BusinessLine = (typeof SERVICE_ANCHORS)[number]['section'];

export interface BusinessLineLook {
  icon: ServiceIconName;
  /** A decorative illustration (the text beside it says everything). */
  illustration: string;
  /** A highlight line under the title, as `<line>.badge` in the locale files. */
  hasBadge?: boolean;
}

/** How each business line is drawn; its text is under `<line>` in the locale files. */
export const BUSINESS_LINE_LOOK: Record<BusinessLine, BusinessLineLook> = {
  newVehicle: { icon: 'newCar', illustration: newVehicleArt },
  insurance: { icon: 'shield', illustration: insuranceArt },
  parts: { icon: 'gear', illustration: partsArt, hasBadge: true },
  payment: { icon: 'bank', illustration: paymentArt },
  carOwner: { icon: 'owner', illustration: carOwnerArt },
  smartStore: { icon: 'store', illustration: smartStoreArt },
};
