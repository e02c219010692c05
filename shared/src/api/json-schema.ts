/**
 * Derives TypeScript types from the `as const` JSON schemas that the API validates with, so the
 * server's schemas and the browser's types cannot drift apart. Covers the subset of JSON Schema
 * these schemas use: type (or a list of types), enum, const, properties/required, items, anyOf.
 */
type Simplify<T> = { [K in keyof T]: T[K] } & {};

type RequiredKeys<S> = S extends { required: readonly (infer R)[] } ? R : never;

type ObjectOf<S> = S extends { properties: infer P }
  ? Simplify<
      { [K in keyof P & RequiredKeys<S>]: Static<P[K]> } & {
        [K in Exclude<keyof P, RequiredKeys<S>>]?: Static<P[K]>;
      }
    >
  : Record<string, unknown>;

type FromType<T, S> = T extends 'string'
  ? string
  : T extends 'integer' | 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'null'
        ? null
        : T extends 'array'
          ? S extends { items: infer I }
            ? Static<I>[]
            : unknown[]
          : T extends 'object'
            ? ObjectOf<S>
            : unknown;

export type Static<S> = S extends { enum: readonly (infer E)[] }
  ? E
  : S extends { const: infer C }
    ? C
    : S extends { anyOf: readonly (infer A)[] }
      ? Static<A>
      : S extends { type: readonly (infer T)[] }
        ? FromType<T, S>
        : S extends { type: infer T }
          ? FromType<T, S>
          : unknown;
