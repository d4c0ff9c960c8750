/**
 * The tasting-note form's styled parts (components/diary-form.tsx): the form, the restored-draft
 * notice, the product suggestions, the rating stars, the five-senses sliders and the photo picker.
 */
import styled from '@emotion/styled';
import { VisuallyHidden } from '@bottle/ui';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.xl}`};
`;

export const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const Suggestions = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.md};
  button {
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    background: none;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  }
`;

export const Stars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  label {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${({ theme }) => theme.touchTarget};
    min-height: ${({ theme }) => theme.touchTarget};
    margin: 0;
    border: 1px solid ${({ theme }) => theme.colors.gray300};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.gray700};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
    cursor: pointer;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  input:checked + span {
    color: ${({ theme }) => theme.colors.bottleGreen};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  label:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.bottleGreen};
    outline-offset: 2px;
  }
`;

export const Slider = styled.div`
  display: grid;
  grid-template-columns: 64px 1fr 48px;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  label {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
  input {
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    accent-color: ${({ theme }) => theme.colors.bottleGreen};
  }
  output {
    text-align: right;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/**
 * The browser's own file input, with its own text hidden: it is reset after every pick (so the
 * same file can be picked again) and then says "No file chosen" right above the attached photo's
 * preview. The status line below says what is attached instead, in the member's
 * language, and is part of the input's description for screen readers.
 */
/*
 * The photo picker: the file input is kept (focusable, for keyboards and screen readers) but
 * out of sight, and a label drawn as a button names the action in the member's language. The
 * browser's own button says "Choose File" / "No file chosen" in the browser's language, not the
 * app's, and cannot be translated.
 */
export const FileInput = styled(VisuallyHidden.withComponent('input'))`
  &:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.bottleGreen};
    outline-offset: 2px;
  }
`;

export const Picker = styled.span`
  position: relative;
  display: inline-block;
`;

export const PickButton = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.bottleGreen};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.bottleGreen};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  cursor: pointer;
`;

export const Preview = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  img {
    max-width: 160px;
    max-height: 160px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
