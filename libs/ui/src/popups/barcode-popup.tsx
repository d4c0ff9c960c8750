/**
 * Barcode popup (spec §2 "Barcode popup"): the membership card barcode, shown only when a card
 * number exists (membs_card_no, spec §3), the number grouped 4-4-4-4, barcode height 50 or 70
 * (spec §9). Bars come from libs/barcode; the SVG is shown through an <img> data URL, so even a
 * renderer bug could never inject script into the page. Browser back closes it (spec §2).
 *
 * At the till it has to be read by a scanner, often at arm's length: the card uses the
 * whole width of the phone, and "크게 보기" turns it into a full-screen view with the barcode
 * along the long side of the screen (rotated on a phone held upright, as it is on a landscape one).
 */
import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { toSvg } from '@bottle/barcode';
import { BARCODE_DEFAULTS, formatCardNumber } from '@bottle/domain';
import { Button } from '../components/button';
import { Modal } from '../overlay/modal';
import { useUi } from '../theme/ui-provider';

/** The two barcode heights of the shell (spec §9). */
export type BarcodeHeight = 50 | 70;
/** The enlarged view's height: the taller of the two. */
const ENLARGED_HEIGHT: BarcodeHeight = 70;

export interface BarcodePopupProps {
  open: boolean;
  /** Membership card number (membs_card_no); null or empty shows the "no card" message. */
  cardNumber?: string | null;
  /**
   * Height of the barcode on the card the popup opens with; default 70. The enlarged (turned,
   * full-screen) view always draws it 70 high, the taller of the shell's two heights (spec §9),
   * for a scanner held further off.
   */
  height?: BarcodeHeight;
  onClose: () => void;
  /** Default true (spec §2 "Browser back"). */
  closeOnBack?: boolean;
}

const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
`;

const BarcodeImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  image-rendering: pixelated;
`;

const Enlarged = styled.div`
  height: 100%;
  min-height: 240px;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
`;

/**
 * The barcode along the screen's long side: laid out as wide as the screen is tall (less the
 * title and the button), then turned a quarter. Flex centring keeps the turned box centred even
 * though, before turning, it is wider than the screen.
 */
const Turned = styled.figure`
  flex: none;
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: calc(var(--app-height, 100dvh) - 200px);
  max-width: 900px;
  transform: rotate(90deg);
  @media (orientation: landscape) {
    width: 100%;
    transform: none;
  }
`;

const CardNumberText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: 0.08em;
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray700};
`;

type Rendered = { kind: 'none' } | { kind: 'invalid' } | { kind: 'ok'; src: string; digits: string };

function render(cardNumber: string | null | undefined, height: BarcodeHeight): Rendered {
  const digits = (cardNumber ?? '').replace(/\D/g, '');
  if (digits === '') return { kind: 'none' };
  try {
    const svg = toSvg(digits, {
      format: 'CODE128',
      width: BARCODE_DEFAULTS.width,
      height,
      margin: BARCODE_DEFAULTS.margin,
      // The number is shown below in 4-4-4-4 groups instead of the barcode's own text line.
      displayValue: false,
    });
    return { kind: 'ok', src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, digits };
  } catch {
    // libs/barcode raises InvalidInputError for input it cannot encode; show that plainly
    // rather than an empty card.
    return { kind: 'invalid' };
  }
}

export function BarcodePopup({ open, cardNumber, height = 70, onClose, closeOnBack = true }: BarcodePopupProps) {
  const { t } = useUi('BarcodePopup');
  const [enlarged, setEnlarged] = useState(false);
  const onCard = useMemo(() => render(cardNumber, height), [cardNumber, height]);
  const large = enlarged && onCard.kind === 'ok';
  const drawnHeight: BarcodeHeight = large ? ENLARGED_HEIGHT : height;
  const rendered = useMemo(
    () => (drawnHeight === height ? onCard : render(cardNumber, drawnHeight)),
    [onCard, cardNumber, height, drawnHeight],
  );
  const grouped = rendered.kind === 'ok' ? formatCardNumber(rendered.digits) : '';
  const close = () => {
    setEnlarged(false);
    onClose();
  };
  const barcode =
    rendered.kind === 'ok' ? (
      <>
        <BarcodeImage
          src={rendered.src}
          alt={t('ui.barcode.imageAlt', { number: grouped })}
          data-testid="barcode-image"
          data-height={drawnHeight}
        />
        <CardNumberText aria-label={`${t('ui.barcode.cardNumber')} ${grouped}`} data-testid="card-number">
          {grouped}
        </CardNumberText>
      </>
    ) : null;
  return (
    <Modal
      open={open}
      variant={large ? 'fullScreen' : 'wide'}
      title={t('barcode.title')}
      description={rendered.kind === 'ok' ? t('barcode.description') : undefined}
      onDismiss={close}
      closeOnScrim
      closeOnBack={closeOnBack}
      data-testid="barcode-popup"
      footer={
        rendered.kind === 'ok' ? (
          <Actions>
            <Button variant="secondary" block aria-pressed={large} onClick={() => setEnlarged(!large)}>
              {large ? t('ui.barcode.shrink') : t('ui.barcode.enlarge')}
            </Button>
            <Button block onClick={close}>
              {t('ui.close')}
            </Button>
          </Actions>
        ) : (
          <Button block onClick={close}>
            {t('ui.close')}
          </Button>
        )
      }
    >
      {large ? (
        <Enlarged data-testid="barcode-enlarged">
          <Turned>{barcode}</Turned>
        </Enlarged>
      ) : rendered.kind === 'ok' ? (
        <Card>{barcode}</Card>
      ) : (
        <Note>{rendered.kind === 'none' ? t('barcode.noCard') : t('ui.barcode.invalid')}</Note>
      )}
    </Modal>
  );
}
