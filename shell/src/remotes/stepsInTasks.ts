/**
 * A federation runtime plugin of the shell: loading a section's module is a chain of steps that
 * the runtime runs one after another in promise callbacks, so without a break they are one task:
 * match the remote, run its entry, lend it the shared modules, fetch the exposed module's chunks,
 * then run the module. On a slow phone those were tasks of 60-90 ms when a landed section woke
 * (decision 007). Each hook here hands the main thread back to the browser between two steps, so a
 * tap or a paint is not kept waiting behind the whole chain; the steps themselves and their order
 * are the runtime's. (Remotes are registered by entry: no manifest or snapshot step to split.)
 */
import { registerGlobalPlugins } from '@module-federation/runtime-core';
import { yieldToBrowser } from '../boot/yieldToBrowser';

/** Passes a waterfall hook's arguments on after a yield. */
const after = <T>(args: T): Promise<T> => yieldToBrowser().then(() => args);

/**
 * A section's entry asks the runtime for each shared module it uses (fifty on the investor
 * section), through its own runtime instance, which the shell's plugins do not reach: a plugin of
 * every instance (global) lets each of those loads finish in a task of its own. Together they were
 * one task of 40-95 ms at 4x.
 */
registerGlobalPlugins([{ name: 'azi-shares-in-tasks', beforeLoadShare: after }]);

export default function stepsInTasks(): {
  name: string;
  beforeRequest<T>(args: T): Promise<T>;
  afterResolve<T>(args: T): Promise<T>;
  beforeInitContainer<T>(args: T): Promise<T>;
  initContainer<T>(args: T): Promise<T>;
  afterGetExpose(): Promise<void>;
} {
  return {
    name: 'azi-steps-in-tasks',
    // Before anything: the caller (a render that woke the section, a click) ends its task first.
    beforeRequest: after,
    // After the remote was matched, before its entry is fetched and run.
    afterResolve: after,
    // After the entry ran, before it is handed the shared modules.
    beforeInitContainer: after,
    // After the sharing, before the exposed module's chunks are asked for.
    initContainer: after,
    // After the chunks arrived, before the module itself runs.
    afterGetExpose: () => yieldToBrowser(),
  };
}
