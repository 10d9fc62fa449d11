import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithClient, setupPageTests } from '../../test-support';
import { InfoPage } from './InfoPage';

const profile = {
  account: 'staff01',
  name: 'Staff',
  realName: null,
  nickName: null,
  avatar: null,
  email: null,
  phone: null,
  birthday: null,
  sex: null,
  version: 3,
};
const AVATAR = `/api/blade-resource/attach/avatar/${'a'.repeat(32)}`;

describe('InfoPage avatar', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
  });

  it('uploads the picked picture and saves its short url with the profile', async () => {
    const calls = fakeServer({
      '/api/blade-user/info': profile,
      '/api/blade-resource/attach/upload-avatar': { url: AVATAR },
      '/api/blade-user/update-info': { ...profile, avatar: AVATAR, version: 4 },
    });
    const { container } = renderWithClient(<InfoPage />);
    await screen.findByDisplayValue('staff01');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [picture] } });
    await waitFor(() => expect(container.querySelector('.ant-avatar img')?.getAttribute('src')).toBe(AVATAR));
    const upload = calls.find((call) => call.path.endsWith('/upload-avatar'));
    expect((upload?.body as FormData | undefined)?.get('file')).toBe(picture);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your information has been saved')).toBeTruthy();
    const saved = calls.find((call) => call.path === '/api/blade-user/update-info');
    expect(saved?.body).toMatchObject({ avatar: AVATAR, version: 3 });
  });

  it('refuses a picture of another type without uploading it', async () => {
    const calls = fakeServer({ '/api/blade-user/info': profile });
    const { container } = renderWithClient(<InfoPage />);
    await screen.findByDisplayValue('staff01');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Choose a PNG, JPEG, JPG or BMP image')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/upload-avatar'))).toBe(false);
  });
});
