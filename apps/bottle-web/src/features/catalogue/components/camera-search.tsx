/**
 * Camera search (spec §1): the member takes a photo (`accept="image/*" capture="environment"`).
 * Where the browser has the Shape Detection API's `BarcodeDetector`, an EAN-13 is read on the
 * device and looked up through the search calls (the catalogue search matches barcodes);
 * otherwise, or when no barcode is found, the photo goes to POST /app/chat/image (libs/api) and
 * the product it recognises is used. Found → the product page; not found → a clear message.
 */
import styled from '@emotion/styled';
import { useRef, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, searchApi, useChatImageMutation } from '@bottle/api';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { useAppDispatch } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { popupActions } from '../../../lib/popups/popup-slice';
import { showAlert } from '../../../lib/popups/popup-thunks';
import { looksLikeEan13 } from '../lib/search-state';
import { HiddenInput, Icon, IconButton, ICONS } from './layout';
import { catalogueMessages } from '../messages';
import { useInWebView } from '../../../lib/services';

interface DetectedBarcode {
  rawValue: string;
  format: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorCtor = new (options?: { formats: string[] }) => BarcodeDetectorLike;

/** The first EAN-13 in the photo, or null (no detector, no barcode, or the detector failed). */
export async function detectEan13(file: Blob, win: unknown = globalThis): Promise<string | null> {
  const w = win as { BarcodeDetector?: BarcodeDetectorCtor; createImageBitmap?: (b: Blob) => Promise<ImageBitmap> };
  if (!w.BarcodeDetector || !w.createImageBitmap) return null;
  try {
    const bitmap = await w.createImageBitmap(file);
    const found = await new w.BarcodeDetector({ formats: ['ean_13'] }).detect(bitmap);
    return found.map((b) => b.rawValue).find(looksLikeEan13) ?? null;
  } catch {
    return null;
  }
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The search bar's icon button, as the label of the hidden file input (the picker opens on tap). */
const Label = styled(IconButton.withComponent('label'))`
  position: relative;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.bottleGreen};
  }
`;

export function CameraSearchButton() {
  const t = useT(catalogueMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inWebView = useInWebView();
  const [findWine] = searchApi.endpoints.wineResultList.useLazyQuery();
  const [findLiquor] = searchApi.endpoints.liquorResultList.useLazyQuery();
  const [chatImage] = useChatImageMutation();
  const busy = useRef(false);

  const findByBarcode = async (code: string): Promise<string | null> => {
    const arg = { keyword: code, page_no: 1, page_size: 1 };
    const [wine, liquor] = await Promise.all([findWine(arg, true).unwrap(), findLiquor(arg, true).unwrap()]);
    return wine.list[0]?.prd_cd ?? liquor.list[0]?.prd_cd ?? null;
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Let the same photo be chosen again after a miss.
    input.value = '';
    if (!file || busy.current) return;
    busy.current = true;
    trackEvent(ANALYTICS_EVENTS.searchCameraClick, inWebView);
    dispatch(popupActions.openLoading());
    let message: string | null = null;
    try {
      const code = await detectEan13(file);
      if (code) {
        const prdCd = await findByBarcode(code);
        if (prdCd) {
          void navigate(paths.product(prdCd));
          return;
        }
        message = t('catalogue.camera.unknownBarcode', { code });
        return;
      }
      const answer = await chatImage({ image: await readAsDataUrl(file), message: file.name }).unwrap();
      const prdCd = answer.prd_list?.[0]?.prd_cd;
      if (prdCd) void navigate(paths.product(prdCd));
      else message = t('catalogue.camera.notFound');
    } catch (error) {
      // 404: the photo held a barcode the catalogue does not have; anything else failed.
      message = isApiError(error) && error.status === 404 ? t('catalogue.camera.notFound') : t('catalogue.camera.failed');
    } finally {
      busy.current = false;
      dispatch(popupActions.closeLoading());
      if (message) dispatch(showAlert(message));
    }
  };

  return (
    <Label>
      <Icon d={ICONS.camera} />
      <HiddenInput
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t('catalogue.camera.start')}
        onChange={(e) => void onFile(e)}
      />
    </Label>
  );
}
