/**
 * Step 3, privacy agreement (spec §2, required): the checkbox, the full text in the Terms popup,
 * and a summary made of the agreement text's own points (never a second copy).
 */
import styled from '@emotion/styled';
import { Button, Skeleton } from '@bottle/ui';
import { useT } from '../../../../lib/i18n';
import { choiceLabel } from '../../../../lib/kit';
import { pickupMessages } from '../../messages';

const Agreement = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.md};
  label {
    ${choiceLabel}
    cursor: pointer;
  }
  input {
    width: 22px;
    height: 22px;
    accent-color: ${({ theme }) => theme.colors.bottleGreen};
  }
`;

const AgreementSummary = styled.div`
  margin: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.sm};
    color: ${({ theme }) => theme.colors.gray800};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  p {
    margin: 0;
  }
`;

export interface AgreementStepProps {
  agreed: boolean;
  /** The agreement's own points (lib/agreement-summary.ts); empty when its text is unavailable. */
  points: readonly string[];
  loading: boolean;
  onAgreed: (agreed: boolean) => void;
  onOpenTerms: () => void;
}

export function AgreementStep({ agreed, points, loading, onAgreed, onOpenTerms }: AgreementStepProps) {
  const t = useT(pickupMessages);
  return (
    <>
      <p>{t('pickup.agreementIntro')}</p>
      <Agreement>
        <label>
          <input
            type="checkbox"
            checked={agreed}
            onChange={(e) => onAgreed(e.target.checked)}
            aria-describedby="pickup-agreement-summary"
          />
          <span>
            {t('agreement.required')} {t('pickup.agreementCheck')}
          </span>
        </label>
        <Button variant="text" aria-haspopup="dialog" aria-label={t('pickup.agreementView')} onClick={onOpenTerms} disabled={loading}>
          {t('agreement.view')}
        </Button>
      </Agreement>
      <AgreementSummary id="pickup-agreement-summary" aria-busy={loading}>
        <h3>{t('pickup.agreementSummaryTitle')}</h3>
        {loading ? (
          <Skeleton width="80%" />
        ) : points.length > 0 ? (
          // The agreement's own words (server text, Korean): the same as its full text.
          <ul lang="ko">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : (
          <p>{t('pickup.termsUnavailable')}</p>
        )}
      </AgreementSummary>
    </>
  );
}
