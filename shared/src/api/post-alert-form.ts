import { apiPostForm } from '@azi/shared/api/client';

/** The alert forms' answers when posted by script (the API then answers JSON, not a redirect). */
export interface AlertFormAnswer {
  status: 'pending' | 'confirmed' | 'updated' | 'unsubscribed';
  manage?: string;
}

/**
 * POSTs one of the alert forms (subscribe, confirm, manage, unsubscribe) as the browser would
 * without script, form-encoded; several categories travel as one comma list.
 */
export function postAlertForm(
  action: 'subscribe' | 'confirm' | 'manage' | 'unsubscribe',
  form: HTMLFormElement,
): Promise<AlertFormAnswer> {
  const data = new FormData(form);
  const fields: Record<string, string> = {};
  for (const [key, value] of data.entries()) {
    if (typeof value !== 'string') continue;
    fields[key] = key in fields ? `${fields[key]},${value}` : value;
  }
  return apiPostForm<AlertFormAnswer>(`/alerts/${action}`, fields);
}
