import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../app/UiLanguage';
import { Announcer, type Announcement } from '../../ui/Announcer';
import buttons from '../../ui/buttons.module.css';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FilterSelect } from '../../ui/FilterSelect';
import { ListPage } from '../../ui/ListPage';
import list from '../../ui/listPage.module.css';
import { useLoaded } from '../../ui/useLoaded';
import { formatLocal } from '../content/scheduleTime';
import { ROLES, type Role } from '@azi/shared/api/schemas/console';
import {
  addAccount,
  changeAccount,
  listAccounts,
  resetPassword,
  type Account,
  type AccountAnswer,
} from './api/accounts-api';

type Pending = { action: 'disable' | 'reset'; account: Account };

/** Admins add accounts, change roles, disable and enable them, and reset passwords. */
export function AccountsPage() {
  const { t } = useTranslation();
  const dateLocale = useDateLocale();
  const loaded = useLoaded(listAccounts, 'accounts');
  const [message, setMessage] = useState<Announcement | undefined>();
  const [pending, setPending] = useState<Pending | undefined>();
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<AccountAnswer>, done: (answer: AccountAnswer) => string) => {
    setBusy(true);
    setMessage(undefined);
    try {
      const answer = await work();
      loaded.reload();
      setMessage({
        kind: 'ok',
        text: answer.password
          ? t('accounts.generated', { email: answer.account.email, password: answer.password })
          : done(answer),
      });
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const email = String(form.get('email') ?? '').trim();
    const role = String(form.get('role')) as Role;
    const password = String(form.get('password') ?? '');
    void act(
      async () => {
        const answer = await addAccount(email, role, password || undefined);
        formElement.reset();
        return answer;
      },
      (answer) => t('accounts.created', { email: answer.account.email }),
    );
  };

  const confirm = () => {
    if (!pending) return;
    const { action, account } = pending;
    setPending(undefined);
    void act(
      () => (action === 'reset' ? resetPassword(account.id) : changeAccount(account.id, { disabled: true })),
      (answer) => t('accounts.updated', { email: answer.account.email }),
    );
  };

  return (
    <ListPage
      title={t('accounts.title')}
      list={{ loaded }}
      empty=""
      columns={[
        t('accounts.email'),
        t('accounts.role'),
        t('accounts.status'),
        t('accounts.lastSignIn'),
        t('list.actions'),
      ]}
      row={(account) => (
        <tr key={account.id}>
          <th scope="row">{account.email}</th>
          <td>
            <select
              aria-label={t('accounts.changeRole', { email: account.email })}
              value={account.role}
              disabled={busy}
              onChange={(e) =>
                void act(
                  () => changeAccount(account.id, { role: e.target.value as Role }),
                  (a) => t('accounts.updated', { email: a.account.email }),
                )
              }
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          </td>
          <td>{account.disabled ? t('accounts.disabled') : t('accounts.active')}</td>
          <td>{account.lastSignInAt ? formatLocal(account.lastSignInAt, dateLocale) : t('accounts.never')}</td>
          <td>
            {account.disabled ? (
              <button
                type="button"
                className={buttons.button}
                disabled={busy}
                onClick={() =>
                  void act(
                    () => changeAccount(account.id, { disabled: false }),
                    (a) => t('accounts.updated', { email: a.account.email }),
                  )
                }
              >
                {t('accounts.enable')}
              </button>
            ) : (
              <button
                type="button"
                className={buttons.button}
                disabled={busy}
                onClick={() => setPending({ action: 'disable', account })}
              >
                {t('accounts.disable')}
              </button>
            )}{' '}
            <button
              type="button"
              className={buttons.button}
              disabled={busy}
              onClick={() => setPending({ action: 'reset', account })}
            >
              {t('accounts.resetPassword')}
            </button>
          </td>
        </tr>
      )}
      after={
        <ConfirmDialog
          open={pending !== undefined}
          message={
            pending
              ? t(pending.action === 'reset' ? 'accounts.confirmReset' : 'accounts.confirmDisable', {
                  email: pending.account.email,
                })
              : ''
          }
          confirmLabel={pending?.action === 'reset' ? t('accounts.resetPassword') : t('accounts.disable')}
          onConfirm={confirm}
          onCancel={() => setPending(undefined)}
        />
      }
    >
      <Announcer message={message} />
      <form className={list.filters} onSubmit={add} aria-labelledby="add-account">
        <h2 id="add-account" className="visually-hidden">
          {t('accounts.add')}
        </h2>
        <label>
          {t('accounts.email')}
          <input type="email" name="email" required autoComplete="off" />
        </label>
        <FilterSelect
          label={t('accounts.role')}
          name="role"
          defaultValue="ir"
          choices={ROLES.map((role) => [role, t(`roles.${role}`)])}
        />
        <label>
          {t('accounts.password')}
          <input type="password" name="password" autoComplete="new-password" minLength={12} />
        </label>
        <button type="submit" className={buttons.primary} disabled={busy}>
          {t('accounts.add')}
        </button>
      </form>
    </ListPage>
  );
}
