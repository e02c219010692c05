import { createContext, use, useContext, type ReactNode } from 'react';

/**
 * The page a visitor landed on (not the home page), whose own part stays as the server drew it
 * until `wanted` resolves (decision 007, issue 55): the visitor reaches into it, or the browser is
 * idle after the load. Browser only; absent on the server, in a page drawn in the browser, and
 * for the home page (its widgets wait on their own).
 */
export interface FirstView {
  /** The landed page's path and query. */
  url: string;
  wanted: Promise<void>;
}

interface GateState {
  wanted: Promise<void>;
  /** Whether the page at `url` is drawn now (true for good once the gate has opened or the visitor left the landed page). */
  passes(url: string): boolean;
}

export const FirstViewContext = createContext<GateState | null>(null);

/** The gate of a first view: open once `wanted` resolves. */
export function firstViewGate({ url: landed, wanted }: FirstView): GateState {
  let open = false;
  void wanted.then(() => {
    open = true;
  });
  return {
    wanted,
    passes(url) {
      // Leaving the landed page opens the gate for good: coming back draws as any navigation does.
      if (url !== landed) open = true;
      return open;
    },
  };
}

/**
 * Holds the landed page's part until its gate opens: the page's code (a section's module, a shell
 * page's chunk) is not even asked for, and React keeps the server's HTML of the enclosing Suspense
 * boundary on screen. Any other page, and the landed one once the visitor has been elsewhere
 * (client-side navigation), is drawn as it asks.
 */
export function FirstViewGate({ url, children }: { url: string; children: ReactNode }) {
  const gate = useContext(FirstViewContext);
  if (gate && !gate.passes(url)) use(gate.wanted);
  return children;
}
