import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests run beside the server tests on two shared cores: a page's lazily loaded parts (dialogs,
// toasts) can take longer than testing-library's 1 s default to appear, without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// Vitest has no global afterEach here, so testing-library cannot register its own cleanup: unmount after
// every test, or a page left mounted renders again after its file's window is gone.
afterEach(cleanup);
