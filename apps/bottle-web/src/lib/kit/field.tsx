/**
 * One form field: its label, the control, the lines that describe it (hints,
 * a counter, a status) and its error, wired for assistive technology the same way on every form:
 * the control is `aria-describedby` its hints and its error, `aria-invalid` while it has one, and
 * the label names it. The control itself is the caller's (input, select, textarea, a file input),
 * given the ids and aria attributes to spread:
 *
 *   <FormField id={`${id}-place`} label={t('…place')} error={errors.place && t(errors.place.key)}>
 *     {(control) => <input {...control} type="text" value={place} onChange={…} />}
 *   </FormField>
 *
 * A group of controls (radio stars, sliders) is a `<fieldset>` with a `<legend>`: pass `group`,
 * and the fieldset carries the description and the invalid state.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/** What the control spreads: its id (the label's target) and its description and validity. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldHint {
  text: ReactNode;
  /** A status that changes while the member works (announced politely). */
  live?: boolean;
  testId?: string;
}

interface FieldBase {
  /** The control's id; the hints' and the error's ids are made from it. */
  id: string;
  label: ReactNode;
  /** Lines under the control, each part of its description, in this order. */
  hints?: readonly (FieldHint | ReactNode)[];
  /** The field's problem, or nothing (null, undefined, false, ''). */
  error?: ReactNode;
  /** Ids of other elements that describe the control (the caller renders them). */
  describedBy?: readonly string[];
  /** Shown after the error (suggestions, a preview). */
  after?: ReactNode;
  className?: string;
}

export type FormFieldProps =
  (FieldBase & { group?: false; children: (control: FieldControl) => ReactNode }) | (FieldBase & { group: true; children: ReactNode });

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  > label,
  > legend {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  > input:not([type='checkbox'], [type='radio'], [type='range'], [type='file']),
  > select,
  > textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.gray500};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.white};
    font: inherit;
    font-size: ${({ theme }) => theme.typography.size.md};
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.colors.red};
    }
  }
  > textarea {
    min-height: 160px;
    resize: vertical;
  }
`;

/** A line that describes a field (format, limit, counter, status). */
export const FieldHintText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

// Black text with a red rule: the spec's red is 4.4:1 on white, below AA for small text.
export const FieldErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.red};
  color: ${({ theme }) => theme.colors.black};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const isHintSpec = (hint: FieldHint | ReactNode): hint is FieldHint =>
  typeof hint === 'object' && hint !== null && 'text' in hint && !('$$typeof' in hint);

/** The ids that describe a field's control: its hints, the caller's own, then its error. */
export function fieldDescription(id: string, hintCount: number, more: readonly string[], hasError: boolean): string | undefined {
  const ids = [...Array.from({ length: hintCount }, (_, i) => `${id}-hint-${i}`), ...more, ...(hasError ? [`${id}-error`] : [])];
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FormField(props: FormFieldProps) {
  const { id, label, hints = [], error, describedBy = [], after, className } = props;
  const hasError = Boolean(error);
  const control: FieldControl = {
    id,
    'aria-invalid': hasError ? true : undefined,
    'aria-describedby': fieldDescription(id, hints.length, describedBy, hasError),
  };
  const hintLines = hints.map((hint, i) => {
    const spec = isHintSpec(hint) ? hint : { text: hint };
    return (
      <FieldHintText
        key={i}
        id={`${id}-hint-${i}`}
        {...(spec.live ? { role: 'status' } : {})}
        {...(spec.testId ? { 'data-testid': spec.testId } : {})}
      >
        {spec.text}
      </FieldHintText>
    );
  });
  const errorLine = hasError ? <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText> : null;
  if (props.group) {
    // A group's hints say how to read its controls, so they come before them.
    return (
      <Wrap
        as="fieldset"
        id={id}
        className={className}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
      >
        <legend>{label}</legend>
        {hintLines}
        {props.children}
        {errorLine}
        {after}
      </Wrap>
    );
  }
  return (
    <Wrap className={className}>
      <label htmlFor={id}>{label}</label>
      {props.children(control)}
      {hintLines}
      {errorLine}
      {after}
    </Wrap>
  );
}
