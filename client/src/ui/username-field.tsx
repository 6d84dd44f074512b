/**
 * The account's username beside a new-password form, for password managers to file the password under
 * (the hidden field the Chromium password-form guidance describes). Nobody sees or tabs to it.
 */
export function HiddenUsername({ username }: { username: string }) {
  return <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />;
}
