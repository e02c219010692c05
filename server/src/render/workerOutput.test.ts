import { OutputBudget, type WorkerOutput } from './workerOutput';

const budgetOf = (bytes: number) => {
  const logged: WorkerOutput[] = [];
  const over: number[] = [];
  let now = 0;
  const budget = new OutputBudget(
    bytes,
    (output) => logged.push(output),
    (spent) => over.push(spent),
    () => now,
  );
  return { budget, logged, over, later: (ms: number) => (now += ms) };
};

test("a worker's writes are logged as its own, each with its stream, within the budget", () => {
  const { budget, logged, over } = budgetOf(4096);
  budget.push('stdout', Buffer.from('{"level":30,"msg":"forged"}\n'));
  budget.push('stderr', Buffer.from('a warning\n'));
  expect(logged).toEqual([
    { stream: 'stdout', text: '{"level":30,"msg":"forged"}\n' },
    { stream: 'stderr', text: 'a warning\n' },
  ]);
  expect(over).toEqual([]);
});

test('past the budget nothing more is logged and it is told once; what was logged stays within the budget', () => {
  const { budget, logged, over } = budgetOf(8192);
  for (let i = 0; i < 100; i += 1) budget.push(i % 2 ? 'stderr' : 'stdout', Buffer.alloc(1000, 'x'));
  const cost = logged.reduce((sum, { text }) => sum + JSON.stringify(text).length + 256, 0);
  expect(cost).toBeLessThanOrEqual(8192);
  expect(logged.length).toBe(6);
  expect(over).toHaveLength(1);
});

test('a byte at a time pays for each entry, and the budget is a minute’s', () => {
  const { budget, logged, over, later } = budgetOf(4096);
  for (let i = 0; i < 15; i += 1) budget.push('stdout', Buffer.from('.'));
  expect(logged).toHaveLength(15);
  later(60_000);
  for (let i = 0; i < 15; i += 1) budget.push('stdout', Buffer.from('.'));
  expect(over).toEqual([]);
  budget.push('stdout', Buffer.from('.'));
  expect(over).toHaveLength(1);
});

test('a character split across two writes is logged whole', () => {
  const { budget, logged } = budgetOf(4096);
  const bytes = Buffer.from('价');
  budget.push('stdout', bytes.subarray(0, 1));
  budget.push('stdout', bytes.subarray(1));
  expect(logged.map(({ text }) => text).join('')).toBe('价');
});
