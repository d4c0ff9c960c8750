import { useStoreInfoQuery } from '@bottle/api';
import { Button } from '@bottle/ui';
import { useAppDispatch } from '../../../../lib/store/hooks';
import { useT } from '../../../../lib/i18n';
import { LinkButton } from '../../../../lib/kit';
import { showAlert } from '../../../../lib/popups/popup-thunks';
import { useInWebView, useServices } from '../../../../lib/services';
import { Note } from '../page';
import { pickupMessages } from '../../messages';

/**
 * After the store confirms, cancelling or changing is a call to the store: in
 * the web view the shell dials (bridge `callPhone`); in a browser a `tel:` link does.
 */
export function CallStore({ strCd }: { strCd: string }) {
  const t = useT(pickupMessages);
  const dispatch = useAppDispatch();
  const { getBridge } = useServices();
  const inWebView = useInWebView();
  const store = useStoreInfoQuery({ strCd });
  const tel = store.data?.str_tel_no.replace(/[^\d+]/g, '') ?? '';
  return (
    <>
      <Note>{t('pickup.callStoreHint')}</Note>
      {!tel ? null : inWebView ? (
        <Button
          onClick={() => {
            getBridge()
              .then((bridge) => bridge.callPhone({ tel }))
              .catch(() => dispatch(showAlert(t('pickup.callFailed', { tel: store.data?.str_tel_no ?? tel }))));
          }}
        >
          {t('pickup.callStore')}
        </Button>
      ) : (
        <LinkButton to={`tel:${tel}`}>{t('pickup.callStore')}</LinkButton>
      )}
    </>
  );
}
