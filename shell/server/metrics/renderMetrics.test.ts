import { stopReasonLabel } from './renderMetrics';

it("names why a worker was stopped from the pool's sentence, with no size or time in the label", () => {
  expect(stopReasonLabel('a job ran past 2000 ms')).toBe('timeout');
  expect(stopReasonLabel('it sent a message of 9000000 bytes (the limit is 8388608)')).toBe('message_too_large');
  expect(stopReasonLabel('it sent a message that is not JSON (Unexpected token)')).toBe('message_not_json');
  expect(stopReasonLabel('it sent more than 5000 API calls in a second')).toBe('api_call_flood');
  expect(stopReasonLabel('it answered a render job with a stylesheet that is not a string')).toBe('bad_answer');
  expect(stopReasonLabel('it sent an answer for no job')).toBe('bad_message');
  expect(stopReasonLabel('its channel failed: EPIPE')).toBe('channel_failed');
  expect(stopReasonLabel('it did not start within 15000 ms')).toBe('start_timeout');
  expect(stopReasonLabel('a render worker cannot start: ENOENT')).toBe('cannot_start');
  expect(stopReasonLabel('signal SIGKILL')).toBe('exited');
  expect(stopReasonLabel('exit code 134')).toBe('exited');
  expect(stopReasonLabel('anything said tomorrow')).toBe('other');
});
