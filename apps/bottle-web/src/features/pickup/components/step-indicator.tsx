/**
 * The four steps of the pickup flow (spec §2: reservation view, location select, privacy
 * agreement, reservation confirm) with the current one marked `aria-current="step"`.
 */
import styled from '@emotion/styled';
import { useT } from '../../../lib/i18n';
import { PICKUP_STEPS, type PickupStep } from '../lib/draft';
import { pickupMessages, type PickupMessageKey } from '../messages';

export const STEP_LABEL: Readonly<Record<PickupStep, PickupMessageKey>> = {
  view: 'pickup.step.view',
  store: 'pickup.step.store',
  agreement: 'pickup.step.agreement',
  confirm: 'pickup.step.confirm',
};

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  list-style: none;
  counter-reset: step;
  li {
    flex: 1;
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 4px solid ${({ theme }) => theme.colors.gray200};
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.xs};
    counter-increment: step;
  }
  li::before {
    content: counter(step) '. ';
  }
  li[data-done='true'] {
    border-top-color: ${({ theme }) => theme.colors.bottleGreen};
  }
  li[aria-current='step'] {
    border-top-color: ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.bottleGreen};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

export function StepIndicator({ current }: { current: PickupStep }) {
  const t = useT(pickupMessages);
  const index = PICKUP_STEPS.indexOf(current);
  return (
    <nav aria-label={t('pickup.steps')}>
      <List>
        {PICKUP_STEPS.map((step, i) => (
          <li key={step} aria-current={i === index ? 'step' : undefined} data-done={i < index}>
            {t(STEP_LABEL[step])}
          </li>
        ))}
      </List>
    </nav>
  );
}
