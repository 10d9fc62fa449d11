import { configure } from '@testing-library/react';

// Component tests run beside the server tests on two shared cores: a page's lazily loaded parts (dialogs,
// toasts) can take longer than testing-library's 1 s default to appear, without anything being wrong.
configure({ asyncUtilTimeout: 5000 });
