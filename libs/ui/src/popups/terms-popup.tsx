/**
 * Terms popup (spec §2 "Global popups": agreement text shown as HTML with a title). The HTML is
 * sanitised with DOMPurify before it touches the DOM (./sanitize-html.ts). Browser back and
 * Escape close it (spec §2 "Browser back").
 */
import styled from '@emotion/styled';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { ChoiceButtons } from '../components/choice-buttons';
import { Modal } from '../overlay/modal';
import { useUi } from '../theme/ui-provider';
import { trustedHtml } from './sanitize-html';

export interface TermsPopupProps {
  open: boolean;
  /** Agreement name (agmt_nm). */
  title: ReactNode;
  /** Agreement text as HTML (agmt_text); sanitised before rendering. */
  html: string;
  /** Close button, Escape and the browser back action. */
  onClose: () => void;
  /** When given, an "Agree" button is shown next to Close (sign-up flows). */
  onAgree?: () => void;
  agreeLabel?: string;
  /** Default true (spec §2 "Browser back"). */
  closeOnBack?: boolean;
}

const TermsText = styled.div`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.gray800};
  overflow-wrap: anywhere;
  & img {
    max-width: 100%;
    height: auto;
  }
  & table {
    max-width: 100%;
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
  }
  & a {
    color: ${({ theme }) => theme.colors.bottleGreen};
  }
`;

export function TermsPopup({ open, title, html, onClose, onAgree, agreeLabel, closeOnBack = true }: TermsPopupProps) {
  const { t } = useUi('TermsPopup');
  const safe = useMemo(() => trustedHtml(html), [html]);
  return (
    <Modal
      open={open}
      title={title}
      onDismiss={onClose}
      closeOnBack={closeOnBack}
      data-testid="terms-popup"
      footer={
        onAgree !== undefined ? (
          <ChoiceButtons
            back={{ label: t('ui.close'), onClick: onClose }}
            ahead={{ label: agreeLabel ?? t('ui.agree'), onClick: onAgree }}
          />
        ) : (
          <Button block onClick={onClose}>
            {t('ui.close')}
          </Button>
        )
      }
    >
      {/* A focusable region so keyboard users can scroll long terms (axe scrollable-region-focusable). */}
      <TermsText
        role="region"
        aria-label={t('ui.terms.content')}
        tabIndex={0}
        data-testid="terms-html"
        dangerouslySetInnerHTML={{ __html: safe }}
      />
    </Modal>
  );
}
