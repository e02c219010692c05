/**
 * Tests that need a part of the machine the repo does not bring (a PostgreSQL server, bubblewrap,
 * promtool). On a developer's machine without the part they are listed as skipped under a name
 * that says what is missing; on CI (CI set), where `.ci/run` installs every part, a missing part is
 * a failure, so a green CI run proves the part was tested.
 */
export interface MachinePart {
  /** What the part is, for the test's name and the failure. */
  name: string;
  present: boolean;
  /** How to get it, e.g. "bash api/scripts/start-test-postgres.sh". */
  how: string;
}

type TestFn = (name: string, body: jest.ProvidesCallback, timeout?: number) => void;

export function requiredOnCi(part: MachinePart): boolean {
  return !part.present && !!process.env.CI;
}

/** `it` when the part is here; on CI without it, a test that fails saying so; otherwise `it.skip`. */
export function withPart(part: MachinePart): TestFn {
  if (part.present) return it;
  if (requiredOnCi(part)) {
    return (name) =>
      it(name, () => {
        throw new Error(`CI must test this with ${part.name}, which is missing: ${part.how}`);
      });
  }
  return (name, body, timeout) => it.skip(`${name} [skipped: needs ${part.name}; ${part.how}]`, body, timeout);
}
