import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { UiProvider } from '../theme/ui-provider';
import { EmptyState, ErrorState, OfflineState, SkeletonList } from './states';
import { RouterErrorPage, describeRouteError } from './router-error-page';

describe('SkeletonList', () => {
  it('announces one busy loading status and draws decorative rows', () => {
    renderUi(<SkeletonList rows={4} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('불러오는 중입니다');
    // 4 rows × (thumbnail + 2 lines), all hidden from assistive tech.
    const bones = screen.getAllByTestId('skeleton');
    expect(bones).toHaveLength(12);
    for (const bone of bones) expect(bone).toHaveAttribute('aria-hidden', 'true');
  });

  it('given no thumbnail and a negative count, then it draws lines only and no rows', () => {
    const { unmount } = renderUi(<SkeletonList rows={2} thumbnail={false} />);
    expect(screen.getAllByTestId('skeleton')).toHaveLength(4);
    unmount();
    renderUi(<SkeletonList rows={-1} />);
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
  });

  it('given the device offline, then it shows the offline state instead of endless skeletons, and the skeletons again once online', () => {
    const { rerender } = render(
      <UiProvider online={false}>
        <SkeletonList rows={3} />
      </UiProvider>,
    );
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('offline-state')).toHaveTextContent('인터넷에 연결되어 있지 않아요');
    expect(screen.getByTestId('offline-state')).toHaveTextContent('연결되면 자동으로 불러올게요.');

    rerender(
      <UiProvider online>
        <SkeletonList rows={3} />
      </UiProvider>,
    );
    expect(screen.queryByTestId('offline-state')).toBeNull();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('given English, then the offline state is in English', () => {
    render(
      <UiProvider lang="en" online={false}>
        <OfflineState />
      </UiProvider>,
    );
    expect(screen.getByTestId('offline-state')).toHaveTextContent('You are offline');
  });
});

describe('EmptyState', () => {
  it('shows the default title, or the given title, description and action', () => {
    const { unmount } = renderUi(<EmptyState />);
    expect(screen.getByRole('heading', { name: '표시할 내용이 없습니다.' })).toBeInTheDocument();
    unmount();
    renderUi(<EmptyState title="벙커가 비어 있어요" description="마음에 드는 와인을 담아 보세요." action={<button>둘러보기</button>} />);
    expect(screen.getByRole('heading', { name: '벙커가 비어 있어요' })).toBeInTheDocument();
    expect(screen.getByText('마음에 드는 와인을 담아 보세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '둘러보기' })).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('is an alert with the spec default error message and a retry button that calls onRetry', async () => {
    const onRetry = vi.fn();
    const { user } = renderUi(<ErrorState onRetry={onRetry} />, { lang: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Please try again shortly.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('given a retry in progress, then retry is disabled; given no onRetry, then there is no button', () => {
    const { unmount } = renderUi(<ErrorState onRetry={vi.fn()} retrying />);
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeDisabled();
    unmount();
    renderUi(<ErrorState message="네트워크 오류" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('네트워크 오류');
  });
});

describe('RouterErrorPage', () => {
  it("reads 'Unexpected Application Error!' (spec §8) in Korean too, with the translation and a hint", () => {
    renderUi(<RouterErrorPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('예기치 않은 애플리케이션 오류가 발생했습니다!')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('in English shows the heading once; the buttons call reload and home; details only on request', async () => {
    const onGoHome = vi.fn();
    const onReload = vi.fn();
    const { user } = renderUi(<RouterErrorPage error={new Error('chunk failed')} onGoHome={onGoHome} onReload={onReload} />, {
      lang: 'en',
    });
    expect(screen.getAllByText('Unexpected Application Error!')).toHaveLength(1);
    expect(screen.queryByText('chunk failed')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await user.click(screen.getByRole('button', { name: /home/i }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onGoHome).toHaveBeenCalledTimes(1);
  });

  it('with showDetails shows what the route threw', () => {
    renderUi(<RouterErrorPage error={{ status: 404, statusText: 'Not Found' }} showDetails />);
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('describeRouteError reads Errors, strings and route responses', () => {
    expect(describeRouteError(new Error('boom'))).toBe('boom');
    expect(describeRouteError('text')).toBe('text');
    expect(describeRouteError({ status: 500 })).toBe('500');
    expect(describeRouteError(null)).toBe('');
    expect(describeRouteError(42)).toBe('');
  });
});

describe('outside UiProvider', () => {
  it('a component throws an error naming itself and the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<EmptyState />)).toThrow('`EmptyState` must be used within `UiProvider` (from @bottle/ui).');
  });
});
