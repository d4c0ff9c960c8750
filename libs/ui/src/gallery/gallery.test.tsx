import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { GALLERY_SCENARIOS, Gallery } from './gallery';

const overlays = GALLERY_SCENARIOS.filter((s) => s.kind === 'overlay');
const inline = GALLERY_SCENARIOS.filter((s) => s.kind === 'inline');

describe('Gallery', () => {
  it('covers every popup, shell screen, sheet, panel and state of libs/ui', () => {
    const groups = new Set(GALLERY_SCENARIOS.map((s) => s.group));
    for (const group of [
      'Confirm',
      'Alert',
      'Terms',
      'Loading',
      'Main-store setting',
      'Inspection app-card',
      'Barcode',
      'Store info',
      'Chat recording voice',
      'Chat camera',
      'Full-screen',
      'Sheets and panels',
      'States',
    ]) {
      expect(groups.has(group), group).toBe(true);
    }
    expect(new Set(GALLERY_SCENARIOS.map((s) => s.id)).size).toBe(GALLERY_SCENARIOS.length);
  });

  it('lists a button for every overlay scenario and shows every inline state at once', () => {
    renderUi(<Gallery />);
    const gallery = screen.getByTestId('gallery');
    for (const s of overlays) expect(gallery.querySelector(`button[data-scenario="${s.id}"]`)).not.toBeNull();
    for (const s of inline) expect(gallery.querySelector(`section[data-scenario="${s.id}"]`)).not.toBeNull();
  });

  it.each(overlays.map((s) => [s.id, s] as const))('opens and closes the %s scenario', async (id) => {
    const onScenarioChange = vi.fn();
    const { user } = renderUi(<Gallery onScenarioChange={onScenarioChange} />);
    await user.click(screen.getByTestId('gallery').querySelector(`button[data-scenario="${id}"]`) as HTMLElement);
    expect(onScenarioChange).toHaveBeenLastCalledWith(id);
    const dialogs = [...screen.queryAllByRole('dialog'), ...screen.queryAllByRole('alertdialog')];
    expect(dialogs.length).toBeGreaterThan(0);
  });

  it('given an initial scenario, then it opens at once; closing reports null', async () => {
    const onScenarioChange = vi.fn();
    const { user } = renderUi(<Gallery initialScenario="alert" onScenarioChange={onScenarioChange} />);
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onScenarioChange).toHaveBeenLastCalledWith(null);
  });

  it('switches the components between Korean and English', async () => {
    const { user } = renderUi(<Gallery />);
    expect(screen.getByText('표시할 내용이 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Language/ }));
    expect(screen.getByText('Nothing to show yet.')).toBeInTheDocument();
  });
});
