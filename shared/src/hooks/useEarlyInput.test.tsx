import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useEarlyInput, type EarlyInput } from './useEarlyInput';

// Hydration here is driven by act() directly (no Testing Library render).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form of every kind of field, its state shown beside it. */
function Form({ onAdopt }: { onAdopt: (inputs: EarlyInput[]) => void }) {
  const ref = useRef<HTMLFormElement>(null);
  const [state, setState] = useState({ name: '', consent: false, kind: 'a', note: '', size: 's' });
  useEarlyInput(ref, (inputs) => {
    onAdopt(inputs);
    setState((current) => {
      const next = { ...current };
      for (const { name, value, checked } of inputs) {
        if (name === 'consent') next.consent = checked === true;
        else if (name === 'name' || name === 'kind' || name === 'note' || name === 'size') next[name] = value;
      }
      return next;
    });
  });
  return (
    <form ref={ref}>
      <input name="name" value={state.name} onChange={(e) => setState({ ...state, name: e.target.value })} />
      <input
        type="checkbox"
        name="consent"
        checked={state.consent}
        onChange={(e) => setState({ ...state, consent: e.target.checked })}
      />
      <select name="kind" value={state.kind} onChange={(e) => setState({ ...state, kind: e.target.value })}>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <textarea name="note" value={state.note} onChange={(e) => setState({ ...state, note: e.target.value })} />
      {['s', 'l'].map((size) => (
        <input
          key={size}
          type="radio"
          name="size"
          value={size}
          checked={state.size === size}
          onChange={() => setState({ ...state, size })}
        />
      ))}
      <output>{JSON.stringify(state)}</output>
    </form>
  );
}

/** Server HTML in a container, changed by `visitor` before hydration; then hydrated. */
async function hydrateAfter(visitor: (form: HTMLFormElement) => void) {
  const onAdopt = jest.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onAdopt={onAdopt} />);
  document.body.append(container);
  const form = container.querySelector('form') as HTMLFormElement;
  visitor(form);
  await act(async () => {
    hydrateRoot(container, <Form onAdopt={onAdopt} />);
  });
  const shown = JSON.parse(container.querySelector('output')?.textContent ?? '{}') as Record<string, unknown>;
  container.remove();
  return { onAdopt, shown, form };
}

const field = <T extends Element>(form: HTMLFormElement, selector: string) => form.querySelector(selector) as T;

it('takes into state what the visitor typed, ticked and chose before the form hydrated', async () => {
  const { shown, onAdopt } = await hydrateAfter((form) => {
    field<HTMLInputElement>(form, '[name=name]').value = 'Li Wei';
    field<HTMLInputElement>(form, '[name=consent]').checked = true;
    field<HTMLSelectElement>(form, 'select').value = 'b';
    field<HTMLTextAreaElement>(form, 'textarea').value = 'About the fleet offer';
    field<HTMLInputElement>(form, '[value=l]').checked = true;
  });
  expect(shown).toEqual({ name: 'Li Wei', consent: true, kind: 'b', note: 'About the fleet offer', size: 'l' });
  expect(onAdopt).toHaveBeenCalledTimes(1);
});

it('leaves the state alone when nothing was changed before hydration', async () => {
  const { shown, onAdopt } = await hydrateAfter(() => {});
  expect(shown).toEqual({ name: '', consent: false, kind: 'a', note: '', size: 's' });
  expect(onAdopt).not.toHaveBeenCalled();
});
