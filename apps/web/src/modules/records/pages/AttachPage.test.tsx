import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowAction } from '../../../crud/testing';
import { usePermissions, useSession } from '../../../lib/session';
import { fakeServer, page, renderWithClient, setupPageTests } from '../../../test-support';
import type { Attachment } from '../api';
import AttachPage from './AttachPage';
import { fileSize } from './AttachPage.fields';

const report: Attachment = {
  id: '21',
  originalName: 'report.pdf',
  extension: 'pdf',
  contentType: 'application/pdf',
  attachSize: 1536,
  createAccount: 'admin',
  createTime: '2026-11-23 08:00:00',
  link: '/api/blade-resource/attach/download?id=21',
  domain: '',
  name: 'report.pdf',
  documents: [{ docType: 'fund_receipt', docId: '5', docNo: 'SK-0005' }],
};

describe('AttachPage', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    message.destroy();
    Modal.destroyAll();
  });

  it('writes sizes for people', () => {
    expect(fileSize(900)).toBe('900 B');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });

  it('downloads a file with the sign-in header and saves it under its name', async () => {
    const calls = fakeServer({
      '/api/blade-resource/attach/list': page([report]),
      '/api/blade-resource/attach/download': () =>
        new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
    });
    useSession.setState({ accessToken: 'token-1' });
    usePermissions.setState({ codes: { attach_view: true } });
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithClient(<AttachPage />);
    const row = (await screen.findByText('report.pdf')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1.5 KB')).toBeTruthy();
    expect(within(row).getByText('Receipt SK-0005')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    fireEvent.click(await rowAction(row, 'Download'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('report.pdf');
    const download = calls.find((call) => call.path.endsWith('/download'));
    expect(download?.search.get('id')).toBe('21');
    expect(download?.headers.get('blade-auth')).toBe('bearer token-1');
  });

  it('uploads the picked file as multipart and lists again', async () => {
    const calls = fakeServer({
      '/api/blade-resource/attach/list': page([report]),
      '/api/blade-resource/attach/upload': { id: '22', originalName: 'scan.png', link: '/x' },
    });
    usePermissions.setState({ codes: { attach_view: true, attach_add: true } });
    const picked = new File(['png'], 'scan.png', { type: 'image/png' });
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      Object.defineProperty(this, 'files', { value: [picked] });
      this.dispatchEvent(new Event('change'));
    });
    renderWithClient(<AttachPage />);
    await screen.findByText('report.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('scan.png uploaded')).toBeTruthy();
    const upload = calls.find((call) => call.path.endsWith('/upload'));
    expect(upload?.method).toBe('POST');
    expect((upload?.body as FormData | undefined)?.get('file')).toBe(picked);
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/list')).length).toBeGreaterThan(1));
  });
});
