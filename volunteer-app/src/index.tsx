import { startStandalone } from './app/standalone/startStandalone';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

startStandalone(container).catch((error: unknown) => {
  console.error(error);
  container.textContent = 'The volunteer app could not start. Please reload the page.';
});
