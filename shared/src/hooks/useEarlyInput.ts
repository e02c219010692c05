import { useEffect, useEffectEvent, type RefObject } from 'react';

/** A field of a server-rendered form that the visitor changed before the page's script ran. */
export interface EarlyInput {
  name: string;
  value: string;
  /** For a checkbox: whether it is now ticked. */
  checked?: boolean;
}

/**
 * The named fields of `form` whose value differs from the value React hydrated them with.
 * Hydration leaves a typed value in place but keeps the component's state (React 19 does not
 * replay those changes), and it sets `defaultValue` / `defaultChecked` to what the component
 * rendered: so a difference is exactly what the visitor did before hydration.
 */
export function changedBeforeHydration(form: HTMLFormElement): EarlyInput[] {
  const changed: EarlyInput[] = [];
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.name) {
      if (element.type === 'checkbox') {
        if (element.checked !== element.defaultChecked)
          changed.push({ name: element.name, value: element.value, checked: element.checked });
      } else if (element.type === 'radio') {
        if (element.checked && !element.defaultChecked) changed.push({ name: element.name, value: element.value });
      } else if (element.value !== element.defaultValue) {
        changed.push({ name: element.name, value: element.value });
      }
    } else if (element instanceof HTMLTextAreaElement && element.name) {
      if (element.value !== element.defaultValue) changed.push({ name: element.name, value: element.value });
    } else if (element instanceof HTMLSelectElement && element.name) {
      // The server marks the option it rendered as chosen (`selected`); a select drawn in the
      // browser marks none, and then nothing can have been chosen before hydration.
      const rendered = Array.from(element.options).find((option) => option.defaultSelected);
      if (rendered && element.value !== rendered.value) changed.push({ name: element.name, value: element.value });
    }
  }
  return changed;
}

/**
 * Once the form has hydrated, hands what the visitor typed or chose before that to `adopt` (all
 * fields in one call, only when there are some), so the component's state matches what the visitor
 * sees: a page can be read, and a form filled in, while its script is still on the way.
 */
export function useEarlyInput(formRef: RefObject<HTMLFormElement | null>, adopt: (inputs: EarlyInput[]) => void): void {
  const adoptOnce = useEffectEvent(adopt);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const inputs = changedBeforeHydration(form);
    if (inputs.length > 0) adoptOnce(inputs);
  }, [formRef]);
}
