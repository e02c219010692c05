/**
 * A whole number from a URL query value, or undefined when it is missing, not plain digits
 * (signs, decimals, exponents) or outside [min, max]. Spaces around the digits are allowed: a
 * hand-edited or pasted link often carries them. Every page reads its numbers this way.
 */
export function readQueryNumber(value: string | null, min: number, max: number): number | undefined {
  const digits = value?.trim();
  if (!digits || !/^\d{1,10}$/.test(digits)) return undefined;
  const n = Number(digits);
  return n >= min && n <= max ? n : undefined;
}
