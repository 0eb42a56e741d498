import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllTexts } from '../src/lib/i18n';

// Components render with every text in place, as pages do once their texts are in.
await loadAllTexts();

afterEach(() => cleanup());
