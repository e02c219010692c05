/** The company's office cities (docs/company-facts.md, Offices); their names are text under `cities.<id>`. */
export const OFFICE_CITIES = ['beijing', 'changsha', 'zhengzhou', 'wuhu', 'jinan'] as const;
export type OfficeCity = (typeof OFFICE_CITIES)[number];

export const HEADQUARTERS_CITY: OfficeCity = 'beijing';
