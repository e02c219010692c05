import { renderStandalone } from '@azi/shared/ui/StandaloneRemote';
import remote from './module';

renderStandalone(remote);
