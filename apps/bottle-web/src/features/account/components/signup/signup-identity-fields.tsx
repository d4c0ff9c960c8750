/** A visitor's new identity: login ID, password twice, name, mobile, birth date, each with its refusal. */
import type { InputHTMLAttributes } from 'react';
import { Stack } from '../form-parts';
import { type AccountMessageKey } from '../../messages';
import { FormField } from '../../../../lib/kit';

import { Fieldset } from './signup-styles';
import { problemKey, type FormFieldName, type SignupFormModel } from './use-signup-form';

/** One field's input attributes beyond the name, the required flag and the label's wiring. */
type InputProps = InputHTMLAttributes<HTMLInputElement>;

export function SignupIdentityFields({ form }: { form: SignupFormModel }) {
  const { t, fieldId, problems, setProblems, profile, setField, password, setPassword, passwordConfirm, setPasswordConfirm } = form;
  // Every field is labelled, hinted and refused the same way; the input's own attributes differ.
  const field = (name: FormFieldName, label: AccountMessageKey, hint: AccountMessageKey | undefined, input: InputProps) => (
    <FormField id={fieldId(name)} label={t(label)} hints={hint ? [t(hint)] : []} error={problems[name] && t(problemKey(problems[name]))}>
      {(control) => <input {...control} name={name} required {...input} />}
    </FormField>
  );
  const textField = (
    name: Exclude<FormFieldName, 'password' | 'password_confirm'>,
    label: AccountMessageKey,
    options: { hint?: AccountMessageKey; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'text'; type?: string },
  ) =>
    field(name, label, options.hint, {
      type: options.type ?? 'text',
      autoComplete: options.autoComplete,
      ...(options.inputMode ? { inputMode: options.inputMode } : {}),
      autoCapitalize: 'none',
      spellCheck: false,
      value: profile[name] ?? '',
      onChange: (e) => setField(name, e.target.value),
    });

  return (
    <Fieldset>
      <legend>{t('account.signup.profileLegend')}</legend>
      <Stack>
        {textField('login_id', 'account.signup.loginId', { hint: 'account.signup.loginIdHint', autoComplete: 'username' })}
        {field('password', 'account.signup.password', 'account.signup.passwordHint', {
          type: 'password',
          autoComplete: 'new-password',
          value: password,
          onChange: (e) => {
            setPassword(e.target.value);
            setProblems(({ password: _p, password_confirm: _c, ...rest }) => rest);
          },
        })}
        {field('password_confirm', 'account.signup.passwordConfirm', undefined, {
          type: 'password',
          autoComplete: 'new-password',
          value: passwordConfirm,
          onChange: (e) => {
            setPasswordConfirm(e.target.value);
            setProblems(({ password_confirm: _c, ...rest }) => rest);
          },
        })}
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
