import { renderStandalone } from '@azi/shared/ui/StandaloneRemote';
import remote from './module';

void renderStandalone(remote);
