/**
 * The gallery's scenarios: every libs/ui component in each state worth seeing, with the demo data
 * it needs (stores, terms, a hostile terms text that must not run). Overlays open one at a time.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { QrCode } from '../components/qr-code';
import { BottomSheet } from '../overlay/bottom-sheet';
import { FullScreenPanel } from '../overlay/full-screen-panel';
import { TextInputPanel } from '../overlay/text-input-panel';
import { AlertPopup } from '../popups/alert-popup';
import { BarcodePopup } from '../popups/barcode-popup';
import { ChatCameraPopup, ChatRecordingVoicePopup } from '../popups/chat-popups';
import { ConfirmPopup } from '../popups/confirm-popup';
import { InspectionAppCardPopup } from '../popups/inspection-app-card-popup';
import { ChatLoadingPopup, GeneralLoadingOverlay, LoadingPopup } from '../popups/loading-popup';
import { MainStorePopup } from '../popups/main-store-popup';
import { StoreInfoPopup, type StoreInfoPopupProps } from '../popups/store-info-popup';
import type { StoreDetail } from '../popups/store-info-popup';
import { TermsPopup } from '../popups/terms-popup';
import { DesktopGuidanceScreen, MandatoryUpdateScreen, SystemInspectionScreen } from '../screens/shell-screens';
import { EmptyState, ErrorState, SkeletonList } from '../states/states';
import { RouterErrorPage } from '../states/router-error-page';

export interface GalleryScenario {
  id: string;
  group: string;
  title: string;
  /** Overlays open on demand; inline scenarios are always shown. */
  kind: 'overlay' | 'inline';
  render: (close: () => void) => ReactNode;
}

const noop = () => undefined;

