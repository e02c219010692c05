import type { TFunction } from 'i18next';
import type { Position } from './positions';

/** A position's words in one language. */
export interface PositionText {
  title: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  category: string;
  city: string;
  /** The province or municipality of the city (schema.org addressRegion). */
  region: string;
}

function list(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Reads a position's text from the `careers` namespace (t must be fixed to it). */
export function positionText(t: TFunction, position: Position): PositionText {
  const base = `positions.${position.textKey}`;
  return {
    title: t(`${base}.title`),
    summary: t(`${base}.summary`),
    responsibilities: list(t, `${base}.responsibilities`),
    requirements: list(t, `${base}.requirements`),
    category: t(`categories.${position.category}`),
    city: t(`cities.${position.city}.name`),
    region: t(`cities.${position.city}.region`),
  };
}
