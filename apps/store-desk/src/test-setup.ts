import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { loadLanguage } from '@bottle/domain';
import '@bottle/ui';
import './lib/i18n';

// Tests render either language.
await loadLanguage('en');

// Screens load lazily and data comes through msw/node on a shared, slow CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// Every test starts from clean browser state (any order).
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
