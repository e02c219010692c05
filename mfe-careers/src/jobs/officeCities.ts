/** The company's office cities: the job kind's (issue 56), where an opening may be. */
import { OFFICE_CITIES, type OfficeCity } from '@azi/shared/content/job';

export { OFFICE_CITIES, type OfficeCity };

export const HEADQUARTERS_CITY: OfficeCity = 'beijing';
