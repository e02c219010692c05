import type { ReactNode } from 'react';

export interface LineIconFrameProps {
  /** The icon's shapes, drawn on a 24 × 24 grid. */
  children: ReactNode;
  /** Rendered size in CSS pixels. */
  size?: number;
  className?: string;
}

/**
 * The frame of a line icon: a 24-grid SVG stroked in currentColor, hidden from assistive
 * technology because an icon's meaning is always written beside it. Each app draws the shapes.
 */
export function LineIconFrame({ children, size = 24, className }: LineIconFrameProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
