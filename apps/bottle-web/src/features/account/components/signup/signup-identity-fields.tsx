/** A visitor's new identity: login ID, password twice, name, mobile, birth date, each with its refusal. */
import { Stack } from '../form-parts';
import { type AccountMessageKey } from '../../messages';
import { FormField } from '../../../../lib/kit';

import { Fieldset } from './signup-styles';
import { problemKey, type FormFieldName, type SignupFormModel } from './use-signup-form';

export function SignupIdentityFields({ form }: { form: SignupFormModel }) {
  const { t, fieldId, problems, setProblems, profile, setField, password, setPassword, passwordConfirm, setPasswordConfirm } = form;
  const textField = (
    name: Exclude<FormFieldName, 'password' | 'password_confirm'>,
    label: AccountMessageKey,
    options: { hint?: AccountMessageKey; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'text'; type?: string },
  ) => (
    <FormField
      id={fieldId(name)}
      label={t(label)}
      hints={options.hint ? [t(options.hint)] : []}
      error={problems[name] && t(problemKey(problems[name]))}
    >
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          name={name}
          autoComplete={options.autoComplete}
          {...(options.inputMode ? { inputMode: options.inputMode } : {})}
          autoCapitalize="none"
          spellCheck={false}
          required
          value={profile[name] ?? ''}
          onChange={(e) => setField(name, e.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <Fieldset>
      <legend>{t('account.signup.profileLegend')}</legend>
      <Stack>
        {textField('login_id', 'account.signup.loginId', { hint: 'account.signup.loginIdHint', autoComplete: 'username' })}
        <FormField
          id={fieldId('password')}
          label={t('account.signup.password')}
          hints={[t('account.signup.passwordHint')]}
          error={problems.password && t(problemKey(problems.password))}
        >
          {(control) => (
            <input
              {...control}
              type="password"
              name="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setProblems(({ password: _p, password_confirm: _c, ...rest }) => rest);
              }}
            />
          )}
        </FormField>
        <FormField
          id={fieldId('password_confirm')}
          label={t('account.signup.passwordConfirm')}
          error={problems.password_confirm && t(problemKey(problems.password_confirm))}
        >
          {(control) => (
            <input
              {...control}
              type="password"
              name="password_confirm"
              autoComplete="new-password"
              required
              value={passwordConfirm}
              onChange={(e) => {
                setPasswordConfirm(e.target.value);
                setProblems(({ password_confirm: _c, ...rest }) => rest);
              }}
            />
          )}
        </FormField>
        {textField('user_name', 'account.signup.userName', { autoComplete: 'name' })}
        {textField('mbl_no', 'account.signup.phone', {
          hint: 'account.signup.phoneHint',
          autoComplete: 'tel',
          inputMode: 'tel',
          type: 'tel',
        })}
        {textField('brth_dt', 'account.signup.birth', {
          hint: 'account.signup.birthHint',
          autoComplete: 'bday',
          inputMode: 'numeric',
        })}
      </Stack>
    </Fieldset>
  );
}
