/** A choice of a list screen's filter bar (or add form), read from the form when it is sent. */
export function FilterSelect({
  label,
  name,
  defaultValue = '',
  any,
  choices,
}: {
  label: string;
  name: string;
  defaultValue?: string | number;
  /** The first choice, "any status", which leaves the filter off (value ''). */
  any?: string;
  /** [value, words] pairs, in order. */
  choices: readonly (readonly [value: string | number, words: string])[];
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={defaultValue}>
        {any !== undefined && <option value="">{any}</option>}
        {choices.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}
