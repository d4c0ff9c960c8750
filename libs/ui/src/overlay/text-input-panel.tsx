/**
 * The panel with a text input whose confirm button stays disabled until the input is filled
 * (spec §2 "Shell behaviour"; its purpose is not shown, so the label and the use are the
 * caller's). Whitespace alone does not count as filled.
 */
import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../components/button';
import { FullScreenPanel } from './full-screen-panel';
import { useUi } from '../theme/ui-provider';

export interface TextInputPanelProps {
  open: boolean;
  title: string;
  /** Visible label of the input. */
  label: string;
  placeholder?: string;
  initialValue?: string;
  maxLength?: number;
  /** Multi-line input. Default false. */
  multiline?: boolean;
  confirmLabel?: string;
  /** Receives the trimmed value. */
  onConfirm: (value: string) => void;
  onClose: () => void;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  & label {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  & input,
  & textarea {
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.gray400};
    border-radius: ${({ theme }) => theme.radii.md};
    /* 16 px or more: iOS Safari zooms into smaller inputs on focus. */
    font-size: max(16px, ${({ theme }) => theme.typography.size.md});
  }
  & textarea {
    min-height: 160px;
    resize: vertical;
  }
`;

const Counter = styled.span`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.gray700};
`;

export function TextInputPanel({
  open,
  title,
  label,
  placeholder,
  initialValue = '',
  maxLength,
  multiline = false,
  confirmLabel,
  onConfirm,
  onClose,
}: TextInputPanelProps) {
  const { t } = useUi('TextInputPanel');
  const id = useId();
  const formId = useId();
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [value, setValue] = useState(initialValue);
  useEffect(() => {
    if (open) setValue(initialValue);
  }, [open, initialValue]);
  const filled = value.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (filled) onConfirm(value.trim());
  };

  const common = {
    id,
    ref: inputRef,
    value,
    maxLength,
    placeholder: placeholder ?? t('ui.textPanel.placeholder'),
    onChange: (e: { target: { value: string } }) => setValue(e.target.value),
  };

  return (
    <FullScreenPanel
      open={open}
      title={title}
      onClose={onClose}
      initialFocusRef={inputRef}
      data-testid="text-input-panel"
      footer={
        <Button type="submit" form={formId} block disabled={!filled}>
          {confirmLabel ?? t('ui.confirm')}
        </Button>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field>
          <label htmlFor={id}>{label}</label>
          {multiline ? <textarea {...common} /> : <input type="text" {...common} />}
          {maxLength !== undefined ? (
            <Counter aria-hidden="true">
              {value.length}/{maxLength}
            </Counter>
          ) : null}
        </Field>
      </form>
    </FullScreenPanel>
  );
}
