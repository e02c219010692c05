import { RenderQuarantine } from './quarantine';

test('a version whose render ran past its time twice is held for the hold time, then rendered again', () => {
  let now = 1_000;
  const quarantine = new RenderQuarantine(60_000, () => now);
  quarantine.failed(['/remotes/mfe_careers/v1/'], 'timeout');
  // Once may be a busy machine's doing: the section stays drawn on the server.
  expect(quarantine.holds('/remotes/mfe_careers/v1/')).toBe(false);
  now += 30_000;
  quarantine.failed(['/remotes/mfe_careers/v1/'], 'timeout');
  expect(quarantine.holds('/remotes/mfe_careers/v1/')).toBe(true);
  expect(quarantine.holds('/remotes/mfe_careers/v2/')).toBe(false);
  now += 60_000;
  expect(quarantine.holds('/remotes/mfe_careers/v1/')).toBe(false);
});

test('a crash or timeout holds a version only at its second within the hold time; an error or eviction never', () => {
  let now = 0;
  const quarantine = new RenderQuarantine(60_000, () => now);
  quarantine.failed(['/v/'], 'error');
  quarantine.failed(['/v/'], 'evicted');
  quarantine.failed(['/v/'], 'crash');
  expect(quarantine.holds('/v/')).toBe(false);
  now += 70_000;
  quarantine.failed(['/v/'], 'crash');
  expect(quarantine.holds('/v/')).toBe(false);
  now += 1_000;
  quarantine.failed(['/v/'], 'timeout');
  expect(quarantine.holds('/v/')).toBe(true);
});
