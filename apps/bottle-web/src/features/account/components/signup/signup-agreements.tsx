/** The agreements: agree-all, each with its (필수)/(선택) label and its text in the Terms popup. */
import { ANALYTICS_EVENTS, agreementLabel, isRequiredAgreement } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { trackEvent } from '../../../../lib/analytics';
import { CheckRow } from '../form-parts';
import { RowList } from '../../../../lib/kit';

import { AgreementRow, AllRow, Fieldset } from './signup-styles';
import type { SignupFormModel } from './use-signup-form';

export function SignupAgreements({ form }: { form: SignupFormModel }) {
  const { t, lang, inWebView, agreements, accepted, allOn, update, toggle, view } = form;
  return (
    <Fieldset>
      <legend>{t('account.signup.agreementsLegend')}</legend>
      <AllRow>
        <input
          type="checkbox"
          checked={allOn}
          onChange={(e) => {
            if (e.target.checked) trackEvent(ANALYTICS_EVENTS.termsAgreeAll, inWebView);
            update(e.target.checked ? new Set(agreements.map((a) => a.agmt_type)) : new Set());
          }}
        />
        {t('agreement.agreeAll')}
      </AllRow>
      <RowList flush>
        {agreements.map((a) => (
          <AgreementRow key={a.agmt_id}>
            <CheckRow>
              <input
                type="checkbox"
                checked={accepted.has(a.agmt_type)}
                aria-required={isRequiredAgreement(a.must_yn) ? true : undefined}
                onChange={(e) => toggle(a.agmt_type, e.target.checked)}
              />
              {`${agreementLabel(a.must_yn, lang)} ${a.agmt_nm}`}
            </CheckRow>
            <Button type="button" variant="text" aria-label={t('account.signup.viewTerms', { name: a.agmt_nm })} onClick={() => view(a)}>
              {t('agreement.view')}
            </Button>
          </AgreementRow>
        ))}
      </RowList>
    </Fieldset>
  );
}
