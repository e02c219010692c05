/**
 * A federation runtime plugin of the shell: the shared modules it lends (React, i18next, every
 * module of @azi/shared: about 130 entries, tools/webpack/federation.js) are put in the page's
 * share scope when the first section's module is asked for, not while main.js starts.
 *
 * The shell itself never takes a module from the share scope (it imports its own copies), so
 * nothing needs the entries before a remote runs. Registered at the start, they were about half of
 * main.js's evaluation on a phone (20-30 ms of 50-77 at 4x, decision 007), on every page, also on
 * those no section ever loads on. Registered on the first request, they cost that once, in a task
 * of their own (stepsInTasks yields before and after it), and the runtime does the same work it
 * did at its start (its `initOptions`: the entries and the instance's options alike).
 */
import type { ModuleFederationRuntimePlugin, UserOptions } from '@module-federation/runtime-core';

export default function lendWhenAsked(): ModuleFederationRuntimePlugin &
  Required<Pick<ModuleFederationRuntimePlugin, 'beforeInit' | 'beforeRequest'>> {
  /** The share entries taken out of the runtime's start, until a section is first asked for. */
  let held: UserOptions['shared'];
  let lent = false;
  return {
    name: 'azi-lend-when-asked',
    beforeInit(args) {
      const shared = args.userOptions.shared;
      if (lent || held || !shared || Object.keys(shared).length === 0) return args;
      held = shared;
      return { ...args, userOptions: { ...args.userOptions, shared: {} } };
    },
    beforeRequest(args) {
      if (held) {
        const shared = held;
        held = undefined;
        lent = true;
        // With the shell's name, as at the start (each entry says it comes from the shell); no
        // remotes added (those registered keep their place).
        args.origin.initOptions({ name: args.origin.name, remotes: [], shared });
      }
      return args;
    },
  };
}
