import { SERVER_PROVIDED_PACKAGES } from '../shell/server/render/protocol';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SERVER_PROVIDED } = require('./webpack/createAppConfig.js') as { SERVER_PROVIDED: string[] };

test('a render worker may read exactly the packages the server builds leave to the server', () => {
  expect([...SERVER_PROVIDED_PACKAGES].sort()).toEqual([...SERVER_PROVIDED].sort());
});
