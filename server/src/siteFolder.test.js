const path = require('node:path');
const { siteFolder } = require('./siteFolder');

it('is site/ in the repository when SITE_DIR is not set', () => {
  expect(siteFolder('/repo', {})).toBe(path.join('/repo', 'site'));
});

it('is SITE_DIR when set, made absolute against the working folder', () => {
  expect(siteFolder('/repo', { SITE_DIR: '/tmp/h4-site' })).toBe('/tmp/h4-site');
  expect(siteFolder('/repo', { SITE_DIR: 'my-site' })).toBe(path.resolve('my-site'));
});
