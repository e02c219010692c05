/**
 * Failed password checks get two more scopes: the account-and-address pair (sign-in refuses per
 * pair, the account alone is only slowed) and the password change (per account).
 */
export const sql = `
alter table sign_in_failure drop constraint sign_in_failure_scope_check;
alter table sign_in_failure add constraint sign_in_failure_scope_check check (scope in ('account', 'address', 'pair', 'password'))`;
