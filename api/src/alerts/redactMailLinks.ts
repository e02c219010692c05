/**
 * What the console shows of a queued mail: every link that carries a token (confirm, manage,
 * one-click unsubscribe, the unsubscribe mailto, password reset) keeps its address but loses the
 * token, so staff see that a link was there and cannot open it for the recipient (confirm a
 * subscription, change it, take over an account). A token is any parameter value with a long run
 * of token characters, whatever its name, so a new kind of link is covered without a change here.
 */
export const HIDDEN_TOKEN = '[hidden]';

const LINK = /\b(?:https?:\/\/|mailto:)[^\s"'<>]+/g;
/** `name=value` after `?`, `#`, `&` or HTML's `&amp;`. */
const PARAMETER = /(&amp;|[?#&;])([\w.-]+)=([^&#\s"'<>]*)/g;
const TOKEN_LIKE = /[\w.%~-]{16,}/;

export function redactMailLinks(text: string): string {
  return text.replace(LINK, (link) =>
    link.replace(PARAMETER, (whole, separator: string, name: string, value: string) =>
      TOKEN_LIKE.test(value) ? `${separator}${name}=${HIDDEN_TOKEN}` : whole,
    ),
  );
}
