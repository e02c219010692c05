/** The registry as the page routes read it; the release store (@azi/release) owns the file. */
export { readRegistry } from './releases/releaseHistory';
