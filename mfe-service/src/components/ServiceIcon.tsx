import { LineIconFrame } from '@azi/shared/ui/LineIconFrame';

/** Line icons for the business lines and the SaaS modules, drawn on a 24 grid. */
const PATHS = {
  // Business lines
  newCar: 'M3 16v-4l2-5h14l2 5v4M3 16h18M3 16v2h3v-2M18 16v2h3v-2M6.5 13h.01M17.5 13h.01M7 7l1-2h8l1 2',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2 12h3M19 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  bank: 'M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18M3 18h18',
  owner: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-7 8-7s8 3 8 7',
  store:
    'M3 9l1.5-5h15L21 9M3 9h18M3 9c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3s3-1.3 3-3M5 12v8h14v-8M10 20v-5h4v5',
  // SaaS modules
  customer: 'M4 5h16v14H4zM8 10a2 2 0 1 0 4 0 2 2 0 0 0-4 0zM6.5 16c.5-1.6 1.9-2.5 3.5-2.5s3 .9 3.5 2.5M15 9h3M15 12h3',
  member: 'M3 6h18v12H3zM3 10h18M7 15h4M15 15h2',
  employee:
    'M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3 3 0 0 1 0 5.5M18 14c2 .8 3 2.9 3 6',
  inventory: 'M3 8l9-5 9 5v8l-9 5-9-5V8zM3 8l9 5 9-5M12 13v8',
  workOrder: 'M8 4h8v3H8zM6 5H5v16h14V5h-1M8 11h8M8 15h5',
  statistics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  onlineService: 'M4 5h16v11H9l-5 4V5zM8 10h.01M12 10h.01M16 10h.01',
  marketing: 'M3 10v4l12 5V5L3 10zM15 9a3 3 0 0 1 0 6M6 14.5V19h3v-3.2',
} as const;

export type ServiceIconName = keyof typeof PATHS;

export interface ServiceIconProps {
  name: ServiceIconName;
  size?: number;
  className?: string;
}

/** A decorative icon: the line's or module's name is always written beside it. */
export function ServiceIcon({ name, size = 24, className }: ServiceIconProps) {
  return (
    <LineIconFrame size={size} className={className}>
      <path d={PATHS[name]} />
    </LineIconFrame>
  );
}
