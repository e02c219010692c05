import { LineIconFrame } from '@azi/shared/ui/LineIconFrame';

/** Line icons drawn for this page (24px grid, stroke in currentColor). */
const PATHS = {
  store:
    'M3 9l1.5-5h15L21 9M3 9h18M3 9c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3s3-1.3 3-3M5 12v8h14v-8M10 20v-5h4v5',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  handshake: 'M8 11l3-3 2 1 3-3 5 5-6 6-2-2M3 10l5-5 3 3M3 10l6 6 2 2 2-2M8 14l2 2M10 12l2 2',
  chip: 'M7 7h10v10H7zM10 10h4v4h-4zM9 3v4M15 3v4M9 17v4M15 17v4M3 9h4M3 15h4M17 9h4M17 15h4',
  pin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  trophy: 'M7 4h10v5a5 5 0 0 1-10 0V4zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 14v4M8 21h8M9 18h6',
  arrow: 'M5 12h14M13 6l6 6-6 6',
} as const;

export type IconName = keyof typeof PATHS;

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative icon: its meaning is always carried by the text beside it. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <LineIconFrame size={size} className={className}>
      <path d={PATHS[name]} />
    </LineIconFrame>
  );
}
