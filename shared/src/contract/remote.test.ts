import { isRemoteModule } from './remote';

const pages = {};

it('tells a module that carries text, in either form of the contract, from one that does not', () => {
  expect(isRemoteModule({ namespace: 'about', pages, loadText: async () => ({}) })).toBe(true);
  expect(isRemoteModule({ namespace: 'about', pages, resources: { zh: {}, hk: {}, en: {} } })).toBe(true);
  expect(isRemoteModule({ namespace: 'about', pages })).toBe(false);
});

it('wants a namespace and pages', () => {
  expect(isRemoteModule({ pages, loadText: async () => ({}) })).toBe(false);
  expect(isRemoteModule({ namespace: 'about', loadText: async () => ({}) })).toBe(false);
  expect(isRemoteModule({ namespace: 'about', pages: 'investor', loadText: async () => ({}) })).toBe(false);
  expect(isRemoteModule(null)).toBe(false);
});