/** An inline SVG stand-in for the app's images, so the gallery needs no assets. */
function samplePicture(text: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240" viewBox="0 0 360 240"><rect width="360" height="240" fill="${color}"/><text x="180" y="128" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * An overlay with no way out of its own (a loading or inspection screen), shown for three seconds:
 * the scenario closes it.
 */
function closesAfter3s(id: string, group: string, title: string, overlay: ReactNode): GalleryScenario {
  return {
    id,
    group,
    title: `${title} (closes after 3 s)`,
    kind: 'overlay',
    render: (close) => (
      <AutoClose close={close} ms={3000}>
        {overlay}
      </AutoClose>
    ),
  };
}

const STORES = [
  { str_cd: '201', str_nm: '보틀 잠실점' },
  { str_cd: '361', str_nm: '보틀 서울역점' },
  { str_cd: '405', str_nm: '보틀 부산 센텀점' },
  { str_cd: '512', str_nm: '보틀 광교 앨리웨이점' },
];

const STORE: StoreDetail = {
  str_cd: '201',
  str_nm: '보틀 잠실점',
  str_tel_no: '02-1234-5678',
  bsns_conts: '연중무휴 (명절 당일 제외)',
  bsns_start_time: '1000',
  bsns_end_time: '2200',
  hldy_conts: '매월 둘째, 넷째 일요일 휴무',
  hldy_list: ['20261213', '20261227'],
  pick_desk_info: '지하 1층 와인 셀러 옆 픽업 데스크',
  str_addr: '서울특별시 송파구 올림픽로 240',
  road_info: '잠실역 8번 출구에서 도보 3분',
};

const TERMS_HTML = `<h3>제1조 (목적)</h3>
<p>이 약관은 보틀 앱 서비스의 이용 조건을 정합니다. <a href="https://example.com/terms">전문 보기</a></p>
<ol><li>회원은 만 19세 이상이어야 합니다.</li><li>주류는 매장에서만 픽업할 수 있습니다.</li></ol>
<table><tr><th>항목</th><th>보유 기간</th></tr><tr><td>이름</td><td>탈퇴 시까지</td></tr></table>
<p>Sanitised away: <script>window.__galleryXss=1</script><a href="javascript:alert(1)">link</a></p>`;

/**
 * Server HTML with an inline event handler. Nothing runs (the sanitiser drops the handler, and the
 * strict policy would block it), but Chromium reports a blocked `script-src-attr` violation while
 * any parser reads the markup, so this scenario is apart from the others: its e2e journey expects
 * exactly those reports, no others, and nothing run.
 */
const HOSTILE_TERMS_HTML = `<p>이미지 처리기가 붙은 약관 <img src="x" alt="" onerror="window.__galleryXss=1"><b onclick="window.__galleryXss=1">굵게</b></p>`;

/** A store info popup state; the gallery's call and copy buttons do nothing. */
function storeInfoScenario(
  id: string,
  title: string,
  props: Pick<StoreInfoPopupProps, 'store' | 'loading' | 'inWebView'>,
): GalleryScenario {
  return {
    id,
    group: 'Store info',
    title,
    kind: 'overlay',
    render: (close) => <StoreInfoPopup open {...props} onCall={noop} onCopyAddress={noop} onOpenMap={noop} onClose={close} />,
  };
}

export const GALLERY_SCENARIOS: readonly GalleryScenario[] = [
  // ---- Confirm / Alert / Terms (spec §2 "Global popups") -------------------------------
  {
    id: 'confirm',
    group: 'Confirm',
    title: 'Message only',
    kind: 'overlay',
    render: (close) => <ConfirmPopup open message="픽업 예약을 취소하시겠습니까?" onConfirm={close} onCancel={close} />,
  },
  {
    id: 'confirm-rich',
    group: 'Confirm',
    title: 'Title, banner, body, custom labels',
    kind: 'overlay',
    render: (close) => (
      <ConfirmPopup
        open
        title="예약 취소"
        message="선택한 상품의 픽업 예약을 취소하시겠습니까?"
        banner={<img src={samplePicture('Banner', '#00484d')} alt="이번 주 추천 와인" />}
        body={<p>취소한 예약은 되돌릴 수 없습니다.</p>}
        confirmLabel="예약 취소"
        cancelLabel="유지"
        onConfirm={close}
        onCancel={close}
      />
    ),
  },
  {
    id: 'alert',
    group: 'Alert',
    title: 'Content and close',
    kind: 'overlay',
    render: (close) => <AlertPopup open content="주소가 복사되었습니다." onClose={close} />,
  },
  {
    id: 'alert-title',
    group: 'Alert',
    title: 'With title (session expired)',
    kind: 'overlay',
    render: (close) => <AlertPopup open title="로그인" content="로그인 정보가 만료되었습니다. 다시 로그인해 주세요." onClose={close} />,
  },
  {
    id: 'terms',
    group: 'Terms',
    title: 'HTML text, sanitised',
    kind: 'overlay',
    render: (close) => <TermsPopup open title="서비스 이용약관" html={TERMS_HTML} onClose={close} />,
  },
  {
    id: 'terms-agree',
    group: 'Terms',
    title: 'With an agree button',
    kind: 'overlay',
    render: (close) => <TermsPopup open title="개인정보 수집·이용 동의" html={TERMS_HTML} onClose={close} onAgree={close} />,
  },
  {
    id: 'terms-hostile',
    group: 'Terms',
    title: 'Inline event handlers, sanitised',
    kind: 'overlay',
    render: (close) => <TermsPopup open title="서비스 이용약관" html={HOSTILE_TERMS_HTML} onClose={close} />,
  },
  // ---- Loading ---------------------------------------------------------------------------
  closesAfter3s('loading', 'Loading', 'Loading popup', <LoadingPopup open />),
  closesAfter3s('chat-loading', 'Loading', 'Chat (AI assistant) loading', <ChatLoadingPopup open />),
  closesAfter3s('general-loading', 'Loading', 'General full-screen loading', <GeneralLoadingOverlay open />),
  // ---- Main store -------------------------------------------------------------------------
  {
    id: 'main-store',
    group: 'Main-store setting',
    title: 'Current default preselected',
    kind: 'overlay',
    render: (close) => <MainStorePopup open stores={STORES} defaultStoreCode="405" onConfirm={close} onSkip={close} />,
  },
  {
    id: 'main-store-none',
    group: 'Main-store setting',
    title: 'No default yet (confirm disabled until a choice)',
    kind: 'overlay',
    render: (close) => <MainStorePopup open stores={STORES} onConfirm={close} onSkip={close} />,
  },
  {
    id: 'main-store-saving',
    group: 'Main-store setting',
    title: 'Saving (everything disabled)',
    kind: 'overlay',
    render: (close) => (
      <>
        <MainStorePopup open stores={STORES} defaultStoreCode="201" saving onConfirm={noop} onSkip={noop} />
        <AutoClose close={close} ms={3000} />
      </>
    ),
  },
  {
    id: 'main-store-empty',
    group: 'Main-store setting',
    title: 'Empty list',
    kind: 'overlay',
    render: (close) => <MainStorePopup open stores={[]} onConfirm={close} onSkip={close} />,
  },
  // ---- App card, barcode, store info ---------------------------------------------------
  {
    id: 'inspection-app-card',
    group: 'Inspection app-card',
    title: 'Default text',
    kind: 'overlay',
    render: (close) => <InspectionAppCardPopup open onClose={close} />,
  },
  {
    id: 'inspection-app-card-period',
    group: 'Inspection app-card',
    title: 'With inspection time',
    kind: 'overlay',
    render: (close) => <InspectionAppCardPopup open period="2026.11.22 02:00 ~ 06:00" onClose={close} />,
  },
  {
    id: 'barcode-70',
    group: 'Barcode',
    title: 'Card number, height 70',
    kind: 'overlay',
    render: (close) => <BarcodePopup open cardNumber="1234567890123456" height={70} onClose={close} />,
  },
  {
    id: 'barcode-50',
    group: 'Barcode',
    title: 'Card number, height 50',
    kind: 'overlay',
    render: (close) => <BarcodePopup open cardNumber="9876543210987654" height={50} onClose={close} />,
  },
  {
    id: 'barcode-none',
    group: 'Barcode',
    title: 'No card number',
    kind: 'overlay',
    render: (close) => <BarcodePopup open cardNumber={null} onClose={close} />,
  },
  storeInfoScenario('store-info-webview', 'In the web view (call, copy address)', { store: STORE, inWebView: true }),
  storeInfoScenario('store-info-browser', 'In a browser (no call or copy)', { store: STORE, inWebView: false }),
  storeInfoScenario('store-info-sparse', 'Web view, no telephone or address', {
    store: { str_cd: '361', str_nm: '보틀 서울역점', bsns_start_time: '0930', bsns_end_time: '2100' },
    inWebView: true,
  }),
  storeInfoScenario('store-info-loading', 'Loading', { store: undefined, loading: true, inWebView: true }),
  storeInfoScenario('store-info-none', 'No store information', { store: null, inWebView: true }),
  // ---- Chat -------------------------------------------------------------------------------
  {
    id: 'voice-listening',
    group: 'Chat recording voice',
    title: 'Listening, with transcript',
    kind: 'overlay',
    render: (close) => (
      <ChatRecordingVoicePopup open status="listening" transcript="삼겹살에 어울리는 레드 와인" onStop={close} onCancel={close} />
    ),
  },
  {
    id: 'voice-processing',
    group: 'Chat recording voice',
    title: 'Processing',
    kind: 'overlay',
    render: (close) => <ChatRecordingVoicePopup open status="processing" onStop={close} onCancel={close} />,
  },
  {
    id: 'voice-error',
    group: 'Chat recording voice',
    title: 'Microphone unavailable',
    kind: 'overlay',
    render: (close) => <ChatRecordingVoicePopup open status="error" onStop={close} onCancel={close} />,
  },
  {
    id: 'camera',
    group: 'Chat camera',
    title: 'Take or choose a photo',
    kind: 'overlay',
    render: (close) => <ChatCameraPopup open onSelect={close} onCancel={close} />,
  },
  // ---- Full-screen shell overlays ------------------------------------------------------
  closesAfter3s(
    'system-inspection',
    'Full-screen',
    'System inspection',
    <SystemInspectionScreen open imageSrc={samplePicture('System inspection', '#00484d')} />,
  ),
  {
    id: 'mandatory-update',
    group: 'Full-screen',
    title: 'Mandatory update',
    kind: 'overlay',
    render: (close) => <MandatoryUpdateScreen open onCancel={close} onUpdate={close} />,
  },
  {
    id: 'desktop-guidance',
    group: 'Full-screen',
    title: 'Desktop guidance',
    kind: 'overlay',
    render: (close) => <DesktopGuidanceScreen open imageSrc={samplePicture('Mobile only', '#000000')} onGoToWebsite={close} />,
  },
  {
    id: 'desktop-guidance-qr',
    group: 'Full-screen',
    title: 'Desktop guidance with QR (exhibition)',
    kind: 'overlay',
    render: (close) => (
      <DesktopGuidanceScreen
        open
        imageSrc={samplePicture('Mobile only', '#000000')}
        onGoToWebsite={close}
        qr={<QrCode value="https://bottle.example/exhibition?exhibit_no=1" size={64} level="L" label="QR" />}
      />
    ),
  },
  // ---- Sheets and panels ---------------------------------------------------------------
  {
    id: 'bottom-sheet',
    group: 'Sheets and panels',
    title: 'Bottom sheet (slides 0.5 s)',
    kind: 'overlay',
    render: (close) => (
      <BottomSheet
        open
        onDismiss={close}
        title="정렬"
        footer={
          <Button block onClick={close}>
            확인
          </Button>
        }
      >
        <p>추천순 · 최신순 · 낮은 가격순 · 높은 가격순</p>
      </BottomSheet>
    ),
  },
  {
    id: 'full-screen-panel',
    group: 'Sheets and panels',
    title: 'Full-screen panel (slides 0.5 s)',
    kind: 'overlay',
    render: (close) => (
      <FullScreenPanel
        open
        title="와인 필터"
        onClose={close}
        footer={
          <Button block onClick={close}>
            적용
          </Button>
        }
      >
        <p>종류 · 국가 · 품종 · 오감 · 스타일 · 가격</p>
      </FullScreenPanel>
    ),
  },
  {
    id: 'text-input-panel',
    group: 'Sheets and panels',
    title: 'Text input panel (confirm disabled until filled)',
    kind: 'overlay',
    render: (close) => <TextInputPanel open title="메모" label="메모 내용" maxLength={100} onConfirm={close} onClose={close} />,
  },
  {
    id: 'nested',
    group: 'Sheets and panels',
    title: 'Nested: confirm over a panel',
    kind: 'overlay',
    render: (close) => <NestedDemo close={close} />,
  },
  // ---- Inline states ----------------------------------------------------------------------
  { id: 'skeleton', group: 'States', title: 'Skeleton list', kind: 'inline', render: () => <SkeletonList rows={2} /> },
  { id: 'empty', group: 'States', title: 'Empty', kind: 'inline', render: () => <EmptyState /> },
  {
    id: 'error-retry',
    group: 'States',
    title: 'Error with retry',
    kind: 'inline',
    render: () => <ErrorState onRetry={noop} />,
  },
  {
    id: 'error-retrying',
    group: 'States',
    title: 'Error, retry running',
    kind: 'inline',
    render: () => <ErrorState onRetry={noop} retrying />,
  },
  {
    id: 'router-error',
    group: 'States',
    title: 'Router error page',
    kind: 'inline',
    render: () => <RouterErrorPage error={new Error('Demo failure')} showDetails onGoHome={noop} onReload={noop} />,
  },
  {
    id: 'buttons',
    group: 'States',
    title: 'Buttons',
    kind: 'inline',
    render: () => (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="text">Text</Button>
        <Button disabled>Disabled</Button>
      </div>
    ),
  },
];

function AutoClose({ close, ms, children }: { close: () => void; ms: number; children?: ReactNode }) {
  useTimeout(close, ms);
  return <>{children}</>;
}

function useTimeout(callback: () => void, ms: number): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  });
  useEffect(() => {
    const id = window.setTimeout(() => saved.current(), ms);
    return () => window.clearTimeout(id);
  }, [ms]);
}

function NestedDemo({ close }: { close: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <FullScreenPanel open title="필터" onClose={close}>
        <Button onClick={() => setConfirming(true)}>필터 초기화</Button>
      </FullScreenPanel>
      <ConfirmPopup
        open={confirming}
        message="선택한 필터를 모두 초기화할까요?"
        onConfirm={() => {
          setConfirming(false);
          close();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
