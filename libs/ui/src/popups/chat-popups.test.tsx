import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectButtonAndEscapeToCall, renderUi } from '../testing/render';
import { ChatCameraPopup, ChatRecordingVoicePopup } from './chat-popups';
import { ChatLoadingPopup, GeneralLoadingOverlay, LoadingPopup } from './loading-popup';

describe('ChatRecordingVoicePopup', () => {
  it('given listening, then it says so, shows the transcript and "done" calls onStop', async () => {
    const onStop = vi.fn();
    const { user } = renderUi(
      <ChatRecordingVoicePopup open status="listening" transcript="레드 와인 추천" onStop={onStop} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('dialog', { name: '음성으로 질문하기' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('듣고 있어요. 말씀해 주세요.');
    expect(screen.getByText('레드 와인 추천')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '말하기 완료' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('given processing, then "done" is disabled and the dialog is busy', () => {
    renderUi(<ChatRecordingVoicePopup open status="processing" onStop={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: '말하기 완료' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('말씀하신 내용을 인식하고 있어요.');
  });

  it('given a microphone error, then an alert explains it, "done" is disabled and cancel and Escape call onCancel', async () => {
    const onCancel = vi.fn();
    const { user } = renderUi(<ChatRecordingVoicePopup open status="error" onStop={vi.fn()} onCancel={onCancel} />);
    expect(screen.getByRole('alert')).toHaveTextContent('마이크 권한');
    expect(screen.getByRole('button', { name: '말하기 완료' })).toBeDisabled();
    await expectButtonAndEscapeToCall(user, '취소', onCancel);
  });
});

describe('ChatCameraPopup', () => {
  it('offers a camera capture input and an album input, reporting the chosen file and its source', async () => {
    const onSelect = vi.fn();
    const { user } = renderUi(<ChatCameraPopup open onSelect={onSelect} onCancel={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '사진으로 질문하기' })).toBeInTheDocument();
    const camera = screen.getByTestId('camera-input');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    const file = new File(['x'], 'label.jpg', { type: 'image/jpeg' });
    await user.upload(camera as HTMLInputElement, file);
    expect(onSelect).toHaveBeenLastCalledWith(file, 'camera');
    await user.upload(screen.getByTestId('album-input') as HTMLInputElement, file);
    expect(onSelect).toHaveBeenLastCalledWith(file, 'album');
  });

  it('the take and album buttons open the matching file pickers; cancel calls onCancel', async () => {
    const onCancel = vi.fn();
    const { user } = renderUi(<ChatCameraPopup open onSelect={vi.fn()} onCancel={onCancel} />);
    const cameraClick = vi.fn();
    const albumClick = vi.fn();
    screen.getByTestId('camera-input').addEventListener('click', cameraClick);
    screen.getByTestId('album-input').addEventListener('click', albumClick);
    await user.click(screen.getByRole('button', { name: '사진 촬영' }));
    await user.click(screen.getByRole('button', { name: '앨범에서 선택' }));
    expect(cameraClick).toHaveBeenCalledTimes(1);
    expect(albumClick).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('Loading overlays', () => {
  it('LoadingPopup shows a busy status with the loading text and cannot be dismissed with Escape', async () => {
    const { user } = renderUi(<LoadingPopup open />);
    const dialog = screen.getByRole('dialog', { name: '불러오는 중입니다' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중입니다…');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('ChatLoadingPopup says the user is being moved to the AI assistant chat', () => {
    renderUi(<ChatLoadingPopup open />, { lang: 'en' });
    expect(screen.getByRole('dialog', { name: 'AI assistant' })).toHaveAttribute('data-variant', 'fullScreen');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Taking you to a page where you can chat with the AI assistant for recommendations.',
    );
  });

  it('GeneralLoadingOverlay is a full-screen busy overlay with a custom label', () => {
    renderUi(<GeneralLoadingOverlay open label="결제 중" />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-variant', 'fullScreen');
    expect(screen.getByRole('status')).toHaveTextContent('결제 중');
  });
});
