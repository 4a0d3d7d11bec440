import { startPortal } from './app/startPortal';

const BOOT_FAILED = 'The portal could not start. Please reload the page.';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

startPortal(container).catch((error: unknown) => {
  console.error(error);
  const status = container.querySelector('[data-boot-status]');
  if (status !== null) {
    status.replaceChildren(BOOT_FAILED);
    // The skeleton says its status to screen readers only; a failure is for everyone to see.
    status.classList.remove('visually-hidden');
    return;
  }
  // The pre-rendered screen has no status line, and without the portal its form does nothing.
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.textContent = BOOT_FAILED;
  container.prepend(alert);
});
