import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { InspectionAppCardPopup } from './inspection-app-card-popup';
import { MainStorePopup } from './main-store-popup';
import { StoreInfoPopup, formatStoreDate, formatStoreTime } from './store-info-popup';
import type { StoreDetail, StoreInfoPopupProps } from './store-info-popup';

const STORES = [
  { str_cd: '201', str_nm: '잠실점' },
  { str_cd: '361', str_nm: '서울역점' },
  { str_cd: '405', str_nm: '센텀점' },
];

describe('MainStorePopup (spec §2 "Main-store setting popup")', () => {
  it('lists every store and preselects the current default store, so confirm is enabled', () => {
    renderUi(<MainStorePopup open stores={STORES} defaultStoreCode="405" onConfirm={vi.fn()} onSkip={vi.fn()} />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /센텀점/ })).toBeChecked();
    expect(screen.getByText('현재 대표 매장')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '설정하기' })).toBeEnabled();
  });

  it('given no default store, then confirm is disabled until a store is chosen, and confirm sends that store code', async () => {
    const onConfirm = vi.fn();
    const { user } = renderUi(<MainStorePopup open stores={STORES} onConfirm={onConfirm} onSkip={vi.fn()} />);
    const confirm = screen.getByRole('button', { name: '설정하기' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: /서울역점/ }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('361');
  });

  it('given a default store that is not in the list, then nothing is preselected', () => {
    renderUi(<MainStorePopup open stores={STORES} defaultStoreCode="999" onConfirm={vi.fn()} onSkip={vi.fn()} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.getByRole('button', { name: '설정하기' })).toBeDisabled();
  });

  it('given a save in progress, then confirm, skip and the choices are disabled and the popup is busy', async () => {
    const onConfirm = vi.fn();
    const { user } = renderUi(<MainStorePopup open stores={STORES} defaultStoreCode="201" saving onConfirm={onConfirm} onSkip={vi.fn()} />);
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
    const confirm = screen.getByRole('button', { name: '저장 중입니다…' });
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: '다음에 설정하기' })).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('when the member skips, then onSkip receives the spec default store 361', async () => {
    const onSkip = vi.fn();
    const { user } = renderUi(<MainStorePopup open stores={STORES} onConfirm={vi.fn()} onSkip={onSkip} />);
    await user.click(screen.getByRole('button', { name: '다음에 설정하기' }));
    expect(onSkip).toHaveBeenCalledWith('361');
  });

  it('given an empty list, then it says so and confirm stays disabled', () => {
    renderUi(<MainStorePopup open stores={[]} onConfirm={vi.fn()} onSkip={vi.fn()} />);
    expect(screen.getByText('선택할 수 있는 매장이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '설정하기' })).toBeDisabled();
  });

  it('given the popup is reopened after the default store changed, then the new default is preselected', () => {
    const { rerender } = renderUi(<MainStorePopup open stores={STORES} defaultStoreCode="201" onConfirm={vi.fn()} onSkip={vi.fn()} />);
    rerender(<MainStorePopup open={false} stores={STORES} defaultStoreCode="361" onConfirm={vi.fn()} onSkip={vi.fn()} />);
    rerender(<MainStorePopup open stores={STORES} defaultStoreCode="361" onConfirm={vi.fn()} onSkip={vi.fn()} />);
    expect(screen.getByRole('radio', { name: /서울역점/ })).toBeChecked();
  });
});

const STORE: StoreDetail = {
  str_cd: '201',
  str_nm: '보틀 잠실점',
  str_tel_no: '02-1234-5678',
  bsns_conts: '연중무휴',
  bsns_start_time: '1000',
  bsns_end_time: '22:00',
  hldy_conts: '둘째, 넷째 일요일',
  hldy_list: ['20261213', '20261227'],
  pick_desk_info: '지하 1층 픽업 데스크',
  str_addr: '서울특별시 송파구 올림픽로 240',
  road_info: '잠실역 8번 출구 도보 3분',
};

