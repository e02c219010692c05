import { registerGlobalPlugins } from '@module-federation/runtime-core';
import stepsInTasks from './stepsInTasks';

jest.mock('@module-federation/runtime-core', () => ({ registerGlobalPlugins: jest.fn() }));

/** Whether a task queued before the hook ran before the hook's promise settled. */
async function yieldsATask(run: () => Promise<unknown>): Promise<boolean> {
  let taskRan = false;
  setTimeout(() => {
    taskRan = true;
  }, 0);
  await run();
  return taskRan;
}

describe('stepsInTasks (federation runtime plugin)', () => {
  const plugin = stepsInTasks();

  it('passes each waterfall step its arguments unchanged, after a task of the browser', async () => {
    const args = { id: 'mfe_media/section', options: {} };
    for (const hook of [plugin.beforeRequest, plugin.afterResolve, plugin.beforeInitContainer, plugin.initContainer]) {
      let result: unknown;
      expect(await yieldsATask(async () => (result = await hook(args)))).toBe(true);
      expect(result).toBe(args);
    }
  });

  it('hands the main thread back before the module runs', async () => {
    expect(await yieldsATask(() => plugin.afterGetExpose())).toBe(true);
  });

  it("lets each shared module a section's entry asks for be handed over in a task of its own, in every runtime instance", async () => {
    const [[plugins]] = jest.mocked(registerGlobalPlugins).mock.calls as unknown as [
      [{ name: string; beforeLoadShare<T>(args: T): Promise<T> }[]],
    ];
    expect(plugins.map((plugin) => plugin.name)).toEqual(['azi-shares-in-tasks']);
    const args = { pkgName: '@azi/shared/ui/Section' };
    let result: unknown;
    expect(await yieldsATask(async () => (result = await plugins[0]!.beforeLoadShare(args)))).toBe(true);
    expect(result).toBe(args);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    try {
      await plugin.afterGetExpose();
      expect(yieldFn).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
