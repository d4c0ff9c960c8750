/**
 * The conversation as an accessible log (WAI-ARIA role "log", polite): new messages are read
 * out as they arrive, older ones are not repeated. The greeting with its suggestion chips opens
 * the log; each answer shows its text, its product cards and thumbs up/down feedback; a failed
 * message keeps its text with a retry (app convention: members' input is never lost).
 */
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { forwardRef, type ReactNode } from 'react';
import { VisuallyHidden } from '@bottle/ui';
import { ChipList, pillButton } from '../../../lib/kit';
import { focusRing } from './focus-ring';
import type { Lang } from '@bottle/domain';
import { useT } from '../../../lib/i18n';
import type { AssistantEntry, ChatEntry, FailureReason, Rating, UserEntry } from '../model/conversation';
import { Icon } from './icons';
import { ProductCard } from './product-card';
import { chatMessages, type ChatMessageKey } from '../messages';

const Log = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  ${focusRing('-2px')}
`;

const Row = styled.div<{ mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ mine }) => (mine ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space.sm};
`;

const Bubble = styled.p<{ mine: boolean }>`
  margin: 0;
  max-width: 85%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, mine }) => (mine ? theme.colors.bottleGreen : theme.colors.grayBg)};
  color: ${({ theme, mine }) => (mine ? theme.colors.white : theme.colors.black)};
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Photo = styled.img`
  display: block;
  max-width: 60%;
  max-height: 200px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  object-fit: contain;
  background: ${({ theme }) => theme.colors.white};
`;

const PhotoMissing = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.grayBg};
  color: ${({ theme }) => theme.colors.gray700};
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 85%;
  p {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    color: ${({ theme }) => theme.colors.gray900};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  /* The red is on the icon only: red text on white stays under 4.5:1. */
  svg {
    flex: 0 0 auto;
    color: ${({ theme }) => theme.colors.red};
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const SmallButton = styled.button`
  ${pillButton}
  min-width: 44px;
  color: ${({ theme }) => theme.colors.black};
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.gray700};
    background: ${({ theme }) => theme.colors.gray100};
  }
  ${focusRing('2px')}
`;

const Chips = styled(ChipList)`
  max-width: 100%;
`;

const Chip = styled(SmallButton)`
  border-color: ${({ theme }) => theme.colors.bottleGreen};
  color: ${({ theme }) => theme.colors.bottleGreen};
  text-align: left;
  &:disabled {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.colors.gray300};
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

const Products = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Feedback = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  span {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

const Thumb = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.gray700};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.bottleGreen};
    background: ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.white};
  }
  ${focusRing('2px')}
`;

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.3; }
  40% { opacity: 1; }
`;

const Typing = styled.div`
  display: inline-flex;
  gap: 6px;
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.grayBg};
  i {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.gray700};
    animation: ${blink} 1.2s infinite ease-in-out;
  }
  i:nth-of-type(2) {
    animation-delay: 0.2s;
  }
  i:nth-of-type(3) {
    animation-delay: 0.4s;
  }
`;

const FAILURE_TEXT: Record<FailureReason, ChatMessageKey> = {
  network: 'error.http.network',
  timeout: 'error.http.timeout',
  cancelled: 'chat.failed',
  'bad-request': 'chat.failed',
  'bad-response': 'chat.failed',
  unauthorized: 'chat.failed',
  offline: 'chat.failedOffline',
  interrupted: 'chat.failedInterrupted',
  unknown: 'chat.failed',
};

export interface MessageLogProps {
  entries: readonly ChatEntry[];
  lang: Lang;
  awaiting: boolean;
  suggestions: readonly string[];
  onSuggestion(text: string): void;
  onRetry(id: string): void;
  onTakeBack(id: string): void;
  onRate(answerId: string, rating: Rating): void;
  onOpenProduct(prdCd: string): void;
  /** Shown under the greeting before the first question (the member's recent-search note). */
  greetingNote?: ReactNode;
}

function UserMessage({
  entry,
  awaiting,
  onRetry,
  onTakeBack,
}: { entry: UserEntry } & Pick<MessageLogProps, 'awaiting' | 'onRetry' | 'onTakeBack'>) {
  const t = useT(chatMessages);
  const failureId = `chat-failure-${entry.id}`;
  return (
    <Row mine>
      {entry.kind === 'text' ? (
        <Bubble mine>
          <VisuallyHidden>{t('chat.you')}: </VisuallyHidden>
          {entry.text}
        </Bubble>
      ) : entry.thumbnail ? (
        <Photo src={entry.thumbnail} alt={t('chat.photoAlt')} />
      ) : (
        <PhotoMissing>
          <Icon name="photo" />
          {t('chat.photoMissing')}
        </PhotoMissing>
      )}
      {entry.delivery.state === 'sending' ? <Meta>{t('chat.sending')}</Meta> : null}
      {entry.delivery.state === 'failed' ? (
        <Failure>
          <p id={failureId}>
            <Icon name="warning" size={16} />
            {t(FAILURE_TEXT[entry.delivery.reason])}
          </p>
          <div>
            {entry.kind === 'text' ? (
              <SmallButton type="button" aria-describedby={failureId} onClick={() => onTakeBack(entry.id)}>
                {t('chat.editFailed')}
              </SmallButton>
            ) : null}
            {/* One question at a time in a thread: a retry waits for the running answer. */}
            <SmallButton type="button" aria-describedby={failureId} disabled={awaiting} onClick={() => onRetry(entry.id)}>
              {t('error.retry')}
            </SmallButton>
          </div>
        </Failure>
      ) : null}
    </Row>
  );
}

