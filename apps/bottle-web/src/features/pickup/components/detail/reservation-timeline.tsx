/**
 * The reservation's steps as a timeline: each step's name, whether it is done, current or to
 * come (said to screen readers too), when it happened, a payment's amount and a refusal's reason.
 */
import styled from '@emotion/styled';
import type { PickupReservation } from '@bottle/api';
import { formatDayLabel, formatNumber } from '@bottle/domain';
import { VisuallyHidden } from '@bottle/ui';
import { useLang, useT } from '../../../../lib/i18n';
import { Section } from '../../../../lib/kit';
import { REFUSE_REASON_LABEL, STAGE_LABEL, timeline, type StageState } from '../../lib/status';
import { pickupMessages } from '../../messages';

const Timeline = styled.ol`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  list-style: none;
  li {
    position: relative;
    padding: 0 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
    border-left: 2px solid ${({ theme }) => theme.colors.gray200};
    margin-left: ${({ theme }) => theme.space.sm};
  }
  li:last-of-type {
    border-left-color: transparent;
  }
  li::before {
    content: '';
    position: absolute;
    left: -7px;
    top: 2px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.gray400};
    background: ${({ theme }) => theme.colors.white};
  }
  li[data-state='done']::before {
    border-color: ${({ theme }) => theme.colors.bottleGreen};
    background: ${({ theme }) => theme.colors.bottleGreen};
  }
  li[data-state='current']::before {
    border-color: ${({ theme }) => theme.colors.bottleGreen};
  }
  li[data-state='upcoming'] {
    color: ${({ theme }) => theme.colors.gray700};
  }
  li[aria-current='step'] strong {
    color: ${({ theme }) => theme.colors.bottleGreen};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const STATE_LABEL = {
  done: 'pickup.stageDone',
  current: 'pickup.stageCurrent',
  upcoming: 'pickup.stageUpcoming',
} as const satisfies Record<StageState, string>;

export function ReservationTimeline({ reservation }: { reservation: PickupReservation }) {
  const t = useT(pickupMessages);
  const lang = useLang();
  const steps = timeline(reservation);
  return (
    <Section aria-labelledby="pickup-timeline">
      <h2 id="pickup-timeline">{t('pickup.timeline')}</h2>
      <Timeline>
        {steps.map((s, i) => (
          <li key={`${s.kind}-${i}`} data-state={s.state} aria-current={s.state === 'current' ? 'step' : undefined}>
            <strong>{t(STAGE_LABEL[s.kind])}</strong>
            <VisuallyHidden> ({t(STATE_LABEL[s.state])})</VisuallyHidden>
            {s.at ? <small>{formatDayLabel(s.at, lang) || s.at}</small> : null}
            {s.amount !== undefined ? <p data-testid="payment-step-amount">{t('pickup.won', { amount: formatNumber(s.amount) })}</p> : null}
            {s.reason ? <p data-testid="refuse-reason">{t(REFUSE_REASON_LABEL[s.reason], { text: s.reasonText ?? '' })}</p> : null}
          </li>
        ))}
      </Timeline>
    </Section>
  );
}
