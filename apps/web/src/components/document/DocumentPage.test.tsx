import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CrudRow } from '../../crud/types';
import { usePermissions } from '../../lib/session';
import { fakeServer, page, renderWithClient, setupPageTests } from '../../test-support';
import { DocumentDialog, ReasonDialog } from './DocumentDetail';
import { DocumentListPage, type DocumentListSpec, stateField, useDocumentList } from './DocumentListPage';

type State = 'DRAFT' | 'POSTED';
type Doc = { id: string; docNo: string; state: State };
type Row = CrudRow & Doc;

const COLORS: Record<State, string> = { DRAFT: 'default', POSTED: 'green' };

/** A document page as the modules write one: the detail and the editor are plain stand-ins. */
function Page() {
  const list = useDocumentList<Doc>(['doc']);
  const { commands } = list;
  const spec = useMemo(
    (): DocumentListSpec<Row> => ({
      code: 'doc',
      title: 'Documents',
      entity: 'document',
      api: '/doc',
      fields: [
        { key: 'docNo', label: 'No.', search: 'like', column: { key: true } },
        stateField({
          label: 'State',
          states: ['DRAFT', 'POSTED'],
          colors: COLORS,
          stateLabel: (state) => (state === 'DRAFT' ? 'Draft' : 'Posted'),
          width: 100,
        }),
      ],
      canDelete: (row) => row.state === 'DRAFT',
      create: { label: 'New document', permission: 'doc_add' },
      openLabel: 'Open',
    }),
    [],
  );
  return (
    <DocumentListPage
      list={list}
      spec={spec}
      detail={(id) => (
        <div role="dialog" aria-label={`detail ${id}`}>
          <Button onClick={commands.close}>close detail</Button>
        </div>
      )}
      editor={(doc) => (
        <div role="dialog" aria-label={doc ? `edit ${doc.id}` : 'new'}>
          <Button onClick={() => commands.saved({ id: 'd9', docNo: 'D-9', state: 'DRAFT' })}>save</Button>
        </div>
      )}
    />
  );
}

beforeAll(setupPageTests);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DocumentListPage', { timeout: 30_000 }, () => {
  it('lists documents with their state chips, opens a row, and opens a new one once saved', async () => {
    usePermissions.getState().setCodes(['doc_add', 'doc_delete']);
    const calls = fakeServer({
      '/api/doc/list': page([
        { id: 'd1', docNo: 'D-1', state: 'DRAFT' },
        { id: 'd2', docNo: 'D-2', state: 'POSTED' },
      ]),
    });
    renderWithClient(<Page />);
    const row = (await screen.findByText('D-2')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Posted').className).toContain('ant-tag-green');
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'detail d2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'close detail' }));
    expect(screen.queryByRole('dialog', { name: 'detail d2' })).toBeNull();

    const listed = calls.filter((call) => call.path === '/api/doc/list').length;
    fireEvent.click(screen.getByRole('button', { name: 'New document' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'new' })).getByRole('button', { name: 'save' }));
    expect(screen.queryByRole('dialog', { name: 'new' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'detail d9' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/doc/list').length).toBeGreaterThan(listed));
  });

  it('offers no new document without its button code', async () => {
    usePermissions.getState().setCodes([]);
    fakeServer({ '/api/doc/list': page([]) });
    renderWithClient(<Page />);
    await screen.findByText('Documents');
    expect(screen.queryByRole('button', { name: 'New document' })).toBeNull();
  });
});

describe('DocumentDialog', () => {
  const dialog = (query: { data?: Doc; isError: boolean }) => (
    <DocumentDialog<Doc>
      query={query}
      width={600}
      title={(doc) => doc.docNo}
      fallbackTitle="Document"
      notFound="Not found"
      onClose={() => {}}
    >
      {(doc) => <span>body of {doc.id}</span>}
    </DocumentDialog>
  );

  it('titles the dialog with the loaded document, and says so when it is gone', () => {
    const { rerender } = renderWithClient(dialog({ data: { id: 'd1', docNo: 'D-1', state: 'DRAFT' }, isError: false }));
    expect(screen.getByRole('dialog', { name: 'D-1' })).toBeTruthy();
    expect(screen.getByText('body of d1')).toBeTruthy();
    rerender(dialog({ isError: true }));
    expect(screen.getByRole('dialog', { name: 'Document' })).toBeTruthy();
    expect(screen.getByText('Not found')).toBeTruthy();
    expect(screen.queryByText(/body of/)).toBeNull();
  });
});

describe('ReasonDialog', () => {
  function Asking({ onSubmit }: { onSubmit: (reason: string) => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>ask</Button>
        <ReasonDialog
          open={open}
          title="Reject"
          label="Reason"
          onCancel={() => setOpen(false)}
          onSubmit={(reason) => {
            setOpen(false);
            onSubmit(reason);
          }}
        />
      </>
    );
  }

  it('allows OK only with a reason, hands it over trimmed, and starts empty the next time', () => {
    const onSubmit = vi.fn();
    renderWithClient(<Asking onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    const ok = () => screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;
    expect(ok().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '   ' } });
    expect(ok().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  wrong amount ' } });
    fireEvent.click(ok());
    expect(onSubmit).toHaveBeenCalledWith('wrong amount');

    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('');
  });
});
