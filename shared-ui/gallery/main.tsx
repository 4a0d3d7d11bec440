import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { PortalThemeProvider, Toasts } from '../src';
import { Gallery } from './Gallery';

const container = document.getElementById('root');
if (container === null) throw new Error('The gallery page has no #root element.');

// A memory router keeps the demo links inside the page, so the static build needs no server routes.
createRoot(container).render(
  <StrictMode>
    <MemoryRouter initialEntries={['/volunteer/mytasks']}>
      <PortalThemeProvider>
        <Gallery />
        <Toasts />
      </PortalThemeProvider>
    </MemoryRouter>
  </StrictMode>,
);
