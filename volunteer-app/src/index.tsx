import { startStandaloneArea } from 'shared-ui';
import { routes } from './app/routes';

startStandaloneArea({ area: 'volunteer', routes });