/** The language an answer is written in: Hangul means Korean, Latin letters alone English. */
export function answerLang(text: string, fallback: Lang): Lang {
  if (/[\uac00-\ud7a3]/.test(text)) return 'ko';
  if (/[A-Za-z]/.test(text)) return 'en';
  return fallback;
}

function Answer({
  entry,
  lang,
  last,
  awaiting,
  onSuggestion,
  onRate,
  onOpenProduct,
}: { entry: AssistantEntry; last: boolean } & Pick<MessageLogProps, 'lang' | 'awaiting' | 'onSuggestion' | 'onRate' | 'onOpenProduct'>) {
  const t = useT(chatMessages);
  const feedback = entry.feedback;
  const status =
    feedback?.state === 'saving'
      ? t('chat.feedbackSaving')
      : feedback?.state === 'saved'
        ? t('chat.feedbackThanks')
        : feedback?.state === 'failed'
          ? t('chat.feedbackFailed')
          : '';
  return (
    <Row mine={false}>
      <Bubble mine={false}>
        <VisuallyHidden>{t('chat.sommelier')}: </VisuallyHidden>
        {entry.text}
      </Bubble>
      {entry.products.length > 0 ? (
        <Products aria-label={t('chat.products', { count: entry.products.length })}>
          {entry.products.map((p) => (
            <li key={p.prd_cd}>
              <ProductCard product={p} lang={answerLang(entry.text, lang)} onOpen={onOpenProduct} />
            </li>
          ))}
        </Products>
      ) : null}
      <Feedback role="group" aria-label={t('chat.feedbackLabel')}>
        {(['up', 'down'] as const).map((rating) => (
          <Thumb
            key={rating}
            type="button"
            aria-label={t(rating === 'up' ? 'chat.feedbackUp' : 'chat.feedbackDown')}
            aria-pressed={feedback?.rating === rating && feedback.state !== 'failed'}
            aria-disabled={feedback?.state === 'saving' || undefined}
            onClick={() => onRate(entry.id, rating)}
          >
            <Icon name={rating === 'up' ? 'thumbUp' : 'thumbDown'} size={20} />
          </Thumb>
        ))}
        {status ? <span>{status}</span> : null}
      </Feedback>
      {last && entry.suggestions.length > 0 ? (
        <SuggestionChips label={t('chat.followUpsLabel')} suggestions={entry.suggestions} awaiting={awaiting} onSuggestion={onSuggestion} />
      ) : null}
    </Row>
  );
}

/** Questions the member can send with one tap (the opening ones and each answer's follow-ups). */
function SuggestionChips(props: { label: string; suggestions: readonly string[] } & Pick<MessageLogProps, 'awaiting' | 'onSuggestion'>) {
  return (
    <Chips aria-label={props.label}>
      {props.suggestions.map((s) => (
        <li key={s}>
          <Chip type="button" disabled={props.awaiting} onClick={() => props.onSuggestion(s)}>
            {s}
          </Chip>
        </li>
      ))}
    </Chips>
  );
}

export const MessageLog = forwardRef<HTMLDivElement, MessageLogProps>(function MessageLog(props, ref) {
  const t = useT(chatMessages);
  const { entries, awaiting, suggestions, onSuggestion } = props;
  const lastAnswer = [...entries].reverse().find((e) => e.role === 'assistant');
  return (
    // The log scrolls on its own; tabIndex lets keyboard users scroll it (WCAG 2.1.1).
    <Log ref={ref} role="log" aria-live="polite" aria-label={t('chat.log')} tabIndex={0}>
      <Row mine={false}>
        <Bubble mine={false}>
          <VisuallyHidden>{t('chat.sommelier')}: </VisuallyHidden>
          {t('chat.greeting')}
        </Bubble>
        {entries.length === 0 ? props.greetingNote : null}
        {entries.length === 0 ? (
          <SuggestionChips label={t('chat.suggestionsLabel')} suggestions={suggestions} awaiting={awaiting} onSuggestion={onSuggestion} />
        ) : null}
      </Row>
      {entries.map((e) =>
        e.role === 'user' ? (
          <UserMessage key={e.id} entry={e} awaiting={awaiting} onRetry={props.onRetry} onTakeBack={props.onTakeBack} />
        ) : (
          <Answer
            key={e.id}
            entry={e}
            last={e === lastAnswer && entries[entries.length - 1] === e}
            lang={props.lang}
            awaiting={awaiting}
            onSuggestion={onSuggestion}
            onRate={props.onRate}
            onOpenProduct={props.onOpenProduct}
          />
        ),
      )}
      {awaiting ? (
        <Typing>
          <VisuallyHidden>{t('chat.typing')}</VisuallyHidden>
          <i aria-hidden="true" />
          <i aria-hidden="true" />
          <i aria-hidden="true" />
        </Typing>
      ) : null}
    </Log>
  );
});
