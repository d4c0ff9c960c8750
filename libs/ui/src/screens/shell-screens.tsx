/**
 * Full-screen shell overlays of spec §2 "Shell behaviour": system inspection (an image),
 * mandatory app update (cancel quits the app, update opens the store page), and the desktop
 * guidance page (an image, a button to the company's main website and, on one exhibition, a
 * QR code of the current page). None can be dismissed by Escape or back: the app decides.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { ChoiceButtons } from '../components/choice-buttons';
import { CentredColumn } from '../components/centred-column';
import { Modal } from '../overlay/modal';
import { useUi } from '../theme/ui-provider';

const Column = styled(CentredColumn)`
  max-width: ${({ theme }) => theme.maxContentWidth};
  margin: 0 auto;
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  max-width: 360px;
  height: auto;
`;

export interface SystemInspectionScreenProps {
  open: boolean;
  /** The inspection image (it usually carries the notice and time). */
  imageSrc: string;
  /** Defaults to the catalogue's inspection notice, so screen readers get the message. */
  imageAlt?: string;
  /** Optional extra content (for example the inspection time as text). */
  children?: ReactNode;
}

export function SystemInspectionScreen({ open, imageSrc, imageAlt, children }: SystemInspectionScreenProps) {
  const { t } = useUi('SystemInspectionScreen');
  return (
    <Modal
      open={open}
      title={t('inspection.title')}
      hideTitle
      variant="fullScreen"
      layer="fullScreen"
      data-testid="system-inspection-screen"
    >
      <Column>
        <Picture src={imageSrc} alt={imageAlt ?? t('inspection.body')} />
        {children}
      </Column>
    </Modal>
  );
}

export interface MandatoryUpdateScreenProps {
  open: boolean;
  /** Quits the app (spec §2). */
  onCancel: () => void;
  /** Opens the store page (spec §2). */
  onUpdate: () => void;
  /** Defaults to the catalogue's update notice. */
  message?: ReactNode;
}

export function MandatoryUpdateScreen({ open, onCancel, onUpdate, message }: MandatoryUpdateScreenProps) {
  const { t } = useUi('MandatoryUpdateScreen');
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={t('update.title')}
      description={message ?? t('update.body')}
      variant="fullScreen"
      layer="fullScreen"
      data-testid="mandatory-update-screen"
      footer={
        <ChoiceButtons back={{ label: t('update.cancel'), onClick: onCancel }} ahead={{ label: t('update.update'), onClick: onUpdate }} />
      }
    />
  );
}

export interface DesktopGuidanceScreenProps {
  open: boolean;
  imageSrc: string;
  imageAlt?: string;
  /** Goes to the company's main website (spec §2). */
  onGoToWebsite: () => void;
  /** Optional secondary action: keep using the app in this desktop browser. */
  onContinue?: () => void;
  /**
   * The QR slot: on /exhibition with the configured exhibit_no the app passes a QR code of the
   * current URL (size 64, level L; see `QrCode`), shown with the "scan on mobile" text.
   */
  qr?: ReactNode;
}

const QrBox = styled.figure`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  text-align: left;
  & figcaption {
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

export function DesktopGuidanceScreen({ open, imageSrc, imageAlt, onGoToWebsite, onContinue, qr }: DesktopGuidanceScreenProps) {
  const { t } = useUi('DesktopGuidanceScreen');
  return (
    <Modal
      open={open}
      title={t('desktop.title')}
      description={t('desktop.body')}
      variant="fullScreen"
      layer="fullScreen"
      data-testid="desktop-guidance-screen"
    >
      <Column>
        <Picture src={imageSrc} alt={imageAlt ?? t('desktop.imageAlt')} />
        {qr !== undefined && qr !== null ? (
          <QrBox data-testid="desktop-qr">
            {qr}
            <figcaption>{t('desktop.scanQr')}</figcaption>
          </QrBox>
        ) : null}
        <Button onClick={onGoToWebsite}>{t('desktop.goToWebsite')}</Button>
        {onContinue !== undefined ? (
          <Button variant="secondary" onClick={onContinue}>
            {t('desktop.continue')}
          </Button>
        ) : null}
      </Column>
    </Modal>
  );
}