describe('StoreInfoPopup (spec §2 "Store info popup")', () => {
  /** The popup of STORE in the web view with handlers that do nothing; `props` are what a case is about. */
  const renderStoreInfo = (props: Partial<StoreInfoPopupProps> = {}) =>
    renderUi(<StoreInfoPopup open store={STORE} inWebView onCall={vi.fn()} onCopyAddress={vi.fn()} onClose={vi.fn()} {...props} />);

  it('shows name, telephone, business hours, holidays, pickup desk, address and road info', () => {
    renderStoreInfo({ inWebView: false });
    const dialog = screen.getByRole('dialog', { name: '매장 정보' });
    const text = dialog.textContent ?? '';
    for (const expected of [
      '보틀 잠실점',
      '02-1234-5678',
      '10:00 ~ 22:00',
      '연중무휴',
      '둘째, 넷째 일요일',
      '2026.12.13',
      '2026.12.27',
      '지하 1층 픽업 데스크',
      '서울특별시 송파구 올림픽로 240',
      '잠실역 8번 출구 도보 3분',
    ]) {
      expect(text).toContain(expected);
    }
    for (const label of ['전화번호', '영업시간', '휴무일', '픽업 데스크', '주소', '오시는 길']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
  });

  it('given a browser (not the web view), then there is no call or copy button', () => {
    renderStoreInfo({ inWebView: false });
    expect(screen.queryByRole('button', { name: '전화하기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '주소 복사' })).toBeNull();
    expect(screen.getByRole('button', { name: '닫기' })).toBeInTheDocument();
  });

  it('given the web view, then call and copy buttons pass the telephone and the address', async () => {
    const onCall = vi.fn();
    const onCopyAddress = vi.fn();
    const { user } = renderStoreInfo({ onCall, onCopyAddress });
    await user.click(screen.getByRole('button', { name: '전화하기' }));
    await user.click(screen.getByRole('button', { name: '주소 복사' }));
    expect(onCall).toHaveBeenCalledWith('02-1234-5678');
    expect(onCopyAddress).toHaveBeenCalledWith('서울특별시 송파구 올림픽로 240');
  });

  it('given the web view, then the buttons sit in a two-column grid and never break their labels (they were two-line stubs in one row on a 360 px phone)', () => {
    renderStoreInfo();
    const call = screen.getByRole('button', { name: '전화하기' });
    const footer = call.parentElement as HTMLElement;
    expect(getComputedStyle(footer).display).toBe('grid');
    for (const button of within(footer).getAllByRole('button')) expect(getComputedStyle(button).whiteSpace).toBe('nowrap');
  });

  it('given the web view but no telephone and a blank address, then neither button shows', () => {
    renderStoreInfo({ store: { str_cd: '361', str_nm: '서울역점', str_tel_no: null, str_addr: '  ' } });
    expect(screen.queryByRole('button', { name: '전화하기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '주소 복사' })).toBeNull();
  });

  it('given only a telephone in the web view, then only the call button shows', () => {
    renderStoreInfo({ store: { str_cd: '1', str_tel_no: '1588-0000' } });
    expect(screen.getByRole('button', { name: '전화하기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '주소 복사' })).toBeNull();
  });

  it('given onOpenMap, then a map button (browser and web view alike) passes the address and the name; without an address or onOpenMap there is none', async () => {
    const onOpenMap = vi.fn();
    const { user, unmount } = renderStoreInfo({ inWebView: false, onOpenMap });
    await user.click(screen.getByRole('button', { name: '지도 보기' }));
    expect(onOpenMap).toHaveBeenCalledWith({ address: '서울특별시 송파구 올림픽로 240', name: '보틀 잠실점' });
    unmount();
    const { unmount: second } = renderStoreInfo({ store: { str_cd: '1', str_addr: '  ' }, onOpenMap });
    expect(screen.queryByRole('button', { name: '지도 보기' })).toBeNull();
    second();
    renderStoreInfo();
    expect(screen.queryByRole('button', { name: '지도 보기' })).toBeNull();
  });

  it('given loading, then a busy status shows and no action buttons', () => {
    renderStoreInfo({ loading: true });
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: '불러오는 중입니다' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '전화하기' })).toBeNull();
  });

  it('given no store, then it says there is no store information; close calls onClose', async () => {
    const onClose = vi.fn();
    const { user } = renderStoreInfo({ store: null, onClose });
    expect(screen.getByText('매장 정보가 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('formats HHmm times and YYYYMMDD dates, leaving other text as given', () => {
    const times = [
      ['0930', '09:30'],
      ['9:05', '09:05'],
      ['22:00', '22:00'],
      ['24시간', '24시간'],
      [null, ''],
    ] as const;
    for (const [given, shown] of times) expect(formatStoreTime(given), String(given)).toBe(shown);
    const dates = [
      ['20261225', '2026.12.25'],
      ['12/25', '12/25'],
    ] as const;
    for (const [given, shown] of dates) expect(formatStoreDate(given), given).toBe(shown);
  });
});

describe('InspectionAppCardPopup', () => {
  it('explains that the app card is under inspection, with the time when given, and closes', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(<InspectionAppCardPopup open period="02:00 ~ 06:00" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: '앱 카드 점검 안내' });
    expect(dialog).toHaveAccessibleDescription(/모바일 앱 카드를 잠시 이용할 수 없습니다/);
    expect(screen.getByText('02:00 ~ 06:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('given no period, then no time block shows', () => {
    renderUi(<InspectionAppCardPopup open onClose={vi.fn()} />);
    expect(screen.queryByText('점검 시간')).toBeNull();
  });
});
