/**
 * A lead remembers the captcha challenge it was sent with, at most one lead per challenge: a
 * submission repeated after a lost answer (a copy died after COMMIT, before replying) is
 * recognised and acknowledged instead of stored twice or refused.
 */
export const sql = `
alter table clue add column captcha_id text;
create unique index clue_captcha_idx on clue (captcha_id) where captcha_id is not null
`;
