import { bootPortal } from './app/bootPortal';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

bootPortal(container).catch((error: unknown) => {
  console.error(error);
  container
    .querySelector('[data-boot-status]')
    ?.replaceChildren('The portal could not start. Please reload the page.');
});
