import { revealAnswer } from './revealAnswer';

afterEach(() => {
  document.body.innerHTML = '';
});

it('moves focus to the answer and scrolls it to the middle of the screen', () => {
  document.body.innerHTML = '<button>Subscribe</button><p id="answer">We have sent a confirmation mail.</p>';
  const answer = document.getElementById('answer')!;
  const scrolled: ScrollIntoViewOptions[] = [];
  answer.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) =>
    void scrolled.push(options as ScrollIntoViewOptions);
  revealAnswer(answer);
  expect(document.activeElement).toBe(answer);
  expect(scrolled).toEqual([expect.objectContaining({ block: 'center' })]);
});

it('focuses a field the answer points at without making it unreachable by Tab', () => {
  document.body.innerHTML = '<input id="email">';
  const field = document.getElementById('email')!;
  field.scrollIntoView = () => undefined;
  revealAnswer(field);
  expect(document.activeElement).toBe(field);
  expect(field.getAttribute('tabindex')).toBeNull();
});
